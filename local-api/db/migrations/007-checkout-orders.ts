import type { Migration } from './migration';

/** 7: checkout and orders (checkout/, orders/): one order per cart, its lines and discounts at order time, 3-D Secure references, idempotency keys; card numbers and CVVs have no column anywhere */
export const migration: Migration = `
  ALTER TABLE users ADD COLUMN is_cc_payment_blocked INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY,
    order_number TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    -- No foreign key: deleting an account deletes its carts first, then its orders with the user.
    cart_id INTEGER NOT NULL UNIQUE,
    cart_public_id TEXT NOT NULL,
    status TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    details TEXT NOT NULL,
    sub_total_cents INTEGER NOT NULL,
    gift_wrap_cents INTEGER NOT NULL,
    shipping_cents INTEGER NOT NULL,
    surcharge_cents INTEGER NOT NULL,
    coupon_cents INTEGER NOT NULL,
    gift_card_cents INTEGER NOT NULL,
    total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
    paid_cents INTEGER NOT NULL DEFAULT 0,
    weight_total REAL NOT NULL,
    quantity_total INTEGER NOT NULL,
    masked_card TEXT,
    existing_card_id TEXT,
    pin TEXT,
    created_at TEXT NOT NULL,
    status_changed_at TEXT NOT NULL,
    paid_at TEXT
  );
  CREATE INDEX orders_user ON orders(user_id, id);
  CREATE TABLE order_items (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    product_id INTEGER NOT NULL REFERENCES products(id),
    quantity INTEGER NOT NULL,
    unit_price_cents INTEGER NOT NULL,
    gift_wrap_option_id TEXT,
    gift_wrap_cents INTEGER NOT NULL DEFAULT 0,
    dedication TEXT,
    vending_machine_slot_id TEXT
  );
  CREATE INDEX order_items_order ON order_items(order_id);
  CREATE TABLE order_discounts (
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    code TEXT NOT NULL,
    amount_cents INTEGER NOT NULL,
    PRIMARY KEY (order_id, kind, code)
  );
  CREATE TABLE three_ds_references (
    reference TEXT PRIMARY KEY,
    owner TEXT NOT NULL,
    cart_id INTEGER,
    bin TEXT NOT NULL,
    last4 TEXT NOT NULL,
    status TEXT NOT NULL,
    transaction_id TEXT UNIQUE,
    order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE checkout_idempotency (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    idem_key TEXT NOT NULL,
    body_hash TEXT NOT NULL,
    status INTEGER,
    answer TEXT,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, idem_key)
  );
  `;
