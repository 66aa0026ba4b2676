import { data, type LoaderFunctionArgs } from 'react-router';
import { toUseCaseError } from '../../index';
import type { Wishlist } from '../../domain/wishlists/wishlist';
import type { RouteDeps } from '../app/route-deps';
import { failRoute, statusForCause } from '../app/route-failure';

/** What `/favoritos/:publicId` shows: the shared list, or that there is none (never shared, or no longer). */
export type PublicWishlistData = { found: true; list: Wishlist } | { found: false };

/** A public id as the API makes them; anything else names no list (and costs no request). */
const PUBLIC_ID = /^[A-Za-z0-9_-]{1,64}$/;

const missing = () => data({ found: false } satisfies PublicWishlistData, { status: 404 });

/**
 * /favoritos/:publicId: a shopper's shared favourites, server-rendered for whoever has the link (never indexed). A
 * list that does not exist or is no longer shared answers 404 with the screen's own words.
 */
export function publicWishlistLoader(deps: RouteDeps) {
  return async ({ params }: LoaderFunctionArgs) => {
    const publicId = params.publicId ?? '';
    if (!PUBLIC_ID.test(publicId)) return missing();
    try {
      const client = await deps.client();
      return { found: true, list: await client.wishlists.publicList(publicId) } satisfies PublicWishlistData;
    } catch (error) {
      if (statusForCause(toUseCaseError(error).cause) === 404) return missing();
      failRoute(error, 'esta lista');
    }
  };
}

/** «Lista de Ana»: the owner's first name, when the list gives it. */
export function publicWishlistTitle(list: Pick<Wishlist, 'user'>): string {
  const name = list.user?.first_name?.trim();
  return name ? `Lista de ${name}` : 'Lista de favoritos';
}
