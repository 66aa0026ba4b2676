import type { FilterOptions } from '../../domain/catalog/filter-options';
import { filterApiParams, type ProductFilter } from '../../domain/catalog/filters';
import type { SearchResult } from '../../domain/catalog/search';
import type { SortOrder } from '../../domain/product/sort-orders';
import type { ErrorHandler } from '../shared/error-handler';
import { checkPaging, knownSort, pageCountOf } from '../shared/paging';
import type { SearchFilterQuery, SearchQuery, SearchRepository } from './search.repository';

/** Results per page unless asked otherwise. */
export const SEARCH_PAGE_SIZE = 24;
/** The largest page the API serves. */
export const MAX_SEARCH_PAGE_SIZE = 100;
/** The image rendition widths the API serves (spec section 9): an `imageWidth` asks for the smallest one at least as wide. */
export const IMAGE_RENDITION_WIDTHS = [150, 300, 500, 700, 1200, 2500] as const;

/** The smallest rendition at least `width` wide (the largest for anything wider); null for no usable width. */
export function renditionWidthFor(width: number | undefined): number | null {
  if (width == null || !Number.isFinite(width) || width <= 0) return null;
  return IMAGE_RENDITION_WIDTHS.find((rendition) => rendition >= width) ?? 2500;
}

/** Search results are ranked by relevance unless asked otherwise. */
export const SEARCH_DEFAULT_SORT: SortOrder = 'Relevance';

/** What to search for. */
export interface SearchInput {
  /** What the shopper typed, as typed (a final space ends the last word: it is then not matched as a prefix). */
  query: string;
  /** Narrows the results (and the counts of the filter options). */
  filter?: ProductFilter;
  /** From 1 (the default). */
  page?: number;
  /** 1 to 100; 24 by default. */
  pageSize?: number;
  /** Relevance by default; an order this client does not know is Relevance too. */
  sort?: SortOrder;
  /** The smallest main-image width the cards need, in pixels; sent as the smallest rendition (150, 300, 500, 700, 1200, 2500) at least as wide. */
  imageWidth?: number;
  /** The words as typed: no typo correction (the shopper chose «Buscar … en su lugar» after one). */
  exact?: boolean;
}

/** One page of search results with the filter options of the same query and filter. */
export interface SearchView {
  results: SearchResult;
  /** Facet counts computed with the query and the filter (`total_count` is the results' total). */
  filters: FilterOptions;
  /** The number of pages at this page size (at least 1). */
  pageCount: number;
}

/**
 * A search (spec section 7): GET /search and GET /search/filter in parallel, both with `include_out_of_stock=true`
 * (spec section 9). A page below 1 or a size outside 1..100 is invalidPage before any call; a failure of either call
 * is reported once to the error handler and rejects with its cause.
 */
export class SearchUseCase {
  constructor(
    private readonly search: SearchRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: SearchInput): Promise<SearchView> {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? SEARCH_PAGE_SIZE;
    return this.errors.run('search', async () => {
      checkPaging(page, pageSize, MAX_SEARCH_PAGE_SIZE);
      const sort = knownSort(input.sort, SEARCH_DEFAULT_SORT);
      const shared: SearchFilterQuery = { query: input.query, ...filterApiParams(input.filter ?? {}), include_out_of_stock: true };
      const width = renditionWidthFor(input.imageWidth);
      const query: SearchQuery = {
        ...shared,
        page,
        page_size: pageSize,
        sort_by: sort,
        ...(width !== null ? { main_image_min_width: width } : {}),
        ...(input.exact ? { exact: true as const } : {}),
      };
      const [results, filters] = await Promise.all([this.search.search(query), this.search.filterOptions(shared)]);
      return { results, filters, pageCount: pageCountOf(results.total_count, pageSize) };
    });
  }
}
