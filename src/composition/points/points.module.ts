import { ContainerModule } from 'inversify';
import { EMPTY } from '../../usecases/points/points.store';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { SessionStore } from '../../usecases/session/session.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadOnce, loadStores, onDemand, onDemandStore, sessionScoped } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { POINTS_TOKENS as T, POINTS_USE_CASES } from './points.tokens';

const load = loadOnce(() => import('./points.on-demand'));

/** The points store belongs to the session that filled it: a logout or another user's login empties it. Its class loads on demand. */
const pointsStore = (errors: ErrorHandler, session: SessionStore) =>
  onDemandStore(EMPTY, () => loadStores().then((code) => sessionScoped(withListenerReports(new code.PointsStore(), errors), session)));

/** Binds the points store and use cases; their code loads on first use. */
export const pointsModule = new ContainerModule(({ bind }) => {
  bind(T.PointsStore).toDynamicValue(built((get) => pointsStore(get(C.ErrorHandler), get(S.SessionStore)))).inSingletonScope();
  bind(POINTS_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'points', () => load().then((code) => code.createPoints)))
    .inSingletonScope();
});
