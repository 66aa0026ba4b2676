import * as z from 'zod/mini';
import { ProductListSchema } from '../product/product';
import { enumWithFallback, list, nullable, nullishOr } from '../shared/schema-helpers';
import { FilterOptionsSchema } from './filter-options';
import { SUGGESTION_TYPES } from './suggestion-types';

export { SUGGESTION_TYPES, type SuggestionType } from './suggestion-types';
export {
  AttributeFacetSchema,
  BrandFacetSchema,
  FilterOptionsSchema,
  type AttributeFacet,
  type BrandFacet,
  type FilterOptions,
} from './filter-options';

/** The longest query the API takes (a longer one is 400 apiCallFailed). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** At most this many suggestions are shown. */
export const MAX_SUGGESTIONS = 8;

/** A [start, end) range of a suggestion's text (UTF-16 offsets, as String.prototype.slice takes them). */
const HighlightRangeSchema = z.tuple([z.number(), z.number()]);

/**
 * One search suggestion (spec section 3). TEXT completes the query; CATEGORY, BRAND, PRODUCT (and PAGE) open a
 * page by `slug`. An unknown type reads as UNKNOWN; `highlight` (what matched what was typed) defaults to [].
 */
export const SearchSuggestionSchema = z.object({
  text: z.string(),
  type: enumWithFallback(SUGGESTION_TYPES, 'UNKNOWN'),
  slug: nullable(z.string()),
  image_url: nullable(z.string()),
  parent_category_name: nullable(z.string()),
  highlight: list(HighlightRangeSchema),
});
/** One suggestion while typing: a completion, a category, a brand or a product, with highlight ranges. */
export type SearchSuggestion = z.output<typeof SearchSuggestionSchema>;

/** GET /search_suggestions. */
export const SearchSuggestionsAnswerSchema = z.object({
  query: nullable(z.string()),
  suggestions: list(SearchSuggestionSchema),
});
/** The suggestions for what has been typed. */
export type SearchSuggestionsAnswer = z.output<typeof SearchSuggestionsAnswerSchema>;

/**
 * GET /search: one page of products, the query as the server read it, a Spanish line when nothing matched, and (an
 * optional extension, docs/contract.md) a spelling that would find products, for «¿Quisiste decir…?»; null when a
 * server does not say.
 */
export const SearchResultSchema = z.extend(ProductListSchema, {
  query: nullishOr(z.string(), ''),
  message: nullable(z.string()),
  did_you_mean: nullable(z.string()),
  /** Optional extension: the corrected query the results were found for, when a word was misspelled; null otherwise. */
  showing_results_for: nullable(z.string()),
});
/** One page of search results, the query as the server read it and a Spanish line when nothing matched. */
export type SearchResult = z.output<typeof SearchResultSchema>;

/** GET /search/filter: the filter options of a search, with its query. */
export const SearchFilterOptionsSchema = z.extend(FilterOptionsSchema, {
  query: nullable(z.string()),
});
/** The filter options of a search, with its query. */
export type SearchFilterOptions = z.output<typeof SearchFilterOptionsSchema>;
