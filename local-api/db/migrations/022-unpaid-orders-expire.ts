import type { Migration } from './migration';

/** 22: issue 23, unpaid orders expire (orders/release.ts): each order awaiting a deposit, a card's 3-D Secure or the wallet keeps the moment it is cancelled if still unpaid (payment_due_at: 48 hours for a deposit, 2 for the rest, from its creation; null once paid, covered by slips or cancelled), found by the sweep through a partial index; an order already waiting when this runs gets its deadline counted from its creation */
export const migration: Migration = `
  ALTER TABLE orders ADD COLUMN payment_due_at TEXT;
  UPDATE orders SET payment_due_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, CASE payment_status WHEN 'AWAITING_DEPOSIT' THEN '+48 hours' ELSE '+2 hours' END)
    WHERE cancelled_at IS NULL AND payment_status IN ('AWAITING_DEPOSIT', 'AWAITING_CARD_VERIFICATION', 'AWAITING_WALLET');
  CREATE INDEX orders_payment_due ON orders(payment_due_at) WHERE payment_due_at IS NOT NULL;
  `;
