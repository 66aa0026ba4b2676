import type { ShareLink } from '../../domain/product/product-actions';
import type { ErrorHandler } from '../shared/error-handler';
import { requireProductId } from './product-checks';
import type { ProductRepository } from './product.repository';

/** A short link to the product to share (GET /share/product/{id}). A blank id is PRODUCT_NOT_FOUND without a call. */
export class ShareProductUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string): Promise<ShareLink> {
    const productId = requireProductId(id, this.errors, 'shareProduct');
    return this.errors.run('shareProduct', () => this.repository.share(productId));
  }
}
