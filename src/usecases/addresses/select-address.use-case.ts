import type { AddressSelection } from './addresses.store';
import { SelectionUpdate } from './selection-update';

/**
 * Selects the shopper's address (PUT /user/selected_address), or none with
 * null. The answer (the user) replaces the stored user; the selected address
 * and pickup point are then kept together, in the store and in storage under
 * the user's public_id (spec section 4). An id the store's loaded addresses
 * do not hold is notFound, without a call.
 */
export class SelectAddressUseCase extends SelectionUpdate {
  execute(addressId: string | number | null): Promise<AddressSelection> {
    return this.select('address', addressId);
  }
}
