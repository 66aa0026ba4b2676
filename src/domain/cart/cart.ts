import * as z from 'zod/mini';
import { EventDetailsSchema, ProductSummarySchema, StockStatusSchema } from '../product/product';
import { integer, list, nullable, nullishOr, serverDate } from '../shared/schema-helpers';

/** An identifier the server may send as a string or a number; read as a string. */
const idString = z.pipe(z.union([z.string(), z.number()]), z.transform((id: string | number) => String(id)));

/** A gift wrap a line may have. */
export const GiftWrapOptionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  price: z.number(),
  image_url: nullable(z.string()),
});

/** The dedication of a gift line: from, to, email and message. */
export const DedicationSchema = z.object({
  from_name: nullable(z.string()),
  to_name: nullable(z.string()),
  to_email: nullable(z.string()),
  message: nullable(z.string()),
});
/** A dedication ({@link DedicationSchema}). */
export type Dedication = z.output<typeof DedicationSchema>;

/** The warranty claim status a replacement line shows. */
export const WarrantyClaimStatusSchema = z.object({
  title: z.string(),
  step: z.string(),
  instructions: nullable(z.string()),
  colorHex: nullable(z.string()),
  iconIndex: nullable(z.number()),
});

/** A line of a cart: the product, its quantity and price, and its options (gift wrap, dedication, seats…). */
export const CartItemSchema = z.object({
  item_id: idString,
  quantity: integer,
  product: ProductSummarySchema,
  stock_status: StockStatusSchema,
  quantity_out_of_stock: nullishOr(z.number(), 0),
  gift_wrap_options: list(GiftWrapOptionSchema),
  gift_wrap_option_id: nullable(z.union([z.string(), z.number()])),
  dedication: nullable(DedicationSchema),
  review: nullable(z.unknown()),
  is_under_warranty: nullishOr(z.boolean(), false),
  vending_machine_slot_id: nullable(z.union([z.string(), z.number()])),
  /** An extension of the local API (docs/contract.md), optional: the slot's code and the machine a vending item is taken from. */
  vending_slot: z.optional(
    nullable(z.object({ code: z.string(), machine_id: z.string(), machine_code: z.string(), machine_address: nullable(z.string()) })),
  ),
  /** An extension of the local API (docs/contract.md), optional: when and where an event line's event takes place. */
  event: z.optional(nullable(EventDetailsSchema)),
  warranty_claim_status: nullable(WarrantyClaimStatusSchema),
  warranty_claim_id: nullable(z.union([z.string(), z.number()])),
  price: z.number(),
});
/** A line of a cart ({@link CartItemSchema}). */
export type CartItem = z.output<typeof CartItemSchema>;

/** A coupon applied to a cart, with its discount and status. */
export const CouponSchema = z.object({
  code: z.string(),
  discount: nullable(z.number()),
  error_code: nullable(z.string()),
  error_message: nullable(z.string()),
  requirements: nullable(z.unknown()),
  exclusions: nullable(z.unknown()),
  discounts: nullable(z.unknown()),
  auto_apply: nullishOr(z.boolean(), false),
});

/** A gift card applied to a cart, with the amount used and its balance. */
export const GiftCardSchema = z.object({
  number: z.string(),
  amount: nullable(z.number()),
  is_valid: nullishOr(z.boolean(), false),
  available_balance: nullable(z.number()),
});

/** A cart: its id, lines, coupons, gift cards and totals in quetzales, as the cart calls answer it. */
export const CartSchema = z.object({
  cart_id: idString,
  status: nullable(z.string()),
  items: list(CartItemSchema),
  creation: nullable(serverDate),
  updated: nullable(serverDate),
  coupons: list(CouponSchema),
  gift_cards: list(GiftCardSchema),
  user_cart_ids: list(idString),
  weight_total: nullishOr(z.number(), 0),
  quantity_total: nullishOr(z.number(), 0),
  amount_sub_total: z.number(),
  amount_gift_wrap: nullishOr(z.number(), 0),
  amount_until_free_shipping: nullable(z.number()),
  is_shipping_or_pickup_required: nullishOr(z.boolean(), true),
  discount_coupons: nullishOr(z.number(), 0),
  discount_gift_card: nullishOr(z.number(), 0),
  amount_total: z.number(),
});
/** A cart ({@link CartSchema}). */
export type Cart = z.output<typeof CartSchema>;

// The request bodies (POST /cart/{id}/item, PUT …/item/{itemId}, PUT /cart/{id}) and their bounds: cart-requests.ts.

/** The most of one product a single cart line may hold. */
export const MAX_QUANTITY_PER_LINE = 99;
