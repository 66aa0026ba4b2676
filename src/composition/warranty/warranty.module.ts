import { ContainerModule } from 'inversify';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { SessionStore } from '../../usecases/session/session.store';
import { EMPTY } from '../../usecases/warranty/warranty.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadOnce, onDemand, onDemandStore, sessionScoped } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { WARRANTY_TOKENS as T, WARRANTY_USE_CASES } from './warranty.tokens';

const load = loadOnce(() => import('./warranty.on-demand'));

/** The warranty store belongs to the session that filled it: a logout or another user's login empties it. Its class loads with the feature. */
const warrantyStore = (errors: ErrorHandler, session: SessionStore) =>
  onDemandStore(EMPTY, () => load().then((code) => sessionScoped(withListenerReports(new code.WarrantyStore(), errors), session)));

/** Binds the warranty store and use cases; their code loads on first use. */
export const warrantyModule = new ContainerModule(({ bind }) => {
  bind(T.WarrantyStore).toDynamicValue(built((get) => warrantyStore(get(C.ErrorHandler), get(S.SessionStore)))).inSingletonScope();
  bind(WARRANTY_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'warranty', () => load().then((code) => code.createWarranty)))
    .inSingletonScope();
});
