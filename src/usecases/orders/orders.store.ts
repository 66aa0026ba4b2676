import type { UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

export interface OrdersState {
  status: StoreStatus;
  /** The shopper's orders (filled by the orders feature). */
  orders: readonly unknown[];
  error: UseCaseError | null;
}

/** The shopper's stored orders. Empty until the orders feature fills it; cleared on logout and account deletion. */
export class OrdersStore extends Store<OrdersState> {
  constructor() {
    super({ status: 'idle', orders: [], error: null });
  }
  clear(): void {
    this.setState({ status: 'idle', orders: [], error: null });
  }
}
