import { BehaviorSubject, type Observable } from 'rxjs';

export type StoreStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * A framework-free store around a private BehaviorSubject. State is
 * immutable; `subscribe` and `getSnapshot` have the shape React's
 * useSyncExternalStore wants. A listener that throws is reported through
 * `onListenerError` (storeObserverThrewException) and does not stop the others.
 */
export class Store<S extends object> {
  private readonly subject: BehaviorSubject<S>;
  readonly state$: Observable<S>;
  onListenerError: (error: unknown) => void = () => undefined;

  constructor(initial: S) {
    this.subject = new BehaviorSubject<S>(Object.freeze({ ...initial }));
    this.state$ = this.subject.asObservable();
  }

  readonly getSnapshot = (): S => this.subject.getValue();

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
