import type { FilterApiParams } from '../../domain/catalog/filters';
import type {
  Author,
  Brand,
  CategoryTree,
  HomePage,
  ProductList,
  ProductPage,
  ProductPagePart,
  SectionDetail,
  SlugResolution,
  SortOrder,
} from '../../domain';

/** Which page of sections: the home, the offers or the newest. */
export type HomePageKind = 'home' | 'offers' | 'newest';

export interface ProductListQuery {
  category_slug?: string;
  author_slug?: string;
  brand_slugs?: string[];
  /** `slug:value_slug` pairs. */
  attributes?: string[];
  rating_min?: number;
  fast_shipping?: boolean;
  on_sale?: boolean;
  price_min?: number;
  price_max?: number;
  page: number;
  page_size: number;
  sort_by?: SortOrder;
}

export type SectionQuery = FilterApiParams & {
  page: number;
  page_size: number;
  sort_by: SortOrder;
};

/** GET /search/filter's parameters for a listing's facets: an empty query, the listing's slug and its filter. */
export type ListingFilterQuery = FilterApiParams & { query: ''; author_slug?: string; include_out_of_stock: boolean };

export interface ProductPageQuery {
  include: ProductPagePart[];
  page: number;
  page_size: number;
  image_min_widths: number[];
  address_id?: string;
  city?: string;
  state?: string;
  pickup_option_id?: string;
}

/** The browsing calls of spec section 7. */
export interface CatalogRepository {
  getSectionsPage(kind: HomePageKind, page: number, pageSize: number): Promise<HomePage>;
  getSection(id: string, query: SectionQuery): Promise<SectionDetail>;
  resolveSlug(slug: string): Promise<SlugResolution>;
  getCategoryRoot(): Promise<CategoryTree>;
  getCategory(slug: string): Promise<CategoryTree>;
  getBrand(slug: string): Promise<Brand>;
  getAuthor(slug: string): Promise<Author>;
  listProducts(query: ProductListQuery): Promise<ProductList>;
  getProductPage(id: string, query: ProductPageQuery): Promise<ProductPage>;
}
