import type { Migration } from './migration';

/** 17: issue 12, orders after the sale (W1) */
export const migration: Migration = `
  ALTER TABLE orders ADD COLUMN shipped_at TEXT;
  ALTER TABLE orders ADD COLUMN delivered_at TEXT;
  ALTER TABLE orders ADD COLUMN cancelled_at TEXT;
  ALTER TABLE orders ADD COLUMN cancellation TEXT;
  ALTER TABLE orders ADD COLUMN cc_auth_number TEXT;
  ALTER TABLE orders ADD COLUMN cc_auth_attempts INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN cc_auth_verified INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN ship_in_stock_at TEXT;
  ALTER TABLE order_items ADD COLUMN quantity_out_of_stock INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE order_bank_slips (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    file_id TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    is_verified INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE INDEX order_bank_slips_order ON order_bank_slips(order_id, id);
  `;
