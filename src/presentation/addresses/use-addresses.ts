import type { AddressesState } from '../../usecases/addresses/addresses.store';
import { useShopperClient } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';
import { useStoreState } from '../shared/use-store';

const IDLE: AddressesState = { status: 'idle', addresses: [], pickupOptions: [], taxIds: [], selection: { addressId: null, pickupId: null }, selectionOwner: null, error: null };

/** `tienda.addresses.store`: the addresses, the selection and the invoice data (empty until the library has loaded). */
export function useAddressesState(): AddressesState {
  const client = useShopperClient();
  return useStoreState(client?.addresses.store, IDLE);
}

/**
 * The addresses and the selection, listed into the store once the list is on
 * the page (the store keeps a failure), or once `enabled`; `reload` lists again, keeping the list shown.
 */
export function useAddressesLoad(enabled = true) {
  const load = useQuery(enabled ? ['addresses', 'list'] : null, (client) => {
    Promise.resolve()
      .then(() => client.addresses.loadSelection())
      .catch(() => undefined);
    return client.addresses.list().catch(() => undefined);
  });
  return { reload: load.refresh };
}

/** The invoice data (NIT or CF), listed into the store; the load's own status says loading, failed or done. */
export function useTaxIdsLoad() {
  return useQuery(['addresses', 'taxIds'], (client) => client.addresses.listTaxIds());
}

/** The point saved for address `id`, as the server has it, given to `apply` once it comes (a failure leaves the fields as they are). */
export function useSavedPoint(id: string | number, apply: (point: { lat: number | null; lng: number | null }) => void) {
  useQuery(['addresses', 'geolocation', id], (client, signal) =>
    client.addresses
      .getGeolocation(id)
      .then((saved) => {
        if (!signal.aborted) apply(saved);
      })
      .catch(() => undefined),
  );
}

/** The addresses alone, listed into the store once `enabled` (a failure leaves the list as it is). */
export function useAddressListLoad(enabled: boolean) {
  useQuery(enabled ? ['addresses', 'list', 'only'] : null, (client) => client.addresses.list().catch(() => undefined));
}
