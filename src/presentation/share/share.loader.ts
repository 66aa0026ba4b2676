import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { toUseCaseError } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute, statusForCause } from '../app/route-failure';
import { pathForSlug } from '../slug/slug-route';
import type { SlugResolution } from '../../index';

/** A short id as the API makes them: letters and digits (8), with some room; anything else names nothing. */
const SHORT_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** What `/s/:shortId` leaves for its screen when the link names nothing (it redirects otherwise). */
export interface ShareLinkNotFound {
  found: false;
}

const missing = () => data({ found: false } satisfies ShareLinkNotFound, { status: 404 });

/**
 * /s/:shortId: a shared short link. The API says what it names; a product's link answers 302 to its page (any
 * other page kind to that page) (a
 * temporary redirect: the link may one day name something else). An unknown link answers 404 with the screen's words.
 */
export function shareLinkLoader(deps: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const shortId = params.shortId ?? '';
    if (!SHORT_ID.test(shortId)) return missing();
    let resolved: { page_type: SlugResolution['page_type']; slug: string | null };
    try {
      const client = await deps.client();
      resolved = await client.product.resolveShare(shortId);
    } catch (error) {
      if (statusForCause(toUseCaseError(error).cause) === 404) return missing();
      failRoute(error, 'este enlace');
    }
    // Product links are what the store shares; a link to a category, brand or the offers goes there as well.
    const path = resolved.slug ? pathForSlug({ page_type: resolved.page_type, slug: resolved.slug, id: null }) : null;
    if (!path) return missing();
    throw redirect(path, 302);
  };
}
