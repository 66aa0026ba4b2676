import type { UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

/** What {@link WishlistsStore} holds. */
export interface WishlistsState {
  status: StoreStatus;
  /** The public skus on the shopper's favourites, so hearts can render; null until `skus()` loaded them. */
  skus: ReadonlySet<string> | null;
  error: UseCaseError | null;
}

/** The state before anything is loaded (also what the library reads before this store's code has loaded). */
export const EMPTY: WishlistsState = { status: 'idle', skus: null, error: null };

/**
 * The skus on the signed-in shopper's favourites. Adding and removing change it at once (optimistically) and
 * undo their own change when the call fails. Emptied when the session changes.
 */
export class WishlistsStore extends Store<WishlistsState> {
  constructor() {
    super(EMPTY);
  }
  /** For use cases: a fetch started. */
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  /** For use cases: a failure; loaded skus stay, with status still ready. */
  setError(error: UseCaseError): void {
    this.setState({ status: this.getSnapshot().status === 'ready' ? 'ready' : 'error', error });
  }
  /** For use cases: the skus on the favourites. */
  setSkus(skus: Iterable<string>): void {
    this.setState({ status: 'ready', skus: new Set(skus), error: null });
  }
  /** Whether `sku` is on the list (false while the skus are not loaded). */
  has(sku: string): boolean {
    return this.getSnapshot().skus?.has(sku) ?? false;
  }
  /**
   * Puts `sku` on (or off) the list; answers whether that changed anything, so a failure undoes only its
   * own change. While the skus are not loaded there is nothing to change.
   */
  mark(sku: string, on: boolean): boolean {
    const skus = this.getSnapshot().skus;
    if (!skus || skus.has(sku) === on) return false;
    const next = new Set(skus);
    if (on) next.add(sku);
    else next.delete(sku);
    this.setState({ skus: next });
    return true;
  }
  /** Empties the state (the session changed). */
  clear(): void {
    this.setState(EMPTY);
  }
}
