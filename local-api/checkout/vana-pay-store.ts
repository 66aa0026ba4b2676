import type { Database } from '../db/database';

// Vana Pay's charges (vana-pay.ts holds the rules: the wallet's token, the deadline's sweep, cancelled orders, the pages).

/** Marks an order awaiting its wallet's approval paid at `now` (unless cancelled meanwhile); answers the rows changed: 1 paid now, 0 not. */
export function markWalletOrderPaid(db: Database, orderId: number, now: string): number {
  return db
    .prepare(
      `UPDATE orders SET payment_status = 'PAID', status = 'AfterPaid', paid_cents = total_cents, paid_at = ?, status_changed_at = ?, payment_due_at = NULL
       WHERE id = ? AND payment_status = 'AWAITING_WALLET' AND cancelled_at IS NULL`,
    )
    .run(now, now, orderId).changes;
}
