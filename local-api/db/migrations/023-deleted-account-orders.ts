import type { Migration } from './migration';

/** 23: issue 23, a deleted account's orders stay (account/delete-account.ts): orders.user_id becomes nullable and SET NULL
     (it was NOT NULL … ON DELETE CASCADE, which took paid orders, their lines, slips and handovers with the account);
     orders.id is AUTOINCREMENT, so a removed row's id is never given again; and order numbers come from a counter
     (order_number_counter, orders/order-store.ts nextOrderNumber) instead of MAX(id) + 1, which gave a deleted order's
     number to the next one. The counter starts past every id and number already given. The table is rebuilt with its
     columns in the same order and its three indexes; no trigger or view reads orders (event_seats.order_id has no foreign key). */
export const migration: Migration = {
    rebuild: `
  CREATE TABLE orders_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_number TEXT NOT NULL UNIQUE,
    -- NULL once the account is deleted: the order stays, detached from the person.
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    -- No foreign key: a deleted account's ordered carts stay, no longer its (orders/deleted-account.ts).
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
    paid_at TEXT,
    shipped_at TEXT,
    delivered_at TEXT,
    cancelled_at TEXT,
    cancellation TEXT,
    cc_auth_number TEXT,
    cc_auth_attempts INTEGER NOT NULL DEFAULT 0,
    cc_auth_verified INTEGER NOT NULL DEFAULT 0,
    ship_in_stock_at TEXT,
    payment_due_at TEXT
  );
  INSERT INTO orders_rebuilt (id, order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details,
      sub_total_cents, gift_wrap_cents, shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, paid_cents, weight_total,
      quantity_total, masked_card, existing_card_id, pin, created_at, status_changed_at, paid_at, shipped_at, delivered_at, cancelled_at,
      cancellation, cc_auth_number, cc_auth_attempts, cc_auth_verified, ship_in_stock_at, payment_due_at)
    SELECT id, order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details,
      sub_total_cents, gift_wrap_cents, shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, paid_cents, weight_total,
      quantity_total, masked_card, existing_card_id, pin, created_at, status_changed_at, paid_at, shipped_at, delivered_at, cancelled_at,
      cancellation, cc_auth_number, cc_auth_attempts, cc_auth_verified, ship_in_stock_at, payment_due_at
    FROM orders;
  DROP TABLE orders;
  ALTER TABLE orders_rebuilt RENAME TO orders;
  CREATE INDEX orders_user ON orders(user_id, id);
  CREATE INDEX orders_pickup_location ON orders(json_extract(details, '$.pickup_option.public_id')) WHERE json_extract(details, '$.pickup_option.public_id') IS NOT NULL;
  CREATE INDEX orders_payment_due ON orders(payment_due_at) WHERE payment_due_at IS NOT NULL;
  CREATE TABLE order_number_counter (id INTEGER PRIMARY KEY CHECK (id = 1), last INTEGER NOT NULL);
  INSERT INTO order_number_counter (id, last) VALUES (1, max(
    0,
    (SELECT COALESCE(MAX(id), 0) FROM orders),
    (SELECT COALESCE(MAX(CAST(order_number AS INTEGER)), 0) - 100000 FROM orders WHERE order_number NOT GLOB '*[^0-9]*')
  ));
  `,
  };
