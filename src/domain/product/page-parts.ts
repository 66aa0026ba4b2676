/* Zod-free, so screens and loaders may import it. */

/** The parts of a product page that can be requested with `include`. */
export const PRODUCT_PAGE_PARTS = [
  'PRODUCT',
  'DELIVERY_DATE',
  'BOUGHT_TOGETHER_PRODUCTS',
  'RELATED_PRODUCTS',
  'WISHLIST',
  'WAITLIST',
  'BUNDLED_PRODUCTS',
  'REVIEWS',
  'INSTALLMENT_OPTIONS',
  'VARIANTS',
  'EVENT_SEATS',
  'ADMIN_SECTION',
  'QUESTIONS',
  'ATTRIBUTES',
  'SUBSTITUTES',
  'COMPARE_TO',
  'IS_KNOWN_BUYER',
] as const;
/** A part of the product page that can be requested. */
export type ProductPagePart = (typeof PRODUCT_PAGE_PARTS)[number];
