import type { Migration } from './migration';

/** 18: issue 12, warranty, pickup worker, forms, tracking (W2) (warranty/, pickup/worker.ts, forms/, tracking/): warranty claims on order items with their pictures (the bytes in user_files, purpose 'warranty') and steps; which pickup locations each worker works at, and each pickup order's handover there (received, picked up, wrong PIN attempts); B2B enquiries and seller sign-ups; tracking events and page views (bounded: the oldest are pruned) */
export const migration: Migration = `
  CREATE TABLE warranty_claims (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
    order_item_id INTEGER NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    problem TEXT NOT NULL,
    customer_notes TEXT,
    step TEXT NOT NULL CHECK (step IN ('NEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
    notes_to_customer TEXT,
    created_at TEXT NOT NULL,
    status_changed_at TEXT NOT NULL
  );
  CREATE INDEX warranty_claims_user ON warranty_claims(user_id, id);
  CREATE INDEX warranty_claims_item ON warranty_claims(order_item_id);
  CREATE TABLE warranty_claim_images (
    claim_id INTEGER NOT NULL REFERENCES warranty_claims(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    file_id TEXT NOT NULL UNIQUE,
    PRIMARY KEY (claim_id, seq)
  );
  CREATE TABLE pickup_location_workers (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    location_id INTEGER NOT NULL REFERENCES pickup_locations(id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, location_id)
  );
  CREATE TABLE pickup_handovers (
    order_id INTEGER PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
    location_id INTEGER NOT NULL REFERENCES pickup_locations(id),
    received_at TEXT,
    received_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    picked_up_at TEXT,
    picked_up_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    pin_failures INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE business_enquiries (
    id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    company TEXT NOT NULL,
    company_size TEXT NOT NULL,
    industry TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX business_enquiries_owner ON business_enquiries(owner, created_at);
  CREATE TABLE seller_signups (
    id INTEGER PRIMARY KEY,
    owner TEXT NOT NULL,
    full_name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone_number TEXT NOT NULL,
    company TEXT NOT NULL,
    category TEXT NOT NULL,
    business_tax_id TEXT NOT NULL,
    social_media TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX seller_signups_owner ON seller_signups(owner, created_at);
  CREATE TABLE tracking_events (
    id INTEGER PRIMARY KEY,
    owner TEXT,
    name TEXT NOT NULL,
    timestamp TEXT,
    parameters TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  CREATE TABLE page_views (
    id INTEGER PRIMARY KEY,
    owner TEXT,
    parameters TEXT NOT NULL,
    received_at TEXT NOT NULL
  );
  `;
