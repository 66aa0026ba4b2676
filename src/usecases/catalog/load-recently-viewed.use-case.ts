import type { ProductSummary } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CatalogFacetsRepository } from './catalog-facets.repository';

/** How many recently viewed products are kept for a shelf. */
export const MAX_RECENTLY_VIEWED = 20;

/**
 * The session's recently viewed products, newest first (GET /session/recently-viewed/), without repeats and at
 * most 20. A failure is reported and rejects.
 */
export class LoadRecentlyViewedUseCase {
  constructor(
    private readonly catalog: CatalogFacetsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<ProductSummary[]> {
    return this.errors.run('recentlyViewed', async () => {
      const products = await this.catalog.getRecentlyViewed();
      const seen = new Set<string>();
      return products.filter((product) => !seen.has(product.public_sku) && seen.add(product.public_sku)).slice(0, MAX_RECENTLY_VIEWED);
    });
  }
}
