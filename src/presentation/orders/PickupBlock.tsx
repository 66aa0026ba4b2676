import { hoursText } from '../../domain/checkout/working-hours';
import type { Order } from '../../domain/orders/order';
import { useTask } from '../shared/use-query';
import { safeLink } from './order-links';

/** What the pickup QR encodes: the store's prefix, the order number and its PIN. */
export function pickupQrText(orderNumber: string, pin: string): string {
  return `TIENDA:${orderNumber}:${pin}`;
}

/**
 * Where and how to pick the order up: the location, the «PIN de recogida» in
 * large digits and, when the order says so (`show_order_qr`), a QR code the
 * staff can scan. The QR's drawing code (uqr) loads only then; its square is
 * reserved from the start so nothing moves when it appears.
 */
export function PickupBlock({ order }: { order: Order }) {
  const option = order.pickup_option;
  if (!option) return null;
  const hours = hoursText(option);
  const map = safeLink(option.google_maps_url);
  const qr = order.show_order_qr && order.pin ? pickupQrText(order.order_number, order.pin) : null;
  return (
    <section className="card order__part pickup" aria-labelledby="order-pickup">
      <h2 id="order-pickup">Recoger en tienda</h2>
      <div className="pickup__body">
        <div className="pickup__code">
          {order.pin ? (
            <dl className="pickup__pin">
              <dt>PIN de recogida</dt>
              <dd data-testid="pickup-pin">{order.pin}</dd>
            </dl>
          ) : (
            <p className="pickup__no-pin">Te daremos tu PIN de recogida cuando tu pedido esté listo.</p>
          )}
          <p className="pickup__help">Al recoger, muestra {qr ? 'el código QR o ' : ''}tu PIN y un documento de identidad. No compartas tu PIN con nadie más.</p>
        </div>
        {qr ? <PickupQr text={qr} orderNumber={order.order_number} /> : null}
      </div>
      <div className="pickup__where">
        <p className="pickup__place">
          <span className="icon orders-i-pin" aria-hidden="true" />
          <strong>{option.location_name}</strong>
        </p>
        {option.location_address ? <p>{option.location_address}</p> : null}
        {hours ? <p className="pickup__hours">Horario: {hours}</p> : null}
        {map ? (
          <p>
            <a href={map} target="_blank" rel="noopener noreferrer">
              Cómo llegar<span className="visually-hidden"> (se abre en otra pestaña)</span>
            </a>
          </p>
        ) : null}
        {order.pickup_contact?.name ? (
          <p>
            Recoge: {order.pickup_contact.name}
            {order.pickup_contact.phone ? `, ${order.pickup_contact.phone}` : ''}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function PickupQr({ text, orderNumber }: { text: string; orderNumber: string }) {
  const qr = useTask([text], () =>
    import('uqr').then(({ renderSVG }) => {
      // A quiet zone of 4 modules, as scanners expect; medium error correction survives a scratched screen.
      const svg = renderSVG(text, { ecc: 'M', border: 4, pixelSize: 8 });
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    }),
  );
  return (
    <div className="pickup__qr" data-testid="pickup-qr">
      {qr.status === 'ready' ? (
        <img src={qr.data} width={200} height={200} alt={`Código QR para recoger el pedido ${orderNumber}`} />
      ) : qr.status === 'error' ? (
        <p className="pickup__qr-note" role="alert">
          No pudimos mostrar el código QR. Usa tu PIN para recoger.
        </p>
      ) : (
        <p className="pickup__qr-note" role="status">
          Preparando el código QR…
        </p>
      )}
    </div>
  );
}
