import type { ProductSummary } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CartOptionsRepository } from './cart-options.repository';
import type { CartService } from './cart.service';
import type { CartStore } from './cart.store';

/** Products that go with what is in the cart (GET /cart/{id}/cross_sell). */
export class LoadCrossSellUseCase {
  constructor(
    private readonly cart: CartService,
    private readonly store: CartStore,
    private readonly repository: CartOptionsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<ProductSummary[]> {
    const cart = this.store.cart ?? (await this.cart.getOrCreate());
    return this.errors.run('loadCrossSell', () => this.repository.crossSell(cart.cart_id));
  }
}
