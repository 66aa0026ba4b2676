import { useMemo } from 'react';
import type { TiendaClient } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';

type Orders = TiendaClient['orders'];

/** The order's actions (`tienda.orders`), loading the library first when needed; `current` is the order as the store last read it. */
export function useOrderCalls() {
  const source = useClientSource();
  return useMemo(() => {
    const orders = () => source.get().then((client) => client.orders);
    return {
      cancel: (...args: Parameters<Orders['cancel']>) => orders().then((o) => o.cancel(...args)),
      invoice: (...args: Parameters<Orders['invoice']>) => orders().then((o) => o.invoice(...args)),
      invoiceUrl: (...args: Parameters<Orders['invoiceUrl']>) => orders().then((o) => o.invoiceUrl(...args)),
      verifyAuthorizationNumber: (...args: Parameters<Orders['verifyAuthorizationNumber']>) => orders().then((o) => o.verifyAuthorizationNumber(...args)),
      uploadBankSlip: (...args: Parameters<Orders['uploadBankSlip']>) => orders().then((o) => o.uploadBankSlip(...args)),
      bankSlip: (...args: Parameters<Orders['bankSlip']>) => orders().then((o) => o.bankSlip(...args)),
      acceptShipInStock: (...args: Parameters<Orders['acceptShipInStock']>) => orders().then((o) => o.acceptShipInStock(...args)),
      removeOutOfStock: (...args: Parameters<Orders['removeOutOfStock']>) => orders().then((o) => o.removeOutOfStock(...args)),
      current: () => orders().then((o) => o.store.getSnapshot().current),
    };
  }, [source]);
}

/** What of order `orderNumber` can ship now and what waits (asked when the panel opens). */
export function useShipInStockSplit(orderNumber: string) {
  return useQuery(['orders', 'shipInStock', orderNumber], (client) => client.orders.shipInStock(orderNumber));
}

/** The bank account types a refund may go to, as the client is configured (none before the library has loaded). */
export function useBankAccountTypes() {
  return useClient()?.orders.bankAccountTypes ?? [];
}
