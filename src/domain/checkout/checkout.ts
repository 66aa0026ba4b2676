/*
 * The checkout's wire shapes (spec section 3, "Addresses, delivery and
 * pickup" and "Checkout"), each enum with its fallback of spec section 5.
 * Field names the spec does not spell out follow the cart's (amount_…,
 * discount_…). The rules screens need are in zod-free files beside this one.
 */
import * as z from 'zod/mini';
import { AddressSchema } from '../addresses/address';
import { CartItemSchema, CouponSchema, GiftCardSchema } from '../cart/cart';
import { maskCard } from '../payments/card';
import {
  CardCompanySchema,
  CheckoutInvoiceTypeSchema,
  DeliveryTimeRangeSchema,
  PaymentMethodSchema,
  PaymentResultSchema,
  } from '../payments/payment-schemas';
import { list, nullable, nullishOr, enumWithFallback } from '../shared/schema-helpers';
import { PickupContactSchema } from '../user/user';
export {
  DateRangeSchema,
  DayHoursSchema,
  DeliveryOptionSchema,
  EventSeatSchema,
  IdStringSchema,
  InstallmentSchema,
  PickupOptionSchema,
  WorkingHoursSchema,
  type DeliveryOption,
  type EventSeat,
  type Installment,
  type PickupOption,
} from './delivery-schemas';
import { DeliveryOptionSchema, EventSeatSchema, IdStringSchema, InstallmentSchema, PickupOptionSchema } from './delivery-schemas';

/** A card number as the server sends it, kept masked: never more than the BIN and the last 4, whatever arrives. */
export const MaskedCardNumberSchema = z.pipe(z.string(), z.transform(maskCard));

/** GET /cart/{id}/delivery_estimate. */
export const DeliveryEstimateSchema = z.object({
  delivery_option: nullable(DeliveryOptionSchema),
  express_delivery_option: nullable(DeliveryOptionSchema),
  pickup_option: nullable(PickupOptionSchema),
  shipping_address: nullable(AddressSchema),
});
/** When an order would arrive. */
export type DeliveryEstimate = z.output<typeof DeliveryEstimateSchema>;

export const InvoiceDataSchema = z.object({
  tax_id: z.string(),
  name: nullable(z.string()),
  address: nullable(z.string()),
  is_tax_withholder: nullishOr(z.boolean(), false),
  is_tax_exempt: nullishOr(z.boolean(), false),
  id: nullable(IdStringSchema),
});
/** The invoice data of a checkout or order. */
export type InvoiceData = z.output<typeof InvoiceDataSchema>;

/** A saved card: its number arrives (and stays) masked. */
export const ExistingCardSchema = z.object({
  instrument_id: IdStringSchema,
  number: MaskedCardNumberSchema,
  expiration_month: nullable(z.union([z.number(), z.string()])),
  expiration_year: nullable(z.union([z.number(), z.string()])),
  type: CardCompanySchema,
});
/** A saved card (masked). */
export type ExistingCard = z.output<typeof ExistingCardSchema>;

/** Checkout totals, in quetzales (spec section 3). */
export const TotalsSchema = z.object({
  weight_total: nullishOr(z.number(), 0),
  quantity_total: nullishOr(z.number(), 0),
  amount_sub_total: z.number(),
  amount_shipping: nullishOr(z.number(), 0),
  amount_surcharge: nullishOr(z.number(), 0),
  amount_gift_wrap: nullishOr(z.number(), 0),
  amount_until_free_shipping: nullable(z.number()),
  discount_coupons: nullishOr(z.number(), 0),
  discount_gift_card: nullishOr(z.number(), 0),
  amount_total: z.number(),
});
/** Checkout totals, in quetzales. */
export type Totals = z.output<typeof TotalsSchema>;

/** PUT /checkout/{cartId}/preview: the checkout as the server sees it, with its amounts and step. */
export const CheckoutPreviewSchema = z.object({
  cart_id: IdStringSchema,
  user_id: nullable(IdStringSchema),
  items: list(CartItemSchema),
  coupons: list(CouponSchema),
  gift_cards: list(GiftCardSchema),
  event_seats: list(EventSeatSchema),
  /** null: none chosen yet; a method this client does not know reads as UNKNOWN. */
  payment_method: nullable(PaymentMethodSchema),
  invoice_type: CheckoutInvoiceTypeSchema,
  invoice_data: nullable(InvoiceDataSchema),
  installment: nullable(InstallmentSchema),
  existing_card: nullable(ExistingCardSchema),
  shipping_address: nullable(AddressSchema),
  delivery_option: nullable(DeliveryOptionSchema),
  pickup_option: nullable(PickupOptionSchema),
  pickup_contact: nullable(PickupContactSchema),
  customer_note: nullable(z.string()),
  totals: TotalsSchema,
  use_event_seat_checkout: nullishOr(z.boolean(), false),
  is_shipping_or_pickup_required: nullishOr(z.boolean(), true),
  delivery_time_range: DeliveryTimeRangeSchema,
  disable_early_shipping: nullishOr(z.boolean(), false),
  step: nullable(z.string()),
});
/** The checkout as the server sees it, with its amounts and step. */
export type CheckoutPreview = z.output<typeof CheckoutPreviewSchema>;

/** Markdown element types (spec section 4). */
export const MARKDOWN_TYPES = ['TITLE', 'SUBTITLE', 'PGRAPH', 'LIST_ITEM', 'LINK'] as const;
/** The element type of an instruction item. */
export type MarkdownType = (typeof MARKDOWN_TYPES)[number];

/** One instruction item. An unknown type reads as PGRAPH: shown as plain text, the safest reading. */
export const MarkdownItemSchema = z.object({
  type: enumWithFallback(MARKDOWN_TYPES, 'PGRAPH'),
  text: z.string(),
  label: nullable(z.string()),
});
/** One item of the instructions an order result carries. */
export type MarkdownItem = z.output<typeof MarkdownItemSchema>;

/** What a 3-D Secure step-up needs: an iframe of step_up_url at the given size, or the given HTML. */
export const StepUpParamsSchema = z.object({
  step_up_url: nullable(z.string()),
  iframe_width: nullable(z.number()),
  iframe_height: nullable(z.number()),
  is_full_screen: nullishOr(z.boolean(), false),
  is_embedded: nullishOr(z.boolean(), false),
  access_token: nullable(z.string()),
  code: nullable(z.string()),
  html: nullable(z.string()),
  transaction_id: nullable(IdStringSchema),
  payload: nullable(z.string()),
});
/** What a 3-D Secure step-up needs. */
export type StepUpParams = z.output<typeof StepUpParamsSchema>;

/** PUT /checkout/{cartId}/order. */
export const OrderResultSchema = z.object({
  order_number: IdStringSchema,
  payment_result_type: PaymentResultSchema,
  is_identity_document_required: nullishOr(z.boolean(), false),
  is_payment_card_authorization_number_required: nullishOr(z.boolean(), false),
  is_bank_slip_required: nullishOr(z.boolean(), false),
  pickup_contact: nullable(PickupContactSchema),
  advance_instructions: list(MarkdownItemSchema),
  payment_card_authorization_number_instructions: list(MarkdownItemSchema),
  advance_amount: nullable(z.number()),
  step_up_params: nullable(StepUpParamsSchema),
  existing_card_id: nullable(IdStringSchema),
});
/** What placing an order answers. */
export type OrderResult = z.output<typeof OrderResultSchema>;
