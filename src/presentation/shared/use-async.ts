import { useCallback, useEffect, useState, type DependencyList } from 'react';

export interface AsyncState<T> {
  /** The state of the latest load. */
  status: 'loading' | 'ready' | 'error';
  /** The latest successful answer; kept while a newer load runs, dropped on failure. */
  data: T | null;
  error: unknown;
  retry: () => void;
}

/**
 * One-shot loading for a screen: runs `load` when `deps` change (and on
 * retry), ignoring answers that arrive after the screen moved on.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<AsyncState<T>, 'retry'>>({ status: 'loading', data: null, error: null });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data, error: null }));
    load().then(
      (data) => current && setState({ status: 'ready', data, error: null }),
      (error: unknown) => current && setState({ status: 'error', data: null, error }),
    );
    return () => {
      current = false;
    };
    // `load` is a new closure on every render; `deps` say when it really changes.
  }, [...deps, attempt]);

  return { ...state, retry };
}
