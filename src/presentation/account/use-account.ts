import { useCallback } from 'react';
import type { TiendaClient } from '../../index';
import { openOrdersLabel } from '../../domain/orders/order-rules';
import { ORDER_PAGE_SIZE } from '../../domain/orders/order-status';
import { useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';

/** `tienda.account`, loading the library first when needed: `const account = useAccount(); (await account()).signUp(…)`. */
export function useAccount(): () => Promise<TiendaClient['account']> {
  const source = useClientSource();
  return useCallback(() => source.get().then((client) => client.account), [source]);
}

/**
 * The account hub's count of open orders (on their way, to pay, to pick up), from the first page of the list, asked
 * once the hub is on the page: «3», «20+», or null while it loads, when it failed (the hub still works) and when
 * none is open.
 */
export function useOpenOrdersLabel(enabled: boolean): string | null {
  const orders = useQuery(enabled ? ['account', 'open-orders'] : null, (client) => client.orders.list({ page: 1 }));
  return orders.status === 'ready' ? openOrdersLabel(orders.data, ORDER_PAGE_SIZE) : null;
}
