import type { FilterOptions } from './filter-options';

/**
 * The filters of a product listing or a search (spec section 3, "Search request"). Free of zod, so screens may
 * import it without loading the schemas.
 */

/** What a shopper narrows a listing or a search by. Every field is optional; an empty object filters nothing. */
export interface ProductFilter {
  /** A category (the category and everything below it). */
  categorySlug?: string | null;
  /** Brands; any of them (they are alternatives). */
  brandSlugs?: string[];
  /** Attribute slug → chosen value slugs: values of one attribute are alternatives, different attributes all apply. */
  attributes?: Record<string, string[]>;
  /** The lowest average rating, 1 to 5. */
  ratingMin?: number | null;
  /** Only products with fast shipping. */
  fastShipping?: boolean;
  /** Only products on sale. */
  onSale?: boolean;
  /** The lowest price, in quetzales. */
  priceMin?: number | null;
  /** The highest price, in quetzales. */
  priceMax?: number | null;
}

/** The API's query parameters of a filter: values are strings, numbers, flags or lists (sent comma-separated). */
export type FilterApiParams = Record<string, string | number | boolean | string[]>;

const present = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

function attributePairs(attributes: ProductFilter['attributes']): string[] {
  const pairs: string[] = [];
  for (const [slug, values] of Object.entries(attributes ?? {})) {
    if (slug === '') continue;
    for (const value of values ?? []) if (value !== '') pairs.push(`${slug}:${value}`);
  }
  return pairs;
}

/**
 * The API's query parameters for a filter: `category_slug`, `brand_slugs` (a list), `attributes` (a list of
 * `slug:value_slug`), `rating_min`, `fast_shipping`, `on_sale`, `price_min`, `price_max`. Empty lists and strings,
 * false flags, null and undefined are left out, so an empty filter gives `{}`.
 */
export function filterApiParams(filter: ProductFilter): FilterApiParams {
  const params: FilterApiParams = {};
  if (filter.categorySlug) params.category_slug = filter.categorySlug;
  const brands = (filter.brandSlugs ?? []).filter((slug) => slug !== '');
  if (brands.length > 0) params.brand_slugs = brands;
  const attributes = attributePairs(filter.attributes);
  if (attributes.length > 0) params.attributes = attributes;
  if (present(filter.ratingMin)) params.rating_min = filter.ratingMin;
  if (filter.fastShipping) params.fast_shipping = true;
  if (filter.onSale) params.on_sale = true;
  if (present(filter.priceMin)) params.price_min = filter.priceMin;
  if (present(filter.priceMax)) params.price_max = filter.priceMax;
  return params;
}

/**
 * How many choices a filter holds, for a «Filtros (n)» button: the category, each brand, each attribute value,
 * each flag, the rating and each price bound count 1.
 */
export function activeFilterCount(filter: ProductFilter): number {
  const params = filterApiParams(filter);
  let count = 0;
  for (const value of Object.values(params)) count += Array.isArray(value) ? value.length : 1;
  return count;
}

/** Filter options with nothing to choose: what a listing shows without facets (and what tests start from). */
export function emptyFilterOptions(): FilterOptions {
  return {
    total_count: 0,
    category_navigator: { current: null, parent: null, children: [], breadcrumbs: [] },
    suggested_categories: [],
    brands: [],
    attributes: [],
    price_range: null,
  };
}
