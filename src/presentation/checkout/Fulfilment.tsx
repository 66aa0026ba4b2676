import type { CheckoutPreview } from '../../domain/checkout/checkout';
import { EventWhen } from '../shared/EventWhen';

type Item = CheckoutPreview['items'][number];
type Seat = CheckoutPreview['event_seats'][number];

const seatText = (seat: Seat) => (seat.row != null && seat.col != null ? `fila ${seat.row}, asiento ${seat.col}` : `asiento ${seat.id}`);

/**
 * How the shopper gets an order that is neither shipped nor picked up (review defect 5): a vending item at its
 * machine and slot, a seated event's tickets (with the event's date and the seats), anything else by email. Reads
 * the cart lines' optional extensions (`vending_slot`, `event`); without them it says the same in general words.
 */
export function Fulfilment({ items, seats, seated }: { items: readonly Item[]; seats: readonly Seat[]; seated: boolean }) {
  return (
    <ul className="fulfilment" data-testid="fulfilment">
      {items.map((item) => {
        const slot = item.vending_slot;
        if (slot || item.vending_machine_slot_id != null) {
          return (
            <li key={item.item_id} className="fulfilment__item">
              <strong>{item.product.title}</strong>
              <p>
                {slot
                  ? `Lo recoges en la máquina ${slot.machine_code}, posición ${slot.code}${slot.machine_address ? `: ${slot.machine_address}` : ''}.`
                  : `Lo recoges en la máquina expendedora, posición ${String(item.vending_machine_slot_id)}.`}
              </p>
              <p>Sin envío: paga en línea y retíralo en la máquina con el código que te enviamos por correo.</p>
            </li>
          );
        }
        const isSeat = item.product.type === 'EVENT_SEAT';
        if (isSeat || item.product.type === 'EVENT_TICKET') {
          return (
            <li key={item.item_id} className="fulfilment__item">
              <strong>{item.product.title}</strong>
              {item.event ? <EventWhen event={item.event} /> : null}
              {isSeat && seated && seats.length > 0 ? <p>Tus asientos: {seats.map(seatText).join('; ')}.</p> : null}
              <p>
                Entradas digitales, sin envío: {isSeat ? 'una por asiento, con la fila y el número' : 'una por entrada'}, en tu correo y en «Mis pedidos» en
                cuanto tu pago esté confirmado.
              </p>
            </li>
          );
        }
        return (
          <li key={item.item_id} className="fulfilment__item">
            <strong>{item.product.title}</strong>
            <p>Sin envío: lo recibes en tu correo y en «Mis pedidos».</p>
          </li>
        );
      })}
    </ul>
  );
}
