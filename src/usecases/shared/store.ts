import { BehaviorSubject, type Observable } from 'rxjs';

/** Where a store's data is: nothing asked yet, loading, ready, or failed (its `error` says why). */
export type StoreStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A framework-free store around a private BehaviorSubject. State is
 * immutable; `subscribe` and `getSnapshot` have the shape React's
 * useSyncExternalStore wants. A listener that throws is reported through
 * `onListenerError` (storeObserverThrewException) and does not stop the others.
 */
export class Store<S extends object> {
  private readonly subject: BehaviorSubject<S>;
  /** Every state, the current one first: for RxJS consumers. */
  readonly state$: Observable<S>;
  /** Called when a `subscribe` listener throws; the client reports it as `storeObserverThrewException`. */
  onListenerError: (error: unknown) => void = () => undefined;

  constructor(initial: S) {
    this.subject = new BehaviorSubject<S>(Object.freeze({ ...initial }));
    this.state$ = this.subject.asObservable();
  }

  /** The current state (frozen; a new object after every change). React's `useSyncExternalStore` snapshot. */
  readonly getSnapshot = (): S => this.subject.getValue();

  /** Calls `listener` after every change (not for the current state); returns the unsubscribe function. */
  readonly subscribe = (listener: () => void): (() => void) => {
    let first = true;
    const subscription = this.subject.subscribe(() => {
      // BehaviorSubject replays the current value on subscribe; React only wants changes.
      if (first) {
        first = false;
        return;
      }
      try {
        listener();
      } catch (error) {
        this.onListenerError(error);
      }
    });
    return () => subscription.unsubscribe();
  };

  protected setState(patch: Partial<S>): void {
    this.subject.next(Object.freeze({ ...this.subject.getValue(), ...patch }));
  }
}
