import type { AddressesStore } from '../../usecases/addresses/addresses.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { AddressesUseCases } from './addresses.on-demand';
import { ADDRESSES_TOKENS as T, ADDRESSES_USE_CASES } from './addresses.tokens';

/**
 * `tienda.addresses`: the signed-in shopper's addresses, tax ids, pickup
 * locations and the selected address and pickup point. Every call needs a
 * signed-in user (anonymous: onlyAnonymousTokenFound, without a call).
 */
export interface AddressesNamespace extends Calls<AddressesUseCases> {
  /** Addresses, tax ids, pickup options and the selection (`selection`, `selectionOwner`). */
  readonly store: AddressesStore;
}

/** The addresses feature's part of TiendaClient. */
export interface AddressesClient {
  /** The signed-in shopper's addresses, tax ids, pickup locations and selection, with its store. */
  readonly addresses: AddressesNamespace;
}

export function addressesClient(resolve: Resolve): AddressesClient {
  const calls = onDemandCalls(resolve, ADDRESSES_USE_CASES, {
    list: true,
    create: true,
    update: true,
    remove: true,
    getGeolocation: true,
    setGeolocation: true,
    listTaxIds: true,
    createTaxId: true,
    updateTaxId: true,
    removeTaxId: true,
    selectAddress: true,
    selectPickup: true,
    loadSelection: true,
    listPickupLocations: true,
  });
  return { addresses: withGetters(calls, { store: lazily<AddressesStore>(resolve, T.AddressesStore) }) };
}
