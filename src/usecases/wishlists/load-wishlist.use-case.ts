import { UseCaseError } from '../../domain';
import { WISHLIST_FIRST_PAGE } from '../../domain/wishlists/wishlist-rules';
import type { Wishlist } from '../../domain/wishlists/wishlist';
import { requireUser } from '../account/require-user';
import { requireId } from '../reviews/reviews-input';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { WishlistsRepository } from './wishlists.repository';

/**
 * The signed-in shopper's favourites, newest first, 30 a page with images at width 300 (GET
 * /wishlist/favourites?sort_by=CreationDate&page_size=30&page=1&main_image_min_width=300&version=2, spec
 * section 9). A page below 1 or not whole is invalidPage without a call.
 */
export class LoadWishlistUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: WishlistsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(options: { page?: number } = {}): Promise<Wishlist> {
    requireUser(this.session, this.errors, 'loadWishlist');
    const page = options.page ?? WISHLIST_FIRST_PAGE;
    if (!Number.isInteger(page) || page < 1) {
      throw this.errors.handle(new UseCaseError('invalidPage', { apiMessage: 'La página debe ser 1 o mayor.', details: { page } }), 'loadWishlist');
    }
    return this.errors.run('loadWishlist', () => this.repository.list(page));
  }
}

/** A shared wishlist by its public id (GET /wishlist/public/{id}). Anyone may open it; one not shared, or unknown, is notFound. */
export class LoadPublicWishlistUseCase {
  constructor(
    private readonly repository: WishlistsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(publicId: string): Promise<Wishlist> {
    const id = requireId(publicId, this.errors, 'loadPublicWishlist', 'La lista');
    return this.errors.run('loadPublicWishlist', () => this.repository.publicList(id));
  }
}
