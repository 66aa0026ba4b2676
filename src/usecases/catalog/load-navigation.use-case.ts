import type { Category } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CatalogRepository } from './catalog.repository';

/**
 * The top-level categories for the store's navigation. Fetched once and
 * shared by every caller; a failure is not cached, so the next call retries.
 */
export class LoadNavigationUseCase {
  private cached: Promise<Category[]> | null = null;

  constructor(
    private readonly catalog: CatalogRepository,
    private readonly errors: ErrorHandler,
  ) {}

  execute(): Promise<Category[]> {
    this.cached ??= this.errors
      .run('loadNavigation', async () => (await this.catalog.getCategoryRoot()).children)
      .catch((error) => {
        this.cached = null;
        throw error;
      });
    return this.cached;
  }
}
