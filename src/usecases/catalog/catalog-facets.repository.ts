import type { FilterOptions } from '../../domain/catalog/filter-options';
import type { FilterApiParams } from '../../domain/catalog/filters';
import type { ProductSummary } from '../../domain';
import type { ListingFilterQuery } from './catalog.repository';

/**
 * The browsing calls of issue 10 (facets, recently viewed). Apart from CatalogRepository so that their schemas
 * load with their first call, not with every page's library.
 */
export interface CatalogFacetsRepository {
  /** GET /search/filter with an empty query: a listing's facets. */
  getListingFilters(query: ListingFilterQuery): Promise<FilterOptions>;
  /** GET /page/section/{id}/filter: a section's facets. */
  getSectionFilters(id: string, filter: FilterApiParams): Promise<FilterOptions>;
  /** GET /session/recently-viewed/: the session's recently viewed products, newest first. */
  getRecentlyViewed(): Promise<ProductSummary[]>;
}
