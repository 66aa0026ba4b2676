import type { PickupWorkerStore } from '../../usecases/pickup-worker/pickup-worker.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { PickupWorkerUseCases } from './pickup-worker.on-demand';
import { PICKUP_WORKER_TOKENS as T, PICKUP_WORKER_USE_CASES } from './pickup-worker.tokens';

/**
 * `tienda.pickupWorker`: the pickup-location staff's calls. Every call needs a signed-in user who is pickup staff
 * (`user.is_pickup_location_worker`): anonymous is onlyAnonymousTokenFound, anyone else NOT_ALLOWED «Solo el
 * personal de los puntos de recogida puede hacer esto.», both without a call.
 */
export interface PickupWorkerNamespace extends Calls<PickupWorkerUseCases> {
  /** The two lists (`toReceive`, `toDeliver`), kept up to date after receiving and handing over; emptied when the session changes. */
  readonly store: PickupWorkerStore;
}

export interface PickupWorkerClient {
  /** The pickup-location staff's calls, with its store. */
  readonly pickupWorker: PickupWorkerNamespace;
}

export function pickupWorkerClient(resolve: Resolve): PickupWorkerClient {
  const calls = onDemandCalls(resolve, PICKUP_WORKER_USE_CASES, {
    ordersToReceive: true,
    ordersToDeliver: true,
    setReceived: true,
    setPickedUp: true,
    addLocation: true,
  });
  return { pickupWorker: withGetters(calls, { store: lazily<PickupWorkerStore>(resolve, T.PickupWorkerStore) }) };
}
