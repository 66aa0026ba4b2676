/**
 * The answers of the local API's search (GET /search, /search/filter, /search_suggestions), written down for the
 * library's search slice to match with zod schemas in src/domain (spec section 3: "Search suggestion", "Search
 * request/result", "Filter options"). Field names are the API's (snake_case). No answer carries HTML: what to
 * highlight is given as ranges.
 *
 * Query parameters shared by /search and /search/filter:
 * - `query`: what the shopper typed, at most SEARCH_QUERY_MAX_LENGTH characters (longer: 400 apiCallFailed with a
 *   Spanish message). Accents and case do not matter; the last word is matched as a prefix unless the query ends in
 *   a space; singular and plural match each other; a shopper's word matches the catalogue's words for the same thing
 *   (search/synonyms.ts: «zapatos» finds tenis, tacos and calzado); a word of 5+ letters that is in no product is matched
 *   one typo away.
 * - `category_slug` (the category and everything below it), `author_slug`, `brand_slugs` (comma-separated or repeated, any of),
 *   `attributes` (`slug:value_slug` pairs, comma-separated or repeated: values of one attribute are alternatives,
 *   different attributes all apply; slugs as SearchFilterAnswer lists them), `rating_min`, `fast_shipping`,
 *   `on_sale`, `price_min`, `price_max` (quetzales): as GET /product. An unknown slug matches nothing.
 * - `include_out_of_stock` (default true, as spec section 9 says every search call sends); `false` leaves out
 *   what cannot be bought.
 * - An empty `query` (absent or blank) on /search/filter means every product: the facets of a category, brand or
 *   author page (with `category_slug`, `brand_slugs` or `author_slug`, the author's products). /search still
 *   answers an empty query with no products and its Spanish message.
 * GET /page/section/{id} and /page/section/{id}/filter take the same filters (not `query`) over a section's
 * products; the latter answers SearchFilterAnswer without `query`, counting every variant (as the section lists them).
 * /search adds `page` (from 1), `page_size` (1 to 100, default 24), `sort_by` (one of SORT_ORDERS; Relevance, the
 * default, is the index's bm25 ranking with the title weighing most, what can be bought first when the query matches
 * at most 2,000 products; a broader query ranks by score alone, over the index's best matches) and `main_image_min_width` (an image rendition
 * width: 150, 300, 500, 700, 1200 or 2500). /search_suggestions takes `query` and `category_id`.
 */
import type { Brand, Category, ProductSummary } from '../../src/domain';

export const SEARCH_QUERY_MAX_LENGTH = 200;

export const SEARCH_SUGGESTION_TYPES = ['TEXT', 'CATEGORY', 'PRODUCT', 'BRAND', 'PAGE', 'KEYWORD', 'UNKNOWN'] as const;
export type SearchSuggestionType = (typeof SEARCH_SUGGESTION_TYPES)[number];

/** GET /search: ProductListSchema's shape plus the query as understood and a Spanish line when nothing matched. */
export interface SearchResultAnswer {
  products: ProductSummary[];
  total_count: number;
  page: number;
  page_size: number;
  has_more_items: boolean;
  /** The query as it was read (trimmed). */
  query: string;
  /** Spanish, for the shopper, when nothing matched ("No encontramos productos para «…».") or the query is empty; else null. */
  message: string | null;
  /**
   * Optional extension (docs/contract.md): when nothing matched, a spelling of the query that finds products with the
   * same filters («audifnoz» → «audífonos», «zapatoz deportibos» → «zapatos»), for a «¿Quisiste decir…?» link; else null.
   */
  did_you_mean: string | null;
  /**
   * Optional extension (docs/contract.md): when some word found products only through its typo correction, the query
   * as corrected («audifnos» → «audífonos»), for «Mostrando resultados de …» with a way to search the words as typed
   * (`exact=true`); else null.
   */
  showing_results_for: string | null;
}

/** A category with `search_results_count` counting the products that match the query and the other filters. */
export type SearchCategory = Category;

/**
 * GET /search/filter: the filter inputs (spec: "Filter options"), each count computed with the query. Every count is
 * exact at any catalogue size (no sampling, no estimate): the engine counts all matches in one pass over the
 * products' listing keys, which it keeps in memory and reloads when search_state's generations move (migration 13).
 */
export interface SearchFilterAnswer {
  query: string;
  /** Products (variant groups count once) matching the query and every filter: /search's total_count. */
  total_count: number;
  /**
   * The selected category (or none), its parent, its children that have matches, and the breadcrumbs from the root
   * to it; counts ignore the category filter itself (so the siblings' counts stay meaningful).
   */
  category_navigator: {
    current: SearchCategory | null;
    parent: SearchCategory | null;
    children: SearchCategory[];
    breadcrumbs: SearchCategory[];
  };
  /** The categories holding most matches (up to 5), most first: for a results page's "Buscar en…". */
  suggested_categories: SearchCategory[];
  /** Brands with matches, most first; counts ignore the brand filter (brands are alternatives). */
  brands: SearchBrandFacet[];
  /** Attributes with their values that have matches; a value's count ignores its own attribute's filter. */
  attributes: SearchAttributeFacet[];
  /** The price range of the matches ignoring price_min and price_max, in quetzales; null when nothing matches. */
  price_range: { min: number; max: number } | null;
}

export interface SearchBrandFacet {
  brand: Brand;
  count: number;
  /** The mean of the matching products' average ratings (null when none is rated), and their ratings in all. */
  rating_stats: { average_rating: number | null; rating_count: number };
}

export interface SearchAttributeFacet {
  name: string;
  slug: string;
  values: { value: string; slug: string; count: number }[];
}

/**
 * GET /search_suggestions. Products are ranked by bm25 over names (title, brand and author, category, keywords); when
 * more than 2,000 products match (a query of a few letters), a sample of the first 400 matches is offered instead,
 * those whose title matches first, the most popular first. A query whose last word is one or two letters ("bocina p")
 * ranks all its matches that way too, without bm25.
 */
export interface SearchSuggestionsAnswer {
  query: string;
  suggestions: SearchSuggestion[];
}

/**
 * One suggestion (spec section 3): TEXT completes the query, CATEGORY, BRAND and PRODUCT open a page (`slug`).
 * `highlight` lists the [start, end) ranges of `text` (UTF-16 offsets, as String.prototype.slice takes them) that
 * match what was typed, accents and case ignored.
 */
export interface SearchSuggestion {
  text: string;
  type: SearchSuggestionType;
  slug: string | null;
  image_url: string | null;
  parent_category_name: string | null;
  highlight: [number, number][];
}
