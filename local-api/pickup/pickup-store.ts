import type { Database } from '../db/database';
import type { PickupLocationRow } from './pickup';

export function findPickupLocationByPublicId(db: Database, publicId: string): PickupLocationRow | undefined {
  return db.prepare('SELECT * FROM pickup_locations WHERE public_id = ?').get(publicId) as PickupLocationRow | undefined;
}

/** Adds a (restricted) pickup location to the user's own, once. */
export function addUserPickupLocation(db: Database, userId: number, locationId: number, addedAt: string): void {
  db.prepare('INSERT OR IGNORE INTO user_pickup_locations (user_id, location_id, added_at) VALUES (?, ?, ?)').run(userId, locationId, addedAt);
}
