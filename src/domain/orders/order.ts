/*
 * An order as GET /order/{n} and GET /order answer it (spec section 3,
 * "Orders and warranty"), each enum with its fallback of spec section 5.
 * Field names the spec does not spell out follow the checkout's.
 */
import * as z from 'zod/mini';
import { AddressSchema } from '../addresses/address';
import { CartItemSchema } from '../cart/cart';
import { EventDetailsSchema } from '../product/product';
import {
  DeliveryOptionSchema,
  IdStringSchema,
  InstallmentSchema,
  InvoiceDataSchema,
  MarkdownItemSchema,
  MaskedCardNumberSchema,
  PickupOptionSchema,
  TotalsSchema,
} from '../checkout/checkout';
import { DeliveryTimeRangeSchema, OrderInvoiceTypeSchema, PaymentMethodSchema } from '../payments/payment-schemas';
import { list, nullable, nullishOr, serverDate, enumWithFallback } from '../shared/schema-helpers';
import { PickupContactSchema } from '../user/user';
import { IDENTITY_DOCUMENT_STATUSES, INFORMATION_ICON, ORDER_ICONS, ORDER_STATUS_STEPS } from './order-status';

export const OrderStatusStepSchema = enumWithFallback(ORDER_STATUS_STEPS, 'Unknown');
export const IdentityDocumentStatusSchema = enumWithFallback(IDENTITY_DOCUMENT_STATUSES, 'UNKNOWN');

/** A status icon 0–10; anything else (missing, out of range, not whole) reads as 10, information. */
export const OrderIconSchema = z.pipe(
  z.optional(z.unknown()),
  z.transform((value: unknown): number =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < ORDER_ICONS.length ? value : INFORMATION_ICON,
  ),
);

export const TrackingLinkSchema = z.object({
  number: nullable(z.string()),
  link: nullable(z.string()),
});

export const OrderTotalsSchema = z.extend(TotalsSchema, {
  amount_unpaid: nullishOr(z.number(), 0),
  amount_to_pay: nullishOr(z.number(), 0),
});
/** An order's totals, in quetzales. */
export type OrderTotals = z.output<typeof OrderTotalsSchema>;

export const BankSlipSchema = z.object({
  id: IdStringSchema,
  is_verified: nullishOr(z.boolean(), false),
  order_number: nullable(IdStringSchema),
});

export const EventTicketSchema = z.object({
  ticket_code: z.string(),
  date_used: nullable(serverDate),
  /** Extensions of the local API (docs/contract.md), each optional: the event's title, when and where, and a seated ticket's seat. */
  product_title: z.optional(nullable(z.string())),
  event: z.optional(nullable(EventDetailsSchema)),
  seat: z.optional(nullable(z.object({ id: z.string(), row: z.string(), col: z.number() }))),
});

export const OrderSchema = z.object({
  order_number: IdStringSchema,
  /** The cart the order was placed from (not in the spec's list): how a client finds its order after a lost answer. */
  cart_id: nullable(IdStringSchema),
  status: nullable(z.string()),
  title: nullable(z.string()),
  step: OrderStatusStepSchema,
  color_hex: nullable(z.string()),
  icon: OrderIconSchema,
  show_order_qr: nullishOr(z.boolean(), false),
  items: list(CartItemSchema),
  shipping_address: nullable(AddressSchema),
  delivery_option: nullable(DeliveryOptionSchema),
  pickup_option: nullable(PickupOptionSchema),
  pickup_contact: nullable(PickupContactSchema),
  installments: nullable(InstallmentSchema),
  payment_method: PaymentMethodSchema,
  invoice_type: OrderInvoiceTypeSchema,
  invoice_data: nullable(InvoiceDataSchema),
  promised_delivery_start: nullable(serverDate),
  promised_delivery_end: nullable(serverDate),
  tracking_links: list(TrackingLinkSchema),
  totals: OrderTotalsSchema,
  customer_note: nullable(z.string()),
  approved_date: nullable(serverDate),
  shipped_date: nullable(serverDate),
  delivered_date: nullable(serverDate),
  status_changed_date: nullable(serverDate),
  contact_email: nullable(z.string()),
  identity_document_status: IdentityDocumentStatusSchema,
  is_payment_card_authorization_number_required: nullishOr(z.boolean(), false),
  is_bank_slip_required: nullishOr(z.boolean(), false),
  is_bank_slip_accepted: nullishOr(z.boolean(), false),
  is_cancel_enabled: nullishOr(z.boolean(), false),
  has_tax_invoice: nullishOr(z.boolean(), false),
  created_date: nullable(serverDate),
  invoice_url: nullable(z.string()),
  coupons: list(z.object({ code: z.string() })),
  bank_slips: list(BankSlipSchema),
  advance_amount: nullable(z.number()),
  advance_instructions: list(MarkdownItemSchema),
  /** Kept masked whatever arrives: never more than the BIN and the last 4. */
  masked_card_number: nullable(MaskedCardNumberSchema),
  existing_card_id: nullable(IdStringSchema),
  eligible_for_free_split: nullishOr(z.boolean(), false),
  estimated_delivery_range_text: nullable(z.string()),
  promised_delivery_range_text: nullable(z.string()),
  is_delayed: nullishOr(z.boolean(), false),
  delivery_time_range: DeliveryTimeRangeSchema,
  disable_early_shipping: nullishOr(z.boolean(), false),
  pin: nullable(IdStringSchema),
  event_tickets: list(EventTicketSchema),
});
/** An order of the shopper, with its lines, status, delivery and payment. */
export type Order = z.output<typeof OrderSchema>;
