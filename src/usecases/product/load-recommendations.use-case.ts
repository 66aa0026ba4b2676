import { UseCaseError, type ProductSummary } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import { requireProductId } from './product-checks';
import type { ProductRepository } from './product.repository';

/** How many recommendations one page brings. */
export const RECOMMENDATIONS_PAGE_SIZE = 12;

/** One page of recommendations. */
export interface RecommendationsPage {
  products: ProductSummary[];
  /** Another page follows. */
  hasMore: boolean;
}

/**
 * One page of a product's recommendations, for the page's infinite scroll (GET /page/product/{id}
 * ?include=RELATED_PRODUCTS&page=N&page_size=12; reads `recommendations` and `has_more_recommendations`).
 * A page that is not a whole number from 1 is invalidPage, a blank id PRODUCT_NOT_FOUND, both without a call.
 */
export class LoadRecommendationsUseCase {
  constructor(
    private readonly repository: ProductRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string, options: { page?: number } = {}): Promise<RecommendationsPage> {
    const productId = requireProductId(id, this.errors, 'productRecommendations');
    const page = options?.page ?? 1;
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) {
      throw this.errors.handle(new UseCaseError('invalidPage', { details: { page } }), 'productRecommendations');
    }
    const answer = await this.errors.run('productRecommendations', () =>
      this.repository.page(productId, { include: ['RELATED_PRODUCTS'], page, page_size: RECOMMENDATIONS_PAGE_SIZE }),
    );
    return { products: answer.recommendations, hasMore: answer.has_more_recommendations };
  }
}
