import { UseCaseError, type Cart } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartService } from './cart.service';

const CONTEXT = 'deleteCart';

/**
 * Deletes a cart (DELETE /cart/{id}, spec section 7): the current one by
 * default, or another of the shopper's (the store's `otherCart`, or an id of
 * `cart.user_cart_ids`). Any other id is notFound without a call. Deleting
 * the current cart leaves the shopper a new, empty one (created, stored and
 * made current, as after an order); deleting another reads the current cart
 * again. Answers the current cart afterwards. A failure keeps the cart on
 * screen and is reported; a cart the server no longer has counts as deleted.
 */
export class DeleteCartUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly errors: ErrorHandler,
  ) {}

  /** Deletes `cartId` (default: the current cart) and answers the current cart afterwards. */
  execute(cartId?: string | null): Promise<Cart> {
    if (cartId === undefined || cartId === null) return this.cart.deleteCart(null, CONTEXT);
    const id = typeof cartId === 'string' ? cartId.trim() : '';
    if (!id || !this.cart.knownCartIds().includes(id)) {
      return Promise.reject(this.errors.handle(new UseCaseError('notFound', { apiMessage: 'Ese carrito no está entre los tuyos.' }), CONTEXT));
    }
    return this.cart.deleteCart(id, CONTEXT);
  }
}
