import type { PickupOption } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { requireProductId } from './product-checks';
import type { ProductRepository } from './product.repository';

/**
 * Where the product can be picked up (GET /product/{sku}/pickup_options), each with its hours and when it
 * would be ready. A blank sku is PRODUCT_NOT_FOUND without a call.
 */
export class LoadProductPickupOptionsUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(sku: string): Promise<PickupOption[]> {
    const productSku = requireProductId(sku, this.errors, 'productPickupOptions');
    return this.errors.run('productPickupOptions', () => this.repository.pickupOptions(productSku));
  }
}
