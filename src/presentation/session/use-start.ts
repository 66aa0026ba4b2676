import type { TiendaClient } from '../../index';
import { useTienda } from '../app/tienda-context';
import { useAsync } from '../shared/use-async';

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
  const { status, error, retry } = useAsync(() => startOnce(client), [client]);
  return { status, error, retry };
}
