import type { Migration } from './migration';

/** 10: vending machines (vending/): each machine's positions by row and column, what each holds (or nothing), its stock and whether it works */
export const migration: Migration = `
  CREATE TABLE vending_machines (
    id INTEGER PRIMARY KEY,
    public_id TEXT NOT NULL UNIQUE,
    code TEXT NOT NULL,
    address TEXT NOT NULL
  );
  CREATE TABLE vending_slots (
    public_id TEXT PRIMARY KEY,
    machine_id INTEGER NOT NULL REFERENCES vending_machines(id) ON DELETE CASCADE,
    row_number INTEGER NOT NULL CHECK (row_number BETWEEN 1 AND 26),
    column_number INTEGER NOT NULL CHECK (column_number BETWEEN 1 AND 50),
    product_id INTEGER REFERENCES products(id) ON DELETE SET NULL,
    stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    is_operational INTEGER NOT NULL DEFAULT 1,
    updated_at TEXT NOT NULL,
    UNIQUE (machine_id, row_number, column_number)
  );
  CREATE INDEX vending_slots_product ON vending_slots(product_id);
  `;
