import type { Cart, UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

export interface CartState {
  status: StoreStatus;
  cart: Cart | null;
  /** True while an add, update or remove is under way (the cart shown is the last good one). */
  updating: boolean;
  error: UseCaseError | null;
}

/** The current cart. A failure keeps the last good cart, so no line is lost from view. */
export class CartStore extends Store<CartState> {
  constructor() {
    super({ status: 'idle', cart: null, updating: false, error: null });
  }
  get cart(): Cart | null {
    return this.getSnapshot().cart;
  }
  setLoading(): void {
    this.setState({ status: this.cart ? 'ready' : 'loading', updating: Boolean(this.cart), error: null });
  }
  setUpdating(): void {
    this.setState({ updating: true, error: null });
  }
  setCart(cart: Cart): void {
    this.setState({ status: 'ready', cart, updating: false, error: null });
  }
  setError(error: UseCaseError): void {
    this.setState({ status: this.cart ? 'ready' : 'error', updating: false, error });
  }
  clear(): void {
    this.setState({ status: 'idle', cart: null, updating: false, error: null });
  }
  /** Item count for the header badge. */
  get quantity(): number {
    return this.cart?.quantity_total ?? 0;
  }
}
