import {
  REQUIRED_PRODUCT_PAGE_PARTS,
  UseCaseError,
  type ProductDetail,
  type ProductPage,
  type ProductPagePart,
} from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { CatalogRepository, ProductPageQuery } from './catalog.repository';

/** Spec section 9: the product page data call asks page 1, page_size 5, image widths 500 and 2500. */
export const PRODUCT_PAGE_DEFAULTS = { page: 1, page_size: 5, image_min_widths: [500, 2500] } as const;

/** The product page as `tienda.catalog.loadProductPage` answers it (the product always present). */
export type ProductPageView = ProductPage & { product: ProductDetail };

/** What `tienda.catalog.loadProductPage` takes: the product, the parts wanted and where to estimate delivery. */
export interface LoadProductPageInput {
  /** The product's public_sku (or slug). */
  id: string;
  include?: ProductPagePart[];
  page?: number;
  pageSize?: number;
  addressId?: string;
  city?: string;
  state?: string;
  pickupOptionId?: string;
  /** The image widths to ask for (spec section 9: 500 and 2500 by default); whole numbers from 1, at most 8. */
  imageMinWidths?: number[];
}

/** The widths asked for: the whole positive ones given (each once, at most 8), else the defaults. */
function imageWidths(widths: number[] | undefined): number[] {
  const valid = Array.isArray(widths) ? [...new Set(widths.filter((width) => Number.isInteger(width) && width > 0))].slice(0, 8) : [];
  return valid.length ? valid : [...PRODUCT_PAGE_DEFAULTS.image_min_widths];
}

/**
 * Loads a product page with the requested parts. Each required part that
 * was asked for must be in the answer (product; reviews, compare_to,
 * variants and wishlists when requested; a non-null wait_list_status),
 * otherwise productPageMissingRequestedProperty with the spec's message.
 */
export class LoadProductPageUseCase {
  constructor(
    private readonly catalog: CatalogRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: LoadProductPageInput): Promise<ProductPageView> {
    const include: ProductPagePart[] = Array.from(new Set<ProductPagePart>(['PRODUCT', ...(input.include ?? [])]));
    const query: ProductPageQuery = {
      include,
      page: input.page ?? PRODUCT_PAGE_DEFAULTS.page,
      page_size: input.pageSize ?? PRODUCT_PAGE_DEFAULTS.page_size,
      image_min_widths: imageWidths(input.imageMinWidths),
      ...(input.addressId ? { address_id: input.addressId } : {}),
      ...(input.city ? { city: input.city } : {}),
      ...(input.state ? { state: input.state } : {}),
      ...(input.pickupOptionId ? { pickup_option_id: input.pickupOptionId } : {}),
    };
    return this.errors.run('loadProductPage', async () => {
      if (typeof input?.id !== 'string' || !input.id.trim()) throw new UseCaseError('PRODUCT_NOT_FOUND', { apiMessage: 'El producto no existe.' });
      const page = await this.catalog.getProductPage(input.id, query);
      for (const part of include) {
        const required = REQUIRED_PRODUCT_PAGE_PARTS[part];
        if (required && (page as Record<string, unknown>)[required.field] == null) {
          throw new UseCaseError('productPageMissingRequestedProperty', {
            description: required.message(input.id),
            details: { part, field: required.field },
          });
        }
      }
      return page as ProductPageView;
    });
  }
}
