import type { Database } from '../db/database';
import type { PickupLocationRow } from './pickup-store';

// The demo pickup locations and the restricted ones demo accounts added (seed.ts holds the data and its shaping).

/** A new pickup location, in the pickup_locations table's terms. */
export type NewPickupLocationRow = Omit<PickupLocationRow, 'id'>;

/** Records pickup locations: prepared once, then one run per location. */
export function pickupLocationInserter(db: Database): (row: NewPickupLocationRow) => void {
  const insert = db.prepare(
    `INSERT INTO pickup_locations (public_id, name, address, lat, lng, parking, working_hours, cutoff_time, ready_minutes, transfer_days,
      is_express, is_cod_enabled, is_restricted, is_warranty_drop, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  return (row) => {
    insert.run(
      row.public_id,
      row.name,
      row.address,
      row.lat,
      row.lng,
      row.parking,
      row.working_hours,
      row.cutoff_time,
      row.ready_minutes,
      row.transfer_days,
      row.is_express,
      row.is_cod_enabled,
      row.is_restricted,
      row.is_warranty_drop,
      row.sort_order,
    );
  };
}

/** Adds a location (by public id) to a user's own (by email), added at `addedAt`: prepared once, then one run per pair. */
export function userPickupLocationInserter(db: Database): (addedAt: string, email: string, locationPublicId: string) => void {
  const relate = db.prepare(
    `INSERT INTO user_pickup_locations (user_id, location_id, added_at)
     SELECT u.id, l.id, ? FROM users u, pickup_locations l WHERE u.email = ? AND l.public_id = ?`,
  );
  return (addedAt, email, locationPublicId) => {
    relate.run(addedAt, email, locationPublicId);
  };
}
