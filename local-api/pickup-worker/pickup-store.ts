import type { Database } from '../db/database';
import type { OrderRow } from '../orders/order-row';

/** A row of the pickup_locations table (pickup.ts answers it as spec section 3's Pickup option). */
export interface PickupLocationRow {
  id: number;
  public_id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  parking: string;
  working_hours: string;
  cutoff_time: number;
  ready_minutes: number;
  transfer_days: number;
  is_express: number;
  is_cod_enabled: number;
  is_restricted: number;
  is_warranty_drop: number;
  sort_order: number;
}

/** The locations a user sees: every unrestricted one, and the restricted ones the user added. Anonymous (null): unrestricted only. */
export function listVisibleLocations(db: Database, userId: number | null): PickupLocationRow[] {
  return db
    .prepare(
      `SELECT * FROM pickup_locations WHERE is_restricted = 0
         OR id IN (SELECT location_id FROM user_pickup_locations WHERE user_id = ?)
       ORDER BY sort_order, id`,
    )
    .all(userId ?? -1) as PickupLocationRow[];
}

export function findPickupLocationByPublicId(db: Database, publicId: string): PickupLocationRow | undefined {
  return db.prepare('SELECT * FROM pickup_locations WHERE public_id = ?').get(publicId) as PickupLocationRow | undefined;
}

/** Adds a (restricted) pickup location to the user's own, once. */
export function addUserPickupLocation(db: Database, userId: number, locationId: number, addedAt: string): void {
  db.prepare('INSERT OR IGNORE INTO user_pickup_locations (user_id, location_id, added_at) VALUES (?, ?, ?)').run(userId, locationId, addedAt);
}

/** Statuses after which an order is no longer waiting at a location. */
const FINISHED = `('Delivered', 'Returned', 'PermanentFailure', 'AfterApprovedPermanentFailure', 'Cancelled')`;
/** Payment states in which the goods travel to the location (paid, nothing to pay, or paid at pickup), as SQL. */
export const SHIPPABLE = `('PAID', 'NOT_REQUIRED', 'ON_DELIVERY')`;

/** An order as a pickup worker's lists read it: with its buyer's name and when it was received here. */
export interface WorkerOrderRow extends OrderRow {
  first_name: string | null;
  last_name: string | null;
  received_at: string | null;
}

const ORDER_COLUMNS = `o.*, u.first_name, u.last_name, h.received_at`;
const ORDER_JOINS = `FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN pickup_handovers h ON h.order_id = o.id`;
const AT_LOCATION = `json_extract(o.details, '$.pickup_option.public_id') = ?`;
/** Received: by a worker here, or made ready for pickup by the order's lifecycle. */
const RECEIVED = `(h.received_at IS NOT NULL OR o.status = 'ReadyForPickup')`;

/** The locations the user works at, in their display order. */
export function workerLocations(db: Database, userId: number): PickupLocationRow[] {
  return db
    .prepare(
      `SELECT l.* FROM pickup_locations l JOIN pickup_location_workers w ON w.location_id = l.id
       WHERE w.user_id = ? ORDER BY l.sort_order, l.id`,
    )
    .all(userId) as PickupLocationRow[];
}

/** Whether the user works at this location. */
export function worksAt(db: Database, userId: number, locationId: number): boolean {
  return !!db.prepare('SELECT 1 FROM pickup_location_workers WHERE user_id = ? AND location_id = ?').get(userId, locationId);
}

/** The orders on their way to the location (paid or to be paid there), not yet received, oldest first, at most `limit`. */
export function listOrdersToReceive(db: Database, locationPublicId: string, limit: number): WorkerOrderRow[] {
  return db
    .prepare(
      `SELECT ${ORDER_COLUMNS} ${ORDER_JOINS}
       WHERE ${AT_LOCATION} AND NOT ${RECEIVED} AND o.status NOT IN ${FINISHED} AND o.payment_status IN ${SHIPPABLE}
       ORDER BY o.id LIMIT ?`,
    )
    .all(locationPublicId, limit) as WorkerOrderRow[];
}

/** The orders received at the location and not yet picked up, oldest first, at most `limit`. */
export function listOrdersToDeliver(db: Database, locationPublicId: string, limit: number): WorkerOrderRow[] {
  return db
    .prepare(
      `SELECT ${ORDER_COLUMNS} ${ORDER_JOINS}
       WHERE ${AT_LOCATION} AND ${RECEIVED} AND o.status NOT IN ${FINISHED} AND h.picked_up_at IS NULL
       ORDER BY o.id LIMIT ?`,
    )
    .all(locationPublicId, limit) as WorkerOrderRow[];
}

/** One line of an order as a worker checks it at the counter: the product's title and SKU, and how many. */
export interface WorkerItemRow {
  order_id: number;
  public_sku: string;
  title: string;
  quantity: number;
}

/** The lines of these orders, in the order they were bought (one query for a whole list). */
export function itemsOfOrders(db: Database, orderIds: readonly number[]): WorkerItemRow[] {
  if (orderIds.length === 0) return [];
  return db
    .prepare(
      `SELECT i.order_id, p.public_sku, p.title, i.quantity FROM order_items i JOIN products p ON p.id = i.product_id
       WHERE i.order_id IN (SELECT value FROM json_each(?)) ORDER BY i.order_id, i.id`,
    )
    .all(JSON.stringify(orderIds)) as WorkerItemRow[];
}

/** The order with this number if it is picked up at this location. */
export function findOrderAtLocation(db: Database, orderNumber: string, locationPublicId: string): WorkerOrderRow | undefined {
  return db.prepare(`SELECT ${ORDER_COLUMNS} ${ORDER_JOINS} WHERE o.order_number = ? AND ${AT_LOCATION}`).get(orderNumber, locationPublicId) as
    | WorkerOrderRow
    | undefined;
}

/** Records that a worker received the order at the location. */
export function recordReceived(db: Database, orderId: number, locationId: number, at: string, workerId: number): void {
  db.prepare(
    `INSERT INTO pickup_handovers (order_id, location_id, received_at, received_by) VALUES (?, ?, ?, ?)
         ON CONFLICT (order_id) DO UPDATE SET received_at = excluded.received_at, received_by = excluded.received_by, location_id = excluded.location_id`,
  ).run(orderId, locationId, at, workerId);
}

/** How many wrong PINs were given for the order. */
export function pinFailuresOf(db: Database, orderId: number): number {
  return (db.prepare('SELECT pin_failures FROM pickup_handovers WHERE order_id = ?').get(orderId) as { pin_failures: number } | undefined)?.pin_failures ?? 0;
}

/** Counts one more wrong PIN for the order. */
export function countPinFailure(db: Database, orderId: number, locationId: number): void {
  db.prepare(
    `INSERT INTO pickup_handovers (order_id, location_id, pin_failures) VALUES (?, ?, 1)
           ON CONFLICT (order_id) DO UPDATE SET pin_failures = pin_failures + 1`,
  ).run(orderId, locationId);
}

/** Records that the buyer picked the order up, handed over by a worker. */
export function recordPickedUp(db: Database, orderId: number, locationId: number, at: string, workerId: number): void {
  db.prepare(
    `INSERT INTO pickup_handovers (order_id, location_id, received_at, picked_up_at, picked_up_by) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (order_id) DO UPDATE SET picked_up_at = excluded.picked_up_at, picked_up_by = excluded.picked_up_by`,
  ).run(orderId, locationId, at, at, workerId);
}
