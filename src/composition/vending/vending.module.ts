import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { VendingRepository } from '../../usecases/vending/vending.repository';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { VENDING_TOKENS as T, VENDING_USE_CASES, vendingTokenOf } from './vending.tokens';

const load = loadOnce(() => import('./vending.on-demand'));

/** Binds the vending repository and use cases; their code (and the vending schemas) load on the first call. */
export const vendingModule = new ContainerModule(({ bind }) => {
  bind(T.VendingRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<VendingRepository>(() => load().then((code) => new code.HttpVendingRepository(api))), [C.ApiClient])
    .inSingletonScope();
  for (const member of VENDING_USE_CASES) {
    bind(vendingTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'vending'))
      .inSingletonScope();
  }
});
