import type { UseCaseError } from '../../domain';
import type { WarrantyClaim } from '../../domain/warranty/warranty';
import { Store, type StoreStatus } from '../shared/store';

/** What {@link WarrantyStore} holds. */
export interface WarrantyState {
  status: StoreStatus;
  /** The shopper's claims, newest first, as `list()` last answered them (null until it has). */
  claims: readonly WarrantyClaim[] | null;
  /** The claims of each order fetched with `forOrder(n)`, by order number. */
  byOrder: Readonly<Record<string, readonly WarrantyClaim[]>>;
  error: UseCaseError | null;
}

/** The state before anything is loaded (also what the library reads before this store's code has loaded). */
export const EMPTY: WarrantyState = Object.freeze({ status: 'idle', claims: null, byOrder: Object.freeze({}), error: null });

/** The signed-in shopper's warranty claims. Emptied when the session changes. */
export class WarrantyStore extends Store<WarrantyState> {
  constructor() {
    super(EMPTY);
  }
  /** For use cases: a fetch started. */
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  /** For use cases: a failure; listed claims stay, with status still ready. */
  setError(error: UseCaseError): void {
    this.setState({ status: this.getSnapshot().claims === null ? 'error' : 'ready', error });
  }
  /** The whole list, as GET /warranty answered it. */
  setClaims(claims: readonly WarrantyClaim[]): void {
    this.setState({ status: 'ready', claims: [...claims], error: null });
  }
  /** One order's claims, as GET /order/{n}/warranty answered them; each replaces its entry in the list. */
  setOrderClaims(orderNumber: string, claims: readonly WarrantyClaim[]): void {
    const state = this.getSnapshot();
    const list = state.claims === null ? null : state.claims.map((known) => claims.find((claim) => claim.id === known.id) ?? known);
    this.setState({ status: 'ready', claims: list, byOrder: { ...state.byOrder, [orderNumber]: [...claims] }, error: null });
  }
  /** A claim made or changed (cancelled): it replaces its entry, or leads the lists it belongs to. */
  putClaim(claim: WarrantyClaim): void {
    const state = this.getSnapshot();
    const put = (claims: readonly WarrantyClaim[]) =>
      claims.some((known) => known.id === claim.id) ? claims.map((known) => (known.id === claim.id ? claim : known)) : [claim, ...claims];
    const byOrder = claim.order_number && state.byOrder[claim.order_number] ? { ...state.byOrder, [claim.order_number]: put(state.byOrder[claim.order_number]!) } : state.byOrder;
    this.setState({ status: 'ready', claims: state.claims === null ? null : put(state.claims), byOrder, error: null });
  }
  /** Empties the state (the session changed). */
  clear(): void {
    this.setState(EMPTY);
  }
}
