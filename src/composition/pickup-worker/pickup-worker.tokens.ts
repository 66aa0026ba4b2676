import type { PickupWorkerStore } from '../../usecases/pickup-worker/pickup-worker.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { PickupWorkerUseCases } from './pickup-worker.on-demand';

/** The pickup worker feature's tokens: its store. */
export const PICKUP_WORKER_TOKENS = {
  PickupWorkerStore: tokenFor<PickupWorkerStore>('PickupWorkerStore'),
} as const;

/** The pickup worker use cases, built by pickup-worker.on-demand.ts on the first call. Part of the feature's tokens. */
export const PICKUP_WORKER_USE_CASES = tokenFor<OnDemand<PickupWorkerUseCases>>('PickupWorker');
