/** The pickup-worker feature's code, as one chunk loaded on its first call. */
import { HttpPickupWorkerRepository } from '../../data/pickup-worker/http-pickup-worker.repository';
import { AddPickupLocationUseCase } from '../../usecases/pickup-worker/add-pickup-location.use-case';
import { LoadOrdersToDeliverUseCase, LoadOrdersToReceiveUseCase } from '../../usecases/pickup-worker/load-worker-orders.use-case';
import { PickupWorkerStore } from '../../usecases/pickup-worker/pickup-worker.store';
import { SetPickedUpUseCase } from '../../usecases/pickup-worker/set-picked-up.use-case';
import { SetReceivedUseCase } from '../../usecases/pickup-worker/set-received.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { SESSION_TOKENS as S, SESSION_USE_CASES } from '../session/session.tokens';
import { PICKUP_WORKER_TOKENS as T } from './pickup-worker.tokens';

export { PickupWorkerStore };

/** The use cases of `tienda.pickupWorker`, one per member. */
export function createPickupWorker(get: Get) {
  const sessionStore = get(S.SessionStore);
  const userStore = get(S.UserStore);
  const loadUser = get(SESSION_USE_CASES).user.load;
  const pickupWorkerStore = get(T.PickupWorkerStore);
  const errors = get(C.ErrorHandler);
  const repository = new HttpPickupWorkerRepository(get(C.ApiClient));
  return {
    /** GET /pickup_locations/orders_to_receive: per location of the worker, the orders on their way there. */
    ordersToReceive: new LoadOrdersToReceiveUseCase(sessionStore, userStore, loadUser, pickupWorkerStore, repository, errors),
    /** GET /pickup_locations/orders_to_deliver: per location, the orders received and waiting for their buyer. */
    ordersToDeliver: new LoadOrdersToDeliverUseCase(sessionStore, userStore, loadUser, pickupWorkerStore, repository, errors),
    /** POST /pickup_locations/set_received: the order arrived (it becomes ReadyForPickup). */
    setReceived: new SetReceivedUseCase(sessionStore, userStore, loadUser, pickupWorkerStore, repository, errors),
    /** POST /pickup_locations/set_picked_up: the buyer took it, proven by the order's PIN (4 to 8 digits); it becomes Delivered. */
    setPickedUp: new SetPickedUpUseCase(sessionStore, userStore, loadUser, pickupWorkerStore, repository, errors),
    /** POST /pickup_locations/add_location: a restricted location added to the worker's choices, as a pickup option. */
    addLocation: new AddPickupLocationUseCase(sessionStore, userStore, loadUser, repository, errors),
  };
}

export type PickupWorkerUseCases = ReturnType<typeof createPickupWorker>;
