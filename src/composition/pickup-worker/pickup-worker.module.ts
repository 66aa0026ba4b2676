import { ContainerModule } from 'inversify';
import { EMPTY_PICKUP_WORKER, type PickupWorkerStore } from '../../usecases/pickup-worker/pickup-worker.store';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { SessionStore } from '../../usecases/session/session.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadOnce, onDemand, onDemandStore, sessionScoped } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { PICKUP_WORKER_TOKENS as T, PICKUP_WORKER_USE_CASES } from './pickup-worker.tokens';

const load = loadOnce(() => import('./pickup-worker.on-demand'));

/** The worker's lists belong to the session that filled them: a logout or another login empties them. The store's class loads with the feature. */
const pickupWorkerStore = (errors: ErrorHandler, session: SessionStore) =>
  onDemandStore<PickupWorkerStore>(EMPTY_PICKUP_WORKER, () =>
    load().then((code) => sessionScoped(withListenerReports(new code.PickupWorkerStore(), errors), session)),
  );

/** Binds the pickup-worker store and use cases; their code loads on first use. */
export const pickupWorkerModule = new ContainerModule(({ bind }) => {
  bind(T.PickupWorkerStore).toDynamicValue(built((get) => pickupWorkerStore(get(C.ErrorHandler), get(S.SessionStore)))).inSingletonScope();
  bind(PICKUP_WORKER_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'pickupWorker', () => load().then((code) => code.createPickupWorker)))
    .inSingletonScope();
});
