import type { Order } from '../../domain/orders/order';
import { EventWhen } from '../shared/EventWhen';
import { formatDate } from '../shared/format';

/**
 * The order's tickets (review defect 6): one per seat or unit, each with its code, whether (and when) it was used,
 * and, from the optional extensions, the event, when and where it is, and the seat's row and number. Its own chunk:
 * only an order with tickets loads it.
 */
export default function EventTickets({ tickets }: { tickets: Order['event_tickets'] }) {
  return (
    <section className="card order__part order__tickets" aria-labelledby="order-tickets" data-testid="order-tickets">
      <h2 id="order-tickets">Tus entradas</h2>
      <ul>
        {tickets.map((ticket) => (
          <li key={ticket.ticket_code} className="ticket" data-testid="ticket">
            <span className="icon orders-i-ticket" aria-hidden="true" />
            <span className="ticket__about">
              {ticket.product_title ? <strong>{ticket.product_title}</strong> : null}
              {ticket.seat ? (
                <span className="ticket__seat">
                  Fila {ticket.seat.row}, asiento {ticket.seat.col}
                </span>
              ) : null}
              {ticket.event ? <EventWhen event={ticket.event} /> : null}
              <span>
                Código <code className="ticket__code">{ticket.ticket_code}</code>
              </span>
            </span>
            <span className={ticket.date_used ? 'ticket__used' : 'ticket__unused'}>{ticket.date_used ? `Usado el ${formatDate(ticket.date_used)}` : 'Sin usar'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
