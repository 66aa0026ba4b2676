import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import type { SessionStore } from '../../usecases/session/session.store';
import type { WarrantyRepository } from '../../usecases/warranty/warranty.repository';
import { EMPTY } from '../../usecases/warranty/warranty.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandStore, onDemandUseCase, sessionScoped } from '../on-demand';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { WARRANTY_TOKENS as T, WARRANTY_USE_CASES, warrantyTokenOf } from './warranty.tokens';

const load = loadOnce(() => import('./warranty.on-demand'));

/** The warranty store belongs to the session that filled it: a logout or another user's login empties it. Its class loads with the feature. */
const warrantyStore = (errors: ErrorHandler, session: SessionStore) =>
  onDemandStore(EMPTY, () => load().then((code) => sessionScoped(withListenerReports(new code.WarrantyStore(), errors), session)));

/** Binds the warranty store, repository and use cases; their code loads on first use. */
export const warrantyModule = new ContainerModule(({ bind }) => {
  bind(T.WarrantyStore).toResolvedValue(warrantyStore, [C.ErrorHandler, S.SessionStore]).inSingletonScope();
  bind(T.WarrantyRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<WarrantyRepository>(() => load().then((code) => new code.HttpWarrantyRepository(api))), [C.ApiClient])
    .inSingletonScope();
  for (const member of WARRANTY_USE_CASES) {
    bind(warrantyTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'warranty'))
      .inSingletonScope();
  }
});
