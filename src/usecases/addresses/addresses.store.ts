import type { UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

export interface AddressesState {
  status: StoreStatus;
  /** The shopper's shipping addresses (filled by the addresses feature, with checkout). */
  addresses: readonly unknown[];
  /** The pickup options the shopper can choose from. */
  pickupOptions: readonly unknown[];
  error: UseCaseError | null;
}

/**
 * The shopper's stored shipping addresses and pickup options. Empty until
 * the addresses and checkout features fill it; cleared on logout, on
 * becoming anonymous and on account deletion (spec section 4).
 */
export class AddressesStore extends Store<AddressesState> {
  constructor() {
    super({ status: 'idle', addresses: [], pickupOptions: [], error: null });
  }
  clearAddresses(): void {
    this.setState({ status: 'idle', addresses: [], error: null });
  }
  clearPickupOptions(): void {
    this.setState({ pickupOptions: [] });
  }
}
