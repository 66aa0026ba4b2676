import type { AddToWishlistUseCase, RemoveFromWishlistUseCase } from '../../usecases/wishlists/change-wishlist.use-case';
import type { LoadPublicWishlistUseCase, LoadWishlistUseCase } from '../../usecases/wishlists/load-wishlist.use-case';
import type { ShareWishlistUseCase, UnshareWishlistUseCase } from '../../usecases/wishlists/share-wishlist.use-case';
import type { LoadWishlistSkusUseCase } from '../../usecases/wishlists/wishlist-skus.use-case';
import type { WishlistsStore } from '../../usecases/wishlists/wishlists.store';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { WISHLISTS_TOKENS, WISHLISTS_USE_CASES, wishlistsTokenOf, type WishlistsUseCase } from './wishlists.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/**
 * `tienda.wishlists`: the shopper's favourites (the one wishlist type, `favourites`). Every call needs a signed-in
 * user (anonymous: onlyAnonymousTokenFound, without a call) except `publicList`, which anyone may open.
 */
export interface WishlistsNamespace {
  /** `{ skus }`: the skus on the favourites (null until `skus()`), changed at once by add/remove; emptied when the session changes. */
  readonly store: WishlistsStore;
  /** GET /wishlist/favourites?sort_by=CreationDate&page_size=30&page=1&main_image_min_width=300&version=2. */
  list: Call<LoadWishlistUseCase>;
  /** GET /wishlist/favourites/skus, into `store.skus`. */
  skus: Call<LoadWishlistSkusUseCase>;
  /** POST /wishlist/favourites {product_public_sku}; the store first, undone if the call fails. */
  add: Call<AddToWishlistUseCase>;
  /** DELETE /wishlist/favourites/{sku}; the store first, undone if the call fails. */
  remove: Call<RemoveFromWishlistUseCase>;
  /** PUT /wishlist/favourites/share: `{ name, public_id }`. */
  share: Call<ShareWishlistUseCase>;
  /** DELETE /wishlist/favourites/share. */
  unshare: Call<UnshareWishlistUseCase>;
  /** GET /wishlist/public/{id}: a shared list (not shared or unknown: notFound). */
  publicList: Call<LoadPublicWishlistUseCase>;
}

export interface WishlistsClient {
  /** The shopper's favourites: list, skus, add, remove, share and a shared list, with its store. */
  readonly wishlists: WishlistsNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type WishlistsMembersMatch = Same<Exclude<keyof WishlistsNamespace, 'store'>, WishlistsUseCase> extends true ? true : never;
const membersMatch: WishlistsMembersMatch = true;
void membersMatch;

export function wishlistsClient(resolve: Resolve): WishlistsClient {
  const store = lazily<WishlistsStore>(resolve, WISHLISTS_TOKENS.WishlistsStore);
  const wishlists = Object.defineProperty(useCaseMembers(resolve, WISHLISTS_USE_CASES, wishlistsTokenOf), 'store', { get: store, enumerable: true });
  return { wishlists: wishlists as unknown as WishlistsNamespace };
}
