/*
 * Numbered seats of an EVENT_SEAT product. The map is stored (event_seats:
 * AVAILABLE, SOLD or KEEP_EMPTY); a session holds seats in seat_reservations
 * for 15 minutes, or for as long as they sit in one of its open carts (the
 * cart's add calls holdSeatsForCart). Once that cart becomes an order the
 * seats read as SOLD. Reservations belong to the session's owner (`s:<id>`,
 * or `u:<id>` when signed in), who alone sees them as `is_mine`.
 */
import type { ProductRow } from '../catalogue/catalogue';
import type { CartRow } from '../cart/cart-service';
import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';

/** How long a reservation holds without a cart. */
export const SEAT_HOLD_MS = 15 * 60_000;
/** The most seats one session may hold per event (the library's MAX_SEATS_PER_ORDER). */
export const MAX_SEATS_PER_ORDER = 10;

export interface EventSeatJson {
  id: string;
  row: string;
  col: number;
  status: 'SOLD' | 'RESERVED' | 'AVAILABLE' | 'KEEP_EMPTY';
  is_mine: boolean;
}

interface SeatRow {
  seat_id: string;
  row_label: string;
  col: number;
  status: 'AVAILABLE' | 'SOLD' | 'KEEP_EMPTY';
  owner: string | null;
  expires_at: number | null;
  cart_status: string | null;
}

const seatsError = (status: 400 | 409, message: string) => new ApiError(status, 'EVENT_SEATS_ERROR', message);

/** Whether a reservation still counts at `now`, and whether its cart became an order. */
function holdState(row: Pick<SeatRow, 'owner' | 'expires_at' | 'cart_status'>, now: number): 'none' | 'held' | 'sold' {
  if (row.owner === null) return 'none';
  if (row.cart_status === 'ORDERED') return 'sold';
  if (row.cart_status === 'OPEN') return 'held';
  return (row.expires_at ?? 0) > now ? 'held' : 'none';
}

function seatRows(deps: AppDeps, productId: number): SeatRow[] {
  return deps.db
    .prepare(
      `SELECT s.seat_id, s.row_label, s.col, s.status, r.owner, r.expires_at,
              (SELECT c.status FROM carts c WHERE c.id = r.cart_id
                 AND EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.product_id = s.product_id)) AS cart_status
       FROM event_seats s LEFT JOIN seat_reservations r ON r.product_id = s.product_id AND r.seat_id = s.seat_id
       WHERE s.product_id = ? ORDER BY s.row_label, s.col`,
    )
    .all(productId) as SeatRow[];
}

/** The product's seat map as `owner` sees it (rows A…, columns from 1); [] for a product without one. */
export function seatMapFor(deps: AppDeps, productId: number, owner: string): EventSeatJson[] {
  const now = deps.now().getTime();
  return seatRows(deps, productId).map((row) => {
    const hold = row.status === 'AVAILABLE' ? holdState(row, now) : 'none';
    return {
      id: row.seat_id,
      row: row.row_label,
      col: row.col,
      status: hold === 'sold' ? 'SOLD' : hold === 'held' ? 'RESERVED' : row.status,
      is_mine: hold === 'held' && row.owner === owner,
    };
  });
}

/** The seat ids `owner` holds now for this product. */
export function seatsHeldBy(deps: AppDeps, productId: number, owner: string): string[] {
  return seatMapFor(deps, productId, owner)
    .filter((seat) => seat.is_mine)
    .map((seat) => seat.id);
}

/**
 * PUT /product/{id}/event_seats: `owner` now holds exactly `seatIds` (none releases them all) for 15
 * minutes. A seat held by someone else, sold or kept empty is 409; an unknown seat, more than
 * MAX_SEATS_PER_ORDER, or a product without numbered seats is 400. All or nothing.
 */
export function reserveSeats(deps: AppDeps, product: ProductRow, owner: string, seatIds: readonly string[]): EventSeatJson[] {
  if (product.type !== 'EVENT_SEAT') throw seatsError(400, 'Este producto no tiene asientos numerados.');
  const wanted = [...new Set(seatIds.map((id) => id.trim().toUpperCase()))];
  if (wanted.length > MAX_SEATS_PER_ORDER)
    throw seatsError(400, `Puedes elegir como máximo ${MAX_SEATS_PER_ORDER} asientos por compra.`);
  const now = deps.now().getTime();
  deps.db.transaction(() => {
    const rows = new Map(seatRows(deps, product.id).map((row) => [row.seat_id, row]));
    for (const id of wanted) {
      const row = rows.get(id);
      if (!row) throw seatsError(400, `El asiento ${id.slice(0, 10)} no existe en este evento.`);
      const hold = holdState(row, now);
      if (row.status !== 'AVAILABLE' || hold === 'sold') throw seatsError(409, `El asiento ${id} ya no está disponible. Elige otro.`);
      if (hold === 'held' && row.owner !== owner) throw seatsError(409, `Alguien más acaba de apartar el asiento ${id}. Elige otro.`);
    }
    // Release this owner's other seats of the event (kept only if chosen again), and the lapsed holds of the chosen ones.
    deps.db.prepare('DELETE FROM seat_reservations WHERE product_id = ? AND owner = ?').run(product.id, owner);
    const insert = deps.db.prepare(
      `INSERT INTO seat_reservations (product_id, seat_id, owner, expires_at, cart_id) VALUES (?, ?, ?, ?, NULL)
       ON CONFLICT (product_id, seat_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at, cart_id = NULL`,
    );
    for (const id of wanted) insert.run(product.id, id, owner, now + SEAT_HOLD_MS);
  })();
  return seatMapFor(deps, product.id, owner);
}

/**
 * The cart's hook (CartService.addItem): an EVENT_SEAT product goes to the cart with exactly the seats
 * its owner holds. Returns the line's quantity (the seats, whatever was there before) and ties the holds to
 * the cart, so they last while the line is in it; any other count is 400 EVENT_SEATS_ERROR.
 */
export function holdSeatsForCart(deps: AppDeps, cart: CartRow, product: ProductRow, quantity: number): number {
  const held = seatsHeldBy(deps, product.id, cart.owner);
  if (held.length === 0) throw seatsError(400, `Elige tus asientos de “${product.title}” antes de agregarlos al carrito.`);
  if (quantity !== held.length)
    throw seatsError(
      400,
      `La cantidad debe ser igual a los asientos que elegiste (${held.length === 1 ? '1 asiento' : `${held.length} asientos`}).`,
    );
  deps.db
    .prepare(`UPDATE seat_reservations SET cart_id = ? WHERE product_id = ? AND owner = ? AND seat_id IN (${held.map(() => '?').join(',')})`)
    .run(cart.id, product.id, cart.owner, ...held);
  return held.length;
}
