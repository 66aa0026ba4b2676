import { checkLineQuantity, UseCaseError, type Cart } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartRepository } from './cart.repository';
import type { CartService } from './cart.service';

/**
 * Changes a line's quantity. Zero removes the line; the quantity must be a
 * whole number up to 99, and the line must be in the current cart.
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
    await this.cart.requireLine(itemId, 'updateCartItem');
    if (quantity === 0) return this.cart.mutate('removeCartItem', (cartId) => this.repository.removeItem(cartId, itemId));
    // The body's bounds (UpdateCartItemRequestSchema) hold already: the quantity was checked above, and the
    // item id is one the server gave a line of the current cart.
    return this.cart.mutate('updateCartItem', (cartId) =>
      this.repository.updateItem(cartId, itemId, { item_id: itemId, quantity }),
    );
  }
}
