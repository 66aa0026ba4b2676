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
  EventSeatStatusSchema,
  ParkingSchema,
  PaymentMethodSchema,
  PaymentResultSchema,
  } from '../payments/payment-schemas';
import { integer, list, nullable, nullishOr, serverDate, enumWithFallback } from '../shared/schema-helpers';
import { PickupContactSchema } from '../user/user';
import { WEEKDAYS, type WorkingHours } from './working-hours';

/** An identifier the server may send as a string or a number; read as a string. */
export const IdStringSchema = z.pipe(z.union([z.string(), z.number()]), z.transform((id: string | number) => String(id)));

/** A card number as the server sends it, kept masked: never more than the BIN and the last 4, whatever arrives. */
export const MaskedCardNumberSchema = z.pipe(z.string(), z.transform(maskCard));

export const DateRangeSchema = z.object({
  start: nullable(serverDate),
  end: nullable(serverDate),
});

export const DeliveryOptionSchema = z.object({
  id: IdStringSchema,
  description: z.string(),
  cost: nullishOr(z.number(), 0),
  expected_delivery_date_range: nullable(DateRangeSchema),
  expected_delivery_date_range_text: nullable(z.string()),
  is_disabled: nullishOr(z.boolean(), false),
  is_express: nullishOr(z.boolean(), false),
  subtitle: nullable(z.string()),
  is_time_range_supported: nullishOr(z.boolean(), false),
});
export type DeliveryOption = z.output<typeof DeliveryOptionSchema>;

export const DayHoursSchema = z.object({
  opening_time: nullable(z.number()),
  closing_time: nullable(z.number()),
});

const WEEKDAY_SET = new Set<string>(WEEKDAYS);

/**
 * Working hours per weekday, in seconds from midnight. Read from an object
 * keyed MONDAY…SUNDAY (a day null or missing is closed) or from a list of
 * `{weekday, opening_time, closing_time}`; other keys are dropped. Missing
 * or null reads as no hours at all.
 */
export const WorkingHoursSchema = z.pipe(
  z.nullish(
    z.union([
      z.array(z.object({ weekday: z.string(), opening_time: nullable(z.number()), closing_time: nullable(z.number()) })),
      z.record(z.string(), z.nullish(DayHoursSchema)),
    ]),
  ),
  z.transform((value): WorkingHours => {
    const week: WorkingHours = {};
    if (!value) return week;
    const entries = Array.isArray(value)
      ? value.map((day) => [day.weekday, { opening_time: day.opening_time, closing_time: day.closing_time }] as const)
      : Object.entries(value);
    for (const [weekday, hours] of entries) {
      if (WEEKDAY_SET.has(weekday)) week[weekday as keyof WorkingHours] = hours ?? null;
    }
    return week;
  }),
);

export const PickupOptionSchema = z.object({
  id: IdStringSchema,
  public_id: nullable(z.string()),
  location_name: z.string(),
  location_address: nullable(z.string()),
  google_maps_url: nullable(z.string()),
  waze_url: nullable(z.string()),
  location_lat: nullable(z.number()),
  location_lng: nullable(z.number()),
  parking: ParkingSchema,
  working_hours: WorkingHoursSchema,
  /** Server HTML: never rendered as HTML (hoursText builds the hours from working_hours). */
  working_hours_html: nullable(z.string()),
  working_hours_hint: nullable(z.string()),
  expected_delivery_date_range: nullable(DateRangeSchema),
  expected_delivery_date_range_text: nullable(z.string()),
  expected_delivery_minutes_from_now: nullable(z.number()),
  is_express: nullishOr(z.boolean(), false),
  cutoff_time: nullable(z.union([z.string(), z.number()])),
  is_cod_enabled: nullishOr(z.boolean(), false),
  is_restricted: nullishOr(z.boolean(), false),
  is_warranty_drop: nullishOr(z.boolean(), false),
});
export type PickupOption = z.output<typeof PickupOptionSchema>;

/** GET /cart/{id}/delivery_estimate. */
export const DeliveryEstimateSchema = z.object({
  delivery_option: nullable(DeliveryOptionSchema),
  express_delivery_option: nullable(DeliveryOptionSchema),
  pickup_option: nullable(PickupOptionSchema),
  shipping_address: nullable(AddressSchema),
});
export type DeliveryEstimate = z.output<typeof DeliveryEstimateSchema>;

export const InvoiceDataSchema = z.object({
  tax_id: z.string(),
  name: nullable(z.string()),
  address: nullable(z.string()),
  is_tax_withholder: nullishOr(z.boolean(), false),
  is_tax_exempt: nullishOr(z.boolean(), false),
  id: nullable(IdStringSchema),
});
export type InvoiceData = z.output<typeof InvoiceDataSchema>;

export const InstallmentSchema = z.object({
  bin: nullable(IdStringSchema),
  bank_code: nullable(IdStringSchema),
  bank_name: nullable(z.string()),
  subtotal_amount: nullishOr(z.number(), 0),
  installments: integer,
  installment_amount: z.number(),
  total_amount: z.number(),
  surcharge: nullishOr(z.number(), 0),
});
export type Installment = z.output<typeof InstallmentSchema>;

/** A saved card: its number arrives (and stays) masked. */
export const ExistingCardSchema = z.object({
  instrument_id: IdStringSchema,
  number: MaskedCardNumberSchema,
  expiration_month: nullable(z.union([z.number(), z.string()])),
  expiration_year: nullable(z.union([z.number(), z.string()])),
  type: CardCompanySchema,
});
export type ExistingCard = z.output<typeof ExistingCardSchema>;

export const EventSeatSchema = z.object({
  id: IdStringSchema,
  row: nullable(z.union([z.string(), z.number()])),
  col: nullable(z.union([z.string(), z.number()])),
  status: EventSeatStatusSchema,
});
export type EventSeat = z.output<typeof EventSeatSchema>;

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
export type CheckoutPreview = z.output<typeof CheckoutPreviewSchema>;

/** Markdown element types (spec section 4). */
export const MARKDOWN_TYPES = ['TITLE', 'SUBTITLE', 'PGRAPH', 'LIST_ITEM', 'LINK'] as const;
export type MarkdownType = (typeof MARKDOWN_TYPES)[number];

/** One instruction item. An unknown type reads as PGRAPH: shown as plain text, the safest reading. */
export const MarkdownItemSchema = z.object({
  type: enumWithFallback(MARKDOWN_TYPES, 'PGRAPH'),
  text: z.string(),
  label: nullable(z.string()),
});
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
export type OrderResult = z.output<typeof OrderResultSchema>;
