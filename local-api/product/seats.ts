/*
 * Numbered seats of an EVENT_SEAT product. The map is stored (event_seats:
 * AVAILABLE, SOLD or KEEP_EMPTY; a SOLD seat names the order that bought it);
 * a session holds seats in seat_reservations for 15 minutes, or for as long
 * as they sit in one of its open carts (the cart's add calls holdSeatsForCart).
 * Reservations belong to the session's owner (`s:<id>`, or `u:<id>` when
 * signed in), who alone sees them as `is_mine`.
 *
 * Issue 23 (one seat sold to two customers): a seat line's quantity is always
 * its seats; a seat of an open cart stays held until it leaves the cart (line
 * removed, cart deleted), when it is released at once; placing the order checks
 * the seats again and marks each one SOLD with the order (sellCartSeats), and
 * cancelling the order makes them AVAILABLE again (releaseOrderSeats). Every
 * check-then-write runs in one immediate transaction, so of two shoppers going
 * for one seat at once exactly one gets it.
 */
import type { ProductRow } from '../catalog/catalogue';
import type { CartRow } from '../cart/cart-row';
import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';
import type { Database } from '../db/database';
import {
  deleteCartHolds,
  deleteCartProductHolds,
  deleteOwnerHoldsExcept,
  listCartSeats,
  listEventSeats,
  moveCartHolds,
  seatSeller,
  setHoldsCart,
  updateHoldsOwner,
  updateOrderSeatsAvailable,
  upsertSeatHolds,
  type EventSeatRow,
} from './seat-store';

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

const seatsError = (status: 400 | 409, message: string) => new ApiError(status, 'EVENT_SEATS_ERROR', message);

/** Whether a reservation still counts at `now`: while its cart is open with the event in it, else for 15 minutes. */
function holdState(row: Pick<EventSeatRow, 'owner' | 'expires_at' | 'cart_status'>, now: number): 'none' | 'held' {
  if (row.owner === null) return 'none';
  if (row.cart_status === 'OPEN') return 'held';
  return (row.expires_at ?? 0) > now ? 'held' : 'none';
}

/** Whether the seat is held in one of `owner`'s open carts (so only leaving that cart releases it). */
const inOpenCartOf = (row: EventSeatRow, owner: string) => row.owner === owner && row.cart_status === 'OPEN';

const seatWord = (count: number) => (count === 1 ? '1 asiento' : `${count} asientos`);

/** The product's seat map as `owner` sees it (rows A…, columns from 1); [] for a product without one. */
export function seatMapFor(deps: AppDeps, productId: number, owner: string): EventSeatJson[] {
  const now = deps.now().getTime();
  return listEventSeats(deps.db, productId).map((row) => {
    const hold = row.status === 'AVAILABLE' ? holdState(row, now) : 'none';
    return {
      id: row.seat_id,
      row: row.row_label,
      col: row.col,
      status: hold === 'held' ? 'RESERVED' : row.status,
      is_mine: hold === 'held' && row.owner === owner,
    };
  });
}

/**
 * PUT /product/{id}/event_seats: `owner` now holds exactly `seatIds` (none releases them all) for 15
 * minutes. A seat held by someone else, sold or kept empty is 409; so is a choice that leaves out a seat
 * of the owner's open cart (it stays held until it leaves the cart); an unknown seat, more than
 * MAX_SEATS_PER_ORDER, or a product without numbered seats is 400. All or nothing.
 */
export function reserveSeats(deps: AppDeps, product: ProductRow, owner: string, seatIds: readonly string[]): EventSeatJson[] {
  if (product.type !== 'EVENT_SEAT') throw seatsError(400, 'Este producto no tiene asientos numerados.');
  const wanted = [...new Set(seatIds.map((id) => id.trim().toUpperCase()))];
  if (wanted.length > MAX_SEATS_PER_ORDER)
    throw seatsError(400, `Puedes elegir como máximo ${MAX_SEATS_PER_ORDER} asientos por compra.`);
  const now = deps.now().getTime();
  deps.db
    .transaction(() => {
      const rows = new Map(listEventSeats(deps.db, product.id).map((row) => [row.seat_id, row]));
      for (const id of wanted) {
        const row = rows.get(id);
        if (!row) throw seatsError(400, `El asiento ${id.slice(0, 10)} no existe en este evento.`);
        const hold = holdState(row, now);
        if (row.status !== 'AVAILABLE') throw seatsError(409, `El asiento ${id} ya no está disponible. Elige otro.`);
        if (hold === 'held' && row.owner !== owner) throw seatsError(409, `Alguien más acaba de apartar el asiento ${id}. Elige otro.`);
      }
      const inCart = [...rows.values()].filter((row) => inOpenCartOf(row, owner)).map((row) => row.seat_id);
      const dropped = inCart.filter((id) => !wanted.includes(id));
      if (dropped.length > 0)
        throw seatsError(
          409,
          dropped.length === 1
            ? `El asiento ${dropped[0]} está en tu carrito. Para liberarlo, quítalo del carrito.`
            : `Los asientos ${dropped.join(', ')} están en tu carrito. Para liberarlos, quítalos del carrito.`,
        );
      // Release this owner's other seats of the event (none is in an open cart: that was refused above). The chosen
      // seats of the cart keep their cart; the others are held 15 minutes from now, lapsed holds of others replaced.
      deleteOwnerHoldsExcept(deps.db, product.id, owner, wanted);
      upsertSeatHolds(deps.db, product.id, owner, wanted.filter((id) => !inCart.includes(id)), now + SEAT_HOLD_MS);
    })
    .immediate();
  return seatMapFor(deps, product.id, owner);
}

/**
 * The cart's hook (CartService.addItem, inside its transaction): an EVENT_SEAT product goes to the cart
 * with exactly the seats its owner holds, apart from those in another open cart. Returns the line's
 * quantity (the seats, whatever was there before) and ties the holds to the cart, so they last while the
 * line is in it; any other count is 400 EVENT_SEATS_ERROR.
 */
export function holdSeatsForCart(deps: AppDeps, cart: CartRow, product: ProductRow, quantity: number): number {
  const now = deps.now().getTime();
  const held = listEventSeats(deps.db, product.id)
    .filter((row) => row.status === 'AVAILABLE' && row.owner === cart.owner && holdState(row, now) === 'held')
    .filter((row) => row.cart_status !== 'OPEN' || row.cart_id === cart.id)
    .map((row) => row.seat_id);
  if (held.length === 0) throw seatsError(400, `Elige tus asientos de “${product.title}” antes de agregarlos al carrito.`);
  if (quantity !== held.length)
    throw seatsError(400, `La cantidad debe ser igual a los asientos que elegiste (${seatWord(held.length)}).`);
  setHoldsCart(deps.db, cart.id, product.id, cart.owner, held);
  return held.length;
}

/** How many seats of the event cart `cartId` holds: a seat line's quantity. */
export function cartSeatCount(db: Database, cartId: number, productId: number): number {
  return listCartSeats(db, cartId, productId).length;
}

/**
 * PUT /cart/{id}/item/{itemId} on a seat line: the quantity is the seats and is not changed there (400
 * EVENT_SEATS_ERROR); seats are added on the event's map, or the line is removed.
 */
export function assertSeatQuantity(db: Database, cartId: number, product: ProductRow, quantity: number): void {
  const seats = cartSeatCount(db, cartId, product.id);
  if (quantity !== seats)
    throw seatsError(
      400,
      `La cantidad de un evento con asientos es la de tus asientos (${seatWord(seats)}). Para cambiarla, agrega asientos desde el mapa del evento o quita la línea.`,
    );
}

/** A seat line left the cart (removed, or the cart deleted): its seats are free again at once. Without `productId`, every seat of the cart. */
export function releaseCartSeats(db: Database, cartId: number, productId?: number): void {
  if (productId === undefined) deleteCartHolds(db, cartId);
  else deleteCartProductHolds(db, cartId, productId);
}

/**
 * At login (CartService.mergeOnLogin): the anonymous session's holds become the user's, and a seat line
 * that moves to another cart takes its seats along. Answers the seats the target cart now holds.
 */
export function handOverSeats(db: Database, fromCartId: number, to: { owner: string; cartId: number }, productId: number): number {
  moveCartHolds(db, fromCartId, to, productId);
  return cartSeatCount(db, to.cartId, productId);
}

/** At login: the holds of the anonymous owner (in a cart or not) become the user's. */
export function handOverHolds(db: Database, fromOwner: string, toOwner: string): void {
  updateHoldsOwner(db, fromOwner, toOwner);
}

const seatsGone = (product: Pick<ProductRow, 'title'>) =>
  seatsError(409, `Tus asientos de “${product.title}” ya no están apartados para este carrito. Quita la línea y elígelos de nuevo en el mapa del evento.`);

/**
 * Before an order is placed: each seat line's seats must still be held by the cart, not sold, and as
 * many as its units. The first line that is not is 409 EVENT_SEATS_ERROR.
 */
export function seatLineProblem(db: Database, cartId: number, lines: readonly { product: ProductRow; quantity: number }[]): ApiError | null {
  for (const { product, quantity } of lines) {
    if (product.type !== 'EVENT_SEAT') continue;
    const seats = listCartSeats(db, cartId, product.id);
    if (seats.length !== quantity || seats.some((seat) => seat.status !== 'AVAILABLE')) return seatsGone(product);
  }
  return null;
}

/**
 * Inside the order's transaction (order-service.ts insertOrder): checks each seat line again and marks
 * every one of its seats SOLD with order `orderId`, one per unit; the holds are done with. Throws (rolling
 * the order back) when a seat is not the cart's to sell.
 */
export function sellCartSeats(db: Database, cartId: number, orderId: number, lines: readonly { product: ProductRow; quantity: number }[]): void {
  const problem = seatLineProblem(db, cartId, lines);
  if (problem) throw problem;
  const sell = seatSeller(db, orderId);
  for (const { product } of lines) {
    if (product.type !== 'EVENT_SEAT') continue;
    for (const seat of listCartSeats(db, cartId, product.id)) if (!sell(product.id, seat.seat_id)) throw seatsGone(product);
    releaseCartSeats(db, cartId, product.id);
  }
}

/** A cancelled order's seats are AVAILABLE again (its units went back to stock with them). */
export function releaseOrderSeats(db: Database, orderId: number): void {
  updateOrderSeatsAvailable(db, orderId);
}
