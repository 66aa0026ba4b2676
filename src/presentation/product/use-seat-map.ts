import { useEffect, useRef, useState } from 'react';
import type { ProductEventSeat, ProductSummary } from '../../index';
import { MAX_SEATS_PER_ORDER, toggleSeat } from '../../domain/product/seats';
import { useClientSource } from '../app/tienda-context';
import { trackEvent } from '../tracking/track';

/** Where the seats' «Agregar al carrito» stands: nothing yet, none chosen, added (how many), or refused. */
export type SeatMapOutcome = { kind: 'idle' } | { kind: 'empty' } | { kind: 'added'; count: number } | { kind: 'failed'; error: unknown };

/** Whether the shopper may choose `seat`: an available one, or one this session holds. */
export const choosable = (seat: ProductEventSeat) => seat.status === 'AVAILABLE' || seat.is_mine;

/** What the seat map does at the moment `add` finds no seat chosen (it moves the focus to the map). */
export interface SeatMapMoves {
  empty?(): void;
}

/** An event's seat map's view model: see `useSeatMap`. */
export interface SeatMap {
  /** The map: `initial` (taken in again when it changes, until this session reserved or read it again), then the API's. */
  seats: ProductEventSeat[];
  /** The seats chosen, by id (those this session holds, at first). */
  chosen: string[];
  /** Whether the last press tried to choose more than `MAX_SEATS_PER_ORDER` seats. */
  limit: boolean;
  /** Whether a reservation is under way. */
  busy: boolean;
  outcome: SeatMapOutcome;
  /** Chooses `seat`, or lets it go; an unchoosable seat, or one more than the limit, changes nothing. */
  toggle(seat: ProductEventSeat): void;
  /** Reserves the seats chosen for this session, then adds that many to the cart; a press while one runs is ignored. */
  add(moves?: SeatMapMoves): Promise<void>;
}

/**
 * An event's seat map's view model for `product`: the seats and those chosen, and `add`, which reserves them
 * (`tienda.product.reserveSeats`) and adds as many to the cart. A seat someone else took meanwhile leaves the
 * API's message as the outcome and the map is read again (`tienda.catalog.loadProductPage`).
 */
export function useSeatMap(product: ProductSummary, initial: ProductEventSeat[]): SeatMap {
  const source = useClientSource();
  const [seats, setSeats] = useState(initial);
  const [chosen, setChosen] = useState<string[]>(() => initial.filter((s) => s.is_mine).map((s) => String(s.id)));
  const [limit, setLimit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SeatMapOutcome>({ kind: 'idle' });
  // The map this session sees arrives after hydration (its own held seats marked): taken in, unless the shopper has
  // already reserved or the map was read again here, which is newer.
  const own = useRef(false);
  useEffect(() => {
    if (own.current || initial === seats || (initial.length === 0 && seats.length === 0)) return;
    setSeats(initial);
    setChosen((now) => [...new Set([...now, ...initial.filter((s) => s.is_mine).map((s) => String(s.id))])].filter((key) => initial.some((s) => String(s.id) === key && choosable(s))));
  }, [initial]);

  const toggle = (seat: ProductEventSeat) => {
    if (!choosable(seat)) return;
    const key = String(seat.id);
    if (!chosen.includes(key) && chosen.length >= MAX_SEATS_PER_ORDER) {
      setLimit(true);
      return;
    }
    setLimit(false);
    setOutcome({ kind: 'idle' });
    setChosen(toggleSeat(chosen, seat));
  };

  async function refresh() {
    try {
      const client = await source.get();
      own.current = true;
      const page = await client.catalog.loadProductPage({ id: product.public_sku, include: ['EVENT_SEATS'] });
      const fresh = page.event_seats ?? [];
      setSeats(fresh);
      setChosen((now) => now.filter((key) => fresh.some((s) => String(s.id) === key && choosable(s))));
    } catch {
      // The message already shown says what happened; the map stays as it was.
    }
  }

  async function add(moves: SeatMapMoves = {}) {
    if (busy) return;
    if (!chosen.length) {
      setOutcome({ kind: 'empty' });
      moves.empty?.();
      return;
    }
    setBusy(true);
    setOutcome({ kind: 'idle' });
    try {
      const client = await source.get();
      own.current = true;
      const map = await client.product.reserveSeats(product.public_sku, chosen);
      setSeats(map);
      await client.cart.add({ product, quantity: chosen.length });
      trackEvent(client, 'add_to_cart', { sku: product.public_sku, quantity: chosen.length });
      setOutcome({ kind: 'added', count: chosen.length });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
      if ((error as { cause?: unknown })?.cause === 'EVENT_SEATS_ERROR') await refresh();
    } finally {
      setBusy(false);
    }
  }

  return { seats, chosen, limit, busy, outcome, toggle, add };
}
