import { useState } from 'react';
import type { Order } from '../../domain/orders/order';
import { ORDER_PAGE_SIZE } from '../../domain/orders/order-status';
import { useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';

/** The orders listed so far: the pages read, whether there are more, and how many the last page added. */
export interface OrderPages {
  orders: readonly Order[];
  page: number;
  hasMore: boolean;
  added: number;
}

export type More = { status: 'idle' } | { status: 'loading' } | { status: 'error'; error: unknown };

/** Adds a later page's orders to the list, leaving out any already listed (an order placed meanwhile shifts the pages). */
function merge(known: readonly Order[], next: readonly Order[]): Order[] {
  return [...known, ...next.filter((order) => !known.some((k) => k.order_number === order.order_number))];
}

/**
 * `/cuenta/pedidos`' view model: the first page of the shopper's orders, and
 * `showMore` for the next. `showMore` tells `onAdded` which row should take
 * the focus (the first new order, or the last one when none came).
 */
export function useOrderPages() {
  const source = useClientSource();
  const list = useQuery(['orders', 'list'], (client) =>
    client.orders.list({ page: 1 }).then((orders): OrderPages => ({ orders, page: 1, hasMore: orders.length >= ORDER_PAGE_SIZE, added: 0 })),
  );
  const [more, setMore] = useState<More>({ status: 'idle' });

  const showMore = async (onAdded: (focusIndex: number) => void) => {
    if (list.status !== 'ready' || more.status === 'loading') return;
    const { orders, page } = list.data;
    setMore({ status: 'loading' });
    try {
      const client = await source.get();
      const next = await client.orders.list({ page: page + 1 });
      const merged = merge(orders, next);
      onAdded(merged.length > orders.length ? orders.length : orders.length - 1);
      setMore({ status: 'idle' });
      list.set({ orders: merged, page: page + 1, hasMore: next.length >= ORDER_PAGE_SIZE, added: merged.length - orders.length });
    } catch (error) {
      setMore({ status: 'error', error });
    }
  };
  return { list, more, showMore };
}

// The order's actions (cancel, invoice, authorization number, bank slips, out-of-stock choices): their own chunk,
// fetched beside the order, so the page appears once with them in place.
const loadActions = () => import('../order-actions/OrderActions');
// The pickup block (place, hours, PIN, QR): only pickup orders load it, with the order, before the page appears.
const loadPickup = () => import('./PickupBlock');
export type OrderParts = { actions: Awaited<ReturnType<typeof loadActions>>; pickup: Awaited<ReturnType<typeof loadPickup>> | null };

/**
 * `/cuenta/pedidos/:number`'s view model: the order with the parts of the
 * page that come with it; `changed` shows the order an action answered, and
 * `refresh` reads it again quietly (kept on the page meanwhile).
 */
export function useOrder(number: string) {
  const source = useClientSource();
  const view = useQuery(['orders', 'get', number], async (client) => {
    const order = client.orders.get(number);
    const pickup = order.then((found) => (found.pickup_option ? loadPickup() : null));
    const [found, actions, pickupPart] = await Promise.all([order, loadActions(), pickup]);
    return { order: found, parts: { actions, pickup: pickupPart } as OrderParts };
  });
  const parts = view.data?.parts;
  const changed = (order: Order) => {
    if (parts) view.set({ order, parts });
  };
  const refresh = () => {
    source
      .get()
      .then((client) => client.orders.get(number))
      .then(changed)
      .catch(() => undefined);
  };
  return { view, changed, refresh };
}
