import type { Migration } from './migration';

/** 15: issue 11, product page parts (product/): staff users (the product page's admin section); each EVENT_SEAT product's stored seat map and the seats a session holds (15 minutes, or while in an open cart); wait-list entries (a user's, or an anonymous session's with its email); bulk quotation requests; a variant's further attributes (a colour × size group keeps the colour on the product row, the size here) */
export const migration: Migration = `
  ALTER TABLE users ADD COLUMN is_staff INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE event_seats (
    product_id INTEGER NOT NULL REFERENCES products(id),
    seat_id TEXT NOT NULL,
    row_label TEXT NOT NULL,
    col INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('AVAILABLE', 'SOLD', 'KEEP_EMPTY')),
    PRIMARY KEY (product_id, seat_id)
  );
  CREATE TABLE seat_reservations (
    product_id INTEGER NOT NULL REFERENCES products(id),
    seat_id TEXT NOT NULL,
    owner TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    cart_id INTEGER,
    PRIMARY KEY (product_id, seat_id)
  );
  CREATE INDEX seat_reservations_owner ON seat_reservations(owner, product_id);
  CREATE TABLE wait_list (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    owner TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    email TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (product_id, owner)
  );
  CREATE INDEX wait_list_owner ON wait_list(owner);
  CREATE TABLE bulk_quotations (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id),
    owner TEXT NOT NULL,
    quantity INTEGER NOT NULL,
    phone TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX bulk_quotations_owner ON bulk_quotations(owner, created_at);
  CREATE TABLE product_variant_values (
    product_id INTEGER NOT NULL REFERENCES products(id),
    attribute TEXT NOT NULL,
    value TEXT NOT NULL,
    value_id TEXT NOT NULL,
    sort_order INTEGER NOT NULL,
    PRIMARY KEY (product_id, attribute)
  );
  `;
