import { useCallback, useEffect, useState } from 'react';
import type { PickupWorkerState } from '../../usecases/pickup-worker/pickup-worker.store';
import { useClient, useClientSource } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';
import type { WorkerApi } from './worker-types';

const IDLE: PickupWorkerState = { status: 'idle', toReceive: null, toDeliver: null, error: null };

/** `/recogidas`' view model: see `usePickupWorker`. */
export interface PickupWorkerView {
  /** The orders to receive and to hand over, per location, from the library's store (null lists until loaded). */
  lists: PickupWorkerState;
  /** The last load's failure, null once a load succeeds. */
  failure: unknown;
  /** Whether a load is under way. */
  loading: boolean;
  /** Loads both lists again (on the page, on «Actualizar», after a location is added). */
  load: () => Promise<void>;
  /** `tienda.pickupWorker`, loading the library first when needed: for the rows' and the add-a-location form's calls. */
  api: () => Promise<WorkerApi>;
}

/**
 * The pickup-location staff's lists and calls: both lists load once the screen is on the page (and again on
 * `load()`); the library keeps them in its store, and moves an order there once received or handed over.
 */
export function usePickupWorker(): PickupWorkerView {
  const source = useClientSource();
  // The library keeps the lists in its store, and moves an order there once received or handed over.
  const lists = useStoreState(useClient()?.pickupWorker.store, IDLE);
  const [failure, setFailure] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);

  const api = useCallback(async (): Promise<WorkerApi> => (await source.get()).pickupWorker, [source]);
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const worker = await api();
      await Promise.all([worker.ordersToReceive(), worker.ordersToDeliver()]);
      setFailure(null);
    } catch (error) {
      setFailure(error);
    } finally {
      setLoading(false);
    }
  }, [api]);
  useEffect(() => void load(), [load]);

  return { lists, failure, loading, load, api };
}
