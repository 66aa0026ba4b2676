/** The wishlists feature's code, as one chunk loaded on its first call. */
import { HttpWishlistsRepository } from '../../data/wishlists/http-wishlists.repository';
import { AddToWishlistUseCase, RemoveFromWishlistUseCase } from '../../usecases/wishlists/change-wishlist.use-case';
import { LoadPublicWishlistUseCase, LoadWishlistUseCase } from '../../usecases/wishlists/load-wishlist.use-case';
import { ShareWishlistUseCase, UnshareWishlistUseCase } from '../../usecases/wishlists/share-wishlist.use-case';
import { LoadWishlistSkusUseCase } from '../../usecases/wishlists/wishlist-skus.use-case';
import { WishlistsStore } from '../../usecases/wishlists/wishlists.store';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { WISHLISTS_TOKENS as T, type WishlistsUseCase } from './wishlists.tokens';

export { HttpWishlistsRepository, WishlistsStore };

export const USE_CASE_CLASSES = {
  list: LoadWishlistUseCase,
  skus: LoadWishlistSkusUseCase,
  add: AddToWishlistUseCase,
  remove: RemoveFromWishlistUseCase,
  share: ShareWishlistUseCase,
  unshare: UnshareWishlistUseCase,
  publicList: LoadPublicWishlistUseCase,
} satisfies Record<WishlistsUseCase, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<WishlistsUseCase, readonly symbol[]> = {
  list: [S.SessionStore, T.WishlistsRepository],
  skus: [S.SessionStore, T.WishlistsStore, T.WishlistsRepository],
  add: [S.SessionStore, T.WishlistsStore, T.WishlistsRepository],
  remove: [S.SessionStore, T.WishlistsStore, T.WishlistsRepository],
  share: [S.SessionStore, T.WishlistsRepository],
  unshare: [S.SessionStore, T.WishlistsRepository],
  publicList: [T.WishlistsRepository],
};
