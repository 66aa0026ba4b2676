import './orders.css';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../domain/orders/order';
import { RequireUser } from '../account/RequireUser';
import { errorMessage } from '../shared/error-message';
import { formatDate, formatPrice, productCount } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { StatusChip } from './StatusChip';
import { useOrderPages } from './use-orders';

/** `/cuenta/pedidos`: the shopper's orders, newest first, 20 at a time («Ver más» asks for the next page). */
export default function OrdersScreen() {
  return (
    <RequireUser label="Cargando tus pedidos…">
      <Orders />
    </RequireUser>
  );
}

function Orders() {
  const { list: query, more, showMore } = useOrderPages();
  const list = useRef<HTMLUListElement>(null);
  // The first order of the page «Ver más» added: it takes the focus (the button may be gone).
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    if (focusAt.current === null || query.status !== 'ready') return;
    const link = list.current?.querySelectorAll<HTMLAnchorElement>('.order-row__number')[focusAt.current];
    focusAt.current = null;
    link?.focus();
  }, [query.status, query.data]);

  const view = query.status === 'ready' ? { ...query.data, more } : null;

  return (
    <div className="orders">
      <PageTitle>Tus pedidos</PageTitle>
      {query.status === 'loading' ? <Loading label="Cargando tus pedidos…" /> : null}
      {query.status === 'error' ? <ErrorState error={query.error} subject="tus pedidos" onRetry={query.reload} /> : null}
      {view && view.orders.length === 0 ? (
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
      {view && view.orders.length > 0 ? (
        <>
          <ul className="orders__list" ref={list}>
            {view.orders.map((order) => (
              <OrderRow key={order.order_number} order={order} />
            ))}
          </ul>
          <p className="visually-hidden" role="status">
            {view.page > 1 ? (view.added > 0 ? `Se agregaron ${view.added} ${view.added === 1 ? 'pedido' : 'pedidos'} a la lista.` : 'No hay más pedidos.') : ''}
          </p>
          {view.more.status === 'error' ? (
            <p className="message message--error orders__more-error" role="alert">
              {errorMessage(view.more.error, 'más pedidos')}
            </p>
          ) : null}
          {view.hasMore ? (
            <div className="orders__more">
              <button type="button" className="button button--secondary" onClick={() => showMore((index) => (focusAt.current = index))} aria-disabled={view.more.status === 'loading'}>
                {view.more.status === 'loading' ? 'Cargando más pedidos…' : view.more.status === 'error' ? 'Reintentar' : 'Ver más'}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

function OrderRow({ order }: { order: Order }) {
  const count = order.items.length > 0 ? order.items.reduce((sum, item) => sum + item.quantity, 0) : order.totals.quantity_total;
  return (
    <li className="order-row" data-testid="order-row">
      <div className="order-row__main">
        <Link className="order-row__number" to={`/cuenta/pedidos/${encodeURIComponent(order.order_number)}`}>
          Pedido {order.order_number}
        </Link>
        <StatusChip order={order} />
      </div>
      {order.title ? <p className="order-row__title">{order.title}</p> : null}
      <div className="order-row__meta">
        {order.created_date ? <span>{formatDate(order.created_date)}</span> : null}
        <span>{productCount(count)}</span>
        <span className="order-row__total">{formatPrice(order.totals.amount_total)}</span>
      </div>
    </li>
  );
}
