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
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { SESSION_TOKENS as S, SESSION_USE_CASES } from '../session/session.tokens';
import { ADDRESSES_TOKENS as T } from './addresses.tokens';

/** The use cases of `tienda.addresses`, one per member. */
export function createAddresses(get: Get) {
  const [session, user, loadUser] = [get(S.SessionStore), get(S.UserStore), get(SESSION_USE_CASES).user.load];
  const [store, storage, errors] = [get(T.AddressesStore), get(C.Storage), get(C.ErrorHandler)];
  const repository = new HttpAddressesRepository(get(C.ApiClient));
  return {
    /** GET /address into the store. */
    list: new ListAddressesUseCase(session, store, repository, errors),
    /** Saves an address, checked first by spec section 5's rules (invalidAddress with a Spanish message, without a call). */
    create: new CreateAddressUseCase(session, store, repository, errors),
    /** Changes some fields of a saved address, checked first as `create` is. */
    update: new UpdateAddressUseCase(session, store, repository, errors),
    /** Deletes a saved address (and forgets it as the selected one). */
    remove: new DeleteAddressUseCase(session, store, repository, storage, errors),
    /** The address's pinned point: `{lat, lng}`, both null when unpinned. */
    getGeolocation: new GetAddressGeolocationUseCase(session, repository, errors),
    /** Pins the address (`{id, lat, lng}`), or unpins it with both null; bad coordinates are invalidAddress without a call. */
    setGeolocation: new SetAddressGeolocationUseCase(session, store, repository, errors),
    /** GET /taxid into the store's `taxIds`. */
    listTaxIds: new ListTaxIdsUseCase(session, store, repository, errors),
    /** Saves a NIT (check digit verified first) or CF; a bad one is NOT_ALLOWED without a call. */
    createTaxId: new CreateTaxIdUseCase(session, store, repository, errors),
    /** Replaces a tax id's data (`{id, data}`), checked as `createTaxId`. */
    updateTaxId: new UpdateTaxIdUseCase(session, store, repository, errors),
    /** Deletes a tax id. */
    removeTaxId: new DeleteTaxIdUseCase(session, store, repository, errors),
    /** Selects an address (or none with null); kept with the pickup selection per user. */
    selectAddress: new SelectAddressUseCase(session, user, loadUser, store, repository, storage, errors),
    /** Selects a pickup point (or none with null); kept with the address selection per user. */
    selectPickup: new SelectPickupUseCase(session, user, loadUser, store, repository, storage, errors),
    /** The signed-in user's selection as this device kept it (else as the user record has it), into the store. */
    loadSelection: new LoadSelectionUseCase(session, user, loadUser, store, storage, errors),
    /** The pickup locations, with hours per weekday as HH:MM, parking, cut-off and map links, into the store. */
    listPickupLocations: new ListPickupLocationsUseCase(session, store, repository, errors),
  };
}

export type AddressesUseCases = ReturnType<typeof createAddresses>;
