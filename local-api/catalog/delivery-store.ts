import type { Database } from '../db/database';

// What a product page's delivery estimate reads of the shopper (delivery.ts holds the rules: which place or pickup
// the estimate is for, the options and their texts).

/** Where a user last chose to receive: the public id of an address and of a pickup point (null when none). */
export interface DeliverySelectionRow {
  selected_address: string | null;
  selected_pickup: string | null;
}

/** The user's selected address and pickup point (undefined for an unknown user). */
export function findDeliverySelection(db: Database, userId: number): DeliverySelectionRow | undefined {
  return db.prepare('SELECT selected_address, selected_pickup FROM users WHERE id = ?').get(userId) as DeliverySelectionRow | undefined;
}
