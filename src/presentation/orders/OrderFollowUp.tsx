import type { Order } from '../../domain/orders/order';
import { safeLink } from './order-links';
import { OrderTimeline } from './OrderTimeline';
import { isCancelledStep } from './StatusChip';

/**
 * «Seguimiento»: when the order should arrive (promised and estimated ranges,
 * «Retrasado» when it is late; neither once cancelled or returned), its steps,
 * and the carriers' tracking links.
 */
export function OrderFollowUp({ order }: { order: Order }) {
  // A cancelled or returned order is not arriving: no dates, no delay.
  const stopped = isCancelledStep(order.step);
  const promised = stopped ? null : order.promised_delivery_range_text;
  const estimated = stopped ? null : order.estimated_delivery_range_text;
  const late = !stopped && order.is_delayed;
  const what = order.pickup_option ? 'para recoger' : 'de entrega';
  return (
    <section className="card order__part order__follow" aria-labelledby="order-follow">
      <h2 id="order-follow">Seguimiento</h2>
      {promised || estimated || late ? (
        <div className="order__dates" data-testid="order-dates">
          {late ? (
            <p>
              <span className="badge order__late">
                <span className="icon orders-i-late" aria-hidden="true" />
                Retrasado
              </span>
            </p>
          ) : null}
          {promised ? (
            <p>
              Fecha {what} prometida: <strong>{promised}</strong>
            </p>
          ) : null}
          {estimated && estimated !== promised ? (
            <p>
              Fecha {what} estimada: <strong>{estimated}</strong>
            </p>
          ) : null}
        </div>
      ) : null}
      <OrderTimeline order={order} />
      <TrackingLinks links={order.tracking_links} />
    </section>
  );
}

function TrackingLinks({ links }: { links: Order['tracking_links'] }) {
  const shown = links.filter((entry) => entry.number || safeLink(entry.link));
  if (shown.length === 0) return null;
  return (
    <div className="order__tracking">
      <h3>Rastreo del envío</h3>
      <ul>
        {shown.map((entry, i) => {
          const href = safeLink(entry.link);
          const text = entry.number ? `Guía ${entry.number}` : 'Rastrear el envío';
          return (
            <li key={`${entry.number ?? ''}-${i}`}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" className="order__track-link">
                  {text}
                  <span className="icon orders-i-external" aria-hidden="true" />
                  <span className="visually-hidden"> (se abre en otra pestaña)</span>
                </a>
              ) : (
                <span>{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
