import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { toUseCaseError, type TiendaClient, type UseCaseError } from '../../index';
import { useClientSource } from '../app/tienda-context';

/** What a query is about: the values its request depends on. A new key loads again; `null` loads nothing (yet). */
export type QueryKey = readonly unknown[] | null;

/** A signed-in screen's data: loading, failed (as the one error type, for `ErrorState`), or ready. */
export type Query<T> = (
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'error'; data: undefined; error: UseCaseError }
  | { status: 'ready'; data: T; error: undefined }
) & {
  /** Loads again (a «Reintentar»), showing `loading` meanwhile. */
  reload(): void;
  /** Loads again keeping what is shown (data or error) until the answer comes. */
  refresh(): void;
  /** Replaces the data the screen shows (a page more, the order an action returned), without a request; an updater applies only when ready. */
  set(data: T | ((current: T) => T)): void;
};

/** How a query behaves between keys and while the screen is busy elsewhere (see `useQuery`). */
export interface QueryOptions {
  keepPrevious?: boolean;
  paused?: boolean;
}

type Settled<T> = { at: string; status: 'ready'; data: T } | { at: string; status: 'error'; error: UseCaseError };

/**
 * The one way a signed-in screen gets its data: `fetch` runs with the client
 * (loading the library first if needed) once the screen is on the page, and
 * again when `key` changes or on `reload()`. A superseded or unmounted
 * request's answer is ignored, and its `signal` aborts (pass it on where the
 * client takes one). Server rendering and hydration show `loading`: the
 * session lives in the browser.
 *
 * `keepPrevious` keeps the last data on screen while a new key loads. `paused` starts nothing (and drops the answer of
 * a request under way) while it holds, keeping what is shown; once it ends, the same key is asked again, as a
 * `refresh()` (the screen a shopper is leaving, for instance, asks for nothing while the next one loads).
 *
 * @example const orders = useQuery(['orders', page], (client) => client.orders.list({ page }));
 */
export function useQuery<T>(
  key: QueryKey,
  fetch: (client: TiendaClient, signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): Query<T> {
  const source = useClientSource();
  return useSettled(key, (signal) => source.get().then((client) => fetch(client, signal)), source, options);
}

/**
 * The same states and cancellation for work that is not a client call: a module loaded on demand and what is
 * drawn with it (a QR code, sanitised HTML). `start` runs once the component is on the page, and again when `key`
 * changes or on `reload()`; the answer of a superseded or unmounted run is ignored.
 *
 * @example const qr = useTask([text], () => import('uqr').then(({ renderSVG }) => renderSVG(text)));
 */
export function useTask<T>(key: QueryKey, start: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): Query<T> {
  return useSettled(key, start, null, options);
}

/** useQuery and useTask: `scope` (the client's source) starts the work again when it changes, as a new key does. */
function useSettled<T>(key: QueryKey, run: (signal: AbortSignal) => Promise<T>, scope: unknown, { keepPrevious = false, paused = false }: QueryOptions): Query<T> {
  const [attempt, setAttempt] = useState(0);
  const [refreshes, setRefreshes] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const id = key === null ? null : JSON.stringify(key);
  const at = `${attempt}:${id}`;
  // The latest `run`, started from the effect: a new closure each render is not a new request.
  const start = useEffectEvent(run);

  useEffect(() => {
    if (id === null || paused) return;
    const controller = new AbortController();
    const now = `${attempt}:${id}`;
    start(controller.signal).then(
      (data) => controller.signal.aborted || setSettled({ at: now, status: 'ready', data }),
      (error: unknown) => controller.signal.aborted || setSettled({ at: now, status: 'error', error: toUseCaseError(error) }),
    );
    return () => controller.abort();
    // `refreshes` asks again under the same `at`: the answer replaces what is shown, without a `loading` between.
  }, [scope, id, attempt, refreshes, paused]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => setRefreshes((n) => n + 1), []);
  const set = useCallback(
    (next: T | ((current: T) => T)) =>
      setSettled((prev) => {
        if (typeof next !== 'function') return { at, status: 'ready', data: next };
        return prev?.at === at && prev.status === 'ready' ? { at, status: 'ready', data: (next as (current: T) => T)(prev.data) } : prev;
      }),
    [at],
  );
  // What is shown: nothing asked (idle); this key's answer; or, while it loads, nothing, or the last data with
  // `keepPrevious` (as chips that should not blink while a total changes). An answer for another key or attempt is
  // not this one's.
  const shown: { status: Query<T>['status']; data?: T; error?: UseCaseError } =
    id === null ? { status: 'idle' } : settled?.at === at || (keepPrevious && settled?.status === 'ready') ? settled! : { status: 'loading' };
  return { status: shown.status, data: shown.data, error: shown.error, reload, refresh, set } as Query<T>;
}
