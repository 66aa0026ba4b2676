import { useSyncExternalStore } from 'react';

interface ExternalStore<S> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
}

const noSubscription = () => () => undefined;

/**
 * A store's state, or `initial` while there is no store yet (before the
 * library has loaded, on the server, and during hydration).
 */
export function useStoreState<S>(store: ExternalStore<S> | null | undefined, initial: S): S {
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    store ? store.getSnapshot : () => initial,
    () => initial,
  );
}
