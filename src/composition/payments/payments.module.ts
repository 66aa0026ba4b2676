import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { PaymentsRepository } from '../../usecases/payments/payments.repository';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { PAYMENTS_TOKENS as T, PAYMENTS_USE_CASES, paymentsTokenOf } from './payments.tokens';

const load = loadOnce(() => import('./payments.on-demand'));

/** Binds the payments repository and use cases; their code loads on first use. The cards store is the account module's. */
export const paymentsModule = new ContainerModule(({ bind }) => {
  bind(T.PaymentsRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<PaymentsRepository>(() => load().then((code) => new code.HttpPaymentsRepository(api))), [C.ApiClient])
    .inSingletonScope();
  for (const member of PAYMENTS_USE_CASES) {
    bind(paymentsTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'payments'))
      .inSingletonScope();
  }
});
