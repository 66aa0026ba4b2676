import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { WishlistsRepository } from './wishlists.repository';
import type { WishlistsStore } from './wishlists.store';

/** The public skus on the shopper's favourites (GET /wishlist/favourites/skus), kept in `wishlists.store` so hearts can render. */
export class LoadWishlistSkusUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: WishlistsStore,
    private readonly repository: WishlistsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<string[]> {
    const token = requireUser(this.session, this.errors, 'loadWishlistSkus').token;
    this.store.setLoading();
    try {
      const skus = await this.repository.skus();
      if (this.session.session?.token === token) this.store.setSkus(skus);
      return skus;
    } catch (error) {
      const failure = this.errors.handle(error, 'loadWishlistSkus');
      if (this.session.session?.token === token) this.store.setError(failure);
      throw failure;
    }
  }
}
