import type { Database } from '../db/database';

// Numbered seats and the holds on them: event_seats and seat_reservations (seats.ts holds the rules: who holds a seat and
// for how long, the seat limit, what a cart may take, selling and releasing, the errors, the JSON shape).

/** A seat of the event's map with its hold, if any, and the status of the hold's cart while that cart holds the event. */
export interface EventSeatRow {
  seat_id: string;
  row_label: string;
  col: number;
  status: 'AVAILABLE' | 'SOLD' | 'KEEP_EMPTY';
  owner: string | null;
  expires_at: number | null;
  /** The hold's cart status, null when the hold has no cart or that cart no longer has the event. */
  cart_status: string | null;
  cart_id: number | null;
}

/** A seat a cart holds, with its stored status. */
export interface CartSeatRow {
  seat_id: string;
  status: string;
}

/** The product's seats with their holds, by row then column ([] for a product without a seat map). */
export function listEventSeats(db: Database, productId: number): EventSeatRow[] {
  return db
    .prepare(
      `SELECT s.seat_id, s.row_label, s.col, s.status, r.owner, r.expires_at, r.cart_id,
              (SELECT c.status FROM carts c WHERE c.id = r.cart_id
                 AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.product_id = s.product_id)) AS cart_status
       FROM event_seats s LEFT JOIN seat_reservations r ON r.product_id = s.product_id AND r.seat_id = s.seat_id
       WHERE s.product_id = ? ORDER BY s.row_label, s.col`,
    )
    .all(productId) as EventSeatRow[];
}

/** Deletes the owner's holds of the event but those on `keptSeatIds`. */
export function deleteOwnerHoldsExcept(db: Database, productId: number, owner: string, keptSeatIds: readonly string[]): void {
  db.prepare(`DELETE FROM seat_reservations WHERE product_id = ? AND owner = ? AND seat_id NOT IN (SELECT value FROM json_each(?))`).run(
    productId,
    owner,
    JSON.stringify(keptSeatIds),
  );
}

/** Holds each seat for the owner until `expiresAt` (epoch ms), without a cart, replacing any hold of the seat (one statement for all). */
export function upsertSeatHolds(db: Database, productId: number, owner: string, seatIds: readonly string[], expiresAt: number): void {
  const insert = db.prepare(
    `INSERT INTO seat_reservations (product_id, seat_id, owner, expires_at, cart_id) VALUES (?, ?, ?, ?, NULL)
         ON CONFLICT (product_id, seat_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at, cart_id = NULL`,
  );
  for (const id of seatIds) insert.run(productId, id, owner, expiresAt);
}

/** Ties the owner's holds of these seats of the event to cart `cartId`. */
export function setHoldsCart(db: Database, cartId: number, productId: number, owner: string, seatIds: readonly string[]): void {
  db.prepare(`UPDATE seat_reservations SET cart_id = ? WHERE product_id = ? AND owner = ? AND seat_id IN (SELECT value FROM json_each(?))`).run(
    cartId,
    productId,
    owner,
    JSON.stringify(seatIds),
  );
}

/** The seats cart `cartId` holds of the event, with their stored status, by seat id. */
export function listCartSeats(db: Database, cartId: number, productId: number): CartSeatRow[] {
  return db
    .prepare(
      `SELECT r.seat_id, s.status FROM seat_reservations r JOIN event_seats s ON s.product_id = r.product_id AND s.seat_id = r.seat_id
       WHERE r.cart_id = ? AND r.product_id = ? ORDER BY r.seat_id`,
    )
    .all(cartId, productId) as CartSeatRow[];
}

/** Deletes every hold of the cart. */
export function deleteCartHolds(db: Database, cartId: number): void {
  db.prepare('DELETE FROM seat_reservations WHERE cart_id = ?').run(cartId);
}

/** Deletes the cart's holds of the event. */
export function deleteCartProductHolds(db: Database, cartId: number, productId: number): void {
  db.prepare('DELETE FROM seat_reservations WHERE cart_id = ? AND product_id = ?').run(cartId, productId);
}

/** Gives the cart's holds of the event to another owner and cart. */
export function moveCartHolds(db: Database, fromCartId: number, to: { owner: string; cartId: number }, productId: number): void {
  db.prepare('UPDATE seat_reservations SET owner = ?, cart_id = ? WHERE cart_id = ? AND product_id = ?').run(to.owner, to.cartId, fromCartId, productId);
}

/** Gives every hold of `fromOwner` (in a cart or not) to `toOwner`. */
export function updateHoldsOwner(db: Database, fromOwner: string, toOwner: string): void {
  db.prepare('UPDATE seat_reservations SET owner = ? WHERE owner = ?').run(toOwner, fromOwner);
}

/**
 * Selling seats to order `orderId`, one statement for the whole sale: answers a function that marks one seat SOLD
 * with the order and tells whether it was still AVAILABLE (false: nothing changed).
 */
export function seatSeller(db: Database, orderId: number): (productId: number, seatId: string) => boolean {
  const sell = db.prepare(`UPDATE event_seats SET status = 'SOLD', order_id = ? WHERE product_id = ? AND seat_id = ? AND status = 'AVAILABLE'`);
  return (productId, seatId) => sell.run(orderId, productId, seatId).changes === 1;
}

/** The order's SOLD seats are AVAILABLE again, with no order. */
export function updateOrderSeatsAvailable(db: Database, orderId: number): void {
  db.prepare(`UPDATE event_seats SET status = 'AVAILABLE', order_id = NULL WHERE order_id = ? AND status = 'SOLD'`).run(orderId);
}

/** An EVENT_SEAT product as the seed reads it to lay out its seat map. */
export interface SeatedEventRow {
  id: number;
  public_sku: string;
  stock_status: string;
}

/** Every EVENT_SEAT product, in id order (the seed gives each a seat map). */
export function listSeatedEvents(db: Database): SeatedEventRow[] {
  return db.prepare(`SELECT id, public_sku, stock_status FROM products WHERE type = 'EVENT_SEAT' ORDER BY id`).all() as SeatedEventRow[];
}

/** Laying out seat maps, one statement for the whole seed: answers a function that inserts one seat with its stored status. */
export function seatMapInserter(db: Database): (productId: number, seatId: string, row: string, col: number, status: EventSeatRow['status']) => void {
  const insert = db.prepare('INSERT INTO event_seats (product_id, seat_id, row_label, col, status) VALUES (?, ?, ?, ?, ?)');
  return (productId, seatId, row, col, status) => {
    insert.run(productId, seatId, row, col, status);
  };
}
