/*
 * Orders as stored and as GET /order and GET /order/{n} answer them
 * (OrderSchema of src/domain/orders/order.ts). Each order is its user's
 * only: someone else's answers exactly like one that does not exist. Lines
 * keep the price they had when the order was placed.
 */
import { PUBLIC_API_PATH } from '../../src/domain';
import { GUATEMALA_OFFSET_MS, toQuetzales, type RenderContext } from '../catalog/catalogue';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/context';
import type { OrderRow, PaymentStatus } from './order-row';
import { notFound } from '../http/errors';
import { vendingSlotInfo } from '../vending/store';
import { itemWarrantyFields } from '../warranty/warranty';
import { isCancelEnabled, lifecycleStatus } from './lifecycle';

export type { OrderRow, PaymentStatus };



export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number;
  quantity: number;
  unit_price_cents: number;
  gift_wrap_option_id: string | null;
  gift_wrap_cents: number;
  dedication: string | null;
  vending_machine_slot_id: string | null;
  quantity_out_of_stock: number;
}

/** What an order keeps of its checkout, as answered (JSON in `orders.details`). */
export interface OrderDetails {
  shipping_address: unknown;
  delivery_option: unknown;
  pickup_option: unknown;
  pickup_contact: { name: string | null; phone: string | null } | null;
  installments: unknown;
  invoice_type: 'TAX_ID' | 'NO_TAX_ID';
  invoice_data: unknown;
  customer_note: string | null;
  delivery_time_range: 'EIGHTAM_FOURPM' | 'ALLDAY';
  disable_early_shipping: boolean;
  contact_email: string | null;
  advance_instructions: { type: string; text: string; label: string | null }[];
  promised_delivery_start: string | null;
  promised_delivery_end: string | null;
  promised_delivery_range_text: string | null;
}

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

/**
 * The next order number, never given before (migration 23): the counter row
 * moves inside the caller's write transaction, so two orders placed at once
 * (on one connection or two) never read the same value, and an order that
 * rolls back takes back a number nobody saw. Unlike MAX(id) + 1, a number
 * does not come back when the newest order's row goes.
 */
export function nextOrderNumber(db: Database): string {
  const { last } = db.prepare('UPDATE order_number_counter SET last = last + 1 WHERE id = 1 RETURNING last').get() as { last: number };
  return String(100_000 + last);
}

export function findOrderById(db: Database, id: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow | undefined;
}

/** The order placed from this cart, if any (one order per cart). */
export function findOrderOfCart(db: Database, cartId: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE cart_id = ?').get(cartId) as OrderRow | undefined;
}

/** The columns of a new order, in the orders table's terms: those of {@link OrderRow} it is given, and always a user. */
export type NewOrderRow = Pick<
  OrderRow,
  | 'order_number' | 'cart_id' | 'cart_public_id' | 'status' | 'payment_method' | 'payment_status' | 'details'
  | 'sub_total_cents' | 'gift_wrap_cents' | 'shipping_cents' | 'surcharge_cents' | 'coupon_cents' | 'gift_card_cents'
  | 'total_cents' | 'paid_cents' | 'weight_total' | 'quantity_total' | 'masked_card' | 'existing_card_id' | 'pin'
  | 'created_at' | 'status_changed_at' | 'paid_at' | 'payment_due_at'
> & { user_id: number };

/** Records an order; answers its id. */
export function insertOrderRow(db: Database, row: NewOrderRow): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO orders (order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details, sub_total_cents,
        gift_wrap_cents, shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, paid_cents, weight_total, quantity_total,
        masked_card, existing_card_id, pin, created_at, status_changed_at, paid_at, payment_due_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      row.order_number,
      row.user_id,
      row.cart_id,
      row.cart_public_id,
      row.status,
      row.payment_method,
      row.payment_status,
      row.details,
      row.sub_total_cents,
      row.gift_wrap_cents,
      row.shipping_cents,
      row.surcharge_cents,
      row.coupon_cents,
      row.gift_card_cents,
      row.total_cents,
      row.paid_cents,
      row.weight_total,
      row.quantity_total,
      row.masked_card,
      row.existing_card_id,
      row.pin,
      row.created_at,
      row.status_changed_at,
      row.paid_at,
      row.payment_due_at,
    );
  return Number(lastInsertRowid);
}

/** Records a line of an order at the price it was sold at. */
export function insertOrderItem(
  db: Database,
  orderId: number,
  line: {
    productId: number;
    quantity: number;
    unitPriceCents: number;
    giftWrapOptionId: string | null;
    giftWrapCents: number;
    dedication: string | null;
    vendingMachineSlotId: string | null;
  },
): void {
  db.prepare(
    `INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents, gift_wrap_option_id, gift_wrap_cents, dedication, vending_machine_slot_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(orderId, line.productId, line.quantity, line.unitPriceCents, line.giftWrapOptionId, line.giftWrapCents, line.dedication, line.vendingMachineSlotId);
}

/** Records a coupon or gift card the order used (once per code). */
export function insertOrderDiscount(db: Database, orderId: number, kind: 'COUPON' | 'GIFT_CARD', code: string, amountCents: number): void {
  db.prepare('INSERT OR IGNORE INTO order_discounts (order_id, kind, code, amount_cents) VALUES (?, ?, ?, ?)').run(orderId, kind, code, amountCents);
}

/** Marks an order awaiting its card's verification paid (unless cancelled meanwhile); answers whether it did. */
export function markCardVerifiedOrderPaid(db: Database, orderId: number, now: string): boolean {
  return (
    db
      .prepare(
        `UPDATE orders SET payment_status = 'PAID', status = 'AfterPaid', paid_cents = total_cents, paid_at = ?, status_changed_at = ?, payment_due_at = NULL
           WHERE id = ? AND payment_status = 'AWAITING_CARD_VERIFICATION' AND cancelled_at IS NULL`,
      )
      .run(now, now, orderId).changes === 1
  );
}

/** Sets the saved card an order was paid with, and its details. */
export function setOrderSavedCard(db: Database, orderId: number, instrumentId: string, details: string): void {
  db.prepare('UPDATE orders SET existing_card_id = ?, details = ? WHERE id = ?').run(instrumentId, details, orderId);
}

/** The order with this number, whoever's (development controls). */
export function findOrderByNumber(db: Database, orderNumber: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE order_number = ?').get(orderNumber) as OrderRow | undefined;
}

/** One of the order's lines, by its id. */
export function findOrderItem(db: Database, orderId: number, itemId: number): OrderItemRow | undefined {
  return db.prepare('SELECT * FROM order_items WHERE id = ? AND order_id = ?').get(itemId, orderId) as OrderItemRow | undefined;
}

/** Marks `quantity` units of an order line out of stock (0 clears it). */
export function setItemQuantityOutOfStock(db: Database, itemId: number, quantity: number): void {
  db.prepare('UPDATE order_items SET quantity_out_of_stock = ? WHERE id = ?').run(quantity, itemId);
}

/** One of the order's bank slips, by its id. */
export function findOrderBankSlip(db: Database, orderId: number, slipId: number): { id: number; amount_cents: number; is_verified: number } | undefined {
  return db.prepare('SELECT id, amount_cents, is_verified FROM order_bank_slips WHERE id = ? AND order_id = ?').get(slipId, orderId) as
    | { id: number; amount_cents: number; is_verified: number }
    | undefined;
}

/** Marks a bank slip verified. */
export function markBankSlipVerified(db: Database, slipId: number): void {
  db.prepare('UPDATE order_bank_slips SET is_verified = 1 WHERE id = ?').run(slipId);
}

/** The sum of the order's verified bank slips, in cents. */
export function verifiedBankSlipCents(db: Database, orderId: number): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM order_bank_slips WHERE order_id = ? AND is_verified = 1').get(orderId) as { n: number }).n;
}

/** The order's lines, in the order they were added. */
export function listOrderItems(db: Database, orderId: number): OrderItemRow[] {
  return db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as OrderItemRow[];
}

/** The order's lines as its invoice shows them: quantity, price when sold and the product's title, in the order they were added. */
export function listInvoiceLines(db: Database, orderId: number): { quantity: number; unit_price_cents: number; title: string }[] {
  return db
    .prepare('SELECT i.quantity, i.unit_price_cents, p.title FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = ? ORDER BY i.id')
    .all(orderId) as { quantity: number; unit_price_cents: number; title: string }[];
}

/** Marks the order's card authorization number verified. */
export function markCardAuthorizationVerified(db: Database, orderId: number): void {
  db.prepare('UPDATE orders SET cc_auth_verified = 1 WHERE id = ?').run(orderId);
}

/** Counts one more wrong card authorization number for the order. */
export function incrementCardAuthorizationAttempts(db: Database, orderId: number): void {
  db.prepare('UPDATE orders SET cc_auth_attempts = cc_auth_attempts + 1 WHERE id = ?').run(orderId);
}

/** Makes the order ask for this card authorization number, with its attempts and verification reset. */
export function setCardAuthorizationNumber(db: Database, orderId: number, number: string): void {
  db.prepare('UPDATE orders SET cc_auth_number = ?, cc_auth_attempts = 0, cc_auth_verified = 0 WHERE id = ?').run(number, orderId);
}

/** Records the shopper's acceptance to ship what is in stock (the first time only). */
export function acceptShipInStock(db: Database, orderId: number, now: string): void {
  db.prepare('UPDATE orders SET ship_in_stock_at = COALESCE(ship_in_stock_at, ?) WHERE id = ?').run(now, orderId);
}

/** Stops the order's payment deadline, unless it is cancelled. */
export function clearOpenOrderPaymentDeadline(db: Database, orderId: number): void {
  db.prepare('UPDATE orders SET payment_due_at = NULL WHERE id = ? AND cancelled_at IS NULL').run(orderId);
}

export function countOrderBankSlips(db: Database, orderId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM order_bank_slips WHERE order_id = ?').get(orderId) as { n: number }).n;
}

/** Records a bank slip of the order (an uploaded file and its amount); answers its id. */
export function insertOrderBankSlip(db: Database, orderId: number, fileId: string, amountCents: number, createdAt: string): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO order_bank_slips (order_id, file_id, amount_cents, created_at) VALUES (?, ?, ?, ?)')
    .run(orderId, fileId, amountCents, createdAt);
  return Number(lastInsertRowid);
}

/** The sum of all the order's bank slips, verified or not, in cents. */
export function bankSlipCents(db: Database, orderId: number): number {
  return (db.prepare('SELECT COALESCE(SUM(amount_cents), 0) AS n FROM order_bank_slips WHERE order_id = ?').get(orderId) as { n: number }).n;
}

/** A bank slip as answered, by its id. */
export function findBankSlipRow(db: Database, slipId: number): BankSlipRow | undefined {
  return db.prepare('SELECT id, is_verified, amount_cents, created_at FROM order_bank_slips WHERE id = ?').get(slipId) as BankSlipRow | undefined;
}

/** The uploaded file of one of the order's bank slips, by the slip's id. */
export function findOrderBankSlipFile(db: Database, orderId: number, slipId: number): { file_id: string } | undefined {
  return db.prepare('SELECT file_id FROM order_bank_slips WHERE id = ? AND order_id = ?').get(slipId, orderId) as { file_id: string } | undefined;
}

/** An order that belongs to a user (not to a deleted account). */
export type OwnOrderRow = OrderRow & { user_id: number };

export function findOwnOrder(db: Database, userId: number, orderNumber: string): OwnOrderRow | undefined {
  if (!/^[0-9]{1,20}$/.test(orderNumber)) return undefined;
  return db.prepare('SELECT * FROM orders WHERE order_number = ? AND user_id = ?').get(orderNumber, userId) as OwnOrderRow | undefined;
}

export function requireOwnOrder(db: Database, userId: number, orderNumber: string): OwnOrderRow {
  const row = findOwnOrder(db, userId, orderNumber);
  if (!row) throw notFound('El pedido no existe.');
  return row;
}

/** The user's orders, newest first. */
export function listOrders(db: Database, userId: number, limit: number, offset: number): OrderRow[] {
  return db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').all(userId, limit, offset) as OrderRow[];
}

/** A bank slip as the order and the upload answer it: id, is_verified, order_number, amount (quetzales) and created_date. */
export interface BankSlipRow {
  id: number;
  is_verified: number;
  amount_cents: number;
  created_at: string;
}

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
  const products = new Map(
    (
      deps.db
        .prepare(`SELECT id, type, title FROM products WHERE type IN ('EVENT_TICKET', 'EVENT_SEAT') AND id IN (${items.map(() => '?').join(',')})`)
        .all(...items.map((i) => i.product_id)) as { id: number; type: string; title: string }[]
    ).map((p) => [p.id, p]),
  );
  const seatsOf = deps.db.prepare(
    `SELECT seat_id, row_label, col FROM event_seats WHERE order_id = ? AND product_id = ? ORDER BY row_label, col`,
  );
  return items.flatMap((i): Ticket[] => {
    const product = products.get(i.product_id);
    if (!product) return [];
    const about = { product_title: product.title, ...deps.catalogue.eventOf(product.id) };
    if (product.type === 'EVENT_SEAT') {
      const seats = seatsOf.all(row.id, product.id) as { seat_id: string; row_label: string; col: number }[];
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
  const coupons = deps.db.prepare(`SELECT code FROM order_discounts WHERE order_id = ? AND kind = 'COUPON' ORDER BY rowid`).all(row.id) as { code: string }[];
  const isPickup = details.pickup_option !== null;
  const status = lifecycleStatus(row) ?? orderStatus(row, isPickup);
  const slips = deps.db.prepare('SELECT id, is_verified, amount_cents, created_at FROM order_bank_slips WHERE order_id = ? ORDER BY id').all(row.id) as BankSlipRow[];
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
