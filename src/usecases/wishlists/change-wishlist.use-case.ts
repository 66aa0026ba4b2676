import { requireUser } from '../account/require-user';
import { requireId } from '../reviews/reviews-input';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { WishlistsRepository } from './wishlists.repository';
import type { WishlistsStore } from './wishlists.store';

/** What adding and removing share: a signed-in user, the store changed first, and that change undone when the call fails. */
abstract class WishlistChange {
  constructor(
    protected readonly session: SessionStore,
    protected readonly store: WishlistsStore,
    protected readonly repository: WishlistsRepository,
    protected readonly errors: ErrorHandler,
  ) {}

  protected async change(context: string, sku: string, on: boolean, call: (sku: string) => Promise<void>): Promise<void> {
    const token = requireUser(this.session, this.errors, context).token;
    const id = requireId(sku, this.errors, context);
    const changed = this.store.mark(id, on);
    try {
      await call(id);
    } catch (error) {
      if (changed && this.session.session?.token === token) this.store.mark(id, !on);
      throw this.errors.handle(error, context);
    }
  }
}

/** Puts a product on the favourites (POST /wishlist/favourites {product_public_sku}); the store shows it at once, and not if the call fails. */
export class AddToWishlistUseCase extends WishlistChange {
  execute(sku: string): Promise<void> {
    return this.change('addToWishlist', sku, true, (id) => this.repository.add(id));
  }
}

/** Takes a product off the favourites (DELETE /wishlist/favourites/{sku}); the store shows it at once, and back if the call fails. */
export class RemoveFromWishlistUseCase extends WishlistChange {
  execute(sku: string): Promise<void> {
    return this.change('removeFromWishlist', sku, false, (id) => this.repository.remove(id));
  }
}
