/*
 * Orders as GET /order and GET /order/{n} answer them (OrderSchema of
 * src/domain/orders/order.ts): their status, lines, totals, bank slips and
 * tickets, rendered from what order-store.ts and release-store.ts read.
 */
import { PUBLIC_API_PATH } from '../../src/domain';
import { GUATEMALA_OFFSET_MS, toQuetzales, type RenderContext } from '../catalog/catalogue';
import type { AppDeps } from '../http/context';
import { vendingSlotInfo } from '../vending/store';
import { itemWarrantyFields } from '../warranty/warranty';
import { isCancelEnabled, lifecycleStatus } from './lifecycle';
import type { OrderRow } from './order-row';
import {
  listOrderBankSlips,
  listOrderItems,
  listTicketProducts,
  orderSeatLister,
  type BankSlipRow,
  type OrderDetails,
  type OrderItemRow,
} from './order-store';
import { listOrderCouponCodes } from './release-store';

/** The status an order shows for its payment: step, title, colour and icon (0–10 of spec section 4). */
export function orderStatus(row: Pick<OrderRow, 'payment_status'>, isPickup: boolean) {
  switch (row.payment_status) {
    case 'AWAITING_DEPOSIT':
      return { status: 'awaiting-deposit', step: 'AwaitingCustomerInput', title: 'Esperando tu depósito', color_hex: '#b26a00', icon: 0 };
    case 'AWAITING_CARD_VERIFICATION':
      return { status: 'awaiting-card-verification', step: 'AwaitingCustomerInput', title: 'Pago pendiente: falta verificar tu tarjeta', color_hex: '#b26a00', icon: 0 };
    case 'AWAITING_WALLET':
      return { status: 'awaiting-wallet', step: 'AwaitingCustomerInput', title: 'Pago pendiente: aprueba el cobro en Vana Pay', color_hex: '#b26a00', icon: 0 };
    case 'ON_DELIVERY':
      return {
        status: 'cash-on-delivery',
        step: 'Approved',
        title: isPickup ? 'Confirmado: pagas al recogerlo' : 'Confirmado: pagas al recibirlo',
        color_hex: '#1565c0',
        icon: 8,
      };
    default:
      return { status: 'paid', step: 'AfterPaid', title: 'Pago recibido: estamos preparando tu pedido', color_hex: '#2e7d32', icon: 8 };
  }
}

/** A bank slip as the order and the upload answer it: id, is_verified, order_number, amount (quetzales) and created_date. */
export function bankSlipJson(row: Pick<OrderRow, 'order_number'>, slip: BankSlipRow) {
  return {
    id: String(slip.id),
    is_verified: slip.is_verified === 1,
    order_number: row.order_number,
    amount: toQuetzales(slip.amount_cents),
    created_date: slip.created_at,
  };
}

/**
 * The order's lines as CartItemSchema, with their warranty fields; `quantities`
 * (by line id) shows other quantities than the stored ones (ship_in_stock's
 * split), a line missing from it is left out.
 */
export function orderItemsJson(
  deps: AppDeps,
  ctx: RenderContext,
  row: OrderRow,
  items: OrderItemRow[],
  quantities?: Map<number, { quantity: number; quantity_out_of_stock: number }>,
) {
  const products = new Map(deps.catalogue.productsByIds(items.map((item) => item.product_id)).map((p) => [p.id, p]));
  return items.flatMap((item) => {
    const product = products.get(item.product_id);
    const shown = quantities ? quantities.get(item.id) : item;
    if (!product || !shown) return [];
    return [
      {
        item_id: String(item.id),
        quantity: shown.quantity,
        product: deps.catalogue.summary(ctx, product),
        stock_status: product.stock_status,
        quantity_out_of_stock: shown.quantity_out_of_stock,
        gift_wrap_options: [],
        gift_wrap_option_id: item.gift_wrap_option_id,
        dedication: item.dedication ? (JSON.parse(item.dedication) as unknown) : null,
        review: null,
        vending_machine_slot_id: item.vending_machine_slot_id,
        // Which machine and position a vending line is collected from, as on the cart's line (an extension: docs/contract.md).
        ...(item.vending_machine_slot_id ? { vending_slot: vendingSlotInfo(deps, item.vending_machine_slot_id) } : {}),
        // is_under_warranty, warranty_claim_status, warranty_claim_id (warranty/warranty.ts).
        ...itemWarrantyFields(deps, row, item),
        // The price when the order was placed, whatever the product costs today.
        price: toQuetzales(item.unit_price_cents),
      },
    ];
  });
}

/** The courier's tracking number and page of a home delivery once it has shipped (the local courier lives under the reserved .example domain). */
export function trackingLinks(row: Pick<OrderRow, 'order_number' | 'shipped_at'>, isPickup: boolean) {
  if (isPickup || !row.shipped_at) return [];
  const number = `TND${row.order_number}GT`;
  return [{ number, link: `https://rastreo.example/guia/${number}` }];
}

/** Late: not delivered nor cancelled, and past the end (Guatemala) of the promised range. */
export function isDelayed(row: Pick<OrderRow, 'status' | 'delivered_at' | 'cancelled_at'>, details: Pick<OrderDetails, 'promised_delivery_end'>, now: Date): boolean {
  if (row.delivered_at || row.cancelled_at || row.status === 'Delivered' || !details.promised_delivery_end) return false;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(details.promised_delivery_end)?.[0];
  if (!day) return false;
  const localToday = new Date(now.getTime() + GUATEMALA_OFFSET_MS).toISOString().slice(0, 10);
  return localToday > day;
}

/** One ticket per unit of an event line once the order is paid: a code the door scans, never used in the local environment. */
/** One ticket of a paid event order (see eventTickets). */
export interface Ticket {
  ticket_code: string;
  date_used: string | null;
  product_title: string;
  event?: { starts_at: string; venue_name: string; venue_address: string | null };
  seat: { id: string; row: string; col: number } | null;
}

/**
 * The order's tickets (spec section 3's event_tickets), once it is paid (or needed no payment) and while it is not
 * cancelled: one per unit of an EVENT_TICKET line, and one per seat of an EVENT_SEAT line (its seats are SOLD with
 * the order, product/seats.ts). Extensions (docs/contract.md): each ticket carries `product_title`, `event` (when and
 * where, when the event has a date) and, for a seat, `seat` ({id, row, col}).
 */
export function eventTickets(deps: AppDeps, row: Pick<OrderRow, 'id' | 'order_number' | 'payment_status' | 'cancelled_at'>, items: OrderItemRow[]) {
  if (row.cancelled_at || (row.payment_status !== 'PAID' && row.payment_status !== 'NOT_REQUIRED')) return [];
  if (items.length === 0) return [];
  const products = new Map(listTicketProducts(deps.db, items.map((i) => i.product_id)).map((p) => [p.id, p]));
  const seatsOf = orderSeatLister(deps.db);
  return items.flatMap((i): Ticket[] => {
    const product = products.get(i.product_id);
    if (!product) return [];
    const about = { product_title: product.title, ...deps.catalogue.eventOf(product.id) };
    if (product.type === 'EVENT_SEAT') {
      const seats = seatsOf(row.id, product.id);
      return seats.map((seat) => ({
        ticket_code: `TK-${row.order_number}-${i.id}-${seat.seat_id}`,
        date_used: null,
        ...about,
        seat: { id: seat.seat_id, row: seat.row_label, col: seat.col },
      }));
    }
    return Array.from({ length: i.quantity }, (_, n) => ({ ticket_code: `TK-${row.order_number}-${i.id}-${n + 1}`, date_used: null, ...about, seat: null }));
  });
}

/** OrderSchema. */
export function orderJson(deps: AppDeps, ctx: RenderContext, row: OrderRow) {
  const details = JSON.parse(row.details) as OrderDetails;
  const items = listOrderItems(deps.db, row.id);
  // As the rows read them: [{ code }], in the order they were applied.
  const coupons = listOrderCouponCodes(deps.db, row.id).map((code) => ({ code }));
  const isPickup = details.pickup_option !== null;
  const status = lifecycleStatus(row) ?? orderStatus(row, isPickup);
  const slips = listOrderBankSlips(deps.db, row.id);
  // A cancelled order asks for nothing more.
  const open = row.cancelled_at === null;
  const unpaid = open ? Math.max(0, row.total_cents - row.paid_cents) : 0;
  const awaiting = open && row.payment_status === 'AWAITING_DEPOSIT';
  // A deposit or a Vana Pay charge not yet approved: the amount and the instructions to pay it.
  const advance = awaiting || (open && row.payment_status === 'AWAITING_WALLET');
  return {
    order_number: row.order_number,
    cart_id: row.cart_public_id,
    ...status,
    show_order_qr: isPickup,
    items: orderItemsJson(deps, ctx, row, items),
    shipping_address: details.shipping_address,
    delivery_option: details.delivery_option,
    pickup_option: details.pickup_option,
    pickup_contact: details.pickup_contact,
    installments: details.installments,
    payment_method: row.payment_method,
    invoice_type: details.invoice_type,
    invoice_data: details.invoice_data,
    promised_delivery_start: details.promised_delivery_start,
    promised_delivery_end: details.promised_delivery_end,
    tracking_links: trackingLinks(row, isPickup),
    totals: {
      weight_total: row.weight_total,
      quantity_total: row.quantity_total,
      amount_sub_total: toQuetzales(row.sub_total_cents),
      amount_shipping: toQuetzales(row.shipping_cents),
      amount_surcharge: toQuetzales(row.surcharge_cents),
      amount_gift_wrap: toQuetzales(row.gift_wrap_cents),
      amount_until_free_shipping: null,
      discount_coupons: toQuetzales(row.coupon_cents),
      discount_gift_card: toQuetzales(row.gift_card_cents),
      amount_total: toQuetzales(row.total_cents),
      amount_unpaid: toQuetzales(unpaid),
      amount_to_pay: toQuetzales(unpaid),
    },
    customer_note: details.customer_note,
    approved_date: row.paid_at ?? (row.payment_status === 'ON_DELIVERY' ? row.created_at : null),
    shipped_date: row.shipped_at,
    delivered_date: row.delivered_at,
    status_changed_date: row.status_changed_at,
    contact_email: details.contact_email,
    identity_document_status: 'NOT_REQUIRED',
    is_payment_card_authorization_number_required: row.cc_auth_number !== null && row.cc_auth_verified === 0,
    is_bank_slip_required: awaiting,
    is_bank_slip_accepted: slips.some((slip) => slip.is_verified === 1),
    is_cancel_enabled: isCancelEnabled(row),
    has_tax_invoice: details.invoice_type === 'TAX_ID' && row.paid_cents > 0,
    created_date: row.created_at,
    // The PDF (GET /order/{n}/invoice, with the Session header); a cancelled order has none.
    invoice_url: row.cancelled_at ? null : `${ctx.origin}${PUBLIC_API_PATH}/order/${row.order_number}/invoice`,
    coupons,
    bank_slips: slips.map((slip) => bankSlipJson(row, slip)),
    advance_amount: advance ? toQuetzales(unpaid) : null,
    advance_instructions: advance ? details.advance_instructions : [],
    masked_card_number: row.masked_card,
    existing_card_id: row.existing_card_id,
    eligible_for_free_split: false,
    estimated_delivery_range_text: details.promised_delivery_range_text,
    promised_delivery_range_text: details.promised_delivery_range_text,
    is_delayed: isDelayed(row, details, ctx.now),
    delivery_time_range: details.delivery_time_range,
    disable_early_shipping: details.disable_early_shipping,
    pin: row.pin,
    event_tickets: eventTickets(deps, row, items),
  };
}
