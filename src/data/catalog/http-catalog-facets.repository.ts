import * as z from 'zod/mini';
import { ProductSummarySchema, list, type ProductSummary } from '../../domain';
import { FilterOptionsSchema, type FilterOptions } from '../../domain/catalog/filter-options';
import type { FilterApiParams } from '../../domain/catalog/filters';
import type { CatalogFacetsRepository } from '../../usecases/catalog/catalog-facets.repository';
import type { ListingFilterQuery } from '../../usecases/catalog/catalog.repository';
import type { ApiClient } from '../http/api-client';

/** GET /session/recently-viewed/: `{ products }`, newest first. */
const RecentlyViewedSchema = z.object({ products: list(ProductSummarySchema) });

export class HttpCatalogFacetsRepository implements CatalogFacetsRepository {
  constructor(private readonly api: ApiClient) {}

  getListingFilters(query: ListingFilterQuery): Promise<FilterOptions> {
    return this.api.request({ method: 'GET', path: '/search/filter', params: { ...query }, schema: FilterOptionsSchema, shape: 'FilterOptions' });
  }

  getSectionFilters(id: string, filter: FilterApiParams): Promise<FilterOptions> {
    return this.api.request({
      method: 'GET',
      path: `/page/section/${encodeURIComponent(id)}/filter`,
      params: { ...filter },
      schema: FilterOptionsSchema,
      shape: 'FilterOptions',
    });
  }

  async getRecentlyViewed(): Promise<ProductSummary[]> {
    const answer = await this.api.request({ method: 'GET', path: '/session/recently-viewed/', schema: RecentlyViewedSchema, shape: 'RecentlyViewed' });
    return answer.products;
  }
}
