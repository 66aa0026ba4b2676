import { UseCaseError, type SectionDetail, type SortOrder } from '../../domain';
import type { FilterOptions } from '../../domain/catalog/filter-options';
import { filterApiParams, type ProductFilter } from '../../domain/catalog/filters';
import type { ErrorHandler } from '../shared/error-handler';
import { checkPaging, knownSort, pageCountOf } from '../shared/paging';
import type { CatalogFacetsRepository } from './catalog-facets.repository';
import type { CatalogRepository, SectionQuery } from './catalog.repository';
import { LISTING_PAGE_SIZE } from './browse-products.use-case';

/** Sections detail calls are sorted by name unless asked otherwise (spec section 9). */
export const SECTION_DEFAULT_SORT: SortOrder = 'Name';

/** Spec section 9: the first sections detail call asks for page 0, size 0, by name (the server's own first page). */
export const SECTION_INITIAL_QUERY: SectionQuery = { page: 0, page_size: 0, sort_by: SECTION_DEFAULT_SORT };

/** What a section page asks for besides its id. With none of them, it is the section's initial call. */
export interface LoadSectionOptions {
  /** From 1. */
  page?: number;
  /** Name by default; an order this client does not know is Name too. */
  sort?: SortOrder;
  /** Narrows the section's products and its facets. */
  filter?: ProductFilter;
}

/** A section page: its detail and page count. */
export interface SectionView {
  detail: SectionDetail;
  /** The number of pages at the answer's page size (at least 1). */
  pageCount: number;
  /** The section's facets with the same filter (GET /page/section/{id}/filter). */
  filters: FilterOptions;
}

/**
 * One page of all the items of a home, offers or newest section (its "Ver todo") and its facets, fetched
 * together. The first call (no page, sort or filter) sends page 0, size 0 and sort Name (spec section 9);
 * later calls send the page (24 a page), the sort and the filter. Refuses a page below 1 or an empty id before
 * any call; a sort order it does not know becomes the default, by name.
 */
export class LoadSectionUseCase {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly facets: CatalogFacetsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string, options: LoadSectionOptions = {}): Promise<SectionView> {
    return this.errors.run('loadSection', async () => {
      if (options.page !== undefined) checkPaging(options.page);
      if (id.trim() === '') throw new UseCaseError('notFound', { apiMessage: 'La sección no existe.' });
      const filter = filterApiParams(options.filter ?? {});
      const initial = options.page === undefined && options.sort === undefined && options.filter === undefined;
      const sort = knownSort(options.sort, SECTION_DEFAULT_SORT);
      const query: SectionQuery = initial
        ? { ...SECTION_INITIAL_QUERY }
        : { ...filter, page: options.page ?? 1, page_size: LISTING_PAGE_SIZE, sort_by: sort };
      const [detail, filters] = await Promise.all([this.catalog.getSection(id, query), this.facets.getSectionFilters(id, filter)]);
      const total = detail.section.total_count ?? detail.section.items.length;
      const pageSize = detail.page_size > 0 ? detail.page_size : LISTING_PAGE_SIZE;
      return { detail, pageCount: pageCountOf(total, pageSize), filters };
    });
  }
}
