/*
 * Orders as stored: their rows, lines, discounts and bank slips (order-json.ts
 * answers them as GET /order and GET /order/{n} do). Each order is its user's
 * only: someone else's answers exactly like one that does not exist. Lines
 * keep the price they had when the order was placed.
 */
import type { Database } from '../db/database';
import type { OrderRow, PaymentStatus } from './order-row';
import { notFound } from '../http/errors';

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

/** A bank slip as the order_bank_slips table stores it (the columns its JSON shows, order-json.ts bankSlipJson). */
export interface BankSlipRow {
  id: number;
  is_verified: number;
  amount_cents: number;
  created_at: string;
}

/** The order's bank slips, in the order they were uploaded. */
export function listOrderBankSlips(db: Database, orderId: number): BankSlipRow[] {
  return db.prepare('SELECT id, is_verified, amount_cents, created_at FROM order_bank_slips WHERE order_id = ? ORDER BY id').all(orderId) as BankSlipRow[];
}

/** Which of these products are event tickets or seats (EVENT_TICKET, EVENT_SEAT), with their titles; `productIds` is not empty. */
export function listTicketProducts(db: Database, productIds: readonly number[]): { id: number; type: string; title: string }[] {
  return db
    .prepare(`SELECT id, type, title FROM products WHERE type IN ('EVENT_TICKET', 'EVENT_SEAT') AND id IN (${productIds.map(() => '?').join(',')})`)
    .all(...productIds) as { id: number; type: string; title: string }[];
}

/** The event seats an order holds of one product, by row and column: prepared once, then one run per order line. */
export function orderSeatLister(db: Database): (orderId: number, productId: number) => { seat_id: string; row_label: string; col: number }[] {
  const seatsOf = db.prepare(`SELECT seat_id, row_label, col FROM event_seats WHERE order_id = ? AND product_id = ? ORDER BY row_label, col`);
  return (orderId, productId) => seatsOf.all(orderId, productId) as { seat_id: string; row_label: string; col: number }[];
}
