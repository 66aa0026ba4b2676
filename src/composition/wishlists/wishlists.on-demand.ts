/** The wishlists feature's code, as one chunk loaded on its first call. */
import { HttpWishlistsRepository } from '../../data/wishlists/http-wishlists.repository';
import { AddToWishlistUseCase, RemoveFromWishlistUseCase } from '../../usecases/wishlists/change-wishlist.use-case';
import { LoadPublicWishlistUseCase, LoadWishlistUseCase } from '../../usecases/wishlists/load-wishlist.use-case';
import { ShareWishlistUseCase, UnshareWishlistUseCase } from '../../usecases/wishlists/share-wishlist.use-case';
import { LoadWishlistSkusUseCase } from '../../usecases/wishlists/wishlist-skus.use-case';
import { WishlistsStore } from '../../usecases/wishlists/wishlists.store';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { WISHLISTS_TOKENS as T } from './wishlists.tokens';

export { WishlistsStore };

/** The use cases of `tienda.wishlists`, one per member. */
export function createWishlists(get: Get) {
  const sessionStore = get(S.SessionStore);
  const errors = get(C.ErrorHandler);
  const wishlistsStore = get(T.WishlistsStore);
  const repository = new HttpWishlistsRepository(get(C.ApiClient));
  return {
    /** GET /wishlist/favourites?sort_by=CreationDate&page_size=30&page=1&main_image_min_width=300&version=2. */
    list: new LoadWishlistUseCase(sessionStore, repository, errors),
    /** GET /wishlist/favourites/skus, into `store.skus`. */
    skus: new LoadWishlistSkusUseCase(sessionStore, wishlistsStore, repository, errors),
    /** POST /wishlist/favourites {product_public_sku}; the store first, undone if the call fails. */
    add: new AddToWishlistUseCase(sessionStore, wishlistsStore, repository, errors),
    /** DELETE /wishlist/favourites/{sku}; the store first, undone if the call fails. */
    remove: new RemoveFromWishlistUseCase(sessionStore, wishlistsStore, repository, errors),
    /** PUT /wishlist/favourites/share: `{ name, public_id }`. */
    share: new ShareWishlistUseCase(sessionStore, repository, errors),
    /** DELETE /wishlist/favourites/share. */
    unshare: new UnshareWishlistUseCase(sessionStore, repository, errors),
    /** GET /wishlist/public/{id}: a shared list (not shared or unknown: notFound). */
    publicList: new LoadPublicWishlistUseCase(repository, errors),
  };
}

export type WishlistsUseCases = ReturnType<typeof createWishlists>;
