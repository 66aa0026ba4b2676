import type { AddressSelection } from './addresses.store';
import { SelectionUpdate } from './selection-update';

/**
 * Selects the shopper's pickup point (PUT /user/selected_pickup) by its id
 * or public_id, or none with null. Kept together with the selected address
 * in the store and in storage under the user's public_id (spec section 4).
 * An id the store's loaded pickup options do not hold is notFound, without a call.
 */
export class SelectPickupUseCase extends SelectionUpdate {
  execute(pickupId: string | number | null): Promise<AddressSelection> {
    return this.select('pickup', pickupId);
  }
}
