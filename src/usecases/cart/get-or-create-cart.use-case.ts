import type { Cart } from '../../domain';
import type { CartService } from './cart.service';

/**
 * The current cart: the stored one when the server still has it for this
 * shopper, otherwise a new one (spec section 4).
 */
export class GetOrCreateCartUseCase {
  constructor(private readonly cart: CartService) {}

  /** `refresh` fetches again even when a cart is already loaded. */
  execute(options: { refresh?: boolean } = {}): Promise<Cart> {
    return options.refresh ? this.cart.refresh() : this.cart.getOrCreate();
  }
}
