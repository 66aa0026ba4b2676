/** The pickup-worker feature's code, as one chunk loaded on its first call. */
import { HttpPickupWorkerRepository } from '../../data/pickup-worker/http-pickup-worker.repository';
import { AddPickupLocationUseCase } from '../../usecases/pickup-worker/add-pickup-location.use-case';
import { LoadOrdersToDeliverUseCase, LoadOrdersToReceiveUseCase } from '../../usecases/pickup-worker/load-worker-orders.use-case';
import { PickupWorkerStore } from '../../usecases/pickup-worker/pickup-worker.store';
import { SetPickedUpUseCase } from '../../usecases/pickup-worker/set-picked-up.use-case';
import { SetReceivedUseCase } from '../../usecases/pickup-worker/set-received.use-case';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { PICKUP_WORKER_TOKENS as T, type PickupWorkerUseCase } from './pickup-worker.tokens';

export { HttpPickupWorkerRepository, PickupWorkerStore };

export const USE_CASE_CLASSES = {
  ordersToReceive: LoadOrdersToReceiveUseCase,
  ordersToDeliver: LoadOrdersToDeliverUseCase,
  setReceived: SetReceivedUseCase,
  setPickedUp: SetPickedUpUseCase,
  addLocation: AddPickupLocationUseCase,
} satisfies Record<PickupWorkerUseCase, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<PickupWorkerUseCase, readonly symbol[]> = {
  ordersToReceive: [S.SessionStore, S.UserStore, S.LoadUser, T.PickupWorkerStore, T.PickupWorkerRepository],
  ordersToDeliver: [S.SessionStore, S.UserStore, S.LoadUser, T.PickupWorkerStore, T.PickupWorkerRepository],
  setReceived: [S.SessionStore, S.UserStore, S.LoadUser, T.PickupWorkerStore, T.PickupWorkerRepository],
  setPickedUp: [S.SessionStore, S.UserStore, S.LoadUser, T.PickupWorkerStore, T.PickupWorkerRepository],
  addLocation: [S.SessionStore, S.UserStore, S.LoadUser, T.PickupWorkerRepository],
};
