import { REQUIRED_PRODUCT_PAGE_PARTS, UseCaseError, type Attribute, type CompareProduct, type ProductDetail, type ProductPagePart } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { requireProductId } from './product-checks';
import type { ProductRepository } from './product.repository';

/** Spec section 9: compare images at width 300. */
export const COMPARE_IMAGE_WIDTH = 300;

/** A product beside the ones it compares with, each with its attributes. */
export interface ProductComparison {
  product: ProductDetail;
  compareTo: CompareProduct[];
  /** The product's own attributes. */
  attributes: Attribute[];
}

const PARTS: ProductPagePart[] = ['PRODUCT', 'COMPARE_TO', 'ATTRIBUTES'];

/**
 * A product and the products to compare it with, side by side (GET /page/product/{id}?include=PRODUCT,
 * COMPARE_TO,ATTRIBUTES&image_min_widths=300). A missing product or compare_to is
 * productPageMissingRequestedProperty with spec section 8's message; a blank id PRODUCT_NOT_FOUND without a call.
 */
export class CompareProductsUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string): Promise<ProductComparison> {
    const productId = requireProductId(id, this.errors, 'compareProducts');
    return this.errors.run('compareProducts', async () => {
      const page = await this.repository.page(productId, { include: PARTS, image_min_widths: [COMPARE_IMAGE_WIDTH] });
      for (const part of ['PRODUCT', 'COMPARE_TO'] as const) {
        const required = REQUIRED_PRODUCT_PAGE_PARTS[part]!;
        if ((page as Record<string, unknown>)[required.field] == null) {
          throw new UseCaseError('productPageMissingRequestedProperty', { description: required.message(productId), details: { part, field: required.field } });
        }
      }
      return { product: page.product!, compareTo: page.compare_to!, attributes: page.attributes };
    });
  }
}
