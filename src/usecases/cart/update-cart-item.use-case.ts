import { checkLineQuantity, seatQuantityProblem, UseCaseError, type Cart } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartRepository } from './cart.repository';
import type { CartService } from './cart.service';

/**
 * Changes a line's quantity. Zero removes the line; the quantity must be a
 * whole number up to 99, and the line must be in the current cart. A seat
 * line's quantity is its seats, chosen on the event's map: another quantity
 * is EVENT_SEATS_ERROR without a call (the API refuses it too).
 */
export class UpdateCartItemUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly repository: CartRepository,
    private readonly errors: ErrorHandler,
  ) {}

  /** Sets line `itemId` to `quantity` (0 removes it) and answers the updated cart. */
  async execute(input: { itemId: string; quantity: number }): Promise<Cart> {
    const { itemId, quantity } = input;
    const problem = checkLineQuantity(quantity, { allowZero: true });
    if (problem) throw this.errors.handle(new UseCaseError(problem.cause, { apiMessage: problem.message }), 'updateCartItem');
    const cart = await this.cart.requireLine(itemId, 'updateCartItem');
    const line = cart.items.find((item) => item.item_id === itemId);
    if (line && quantity !== 0) {
      const refusal = seatQuantityProblem(line, quantity);
      if (refusal) throw this.errors.handle(new UseCaseError(refusal.cause, { apiMessage: refusal.message }), 'updateCartItem');
    }
    const title = line?.product.title ?? itemId;
    if (quantity === 0) {
      return this.cart.changeLine('removeCartItem', { kind: 'remove', itemId, title }, (cartId) => this.repository.removeItem(cartId, itemId));
    }
    // The body's bounds (UpdateCartItemRequestSchema) hold already: the quantity was checked above, and the
    // item id is one the server gave a line of the current cart.
    return this.cart.changeLine('updateCartItem', { kind: 'update', itemId, quantity, title }, (cartId) =>
      this.repository.updateItem(cartId, itemId, { item_id: itemId, quantity }),
    );
  }
}
