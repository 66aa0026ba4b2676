import type { AddPickupLocationUseCase } from '../../usecases/pickup-worker/add-pickup-location.use-case';
import type { LoadOrdersToDeliverUseCase, LoadOrdersToReceiveUseCase } from '../../usecases/pickup-worker/load-worker-orders.use-case';
import type { PickupWorkerStore } from '../../usecases/pickup-worker/pickup-worker.store';
import type { SetPickedUpUseCase } from '../../usecases/pickup-worker/set-picked-up.use-case';
import type { SetReceivedUseCase } from '../../usecases/pickup-worker/set-received.use-case';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { PICKUP_WORKER_TOKENS, PICKUP_WORKER_USE_CASES, pickupWorkerTokenOf, type PickupWorkerUseCase } from './pickup-worker.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/**
 * `tienda.pickupWorker`: the pickup-location staff's calls. Every call needs a signed-in user who is pickup staff
 * (`user.is_pickup_location_worker`): anonymous is onlyAnonymousTokenFound, anyone else NOT_ALLOWED «Solo el
 * personal de los puntos de recogida puede hacer esto.», both without a call.
 */
export interface PickupWorkerNamespace {
  /** The two lists (`toReceive`, `toDeliver`), kept up to date after receiving and handing over; emptied when the session changes. */
  readonly store: PickupWorkerStore;
  /** GET /pickup_locations/orders_to_receive: per location of the worker, the orders on their way there. */
  ordersToReceive: Call<LoadOrdersToReceiveUseCase>;
  /** GET /pickup_locations/orders_to_deliver: per location, the orders received and waiting for their buyer. */
  ordersToDeliver: Call<LoadOrdersToDeliverUseCase>;
  /** POST /pickup_locations/set_received: the order arrived (it becomes ReadyForPickup). */
  setReceived: Call<SetReceivedUseCase>;
  /** POST /pickup_locations/set_picked_up: the buyer took it, proven by the order's PIN (4 to 8 digits); it becomes Delivered. */
  setPickedUp: Call<SetPickedUpUseCase>;
  /** POST /pickup_locations/add_location: a restricted location added to the worker's choices, as a pickup option. */
  addLocation: Call<AddPickupLocationUseCase>;
}

export interface PickupWorkerClient {
  /** The pickup-location staff's calls, with its store. */
  readonly pickupWorker: PickupWorkerNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type PickupWorkerMembersMatch = Same<Exclude<keyof PickupWorkerNamespace, 'store'>, PickupWorkerUseCase> extends true ? true : never;
const membersMatch: PickupWorkerMembersMatch = true;
void membersMatch;

export function pickupWorkerClient(resolve: Resolve): PickupWorkerClient {
  const store = lazily<PickupWorkerStore>(resolve, PICKUP_WORKER_TOKENS.PickupWorkerStore);
  const pickupWorker = Object.defineProperty(useCaseMembers(resolve, PICKUP_WORKER_USE_CASES, pickupWorkerTokenOf), 'store', { get: store, enumerable: true });
  return { pickupWorker: pickupWorker as unknown as PickupWorkerNamespace };
}
