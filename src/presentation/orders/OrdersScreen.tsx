import './orders.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../domain/orders/order';
import { ORDER_PAGE_SIZE } from '../../domain/orders/order-status';
import { RequireUser } from '../account/RequireUser';
import { useClientSource } from '../app/tienda-context';
import { errorMessage } from '../shared/error-message';
import { formatDate, formatPrice, productCount } from '../shared/format';
import { PageTitle } from '../shared/PageTitle';
import { EmptyState, ErrorState, Loading } from '../shared/StatusViews';
import { StatusChip } from './StatusChip';

/** `/cuenta/pedidos`: the shopper's orders, newest first, 20 at a time («Ver más» asks for the next page). */
export default function OrdersScreen() {
  return (
    <RequireUser label="Cargando tus pedidos…">
      <Orders />
    </RequireUser>
  );
}

type More = { status: 'idle' } | { status: 'loading' } | { status: 'error'; error: unknown };
type View =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; orders: readonly Order[]; page: number; hasMore: boolean; more: More; added: number };

/** Adds a later page's orders to the list, leaving out any already listed (an order placed meanwhile shifts the pages). */
function merge(known: readonly Order[], next: readonly Order[]): Order[] {
  return [...known, ...next.filter((order) => !known.some((k) => k.order_number === order.order_number))];
}

function Orders() {
  const source = useClientSource();
  const [view, setView] = useState<View>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  // The first order of the page «Ver más» added: it takes the focus (the button may be gone).
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    setView({ status: 'loading' });
    source
      .get()
      .then((client) => client.orders.list({ page: 1 }))
      .then((orders) => live && setView({ status: 'ready', orders, page: 1, hasMore: orders.length >= ORDER_PAGE_SIZE, more: { status: 'idle' }, added: 0 }))
      .catch((error) => live && setView({ status: 'error', error }));
    return () => {
      live = false;
    };
  }, [source, attempt]);

  useEffect(() => {
    if (focusAt.current === null || view.status !== 'ready') return;
    const link = list.current?.querySelectorAll<HTMLAnchorElement>('.order-row__number')[focusAt.current];
    focusAt.current = null;
    link?.focus();
  }, [view]);

  const showMore = async () => {
    if (view.status !== 'ready' || view.more.status === 'loading') return;
    const { orders, page } = view;
    setView({ ...view, more: { status: 'loading' } });
    try {
      const client = await source.get();
      const next = await client.orders.list({ page: page + 1 });
      const merged = merge(orders, next);
      // The button goes when the last page is in: the focus goes to the first new order, or to the last one when none came.
      focusAt.current = merged.length > orders.length ? orders.length : orders.length - 1;
      setView({ status: 'ready', orders: merged, page: page + 1, hasMore: next.length >= ORDER_PAGE_SIZE, more: { status: 'idle' }, added: merged.length - orders.length });
    } catch (error) {
      setView({ ...view, more: { status: 'error', error } });
    }
  };

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
              <button type="button" className="button button--secondary" onClick={showMore} aria-disabled={view.more.status === 'loading'}>
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
