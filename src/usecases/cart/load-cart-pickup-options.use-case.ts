import { describePickupOption, type PickupLocation } from '../addresses/pickup-location';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartOptionsRepository } from './cart-options.repository';
import type { CartService } from './cart.service';
import type { CartStore } from './cart.store';

/**
 * Where the cart can be picked up (GET /cart/{id}/pickup_options; none when
 * nothing in it ships), each with its hours per weekday as HH:MM, parking,
 * cut-off and map links.
 */
export class LoadCartPickupOptionsUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly store: CartStore,
    private readonly repository: CartOptionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<PickupLocation[]> {
    const cart = this.store.cart ?? (await this.cart.getOrCreate());
    const options = await this.errors.run('loadCartPickupOptions', () => this.repository.pickupOptions(cart.cart_id));
    return options.map(describePickupOption);
  }
}
