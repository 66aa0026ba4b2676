import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { SlugResolution } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute, notFound } from '../app/route-failure';
import { pathForSlug } from './slug-route';

/** /:slug: what the slug names, as a permanent redirect to its page; a 404 when it names nothing. */
export function slugLoader(deps: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs): Promise<never> => {
    let resolution: SlugResolution;
    try {
      const client = await deps.client();
      resolution = await client.catalog.resolveSlug(params.slug ?? '');
    } catch (error) {
      failRoute(error, 'esta página');
    }
    const path = pathForSlug(resolution);
    if (!path) notFound();
    // Offers and newest go home until they have screens of their own: not for browsers to remember.
    throw redirect(path, resolution.page_type === 'OFFERS' || resolution.page_type === 'NEWEST' ? 302 : 301);
  };
}
