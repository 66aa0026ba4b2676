import type { Database } from '../db/database';

// An order's steps after the sale (lifecycle.ts holds the rules: which step comes next, when a step means paid, the notifications).

/** Marks an unpaid order paid at `paidAt` (approved or delivered: the store saw the money) and stops its payment deadline. */
export function markUnpaidOrderPaid(db: Database, orderId: number, paidAt: string): void {
  db.prepare(`UPDATE orders SET payment_status = 'PAID', paid_cents = total_cents, paid_at = ?, payment_due_at = NULL WHERE id = ?`).run(paidAt, orderId);
}

/** Marks an order paid at pickup or on delivery paid at `paidAt` (handed over), if it still is. */
export function markOnDeliveryOrderPaid(db: Database, orderId: number, paidAt: string): void {
  db.prepare(`UPDATE orders SET payment_status = 'PAID', paid_cents = total_cents, paid_at = ? WHERE id = ? AND payment_status = 'ON_DELIVERY'`).run(
    paidAt,
    orderId,
  );
}

/**
 * Sets the order's step at `at`: shipped_at the first time it ships or is ready for pickup, delivered_at when
 * delivered.
 */
export function updateOrderStep(db: Database, orderId: number, step: string, at: string): void {
  db.prepare(
    `UPDATE orders SET status = ?, status_changed_at = ?,
         shipped_at = CASE WHEN ? IN ('Shipped', 'ReadyForPickup') THEN COALESCE(shipped_at, ?) ELSE shipped_at END,
         delivered_at = CASE WHEN ? = 'Delivered' THEN ? ELSE delivered_at END
       WHERE id = ?`,
  ).run(step, at, step, at, step, at, orderId);
}
