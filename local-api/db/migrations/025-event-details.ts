import type { Migration } from './migration';

/** 25: issue 25 (review defect 6), when and where an event takes place (`event` on a product detail, an extension of spec
     section 3: docs/contract.md): one row per EVENT_SEAT or EVENT_TICKET product that has a date; `starts_at` an ISO instant
     in UTC (shown in America/Guatemala), the venue's name and, when known, its address. A product without a row has no `event`. */
export const migration: Migration = `
  CREATE TABLE event_details (
    product_id INTEGER PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
    starts_at TEXT NOT NULL,
    venue_name TEXT NOT NULL,
    venue_address TEXT
  );
  `;
