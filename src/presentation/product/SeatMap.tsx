import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { ProductEventSeat, ProductSummary } from '../../index';
import { MAX_SEATS_PER_ORDER, seatQuantity, seatRows } from '../../domain/product/seats';
import { errorMessage } from '../shared/error-message';
import { formatPrice } from '../shared/format';
import { choosable, useSeatMap } from './use-seat-map';

/** What each status is called, and its mark (so colour is never the only cue). */
const STATUS: Record<string, { word: string; mark: string }> = {
  AVAILABLE: { word: 'disponible', mark: 'seat--available' },
  SOLD: { word: 'vendido', mark: 'seat--sold' },
  RESERVED: { word: 'reservado', mark: 'seat--reserved' },
  KEEP_EMPTY: { word: 'no disponible', mark: 'seat--empty' },
};
const statusOf = (seat: ProductEventSeat) => STATUS[seat.status] ?? STATUS.KEEP_EMPTY!;

/** «Fila C, asiento 7, disponible». */
export function seatLabel(seat: ProductEventSeat): string {
  const word = seat.is_mine ? 'reservado para ti' : statusOf(seat).word;
  return `Fila ${seat.row ?? '?'}, asiento ${seat.col ?? '?'}, ${word}`;
}

/**
 * An event's seat map by row and column. Each seat is a toggle button (arrow keys move between seats, one tab
 * stop for the map); the seats chosen set the quantity. «Agregar al carrito» reserves them for this session,
 * then adds that many; a seat someone else took meanwhile shows the API's message and the map is read again.
 */
export default function SeatMap({ product, seats: initial }: { product: ProductSummary; seats: ProductEventSeat[] }) {
  const id = useId();
  const map = useSeatMap(product, initial);
  const { seats, chosen, limit, busy, outcome, toggle } = map;
  const [focus, setFocus] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const rows = seatRows(seats);
  const flat = rows.flatMap((row) => row.seats.filter((s): s is ProductEventSeat => s != null));
  const tabStop = focus ?? String((flat.find(choosable) ?? flat[0])?.id ?? '');
  const quantity = seatQuantity(chosen);

  const move = (event: KeyboardEvent, seat: ProductEventSeat) => {
    const r = rows.findIndex((row) => row.seats.includes(seat));
    const c = rows[r]!.seats.indexOf(seat);
    const find = (dr: number, dc: number): ProductEventSeat | null => {
      if (dr === 0) {
        for (let j = c + dc; j >= 0 && j < rows[r]!.seats.length; j += dc) if (rows[r]!.seats[j]) return rows[r]!.seats[j]!;
        return null;
      }
      for (let i = r + dr; i >= 0 && i < rows.length; i += dr) {
        const row = rows[i]!.seats;
        for (let d = 0; d < row.length; d++) for (const j of [c - d, c + d]) if (row[j]) return row[j]!;
      }
      return null;
    };
    const keys: Record<string, [number, number]> = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
    const step = keys[event.key];
    const next = step ? find(step[0], step[1]) : event.key === 'Home' ? rows[r]!.seats.find(Boolean) : event.key === 'End' ? [...rows[r]!.seats].reverse().find(Boolean) : null;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    if (!next) return;
    setFocus(String(next.id));
    [...(grid.current?.querySelectorAll<HTMLElement>('[data-seat]') ?? [])].find((el) => el.dataset.seat === String(next.id))?.focus();
  };

  function add() {
    return map.add({ empty: () => grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus() });
  }

  const chosenSeats = flat.filter((s) => chosen.includes(String(s.id)));
  return (
    <section className="seats" aria-labelledby={`${id}-title`} data-testid="seat-map">
      <h2 id={`${id}-title`} className="seats__title">
        Elige tus asientos
      </h2>
      <ul className="seats__legend" aria-label="Leyenda">
        <li>
          <span className="seat seat--available seat--sample" aria-hidden="true" /> Disponible
        </li>
        <li>
          <span className="seat seat--chosen seat--sample" aria-hidden="true" /> Elegido
        </li>
        <li>
          <span className="seat seat--reserved seat--sample" aria-hidden="true" /> Reservado
        </li>
        <li>
          <span className="seat seat--sold seat--sample" aria-hidden="true" /> Vendido
        </li>
        <li>
          <span className="seat seat--empty seat--sample" aria-hidden="true" /> No disponible
        </li>
      </ul>
      <p className="seats__stage" aria-hidden="true">
        Escenario
      </p>
      <div className="seats__scroll">
        <div className="seats__grid" ref={grid} role="group" aria-label="Mapa de asientos (usa las flechas para moverte)">
          {rows.map((row) => (
            <div key={String(row.row)} className="seats__row">
              <span className="seats__row-name" aria-hidden="true">
                {row.row}
              </span>
              {row.seats.map((seat, i) =>
                seat ? (
                  <button
                    key={String(seat.id)}
                    type="button"
                    data-seat={String(seat.id)}
                    className={`seat ${seat.is_mine ? 'seat--available' : statusOf(seat).mark}`}
                    aria-pressed={chosen.includes(String(seat.id))}
                    aria-disabled={!choosable(seat) || undefined}
                    aria-label={seatLabel(seat)}
                    tabIndex={String(seat.id) === tabStop ? 0 : -1}
                    onFocus={() => setFocus(String(seat.id))}
                    onClick={() => toggle(seat)}
                    onKeyDown={(event) => move(event, seat)}
                  >
                    <span aria-hidden="true">{seat.col}</span>
                  </button>
                ) : (
                  <span key={`gap-${i}`} className="seat seat--gap" aria-hidden="true" />
                ),
              )}
            </div>
          ))}
        </div>
      </div>
      <div className="seats__summary">
        <div className="field field--inline">
          <label htmlFor={`${id}-qty`}>Cantidad</label>
          <input id={`${id}-qty`} type="number" value={quantity} readOnly aria-describedby={`${id}-chosen`} />
        </div>
        <p id={`${id}-chosen`} className="seats__chosen" aria-live="polite">
          {chosenSeats.length
            ? `Asientos elegidos: ${chosenSeats.map((s) => `${s.row}${s.col}`).join(', ')} · Total ${formatPrice(product.price * chosenSeats.length)}`
            : 'Aún no eliges asientos.'}
        </p>
      </div>
      <p className="field__error" aria-live="polite">
        {limit ? `Puedes elegir hasta ${MAX_SEATS_PER_ORDER} asientos por pedido.` : null}
      </p>
      <button type="button" className="button button--primary button--large" data-testid="add-to-cart" aria-disabled={busy || undefined} onClick={add}>
        {busy ? 'Reservando…' : 'Agregar al carrito'}
      </button>
      <p className="add-to-cart__status" role="status" aria-live="polite">
        {outcome.kind === 'added' ? (
          <span className="message message--success">
            Agregado al carrito: {outcome.count} {outcome.count === 1 ? 'asiento' : 'asientos'} de {product.title}. <Link to="/carrito">Ver carrito</Link>
          </span>
        ) : null}
      </p>
      <div className="add-to-cart__status" role="alert">
        {outcome.kind === 'failed' ? <p className="message message--error">{errorMessage(outcome.error, 'los asientos')}</p> : null}
        {outcome.kind === 'empty' ? <p className="message message--error">Elige al menos un asiento en el mapa.</p> : null}
      </div>
    </section>
  );
}
