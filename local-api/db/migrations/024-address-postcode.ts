import type { Migration } from './migration';

/** 24: issue 25, a United States address's ZIP code (`postcode`, an extension of spec section 3's Address: docs/contract.md);
     null for Guatemala's addresses and for those saved before it was asked. */
export const migration: Migration = `
  ALTER TABLE addresses ADD COLUMN postcode TEXT;
  `;
