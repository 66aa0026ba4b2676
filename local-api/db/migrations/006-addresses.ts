import type { Migration } from './migration';

/** 6: addresses and tax ids (addresses/): each row belongs to one user and goes with the account */
export const migration: Migration = `
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    street TEXT NOT NULL,
    reference_notes TEXT,
    city TEXT NOT NULL,
    state TEXT NOT NULL,
    country TEXT NOT NULL,
    times_used INTEGER NOT NULL DEFAULT 0,
    last_used TEXT,
    lat REAL,
    lng REAL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX addresses_user ON addresses(user_id);
  CREATE TABLE tax_ids (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    tax_id TEXT NOT NULL,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    is_tax_withholder INTEGER NOT NULL DEFAULT 0,
    is_tax_exempt INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    UNIQUE (user_id, tax_id)
  );
  `;
