/*
 * An event's seat map (zod-free, so the seat picker can use it): the grid by row, choosing and unchoosing a
 * seat, and the quantity the choice means. A seat's status is SOLD, RESERVED, AVAILABLE or KEEP_EMPTY (the
 * fallback for a status this client does not know); `is_mine` marks a seat this session already holds.
 */
import type { EventSeatStatus } from '../payments/payment';

/** The statuses of a seat, as spec section 3 lists them (KEEP_EMPTY is also the fallback). */
export const SEAT_STATUSES = ['SOLD', 'RESERVED', 'AVAILABLE', 'KEEP_EMPTY'] as const satisfies readonly EventSeatStatus[];

/** The most seats one order may take. */
export const MAX_SEATS_PER_ORDER = 10;

/** What the seat rules read of a seat (a product page's event seat fits). */
export interface SeatLike {
  id: string;
  row: string | number | null;
  col: string | number | null;
  status: EventSeatStatus;
  is_mine?: boolean;
}

/** One row of the map: its seats by column, null where no seat is. */
export interface SeatRow<S extends SeatLike = SeatLike> {
  row: string;
  seats: (S | null)[];
}

const columnOf = (seat: SeatLike): number | null => {
  const col = typeof seat.col === 'number' ? seat.col : typeof seat.col === 'string' && seat.col.trim() ? Number(seat.col) : NaN;
  return Number.isInteger(col) && col >= 0 ? col : null;
};

const rowCompare = new Intl.Collator('es', { numeric: true }).compare;

/**
 * The seats as a grid: one entry per row (rows in natural order: A, B… or 1, 2… 10), each row's seats at
 * their column, from the smallest column of the whole map to the largest, null in the gaps. A seat without a
 * row or a whole-number column is left out; two seats on one place keep the first.
 */
export function seatRows<S extends SeatLike>(seats: readonly S[]): SeatRow<S>[] {
  const placed = seats.flatMap((seat) => {
    const col = columnOf(seat);
    return seat.row == null || String(seat.row).trim() === '' || col === null ? [] : [{ seat, row: String(seat.row).trim(), col }];
  });
  if (placed.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  for (const { col } of placed) {
    min = Math.min(min, col);
    max = Math.max(max, col);
  }
  const rows = new Map<string, (S | null)[]>();
  for (const { seat, row, col } of placed) {
    let line = rows.get(row);
    if (!line) rows.set(row, (line = Array.from({ length: max - min + 1 }, () => null)));
    line[col - min] ??= seat;
  }
  return [...rows.keys()].sort(rowCompare).map((row) => ({ row, seats: rows.get(row)! }));
}

/** Whether the shopper may choose the seat: it is AVAILABLE, or this session already holds it. */
export function isSeatChoosable(seat: Pick<SeatLike, 'status' | 'is_mine'>): boolean {
  return seat.status === 'AVAILABLE' || seat.is_mine === true;
}

/**
 * The choice after a click on `seat`: a chosen seat is unchosen; another is added when it can be chosen
 * (AVAILABLE or is_mine) and the choice holds fewer than MAX_SEATS_PER_ORDER; otherwise the choice stays
 * as it was (the same array).
 */
export function toggleSeat(selected: readonly string[], seat: Pick<SeatLike, 'id' | 'status' | 'is_mine'>): string[] {
  if (selected.includes(seat.id)) return selected.filter((id) => id !== seat.id);
  if (!isSeatChoosable(seat) || selected.length >= MAX_SEATS_PER_ORDER) return selected as string[];
  return [...selected, seat.id];
}

/** The quantity a choice of seats means: one per seat. */
export function seatQuantity(selected: readonly string[]): number {
  return selected.length;
}

/** The ids of the seats this session holds (is_mine), in map order: the choice to start from. */
export function mySeats(seats: readonly SeatLike[]): string[] {
  return seats.filter((seat) => seat.is_mine === true).map((seat) => seat.id);
}
