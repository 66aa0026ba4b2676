import { UseCaseError, type Cart } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartService } from './cart.service';

/**
 * Opens another of the shopper's carts: the one kept apart at login (the
 * cart store's `otherCart`), or one the current cart lists in
 * `user_cart_ids`. It becomes the current cart (and the stored one); the cart
 * left becomes `otherCart`, so the shopper can go back. An id that is not one
 * of those is notFound without a call.
 */
export class OpenCartUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly errors: ErrorHandler,
  ) {}

  /** Opens `cartId` and answers it. */
  execute(cartId: string): Promise<Cart> {
    if (typeof cartId !== 'string' || cartId.trim() === '') {
      return Promise.reject(
        this.errors.handle(new UseCaseError('notFound', { apiMessage: 'Ese carrito no está entre los tuyos.' }), 'openCart'),
      );
    }
    return this.cart.open(cartId);
  }
}
