import type { Migration } from './migration';

/** 8: alternate card authorization of an existing order (checkout/alternate-auth.ts): its 3-D Secure reference, the charge, the verification attempts; no card data */
export const migration: Migration = `
  CREATE TABLE alternate_card_auth (
    reference TEXT PRIMARY KEY REFERENCES three_ds_references(reference) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    order_id INTEGER REFERENCES orders(id) ON DELETE CASCADE,
    verify_attempts INTEGER NOT NULL DEFAULT 0,
    verified_at TEXT,
    charged_at TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX alternate_card_auth_order ON alternate_card_auth(order_id);
  `;
