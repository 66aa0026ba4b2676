import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatDate, formatPrice } from '../shared/format';
import { useAction } from './parts';
import type { WorkerApi, WorkerLocation, WorkerOrder } from './worker-types';

// The PIN form loads when «Entregar» is first pointed at, focused or pressed: most visits only look at the lists.
const loadPinForm = () => import('./PinForm');
const PinForm = lazy(loadPinForm);

type Props = { location: WorkerLocation; receive: boolean; api: () => Promise<WorkerApi>; onDone(text: string): void };

/** One location's orders of one list («Por recibir» when `receive`, else «Por entregar»), each with its action. */
export function LocationOrders(props: Props) {
  const { location, receive } = props;
  const id = useId();
  const count = location.orders.length;
  return (
    <section className="worker__location" aria-labelledby={id}>
      <h2 id={id} className="worker__location-name">
        <span className="icon icon--store" aria-hidden="true" />
        {location.location_name}
        <span className="worker__location-count">{count === 1 ? '1 pedido' : `${count} pedidos`}</span>
      </h2>
      {location.location?.location_address ? <p className="worker__address">{location.location.location_address}</p> : null}
      {count === 0 ? (
        <p className="worker__none">No hay pedidos por {receive ? 'recibir' : 'entregar'} en este punto.</p>
      ) : (
        <ul className="worker__orders">
          {location.orders.map((order) => (
            <OrderRow key={order.order_number} order={order} {...props} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order, location, receive, api, onDone }: Props & { order: WorkerOrder }) {
  const id = useId();
  const number = order.order_number;
  const who = order.customer_name ?? 'el cliente';
  const button = useRef<HTMLButtonElement>(null);
  const action = useAction(button, 'el pedido');
  const [delivering, setDelivering] = useState(false);
  // «Marcar recibido» asks first (issue 25: a mis-tap moved the order at once): «Sí, recibido» or «Cancelar».
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // «Cancelar» closed the PIN field or the question (and its focus with it): the row's button takes the focus back.
  const returning = useRef(false);
  useEffect(() => {
    if (!delivering && !confirming && returning.current) button.current?.focus();
    returning.current = false;
  }, [delivering, confirming]);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const count = `${order.quantity_total} ${order.quantity_total === 1 ? 'artículo' : 'artículos'}`;

  const facts: [string, ReactNode][] = [
    ['Cliente', order.customer_name ?? 'Sin nombre'],
    ...(order.customer_phone ? [['Teléfono', <a href={`tel:${order.customer_phone}`}>{order.customer_phone}</a>] as [string, ReactNode]] : []),
    ['Artículos', order.items.length > 0 ? <Items order={order} count={count} /> : count],
    ['Cobrar', order.amount_to_collect > 0 ? <strong className="worker-order__collect">{formatPrice(order.amount_to_collect)}</strong> : 'Nada: ya está pagado'],
  ];
  const date = !receive && order.received_date ? ['Recibido', order.received_date] : order.created_date ? ['Pedido el', order.created_date] : null;
  if (date) facts.push([date[0]!, formatDate(date[1]!)]);

  const press = () => (receive ? setConfirming(true) : setDelivering(true));
  const receiveNow = () => {
    setConfirming(false);
    void action.run(async () => {
      await (await api()).setReceived(number, location.public_id);
      onDone(`Pedido ${number} recibido en ${location.location_name}: ahora está en «Por entregar».`);
    });
  };

  return (
    <li className="worker-order" data-testid={`worker-order-${number}`}>
      <h3 className="worker-order__number">Pedido {number}</h3>
      <dl className="worker-order__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {delivering ? (
        <Suspense fallback={<p role="status" className="worker-pin worker-pin--loading">Preparando…</p>}>
          <PinForm
            number={number}
            who={who}
            send={async (pin) => {
              await (await api()).setPickedUp(number, location.public_id, pin);
              onDone(`Pedido ${number} entregado a ${who}.`);
            }}
            onCancel={() => {
              returning.current = true;
              setDelivering(false);
            }}
          />
        </Suspense>
      ) : confirming ? (
        <div className="worker-confirm" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} className="worker-confirm__question">
            ¿Recibiste el pedido {number} completo ({count})?
          </p>
          <div className="worker-confirm__actions">
            <button ref={confirmButton} type="button" className="button button--primary" onClick={receiveNow}>
              <span className="icon icon--package-check" aria-hidden="true" />
              Sí, recibido
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                returning.current = true;
                setConfirming(false);
              }}
            >
              Cancelar
            </button>
          </div>
        </div>
      ) : (
        <div className="worker-order__actions">
          <button
            ref={button}
            type="button"
            className="button button--primary button--large worker-order__button"
            onClick={() => void press()}
            onPointerEnter={receive ? undefined : () => void loadPinForm().catch(() => undefined)}
            onFocus={receive ? undefined : () => void loadPinForm().catch(() => undefined)}
            aria-disabled={action.sending || undefined}
            aria-describedby={action.problem ? `${id}-problem` : undefined}
            aria-label={`${receive ? 'Marcar recibido' : 'Entregar'} el pedido ${number}`}
          >
            <span className={receive ? 'icon icon--package-check' : 'icon icon--hand-helping'} aria-hidden="true" />
            {receive ? (action.sending ? 'Marcando…' : 'Marcar recibido') : 'Entregar'}
          </button>
          <p id={`${id}-problem`} role="alert" className="field__problem">
            {action.problem}
          </p>
        </div>
      )}
    </li>
  );
}

/** The order's lines, to check the parcel at the counter: «2 × Termo de acero» with its SKU. */
function Items({ order, count }: { order: WorkerOrder; count: string }) {
  return (
    <>
      <span className="visually-hidden">{count}: </span>
      <ul className="worker-order__items">
        {order.items.map((item, index) => (
          <li key={`${item.public_sku ?? item.title}-${index}`}>
            <span className="worker-order__qty">{item.quantity} ×</span> {item.title}
            {item.public_sku ? <span className="worker-order__sku"> · SKU {item.public_sku}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
