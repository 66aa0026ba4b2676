import type { Migration } from './migration';

/** 5: discounts (coupons, gift cards, the codes applied to a cart), pickup locations, saved cards (BIN and last 4 only), points */
export const migration: Migration = `
  CREATE TABLE coupons (
    code TEXT PRIMARY KEY COLLATE NOCASE,
    kind TEXT NOT NULL,
    value INTEGER NOT NULL,
    description TEXT NOT NULL,
    min_sub_total_cents INTEGER,
    max_discount_cents INTEGER,
    product_types TEXT,
    login_required INTEGER NOT NULL DEFAULT 0,
    max_previous_orders INTEGER,
    min_previous_orders INTEGER,
    individual_use INTEGER NOT NULL DEFAULT 0,
    auto_apply INTEGER NOT NULL DEFAULT 0,
    valid_until TEXT,
    owner_user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
    used_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX coupons_owner ON coupons(owner_user_id);
  CREATE TABLE gift_cards (
    number TEXT PRIMARY KEY,
    initial_cents INTEGER NOT NULL,
    balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0),
    disabled INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE cart_discount_codes (
    cart_id INTEGER NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    kind TEXT NOT NULL,
    code TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (cart_id, kind, code)
  );
  CREATE TABLE pickup_locations (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    lat REAL NOT NULL,
    lng REAL NOT NULL,
    parking TEXT NOT NULL,
    working_hours TEXT NOT NULL,
    cutoff_time INTEGER NOT NULL,
    ready_minutes INTEGER NOT NULL,
    transfer_days INTEGER NOT NULL,
    is_express INTEGER NOT NULL DEFAULT 0,
    is_cod_enabled INTEGER NOT NULL DEFAULT 1,
    is_restricted INTEGER NOT NULL DEFAULT 0,
    is_warranty_drop INTEGER NOT NULL DEFAULT 0,
    sort_order INTEGER NOT NULL
  );
  CREATE TABLE user_pickup_locations (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    location_id INTEGER NOT NULL REFERENCES pickup_locations(id),
    added_at TEXT NOT NULL,
    PRIMARY KEY (user_id, location_id)
  );
  -- Never a full card number or a CVV: the BIN (first 6), the last 4 and the length, to show a masked number.
  CREATE TABLE saved_cards (
    id INTEGER PRIMARY KEY,
    instrument_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    bin TEXT NOT NULL CHECK (length(bin) = 6),
    last4 TEXT NOT NULL CHECK (length(last4) = 4),
    number_length INTEGER NOT NULL CHECK (number_length BETWEEN 12 AND 19),
    brand TEXT NOT NULL,
    expiration_month INTEGER NOT NULL,
    expiration_year INTEGER NOT NULL,
    holder_name TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX saved_cards_user ON saved_cards(user_id);
  CREATE TABLE points_entries (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    points INTEGER NOT NULL,
    type TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX points_entries_user ON points_entries(user_id, created_at);
  `;
