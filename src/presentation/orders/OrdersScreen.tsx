import './orders.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../domain/orders/order';
import { RequireUser } from '../account/RequireUser';
import { useClientSource } from '../app/tienda-context';
import { formatDate, formatPrice, productCount } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';

/** `/cuenta/pedidos`: the shopper's orders, newest first. */
export default function OrdersScreen() {
  return (
    <RequireUser label="Cargando tus pedidos…">
      <Orders />
    </RequireUser>
  );
}

type View = { status: 'loading' } | { status: 'ready'; orders: readonly Order[] } | { status: 'error'; error: unknown };

function Orders() {
  const source = useClientSource();
  const [view, setView] = useState<View>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setView({ status: 'loading' });
    source
      .get()
      .then((client) => client.orders.list({ page: 1 }))
      .then((orders) => live && setView({ status: 'ready', orders }))
      .catch((error) => live && setView({ status: 'error', error }));
    return () => {
      live = false;
    };
  }, [source, attempt]);

  return (
    <div className="orders">
      <PageTitle>Tus pedidos</PageTitle>
      {view.status === 'loading' ? <Loading label="Cargando tus pedidos…" /> : null}
      {view.status === 'error' ? <ErrorState error={view.error} subject="tus pedidos" onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {view.status === 'ready' && view.orders.length === 0 ? (
        <EmptyState
          action={
            <Link className="button button--primary" to="/">
              Ir a comprar
            </Link>
          }
        >
          Todavía no tienes pedidos.
        </EmptyState>
      ) : null}
      {view.status === 'ready' && view.orders.length > 0 ? (
        <ul className="orders__list">
          {view.orders.map((order) => (
            <li key={order.order_number} className="order-row" data-testid="order-row">
              <div className="order-row__main">
                <Link className="order-row__number" to={`/cuenta/pedidos/${encodeURIComponent(order.order_number)}`}>
                  Pedido {order.order_number}
                </Link>
                <span className="order-row__status">{order.title ?? 'En proceso'}</span>
              </div>
              <div className="order-row__meta">
                {order.created_date ? <span>{formatDate(order.created_date)}</span> : null}
                <span>{productCount(order.items.reduce((sum, item) => sum + item.quantity, 0))}</span>
                <span className="order-row__total">{formatPrice(order.totals.amount_total)}</span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
