import { useMemo } from 'react';
import type { TiendaClient } from '../../index';
import { useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';

type Warranty = TiendaClient['warranty'];

/** `/cuenta/garantias`' data: the shopper's warranty claims. */
export function useWarrantyClaims() {
  return useQuery(['warranty', 'list'], (client) => client.warranty.list());
}

/** The item of order `number` whose warranty is claimed (null when the order has no such item). */
export function useClaimedItem(number: string, itemId: string) {
  return useQuery(['warranty', 'item', number, itemId], (client) =>
    client.orders.get(number).then((order) => order.items.find((item) => item.item_id === itemId) ?? null),
  );
}

/** The warranty actions: claim an item, cancel a claim (loading the library first when needed). */
export function useWarrantyActions() {
  const source = useClientSource();
  return useMemo(
    () => ({
      claim: (...args: Parameters<Warranty['claim']>) => source.get().then((client) => client.warranty.claim(...args)),
      cancel: (...args: Parameters<Warranty['cancel']>) => source.get().then((client) => client.warranty.cancel(...args)),
    }),
    [source],
  );
}
