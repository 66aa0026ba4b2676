import type { ProductPagePart } from '../product/product';

/** Spec section 5: requested parts that must be present, the field that holds each, and the spec's message. */
export const REQUIRED_PRODUCT_PAGE_PARTS: Partial<
  Record<
    ProductPagePart,
    {
      /** The answer's field that must be present. */
      field: string;
      /** The spec's message for the product `id`. */
      message: (id: string) => string;
      /** Whether the field must also be non-null (set by no part today). */
      nonNull?: boolean;
    }
  >
> = {
  PRODUCT: { field: 'product', message: (id) => `Failed to fetch product with id=${id}` },
  REVIEWS: { field: 'reviews', message: (id) => `Failed to fetch reviews for product with id=${id}` },
  COMPARE_TO: { field: 'compare_to', message: (id) => `Failed to fetch products to compare for product with id=${id}` },
  VARIANTS: { field: 'variants', message: (id) => `Failed to fetch product variants for product with id=${id}` },
  WISHLIST: { field: 'wishlists', message: (id) => `Failed to fetch wishlists for product with id=${id}` },
  WAITLIST: { field: 'wait_list_status', message: (id) => `Failed to fetch on wait list for product with id=${id}` },
};
