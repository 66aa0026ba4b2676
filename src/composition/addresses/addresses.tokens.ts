import type { AddressesStore } from '../../usecases/addresses/addresses.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { AddressesUseCases } from './addresses.on-demand';

/** The addresses feature's tokens: its store (`tienda.AddressesStore`, which logout clears). */
export const ADDRESSES_TOKENS = {
  /** Addresses, tax ids, pickup locations and the selection; its class loads on demand (stores.on-demand.ts). */
  AddressesStore: tokenFor<AddressesStore>('AddressesStore'),
} as const;

/** The addresses' use cases, built by addresses.on-demand.ts on the first call. Part of the feature's tokens. */
export const ADDRESSES_USE_CASES = tokenFor<OnDemand<AddressesUseCases>>('Addresses');
