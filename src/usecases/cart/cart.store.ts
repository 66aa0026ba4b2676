import type { Cart, CartItem, UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';
import type { LoginMerge } from './login-merge';
import type { PendingChange, ReplayRefusal } from './offline-cart';

export type { LoginMerge } from './login-merge';

/** Another open cart of the shopper's, with the lines to tell them about. */
export interface OtherCart {
  cartId: string;
  /** At login: the lines that stayed there. After `cart.open`: the lines of the cart left. */
  items: readonly CartItem[];
  /** True when the lines stayed there at login because they cannot share a cart with the account's. */
  keptApartAtLogin: boolean;
  /** A Spanish sentence naming the lines. */
  message: string;
}

/** What {@link CartStore} holds. */
export interface CartState {
  status: StoreStatus;
  cart: Cart | null;
  /** True while an add, update or remove is under way (the cart shown is the last good one). */
  updating: boolean;
  error: UseCaseError | null;
  /**
   * Another cart of the shopper's that `cart.open(otherCart.cartId)` switches to: set at
   * login when lines could not join the account's cart, and after `cart.open` (the cart left).
   */
  otherCart: OtherCart | null;
  /**
   * What the last login changed in the cart (lines added, quantities combined, lines the account
   * had), until the shopper changes the cart, dismisses it or signs out. Lines kept apart are `otherCart`'s.
   */
  loginMerge: LoginMerge | null;
  /** True while the cart cannot reach the server: `cart` is the shopper's saved copy, their last known cart. */
  offline: boolean;
  /** Changes made while offline, in the order they will be sent. */
  pending: readonly PendingChange[];
  /** Queued changes the server refused when they were sent, until the shopper dismisses them. */
  refusals: readonly ReplayRefusal[];
}

/** The current cart. A failure keeps the last good cart, so no line is lost from view. */
export class CartStore extends Store<CartState> {
  constructor() {
    super({ status: 'idle', cart: null, updating: false, error: null, otherCart: null, loginMerge: null, offline: false, pending: [], refusals: [] });
  }
  /** The cart in the state, or null. */
  get cart(): Cart | null {
    return this.getSnapshot().cart;
  }
  /** For use cases: a fetch started (a loaded cart stays shown, marked `updating`). */
  setLoading(): void {
    this.setState({ status: this.cart ? 'ready' : 'loading', updating: Boolean(this.cart), error: null });
  }
  /** For use cases: a change of the cart started. */
  setUpdating(): void {
    this.setState({ updating: true, error: null });
  }
  /** For use cases: the cart the server answered. */
  setCart(cart: Cart): void {
    this.setState({ status: 'ready', cart, updating: false, error: null, offline: false });
  }
  /** For use cases: the server cannot be reached; `cart` (the saved one, or the one shown) stays shown. */
  setOffline(cart: Cart | null): void {
    const shown = this.cart ?? cart;
    if (!shown) this.setState({ offline: true });
    else this.setState({ status: 'ready', cart: shown, updating: false, error: null, offline: true });
  }
  /** For use cases: the queue of changes made offline, and the refusals of those sent. */
  setQueue(pending: readonly PendingChange[], refusals: readonly ReplayRefusal[]): void {
    this.setState({ pending, refusals });
  }
  /** For use cases: a failure; a loaded cart stays, with status still ready. */
  setError(error: UseCaseError): void {
    this.setState({ status: this.cart ? 'ready' : 'error', updating: false, error });
  }
  /** For use cases: the other cart to offer (null: none). */
  setOtherCart(otherCart: OtherCart | null): void {
    this.setState({ otherCart });
  }
  /** For use cases: what the last login changed (null: nothing to tell). */
  setLoginMerge(loginMerge: LoginMerge | null): void {
    this.setState({ loginMerge });
  }
  /** The shopper has read what the login changed. */
  dismissLoginMerge(): void {
    if (this.getSnapshot().loginMerge) this.setState({ loginMerge: null });
  }
  /** Empties the state (logout, a new session). */
  clear(): void {
    this.setState({ status: 'idle', cart: null, updating: false, error: null, otherCart: null, loginMerge: null, offline: false, pending: [], refusals: [] });
  }
  /** Item count for the header badge. */
  get quantity(): number {
    return this.cart?.quantity_total ?? 0;
  }
}
