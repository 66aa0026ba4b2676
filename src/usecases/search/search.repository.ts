import type { FilterApiParams } from '../../domain/catalog/filters';
import type { SearchFilterOptions, SearchResult, SearchSuggestion } from '../../domain/catalog/search';
import type { SortOrder } from '../../domain/product/sort-orders';

/** The query parameters /search and /search/filter share: the text, the filter's and include_out_of_stock. */
export type SearchFilterQuery = FilterApiParams & { query: string; include_out_of_stock: boolean };

/** GET /search's parameters. */
export type SearchQuery = SearchFilterQuery & {
  page: number;
  page_size: number;
  sort_by: SortOrder;
  main_image_min_width?: number;
  /** The words as typed, without the server's typo corrections (an optional extension, docs/contract.md). */
  exact?: true;
};

/** GET /search_suggestions's parameters. */
export interface SuggestionsQuery {
  query: string;
  /** Always true: search and suggestion calls include out-of-stock products (spec section 9). */
  include_out_of_stock: true;
  category_id?: number;
}

/** The search calls of spec section 7. A call given an AbortSignal that fires rejects with the cause `aborted`. */
export interface SearchRepository {
  /** GET /search */
  search(query: SearchQuery): Promise<SearchResult>;
  /** GET /search/filter */
  filterOptions(query: SearchFilterQuery): Promise<SearchFilterOptions>;
  /** GET /search_suggestions */
  suggestions(query: SuggestionsQuery, signal?: AbortSignal): Promise<SearchSuggestion[]>;
}
