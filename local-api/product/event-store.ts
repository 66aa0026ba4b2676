/*
 * When and where events take place (migration 25's event_details) and the seats a cart holds, as the
 * product detail, the checkout preview and the seed read and write them.
 */
import type { Database } from '../db/database';

export interface EventDetailsRow {
  starts_at: string;
  venue_name: string;
  venue_address: string | null;
}

/** The event's date and venue, or undefined when it has none. */
export function findEventDetails(db: Database, productId: number): EventDetailsRow | undefined {
  return db.prepare('SELECT starts_at, venue_name, venue_address FROM event_details WHERE product_id = ?').get(productId) as EventDetailsRow | undefined;
}

/** Every EVENT_SEAT and EVENT_TICKET product, with its «Lugar» attribute (the seed's venue), in id order. */
export function listEventProducts(db: Database): { id: number; title: string; venue: string | null }[] {
  return db
    .prepare(
      `SELECT p.id, p.title, (SELECT value FROM product_attributes a WHERE a.product_id = p.id AND a.name = 'Lugar' ORDER BY sort_order LIMIT 1) AS venue
       FROM products p WHERE p.type IN ('EVENT_SEAT', 'EVENT_TICKET') ORDER BY p.id`,
    )
    .all() as { id: number; title: string; venue: string | null }[];
}

export function insertEventDetails(db: Database, productId: number, details: EventDetailsRow): void {
  db.prepare('INSERT INTO event_details (product_id, starts_at, venue_name, venue_address) VALUES (?, ?, ?, ?)').run(
    productId,
    details.starts_at,
    details.venue_name,
    details.venue_address,
  );
}

/** Every seat cart `cartId` holds, as the checkout preview's event_seats (spec section 3: id, row, col, status). */
export function cartEventSeats(db: Database, cartId: number): { id: string; row: string; col: number; status: 'RESERVED' }[] {
  const rows = db
    .prepare(
      `SELECT s.seat_id, s.row_label, s.col FROM seat_reservations r JOIN event_seats s ON s.product_id = r.product_id AND s.seat_id = r.seat_id
       WHERE r.cart_id = ? ORDER BY r.product_id, s.row_label, s.col`,
    )
    .all(cartId) as { seat_id: string; row_label: string; col: number }[];
  return rows.map((seat) => ({ id: seat.seat_id, row: seat.row_label, col: seat.col, status: 'RESERVED' as const }));
}
