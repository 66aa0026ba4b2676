import { useCallback } from 'react';
import type { Address } from '../../domain/addresses/address';
import type { TiendaClient } from '../../index';
import type { AddressesState } from '../../usecases/addresses/addresses.store';
import { useClient, useClientSource, useShopperClient } from '../app/tienda-context';
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

/** `tienda.addresses`, loading the library first when needed. */
export function useAddressesApi(): () => Promise<TiendaClient['addresses']> {
  const source = useClientSource();
  return useCallback(() => source.get().then((client) => client.addresses), [source]);
}

/** What «Guardar dirección» sends: the address's fields, trimmed. */
export type AddressBody = Parameters<TiendaClient['addresses']['create']>[0];

/** The address form's view model (see `useAddressForm`). */
export interface AddressFormModel {
  /** The signed-in shopper a new address's name and phone start from: null on the server, during hydration and until the client exists. */
  me: TiendaClient['user']['store']['user'] | null;
  /** Creates the address, or updates `address` when there is one; answers the address as the server saved it. */
  save(body: AddressBody): Promise<Address>;
}

/**
 * The address form's view model: the shopper whose name and phone a new address starts with, and `save`, through
 * `tienda.addresses` (loading the library first when needed): `update` for the saved `address`, else `create`.
 */
export function useAddressForm(address: Address | null | undefined): AddressFormModel {
  const api = useAddressesApi();
  const me = useClient()?.user.store.user ?? null;
  const save = useCallback(
    async (body: AddressBody) => {
      const addresses = await api();
      return address ? await addresses.update({ id: address.id, changes: body }) : await addresses.create(body);
    },
    [api, address],
  );
  return { me, save };
}
