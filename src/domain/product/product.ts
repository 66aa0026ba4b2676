import * as z from 'zod/mini';
import { enumWithFallback, list, nullable, nullishOr, serverDate } from '../shared/schema-helpers';

export const STOCK_STATUSES = [
  'IN_STOCK',
  'IN_ERP_STOCK',
  'OUT_OF_STOCK',
  'PRESALE',
  'UNKNOWN',
  'DISCONTINUED',
  'DOWNLOAD',
] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];
export const StockStatusSchema = enumWithFallback(STOCK_STATUSES, 'UNKNOWN');

export const PRODUCT_STATUSES = [
  'DELETED',
  'NEEDS_REVIEW',
  'PRIVATE',
  'DRAFT',
  'PUBLISHED',
  'IMPORT_QUOTE',
  'DISCONTINUED',
  'UNKNOWN',
  'AUTO_IMPORT',
  'IMPORT_ERROR',
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const ProductStatusSchema = enumWithFallback(PRODUCT_STATUSES, 'UNKNOWN');

export const PRODUCT_TYPES = [
  'SIMPLE',
  'BUNDLE',
  'DIGITAL',
  'GIFT_CARD',
  'EVENT_SEAT',
  'EVENT_TICKET',
  'BOOK',
  'PROMOTIONAL',
  'VENDING',
  'MOTORCYCLE',
  'SERVICES',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const ProductTypeSchema = enumWithFallback(PRODUCT_TYPES, 'SIMPLE');

export const ImageUrlSchema = z.object({
  image_id: nullable(z.union([z.string(), z.number()])),
  cdn_url: z.string(),
  width: nullable(z.number()),
  height: nullable(z.number()),
  file_size_kb: nullable(z.number()),
});

export const ImageSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: nullable(z.string()),
  alt_text: nullable(z.string()),
  urls: list(ImageUrlSchema),
  sort_order: nullishOr(z.number(), 0),
  thumbnail: nullable(z.string()),
  video_url: nullable(z.string()),
});
export type Image = z.output<typeof ImageSchema>;

export const BrandSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: nullable(z.string()),
  logo: nullable(z.string()),
  description_meta: nullable(z.string()),
  keywords: nullable(z.string()),
});
export type Brand = z.output<typeof BrandSchema>;

export const MainCategorySchema = z.object({
  id: z.number(),
  parent_id: nullable(z.number()),
  name: z.string(),
  slug: z.string(),
  status: nullable(z.string()),
  products_in_stock_count: nullable(z.number()),
  over18_required: nullishOr(z.boolean(), false),
  disabled_on_mobile: nullishOr(z.boolean(), false),
  profile_image: nullable(z.string()),
});
export type MainCategory = z.output<typeof MainCategorySchema>;

/**
 * A sibling variant of a listed product (a colour, a size). Not in the spec's product summary: an optional
 * extension the local API adds to `/product` listings, which show one row per variant group.
 */
export const VariantSwatchSchema = z.object({
  slug: z.string(),
  /** "Color", "Talla"… */
  attribute: nullable(z.string()),
  value: z.string(),
  color_hex: nullable(z.string()),
});
export type VariantSwatch = z.output<typeof VariantSwatchSchema>;

export const ProductSummarySchema = z.object({
  public_sku: z.string(),
  slug: z.string(),
  title: z.string(),
  brand: nullable(BrandSchema),
  main_category: nullable(MainCategorySchema),
  main_image: nullable(ImageSchema),
  weight: nullable(z.number()),
  type: ProductTypeSchema,
  average_rating: nullable(z.number()),
  rating_count: nullishOr(z.number(), 0),
  regular_price: nullable(z.number()),
  sale_price: nullable(z.number()),
  price: z.number(),
  stock_status: StockStatusSchema,
  stock_status_text: nullable(z.string()),
  is_on_sale: nullishOr(z.boolean(), false),
  has_flash_sale: nullishOr(z.boolean(), false),
  has_free_shipping: nullishOr(z.boolean(), false),
  flash_sale_end_date: nullable(serverDate),
  date_sale_cutoff: nullable(serverDate),
  status: ProductStatusSchema,
  is_international: nullishOr(z.boolean(), false),
  /** Extension (see VariantSwatchSchema): the listed product's variants, itself included; absent elsewhere. */
  variant_swatches: z.optional(z.array(VariantSwatchSchema)),
});
export type ProductSummary = z.output<typeof ProductSummarySchema>;

export const AuthorSchema = z.object({
  name: z.string(),
  slug: z.string(),
  bio: nullable(z.string()),
  image: nullable(z.string()),
  attribute_slug: nullable(z.string()),
});
export type Author = z.output<typeof AuthorSchema>;

export const ProductDetailSchema = z.extend(ProductSummarySchema, {
  categories: list(MainCategorySchema),
  images: list(ImageSchema),
  description_short: nullable(z.string()),
  description_long: nullable(z.string()),
  description_meta: nullable(z.string()),
  title_meta: nullable(z.string()),
  keywords: nullable(z.string()),
  warranty_months: nullable(z.number()),
  presale_delivery_start_date: nullable(serverDate),
  author: nullable(AuthorSchema),
});
export type ProductDetail = z.output<typeof ProductDetailSchema>;

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
export type ProductPagePart = (typeof PRODUCT_PAGE_PARTS)[number];

export const ReviewSchema = z.object({
  id: z.union([z.string(), z.number()]),
  rating: z.number(),
  reviewer_name: nullable(z.string()),
  comment: nullable(z.string()),
  verified: nullishOr(z.boolean(), false),
  date_created: nullable(serverDate),
  images: list(ImageSchema),
  is_my_review: nullishOr(z.boolean(), false),
  avatar: nullable(z.string()),
  variant_name: nullable(z.string()),
  variant_value: nullable(z.string()),
  upvote_count: nullishOr(z.number(), 0),
  is_upvoted_by_me: nullishOr(z.boolean(), false),
});
export type Review = z.output<typeof ReviewSchema>;

export const ReviewStatSchema = z.object({
  rating: z.number(),
  count: z.number(),
});

export const VariantSchema = z.object({
  variant_group_id: z.union([z.string(), z.number()]),
  attribute_id: z.union([z.string(), z.number()]),
  attribute_name: z.string(),
  attribute_type: nullable(z.string()),
  value_id: z.union([z.string(), z.number()]),
  value: z.string(),
  color_hex: nullable(z.string()),
  product: nullable(ProductSummarySchema),
});
export type Variant = z.output<typeof VariantSchema>;

export const WaitListStatusSchema = z.object({
  has_mobile_app: nullishOr(z.boolean(), false),
  is_on_wait_list: nullishOr(z.boolean(), false),
  is_push_enabled: nullishOr(z.boolean(), false),
  notification_email: nullable(z.string()),
});

export const WishlistInfoSchema = z.object({
  name: z.string(),
  public_id: z.string(),
});

export const BundledProductSchema = z.object({
  bundle_public_sku: z.string(),
  product_public_sku: z.string(),
  quantity: z.number(),
  product: nullable(ProductSummarySchema),
});

export const QuestionSchema = z.object({
  question: z.string(),
  date_created: nullable(serverDate),
  user_name: nullable(z.string()),
  answer: nullable(z.string()),
  date_answered: nullable(serverDate),
});

export const AttributeSchema = z.object({
  name: z.string(),
  value: z.string(),
});

export const BreadcrumbSchema = z.object({
  name: z.string(),
  slug: z.string(),
});

/**
 * GET /page/product/{id}. Each part is present only when requested with `include`;
 * a requested part that is missing is checked by the use case, not here.
 */
export const ProductPageSchema = z.object({
  product: nullable(ProductDetailSchema),
  shipping_address: nullable(z.unknown()),
  delivery_option: nullable(z.unknown()),
  express_delivery_option: nullable(z.unknown()),
  pickup_option: nullable(z.unknown()),
  wishlists: z.nullish(z.array(WishlistInfoSchema)),
  products_bought_together: z.nullish(z.array(ProductSummarySchema)),
  related_products: z.nullish(z.array(ProductSummarySchema)),
  bundled_products: z.nullish(z.array(BundledProductSchema)),
  reviews: z.nullish(z.array(ReviewSchema)),
  review_stats: z.nullish(z.array(ReviewStatSchema)),
  category_breadcrumbs: z.nullish(z.array(BreadcrumbSchema)),
  installment_options: z.nullish(z.array(z.unknown())),
  payment_options: z.nullish(z.array(z.unknown())),
  variants: z.nullish(z.array(VariantSchema)),
  event_seats: z.nullish(z.array(z.unknown())),
  admin_section: nullable(z.unknown()),
  wait_list_status: z.nullish(WaitListStatusSchema),
  on_wait_list: z.nullish(z.boolean()),
  questions: z.nullish(z.array(QuestionSchema)),
  attributes: z.nullish(z.array(AttributeSchema)),
  substitutes: z.nullish(z.array(ProductSummarySchema)),
  compare_to: z.nullish(z.array(ProductSummarySchema)),
  is_known_buyer: z.nullish(z.boolean()),
  order_number_under_warranty: nullable(z.string()),
  potential_review_points: nullishOr(z.number(), 0),
  recommendations: z.nullish(z.array(ProductSummarySchema)),
});
export type ProductPage = z.output<typeof ProductPageSchema>;

/** GET /product: one page of a product listing. */
export const ProductListSchema = z.object({
  products: z.array(ProductSummarySchema),
  total_count: z.number(),
  page: z.number(),
  page_size: z.number(),
  has_more_items: z.boolean(),
});
export type ProductList = z.output<typeof ProductListSchema>;

export { SORT_ORDERS, type SortOrder } from './sort-orders';
