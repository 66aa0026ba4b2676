import type { Author, Brand, CategoryTree, ProductList, SortOrder } from '../../domain';
import type { FilterOptions } from '../../domain/catalog/filter-options';
import { emptyFilterOptions, filterApiParams, type FilterApiParams, type ProductFilter } from '../../domain/catalog/filters';
import type { ErrorHandler } from '../shared/error-handler';
import { checkPaging, knownSort, pageCountOf } from '../shared/paging';
import type { CatalogFacetsRepository } from './catalog-facets.repository';
import type { CatalogRepository, ListingFilterQuery, ProductListQuery } from './catalog.repository';

export const LISTING_PAGE_SIZE = 24;
export const MAX_LISTING_PAGE_SIZE = 100;

/** What a listing lists: a category's, a brand's or an author's products. */
export type ListingKind = 'category' | 'brand' | 'author';

/** What `tienda.catalog.browseProducts` takes: the listing, and its page, sort order and filters. */
export interface BrowseProductsInput {
  kind: ListingKind;
  slug: string;
  page?: number;
  pageSize?: number;
  sortBy?: SortOrder;
  /**
   * Narrows the listing and its facets. On a category page the page's category applies (`categorySlug` is
   * ignored), on a brand page the page's brand (`brandSlugs` is ignored); on brand and author pages
   * `categorySlug` narrows to a category.
   */
  filter?: ProductFilter;
  /**
   * `false` leaves the facets out (no GET /search/filter; `filters` is then empty): for a caller that only walks the
   * products, as the sitemap does. Default true.
   */
  facets?: boolean;
  /** Kept for older callers: the same as `filter.onSale` (which wins when both are given). */
  onSale?: boolean;
  /** Kept for older callers: the same as `filter.priceMin`. */
  priceMin?: number;
  /** Kept for older callers: the same as `filter.priceMax`. */
  priceMax?: number;
}

/** The heading of a listing: the category tree, the brand or the author. */
export type ListingHeading =
  | { kind: 'category'; tree: CategoryTree }
  | { kind: 'brand'; brand: Brand }
  | { kind: 'author'; author: Author };

/** A listing page: its heading and one page of products. */
export interface ListingView {
  heading: ListingHeading;
  products: ProductList;
  /** The number of pages at this page size (at least 1). */
  pageCount: number;
  /** The listing's facets with the same filter (GET /search/filter with an empty query). */
  filters: FilterOptions;
}

/**
 * A category, brand or author listing: its heading, one page of its products
 * (every filter and sort order of GET /product) and its facets (GET
 * /search/filter with an empty query and the same filter), fetched together.
 * Refuses a page below 1 or a page size outside 1..100 with invalidPage
 * before any call.
 */
export class BrowseProductsUseCase {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly facets: CatalogFacetsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: BrowseProductsInput): Promise<ListingView> {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? LISTING_PAGE_SIZE;
    return this.errors.run('browseProducts', async () => {
      checkPaging(page, pageSize, MAX_LISTING_PAGE_SIZE);
      const sortBy = knownSort(input.sortBy, undefined);
      const own = this.ownFilter(input.kind, input.slug);
      const filter = filterApiParams({ ...withLegacyInputs(input), ...own.filter });
      const query: ProductListQuery = {
        ...(filter as Partial<ProductListQuery>),
        ...own.params,
        page,
        page_size: pageSize,
        ...(sortBy ? { sort_by: sortBy } : {}),
      };
      const facets: ListingFilterQuery = { query: '', ...filter, ...own.params, include_out_of_stock: true };
      const [heading, products, filters] = await Promise.all([
        this.heading(input.kind, input.slug),
        this.catalog.listProducts(query),
        input.facets === false ? emptyFilterOptions() : this.facets.getListingFilters(facets),
      ]);
      return { heading, products, pageCount: pageCountOf(products.total_count, pageSize), filters };
    });
  }

  /** The page's own slug, which a filter cannot change: as a filter (category, brand) or a parameter (author). */
  private ownFilter(kind: ListingKind, slug: string): { filter: ProductFilter; params: Partial<FilterApiParams> & { author_slug?: string } } {
    if (kind === 'category') return { filter: { categorySlug: slug }, params: {} };
    if (kind === 'brand') return { filter: { brandSlugs: [slug] }, params: {} };
    return { filter: {}, params: { author_slug: slug } };
  }

  private async heading(kind: ListingKind, slug: string): Promise<ListingHeading> {
    if (kind === 'category') return { kind, tree: await this.catalog.getCategory(slug) };
    if (kind === 'brand') return { kind, brand: await this.catalog.getBrand(slug) };
    return { kind, author: await this.catalog.getAuthor(slug) };
  }
}

/** The filter with the older flat inputs (onSale, priceMin, priceMax) where it leaves them unset. */
function withLegacyInputs(input: BrowseProductsInput): ProductFilter {
  const filter = input.filter ?? {};
  return {
    ...filter,
    onSale: filter.onSale ?? input.onSale ?? false,
    priceMin: filter.priceMin ?? input.priceMin ?? null,
    priceMax: filter.priceMax ?? input.priceMax ?? null,
  };
}
