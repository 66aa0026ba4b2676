import type { Database } from '../db/database';
import type { OrderItemRow } from './order-store';

// What cancelling an order gives back (gift-card shares, personal coupons, units, seats) and what removing its
// out-of-stock units rewrites (release.ts holds the rules and the transactions these run in).

/** The order's gift-card shares still paying something, the last applied first. */
export function listGiftCardShares(db: Database, orderId: number): { id: number; code: string; amount_cents: number }[] {
  return db
    .prepare(`SELECT rowid AS id, code, amount_cents FROM order_discounts WHERE order_id = ? AND kind = 'GIFT_CARD' AND amount_cents > 0 ORDER BY rowid DESC`)
    .all(orderId) as { id: number; code: string; amount_cents: number }[];
}

/** Lowers what one order discount pays by `cents`. */
export function lowerOrderDiscount(db: Database, discountRowId: number, cents: number): void {
  db.prepare('UPDATE order_discounts SET amount_cents = amount_cents - ? WHERE rowid = ?').run(cents, discountRowId);
}

/** Adds `cents` back to a gift card's balance; answers whether the card still exists. */
export function creditGiftCard(db: Database, number: string, cents: number): boolean {
  return db.prepare('UPDATE gift_cards SET balance_cents = balance_cents + ? WHERE number = ?').run(cents, number).changes === 1;
}

/** The codes of the coupons the order used, in the order they were applied. */
export function listOrderCouponCodes(db: Database, orderId: number): string[] {
  return (db.prepare(`SELECT code FROM order_discounts WHERE order_id = ? AND kind = 'COUPON' ORDER BY rowid`).all(orderId) as { code: string }[]).map(
    (row) => row.code,
  );
}

/** Makes the user's used personal coupon usable again; answers whether it was one of theirs and used. */
export function freeUsedCoupon(db: Database, code: string, userId: number | null): boolean {
  return db.prepare('UPDATE coupons SET used_at = NULL WHERE code = ? AND owner_user_id = ? AND used_at IS NOT NULL').run(code, userId).changes === 1;
}

/** The order's lines as a cancellation reads them. */
export function listOrderItemQuantities(db: Database, orderId: number): Pick<OrderItemRow, 'product_id' | 'quantity' | 'quantity_out_of_stock'>[] {
  return db.prepare('SELECT product_id, quantity, quantity_out_of_stock FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as Pick<
    OrderItemRow,
    'product_id' | 'quantity' | 'quantity_out_of_stock'
  >[];
}

/** Puts units back on the shelf (an out-of-stock product is in stock again). */
export function restockProduct(db: Database, productId: number, quantity: number): void {
  db.prepare(
    `UPDATE products SET stock_quantity = stock_quantity + ?, stock_status = CASE WHEN stock_status = 'OUT_OF_STOCK' THEN 'IN_STOCK' ELSE stock_status END WHERE id = ?`,
  ).run(quantity, productId);
}

/** The ids of the event seats the order bought. */
export function listSoldSeatIds(db: Database, orderId: number): string[] {
  return (db.prepare(`SELECT seat_id FROM event_seats WHERE order_id = ? AND status = 'SOLD' ORDER BY product_id, seat_id`).all(orderId) as { seat_id: string }[]).map(
    (seat) => seat.seat_id,
  );
}

/** Records the order's cancellation, unless it was cancelled meanwhile; answers whether it did. */
export function markOrderCancelled(db: Database, orderId: number, step: string, at: string, record: string): boolean {
  return (
    db
      .prepare(`UPDATE orders SET status = ?, cancelled_at = ?, status_changed_at = ?, cancellation = ?, payment_due_at = NULL WHERE id = ? AND cancelled_at IS NULL`)
      .run(step, at, at, record, orderId).changes === 1
  );
}

/** The orders whose payment deadline has passed at `now`, the oldest deadline first, at most `limit`. */
export function listOrdersPastPaymentDue(db: Database, now: string, limit: number): { id: number; order_number: string }[] {
  return db
    .prepare('SELECT id, order_number FROM orders WHERE payment_due_at IS NOT NULL AND payment_due_at <= ? ORDER BY payment_due_at, id LIMIT ?')
    .all(now, limit) as { id: number; order_number: string }[];
}

export function clearPaymentDue(db: Database, orderId: number): void {
  db.prepare('UPDATE orders SET payment_due_at = NULL WHERE id = ?').run(orderId);
}

/** Type and weight of these products, by id. */
export function productTypesAndWeights(db: Database, productIds: readonly number[]): { id: number; type: string; weight: number | null }[] {
  return db.prepare(`SELECT id, type, weight FROM products WHERE id IN (${productIds.map(() => '?').join(',')})`).all(...productIds) as {
    id: number;
    type: string;
    weight: number | null;
  }[];
}

export function deleteOrderItem(db: Database, itemId: number): void {
  db.prepare('DELETE FROM order_items WHERE id = ?').run(itemId);
}

/** Sets what is left of a line once its out-of-stock units are gone. */
export function setRemainingOrderItem(db: Database, itemId: number, quantity: number, giftWrapCents: number): void {
  db.prepare('UPDATE order_items SET quantity = ?, quantity_out_of_stock = 0, gift_wrap_cents = ? WHERE id = ?').run(quantity, giftWrapCents, itemId);
}

/** Scales each coupon share of the order by `numerator / denominator` (integer division, as stored). */
export function scaleOrderCoupons(db: Database, orderId: number, numerator: number, denominator: number): void {
  db.prepare(`UPDATE order_discounts SET amount_cents = (amount_cents * ?) / ? WHERE order_id = ? AND kind = 'COUPON'`).run(numerator, denominator, orderId);
}

/** The order's amounts and record once its out-of-stock units are removed. */
export function saveOrderAmounts(
  db: Database,
  orderId: number,
  amounts: {
    subTotal: number;
    giftWrap: number;
    shipping: number;
    coupons: number;
    giftCard: number;
    total: number;
    paid: number;
    quantity: number;
    weight: number;
  },
  details: string,
  cancellation: string,
  at: string,
): void {
  db.prepare(
    `UPDATE orders SET sub_total_cents = ?, gift_wrap_cents = ?, shipping_cents = ?, coupon_cents = ?, gift_card_cents = ?, total_cents = ?,
             paid_cents = ?, quantity_total = ?, weight_total = ?, details = ?, cancellation = ?, status_changed_at = ? WHERE id = ?`,
  ).run(
    amounts.subTotal,
    amounts.giftWrap,
    amounts.shipping,
    amounts.coupons,
    amounts.giftCard,
    amounts.total,
    amounts.paid,
    amounts.quantity,
    amounts.weight,
    details,
    cancellation,
    at,
    orderId,
  );
}
