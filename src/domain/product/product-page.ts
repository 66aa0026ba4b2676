/*
 * GET /page/product/{id} (spec section 3, "Product page adds"), every part typed. It reuses the checkout's
 * delivery, pickup, installment, payment option and seat shapes (checkout/delivery-schemas.ts, without the rest of
 * the checkout's schemas, which import the cart's, which import product.ts) and the saved address; it lives in
 * its own file so product.ts stays free of those imports (product.ts re-exports its types).
 */
import * as z from 'zod/mini';
import { AddressSchema } from '../addresses/address';
import { DeliveryOptionSchema, EventSeatSchema, InstallmentSchema, PaymentOptionSchema, PickupOptionSchema } from '../checkout/delivery-schemas';
import { list, nullable, nullishOr } from '../shared/schema-helpers';
import { AdminSectionSchema, QuestionSchema } from './product-parts';
import {
  AttributeSchema,
  BreadcrumbSchema,
  BundledProductSchema,
  ProductDetailSchema,
  ProductSummarySchema,
  ReviewSchema,
  ReviewStatSchema,
  VariantSchema,
  WaitListStatusSchema,
  WishlistInfoSchema,
} from './product';

/** A product to compare with: a summary plus, as an extension, its attributes (absent when not sent). */
export const CompareProductSchema = z.extend(ProductSummarySchema, {
  attributes: z.optional(z.array(AttributeSchema)),
});
/** A product to compare with, with its attributes. */
export type CompareProduct = z.output<typeof CompareProductSchema>;

/**
 * A seat of an event's map (the checkout's EventSeat: id, row, col, status, an unknown status reading as
 * KEEP_EMPTY) plus the extension `is_mine`: this session holds it (default false).
 */
export const ProductEventSeatSchema = z.extend(EventSeatSchema, {
  is_mine: nullishOr(z.boolean(), false),
});
/** A seat of an event product, as its page lists it. */
export type ProductEventSeat = z.output<typeof ProductEventSeatSchema>;

/** A way to pay the product page lists (the checkout's payment option). */
export type ProductPaymentOption = z.output<typeof PaymentOptionSchema>;

/**
 * GET /page/product/{id}. Each part is present only when requested with `include`. The parts spec section 5
 * requires when requested (reviews, compare_to, variants, wishlists, wait_list_status), and on_wait_list and
 * is_known_buyer, stay absent when not sent and null when sent as null (the use case checks the required ones);
 * the product and the other fields read as null, the other lists as [].
 */
export const ProductPageSchema = z.object({
  product: nullable(ProductDetailSchema),
  shipping_address: nullable(AddressSchema),
  delivery_option: nullable(DeliveryOptionSchema),
  express_delivery_option: nullable(DeliveryOptionSchema),
  pickup_option: nullable(PickupOptionSchema),
  /** The shopper's wishlists that hold this product ([] = not favourited). */
  wishlists: z.nullish(z.array(WishlistInfoSchema)),
  products_bought_together: list(ProductSummarySchema),
  related_products: list(ProductSummarySchema),
  bundled_products: list(BundledProductSchema),
  reviews: z.nullish(z.array(ReviewSchema)),
  review_stats: list(ReviewStatSchema),
  category_breadcrumbs: list(BreadcrumbSchema),
  installment_options: list(InstallmentSchema),
  payment_options: list(PaymentOptionSchema),
  variants: z.nullish(z.array(VariantSchema)),
  event_seats: list(ProductEventSeatSchema),
  /** Only for privileged users; null for everyone else. */
  admin_section: nullable(AdminSectionSchema),
  wait_list_status: z.nullish(WaitListStatusSchema),
  on_wait_list: z.nullish(z.boolean()),
  questions: list(QuestionSchema),
  attributes: list(AttributeSchema),
  substitutes: list(ProductSummarySchema),
  compare_to: z.nullish(z.array(CompareProductSchema)),
  is_known_buyer: z.nullish(z.boolean()),
  order_number_under_warranty: nullable(z.pipe(z.union([z.string(), z.number()]), z.transform((value: string | number) => String(value)))),
  potential_review_points: nullishOr(z.number(), 0),
  recommendations: list(ProductSummarySchema),
  /** Extension: more recommendations follow on the next page. */
  has_more_recommendations: nullishOr(z.boolean(), false),
});
/** The product page: the product and each part requested. */
export type ProductPage = z.output<typeof ProductPageSchema>;
