import type { AddressesStore } from '../../usecases/addresses/addresses.store';
import type { CreateAddressUseCase } from '../../usecases/addresses/create-address.use-case';
import type { CreateTaxIdUseCase } from '../../usecases/addresses/create-tax-id.use-case';
import type { DeleteAddressUseCase } from '../../usecases/addresses/delete-address.use-case';
import type { DeleteTaxIdUseCase } from '../../usecases/addresses/delete-tax-id.use-case';
import type { GetAddressGeolocationUseCase } from '../../usecases/addresses/get-address-geolocation.use-case';
import type { ListAddressesUseCase } from '../../usecases/addresses/list-addresses.use-case';
import type { ListPickupLocationsUseCase } from '../../usecases/addresses/list-pickup-locations.use-case';
import type { ListTaxIdsUseCase } from '../../usecases/addresses/list-tax-ids.use-case';
import type { LoadSelectionUseCase } from '../../usecases/addresses/load-selection.use-case';
import type { SelectAddressUseCase } from '../../usecases/addresses/select-address.use-case';
import type { SelectPickupUseCase } from '../../usecases/addresses/select-pickup.use-case';
import type { SetAddressGeolocationUseCase } from '../../usecases/addresses/set-address-geolocation.use-case';
import type { UpdateAddressUseCase } from '../../usecases/addresses/update-address.use-case';
import type { UpdateTaxIdUseCase } from '../../usecases/addresses/update-tax-id.use-case';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { ADDRESSES_USE_CASES, addressesTokenOf, type AddressesUseCase } from './addresses.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/**
 * `tienda.addresses`: the signed-in shopper's addresses, tax ids, pickup
 * locations and the selected address and pickup point. Every call needs a
 * signed-in user (anonymous: onlyAnonymousTokenFound, without a call).
 */
export interface AddressesNamespace {
  /** Addresses, tax ids, pickup options and the selection (`selection`, `selectionOwner`). */
  readonly store: AddressesStore;
  /** GET /address into the store. */
  list: Call<ListAddressesUseCase>;
  /** Saves an address, checked first by spec section 5's rules (invalidAddress with a Spanish message, without a call). */
  create: Call<CreateAddressUseCase>;
  /** Changes some fields of a saved address, checked first as `create` is. */
  update: Call<UpdateAddressUseCase>;
  /** Deletes a saved address (and forgets it as the selected one). */
  remove: Call<DeleteAddressUseCase>;
  /** The address's pinned point: `{lat, lng}`, both null when unpinned. */
  getGeolocation: Call<GetAddressGeolocationUseCase>;
  /** Pins the address (`{id, lat, lng}`), or unpins it with both null; bad coordinates are invalidAddress without a call. */
  setGeolocation: Call<SetAddressGeolocationUseCase>;
  /** GET /taxid into the store's `taxIds`. */
  listTaxIds: Call<ListTaxIdsUseCase>;
  /** Saves a NIT (check digit verified first) or CF; a bad one is NOT_ALLOWED without a call. */
  createTaxId: Call<CreateTaxIdUseCase>;
  /** Replaces a tax id's data (`{id, data}`), checked as `createTaxId`. */
  updateTaxId: Call<UpdateTaxIdUseCase>;
  /** Deletes a tax id. */
  removeTaxId: Call<DeleteTaxIdUseCase>;
  /** Selects an address (or none with null); kept with the pickup selection per user. */
  selectAddress: Call<SelectAddressUseCase>;
  /** Selects a pickup point (or none with null); kept with the address selection per user. */
  selectPickup: Call<SelectPickupUseCase>;
  /** The signed-in user's selection as this device kept it (else as the user record has it), into the store. */
  loadSelection: Call<LoadSelectionUseCase>;
  /** The pickup locations, with hours per weekday as HH:MM, parking, cut-off and map links, into the store. */
  listPickupLocations: Call<ListPickupLocationsUseCase>;
}

/** The addresses feature's part of TiendaClient. */
export interface AddressesClient {
  /** The signed-in shopper's addresses, tax ids, pickup locations and selection, with its store. */
  readonly addresses: AddressesNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type AddressesMembersMatch = Same<Exclude<keyof AddressesNamespace, 'store'>, AddressesUseCase> extends true ? true : never;
const membersMatch: AddressesMembersMatch = true;
void membersMatch;

export function addressesClient(resolve: Resolve): AddressesClient {
  const store = lazily<AddressesStore>(resolve, ACCOUNT_TOKENS.AddressesStore);
  const addresses = Object.defineProperty(useCaseMembers(resolve, ADDRESSES_USE_CASES, addressesTokenOf), 'store', { get: store, enumerable: true });
  return { addresses: addresses as unknown as AddressesNamespace };
}
