import * as z from 'zod/mini';
import { enumWithFallback, list, nullable, nullishOr, serverDate } from '../shared/schema-helpers';

/** A product's stock statuses. */
export const STOCK_STATUSES = [
  'IN_STOCK',
  'IN_ERP_STOCK',
  'OUT_OF_STOCK',
  'PRESALE',
  'UNKNOWN',
  'DISCONTINUED',
  'DOWNLOAD',
] as const;
/** One of {@link STOCK_STATUSES}. */
export type StockStatus = (typeof STOCK_STATUSES)[number];
/** A stock status; an unknown one reads as UNKNOWN. */
export const StockStatusSchema = enumWithFallback(STOCK_STATUSES, 'UNKNOWN');

/** A product's publication statuses. */
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
/** One of {@link PRODUCT_STATUSES}. */
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** A product status; an unknown one reads as UNKNOWN. */
export const ProductStatusSchema = enumWithFallback(PRODUCT_STATUSES, 'UNKNOWN');

/** The kinds of product (simple, bundle, digital, gift card, event…); some may not share a cart. */
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
/** One of {@link PRODUCT_TYPES}. */
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** A product type; an unknown one reads as SIMPLE. */
export const ProductTypeSchema = enumWithFallback(PRODUCT_TYPES, 'SIMPLE');

/** One size of an image: its URL and dimensions. */
export const ImageUrlSchema = z.object({
  image_id: nullable(z.union([z.string(), z.number()])),
  cdn_url: z.string(),
  width: nullable(z.number()),
  height: nullable(z.number()),
  file_size_kb: nullable(z.number()),
});

/** A product image with its sizes. */
export const ImageSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: nullable(z.string()),
  alt_text: nullable(z.string()),
  urls: list(ImageUrlSchema),
  sort_order: nullishOr(z.number(), 0),
  thumbnail: nullable(z.string()),
  video_url: nullable(z.string()),
});
/** A product image ({@link ImageSchema}). */
export type Image = z.output<typeof ImageSchema>;

/** A brand. */
export const BrandSchema = z.object({
  name: z.string(),
  slug: z.string(),
  description: nullable(z.string()),
  logo: nullable(z.string()),
  description_meta: nullable(z.string()),
  keywords: nullable(z.string()),
});
/** A brand ({@link BrandSchema}). */
export type Brand = z.output<typeof BrandSchema>;

/** A product's category. */
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
/** A product's category ({@link MainCategorySchema}). */
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
/** A sibling variant of a listed product ({@link VariantSwatchSchema}). */
export type VariantSwatch = z.output<typeof VariantSwatchSchema>;

/** A product as listings show it: sku, slug, title, price, stock and picture. */
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
/** A product as listings show it ({@link ProductSummarySchema}). */
export type ProductSummary = z.output<typeof ProductSummarySchema>;

/** A book's author. */
export const AuthorSchema = z.object({
  name: z.string(),
  slug: z.string(),
  bio: nullable(z.string()),
  image: nullable(z.string()),
  attribute_slug: nullable(z.string()),
});
/** A book's author ({@link AuthorSchema}). */
export type Author = z.output<typeof AuthorSchema>;

/**
 * When and where an event takes place: an optional extension of the local API (docs/contract.md), on EVENT_SEAT
 * and EVENT_TICKET products and on their tickets. `starts_at` is an instant, shown in America/Guatemala.
 */
export const EventDetailsSchema = z.object({
  starts_at: serverDate,
  venue_name: z.string(),
  venue_address: nullable(z.string()),
});
/** When and where an event takes place ({@link EventDetailsSchema}). */
export type EventDetails = z.output<typeof EventDetailsSchema>;

/** A product as its page shows it: the summary plus categories, images, attributes and descriptions. */
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
  /** An extension (EventDetailsSchema): absent from a server that does not send it, and on products that are not events. */
  event: z.optional(nullable(EventDetailsSchema)),
});
/** A product as its page shows it ({@link ProductDetailSchema}). */
export type ProductDetail = z.output<typeof ProductDetailSchema>;

export { PRODUCT_PAGE_PARTS, type ProductPagePart } from './page-parts';

/** A review of a product. */
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
/** A review of a product ({@link ReviewSchema}). */
export type Review = z.output<typeof ReviewSchema>;

/** One bar of the stars histogram: a rating and its count. */
export const ReviewStatSchema = z.object({
  rating: z.number(),
  count: z.number(),
});
/** One bar of the stars histogram ({@link ReviewStatSchema}). */
export type ReviewStat = z.output<typeof ReviewStatSchema>;

/** A variant of a product: one value of one attribute of its variant group. */
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
/** A variant of a product ({@link VariantSchema}). */
export type Variant = z.output<typeof VariantSchema>;

/** Whether the shopper waits for the product to come back in stock. */
export const WaitListStatusSchema = z.object({
  has_mobile_app: nullishOr(z.boolean(), false),
  is_on_wait_list: nullishOr(z.boolean(), false),
  is_push_enabled: nullishOr(z.boolean(), false),
  notification_email: nullable(z.string()),
});
/** Whether the shopper waits for the product to come back in stock, and where they are told. */
export type WaitListStatus = z.output<typeof WaitListStatusSchema>;

/** A wishlist of the shopper that holds the product (spec section 3, "Shared info"). */
export const WishlistInfoSchema = z.object({
  name: z.string(),
  public_id: z.string(),
});
/** A wishlist of the shopper that holds the product. */
export type WishlistInfo = z.output<typeof WishlistInfoSchema>;

/** A product inside a bundle, with its quantity. */
export const BundledProductSchema = z.object({
  bundle_public_sku: z.string(),
  product_public_sku: z.string(),
  quantity: z.number(),
  product: nullable(ProductSummarySchema),
});
/** A product inside a bundle ({@link BundledProductSchema}). */
export type BundledProduct = z.output<typeof BundledProductSchema>;

// The question and admin section shapes are in product-parts.ts (they read the question categories, which only
// the product page and the questions feature need): a bundle that never parses them leaves them out.
export { AdminSectionSchema, QuestionSchema, type AdminSection, type Question } from './product-parts';

/** One attribute of a product. */
export const AttributeSchema = z.object({
  name: z.string(),
  value: z.string(),
});
/** One attribute of a product ("Color": "Negro"). */
export type Attribute = z.output<typeof AttributeSchema>;

/** One step of a product's breadcrumb. */
export const BreadcrumbSchema = z.object({
  name: z.string(),
  slug: z.string(),
});
/** One step of a breadcrumb ({@link BreadcrumbSchema}). */
export type Breadcrumb = z.output<typeof BreadcrumbSchema>;

// The product page's schema and types (CompareProduct, ProductEventSeat, ProductPage, ProductPaymentOption) live in
// product-page.ts: they reuse the checkout's delivery, pickup, installment and seat shapes, whose schemas import the
// cart's, which import this file.

/** GET /product: one page of a product listing. */
export const ProductListSchema = z.object({
  products: z.array(ProductSummarySchema),
  total_count: z.number(),
  page: z.number(),
  page_size: z.number(),
  has_more_items: z.boolean(),
});
/** One page of a product listing. */
export type ProductList = z.output<typeof ProductListSchema>;

export { SORT_ORDERS, type SortOrder } from './sort-orders';
