import type { ProductSummary } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartOptionsRepository } from './cart-options.repository';
import type { CartService } from './cart.service';
import type { CartStore } from './cart.store';

/** Products picked for the shopper with this cart (GET /cart/{id}/for_you). */
export class LoadForYouUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly store: CartStore,
    private readonly repository: CartOptionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<ProductSummary[]> {
    const cart = this.store.cart ?? (await this.cart.getOrCreate());
    return this.errors.run('loadForYou', () => this.repository.forYou(cart.cart_id));
  }
}
