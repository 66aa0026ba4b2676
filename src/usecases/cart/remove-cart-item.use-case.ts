import type { Cart } from '../../domain';
import type { CartRepository } from './cart.repository';
import type { CartService } from './cart.service';

/** Removes a line from the current cart; a line that is not there is notFound, without a call. */
export class RemoveCartItemUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly repository: CartRepository,
  ) {}

  /** Removes line `itemId` and answers the updated cart. */
  async execute(itemId: string): Promise<Cart> {
    const cart = await this.cart.requireLine(itemId, 'removeCartItem');
    const title = cart.items.find((item) => item.item_id === itemId)?.product.title ?? itemId;
    return this.cart.changeLine('removeCartItem', { kind: 'remove', itemId, title }, (cartId) => this.repository.removeItem(cartId, itemId));
  }
}
