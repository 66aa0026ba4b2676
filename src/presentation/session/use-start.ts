import { useCallback, useEffect, useState } from 'react';
import type { TiendaClient } from '../../index';
import { useTienda } from '../app/tienda-context';

// One start per client, even when React runs effects twice (StrictMode); forgotten on failure so a retry starts again.
const starts = new WeakMap<TiendaClient, Promise<void>>();

function startOnce(client: TiendaClient): Promise<void> {
  let running = starts.get(client);
  if (!running) {
    running = client.start().catch((error: unknown) => {
      starts.delete(client);
      throw error;
    });
    starts.set(client, running);
  }
  return running;
}

/** Starts the session and cart once for the app; `retry` after a failure. */
export function useStart(): { status: 'loading' | 'ready' | 'error'; error: unknown; retry: () => void } {
  const client = useTienda();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'error'; error: unknown }>({ status: 'loading', error: null });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading', error: null });
    startOnce(client).then(
      () => current && setState({ status: 'ready', error: null }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
  }, [client, attempt]);

  return { ...state, retry };
}
