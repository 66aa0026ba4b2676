import {
  SORT_ORDERS,
  UseCaseError,
  type Author,
  type Brand,
  type CategoryTree,
  type ProductList,
  type SortOrder,
} from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CatalogRepository, ProductListQuery } from './catalog.repository';

export const LISTING_PAGE_SIZE = 24;
export const MAX_LISTING_PAGE_SIZE = 100;

export type ListingKind = 'category' | 'brand' | 'author';

export interface BrowseProductsInput {
  kind: ListingKind;
  slug: string;
  page?: number;
  pageSize?: number;
  sortBy?: SortOrder;
  onSale?: boolean;
  priceMin?: number;
  priceMax?: number;
}

export type ListingHeading =
  | { kind: 'category'; tree: CategoryTree }
  | { kind: 'brand'; brand: Brand }
  | { kind: 'author'; author: Author };

export interface ListingView {
  heading: ListingHeading;
  products: ProductList;
  /** The number of pages at this page size (at least 1). */
  pageCount: number;
}

/**
 * A category, brand or author listing: its heading and one page of its
 * products, fetched together. Refuses a page below 1 or a page size
 * outside 1..100 with invalidPage before any call.
 */
export class BrowseProductsUseCase {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: BrowseProductsInput): Promise<ListingView> {
    const page = input.page ?? 1;
    const pageSize = input.pageSize ?? LISTING_PAGE_SIZE;
    return this.errors.run('browseProducts', async () => {
      if (!Number.isInteger(page) || page < 1) {
        throw new UseCaseError('invalidPage', { apiMessage: 'La página debe ser 1 o mayor.' });
      }
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_LISTING_PAGE_SIZE) {
        throw new UseCaseError('invalidPage', {
          apiMessage: `El tamaño de página debe estar entre 1 y ${MAX_LISTING_PAGE_SIZE}.`,
        });
      }
      const sortBy = input.sortBy && (SORT_ORDERS as readonly string[]).includes(input.sortBy) ? input.sortBy : undefined;
      const query: ProductListQuery = {
        page,
        page_size: pageSize,
        ...(sortBy ? { sort_by: sortBy } : {}),
        ...(input.onSale ? { on_sale: true } : {}),
        ...(input.priceMin != null ? { price_min: input.priceMin } : {}),
        ...(input.priceMax != null ? { price_max: input.priceMax } : {}),
      };
      const [heading, products] = await Promise.all([
        this.heading(input.kind, input.slug),
        this.catalog.listProducts({ ...query, ...this.filter(input.kind, input.slug) }),
      ]);
      return { heading, products, pageCount: Math.max(1, Math.ceil(products.total_count / pageSize)) };
    });
  }

  private filter(kind: ListingKind, slug: string): Partial<ProductListQuery> {
    if (kind === 'category') return { category_slug: slug };
    if (kind === 'brand') return { brand_slugs: [slug] };
    return { author_slug: slug };
  }

  private async heading(kind: ListingKind, slug: string): Promise<ListingHeading> {
    if (kind === 'category') return { kind, tree: await this.catalog.getCategory(slug) };
    if (kind === 'brand') return { kind, brand: await this.catalog.getBrand(slug) };
    return { kind, author: await this.catalog.getAuthor(slug) };
  }
}
