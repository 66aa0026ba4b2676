import type { WishlistInfo } from '../../domain';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { WishlistsRepository } from './wishlists.repository';

/** Shares the favourites (PUT /wishlist/favourites/share): answers the name and the public id its link opens (`/favoritos/{public_id}`). */
export class ShareWishlistUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: WishlistsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<WishlistInfo> {
    requireUser(this.session, this.errors, 'shareWishlist');
    return this.errors.run('shareWishlist', () => this.repository.share());
  }
}

/** Stops sharing the favourites (DELETE /wishlist/favourites/share): the public link then answers notFound. */
export class UnshareWishlistUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: WishlistsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<void> {
    requireUser(this.session, this.errors, 'unshareWishlist');
    await this.errors.run('unshareWishlist', () => this.repository.unshare());
  }
}
