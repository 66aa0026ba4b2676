import { z } from 'zod';
import { ProductSummarySchema, StockStatusSchema } from '../product/product';
import { list, nullable, serverDate } from '../shared/schema-helpers';

export const GiftWrapOptionSchema = z.object({
  id: z.union([z.string(), z.number()]),
  price: z.number(),
  image_url: nullable(z.string()),
});

export const DedicationSchema = z.object({
  from_name: nullable(z.string()),
  to_name: nullable(z.string()),
  to_email: nullable(z.string()),
  message: nullable(z.string()),
});
export type Dedication = z.output<typeof DedicationSchema>;

export const WarrantyClaimStatusSchema = z.object({
  title: z.string(),
  step: z.string(),
  instructions: nullable(z.string()),
  colorHex: nullable(z.string()),
  iconIndex: nullable(z.number()),
});

export const CartItemSchema = z.object({
  item_id: z.union([z.string(), z.number()]).transform(String),
  quantity: z.number().int(),
  product: ProductSummarySchema,
  stock_status: StockStatusSchema,
  quantity_out_of_stock: z.number().nullish().transform((v) => v ?? 0),
  gift_wrap_options: list(GiftWrapOptionSchema),
  gift_wrap_option_id: nullable(z.union([z.string(), z.number()])),
  dedication: nullable(DedicationSchema),
  review: nullable(z.unknown()),
  is_under_warranty: z.boolean().nullish().transform((v) => v ?? false),
  vending_machine_slot_id: nullable(z.union([z.string(), z.number()])),
  warranty_claim_status: nullable(WarrantyClaimStatusSchema),
  warranty_claim_id: nullable(z.union([z.string(), z.number()])),
  price: z.number(),
});
export type CartItem = z.output<typeof CartItemSchema>;

export const CouponSchema = z.object({
  code: z.string(),
  discount: nullable(z.number()),
  error_code: nullable(z.string()),
  error_message: nullable(z.string()),
  requirements: nullable(z.unknown()),
  exclusions: nullable(z.unknown()),
  discounts: nullable(z.unknown()),
  auto_apply: z.boolean().nullish().transform((v) => v ?? false),
});

export const GiftCardSchema = z.object({
  number: z.string(),
  amount: nullable(z.number()),
  is_valid: z.boolean().nullish().transform((v) => v ?? false),
  available_balance: nullable(z.number()),
});

export const CartSchema = z.object({
  cart_id: z.union([z.string(), z.number()]).transform(String),
  status: nullable(z.string()),
  items: list(CartItemSchema),
  creation: nullable(serverDate),
  updated: nullable(serverDate),
  coupons: list(CouponSchema),
  gift_cards: list(GiftCardSchema),
  user_cart_ids: list(z.union([z.string(), z.number()]).transform(String)),
  weight_total: z.number().nullish().transform((v) => v ?? 0),
  quantity_total: z.number().nullish().transform((v) => v ?? 0),
  amount_sub_total: z.number(),
  amount_gift_wrap: z.number().nullish().transform((v) => v ?? 0),
  amount_until_free_shipping: nullable(z.number()),
  is_shipping_or_pickup_required: z.boolean().nullish().transform((v) => v ?? true),
  discount_coupons: z.number().nullish().transform((v) => v ?? 0),
  discount_gift_card: z.number().nullish().transform((v) => v ?? 0),
  amount_total: z.number(),
});
export type Cart = z.output<typeof CartSchema>;

export const AddCartItemRequestSchema = z.object({
  product_public_sku: z.string().min(1),
  quantity: z.number().int().min(1),
  dedication: DedicationSchema.partial().nullish(),
  vending_machine_slot_id: z.union([z.string(), z.number()]).nullish(),
});
export type AddCartItemRequest = z.input<typeof AddCartItemRequestSchema>;

export const UpdateCartItemRequestSchema = z.object({
  item_id: z.union([z.string(), z.number()]),
  quantity: z.number().int().min(1),
  gift_wrap_option_id: z.union([z.string(), z.number()]).nullish(),
  dedication: DedicationSchema.partial().nullish(),
});
export type UpdateCartItemRequest = z.input<typeof UpdateCartItemRequestSchema>;

/** The most of one product a single cart line may hold. */
export const MAX_QUANTITY_PER_LINE = 99;
