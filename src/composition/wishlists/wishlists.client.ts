import type { WishlistsStore } from '../../usecases/wishlists/wishlists.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { WishlistsUseCases } from './wishlists.on-demand';
import { WISHLISTS_TOKENS as T, WISHLISTS_USE_CASES } from './wishlists.tokens';

/**
 * `tienda.wishlists`: the shopper's favourites (the one wishlist type, `favourites`). Every call needs a signed-in
 * user (anonymous: onlyAnonymousTokenFound, without a call) except `publicList`, which anyone may open.
 */
export interface WishlistsNamespace extends Calls<WishlistsUseCases> {
  /** `{ skus }`: the skus on the favourites (null until `skus()`), changed at once by add/remove; emptied when the session changes. */
  readonly store: WishlistsStore;
}

export interface WishlistsClient {
  /** The shopper's favourites: list, skus, add, remove, share and a shared list, with its store. */
  readonly wishlists: WishlistsNamespace;
}

export function wishlistsClient(resolve: Resolve): WishlistsClient {
  const calls = onDemandCalls(resolve, WISHLISTS_USE_CASES, {
    list: true,
    skus: true,
    add: true,
    remove: true,
    share: true,
    unshare: true,
    publicList: true,
  });
  return { wishlists: withGetters(calls, { store: lazily<WishlistsStore>(resolve, T.WishlistsStore) }) };
}
