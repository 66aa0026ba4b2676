/**
 * The addresses feature's code, as one chunk loaded on its first call:
 * every page's library carries only the module's bindings.
 */
import { HttpAddressesRepository } from '../../data/addresses/http-addresses.repository';
import { CreateAddressUseCase } from '../../usecases/addresses/create-address.use-case';
import { CreateTaxIdUseCase } from '../../usecases/addresses/create-tax-id.use-case';
import { DeleteAddressUseCase } from '../../usecases/addresses/delete-address.use-case';
import { DeleteTaxIdUseCase } from '../../usecases/addresses/delete-tax-id.use-case';
import { GetAddressGeolocationUseCase } from '../../usecases/addresses/get-address-geolocation.use-case';
import { ListAddressesUseCase } from '../../usecases/addresses/list-addresses.use-case';
import { ListPickupLocationsUseCase } from '../../usecases/addresses/list-pickup-locations.use-case';
import { ListTaxIdsUseCase } from '../../usecases/addresses/list-tax-ids.use-case';
import { LoadSelectionUseCase } from '../../usecases/addresses/load-selection.use-case';
import { SelectAddressUseCase } from '../../usecases/addresses/select-address.use-case';
import { SelectPickupUseCase } from '../../usecases/addresses/select-pickup.use-case';
import { SetAddressGeolocationUseCase } from '../../usecases/addresses/set-address-geolocation.use-case';
import { UpdateAddressUseCase } from '../../usecases/addresses/update-address.use-case';
import { UpdateTaxIdUseCase } from '../../usecases/addresses/update-tax-id.use-case';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { ADDRESSES_TOKENS as T, type AddressesUseCase } from './addresses.tokens';

export { HttpAddressesRepository };

/** Each member of `tienda.addresses` and its use case's class. */
export const USE_CASE_CLASSES = {
  list: ListAddressesUseCase,
  create: CreateAddressUseCase,
  update: UpdateAddressUseCase,
  remove: DeleteAddressUseCase,
  getGeolocation: GetAddressGeolocationUseCase,
  setGeolocation: SetAddressGeolocationUseCase,
  listTaxIds: ListTaxIdsUseCase,
  createTaxId: CreateTaxIdUseCase,
  updateTaxId: UpdateTaxIdUseCase,
  removeTaxId: DeleteTaxIdUseCase,
  selectAddress: SelectAddressUseCase,
  selectPickup: SelectPickupUseCase,
  loadSelection: LoadSelectionUseCase,
  listPickupLocations: ListPickupLocationsUseCase,
} satisfies Record<AddressesUseCase, unknown>;

const STORE = ACCOUNT_TOKENS.AddressesStore;
const WITH_STORE = [S.SessionStore, STORE, T.AddressesRepository];
const SELECTION = [S.SessionStore, S.UserStore, S.LoadUser, STORE, T.AddressesRepository, C.Storage];

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<AddressesUseCase, readonly symbol[]> = {
  list: WITH_STORE,
  create: WITH_STORE,
  update: WITH_STORE,
  remove: [...WITH_STORE, C.Storage],
  getGeolocation: [S.SessionStore, T.AddressesRepository],
  setGeolocation: WITH_STORE,
  listTaxIds: WITH_STORE,
  createTaxId: WITH_STORE,
  updateTaxId: WITH_STORE,
  removeTaxId: WITH_STORE,
  selectAddress: SELECTION,
  selectPickup: SELECTION,
  loadSelection: [S.SessionStore, S.UserStore, S.LoadUser, STORE, C.Storage],
  listPickupLocations: WITH_STORE,
};
