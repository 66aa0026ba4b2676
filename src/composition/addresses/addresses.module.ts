import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { AddressesRepository } from '../../usecases/addresses/addresses.repository';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { ADDRESSES_TOKENS as T, ADDRESSES_USE_CASES, addressesTokenOf } from './addresses.tokens';

// The classes load with the first addresses call (see addresses.on-demand.ts).
const load = loadOnce(() => import('./addresses.on-demand'));

/** Binds the addresses repository and use cases; their code loads on first use. The store is the account module's. */
export const addressesModule = new ContainerModule(({ bind }) => {
  bind(T.AddressesRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<AddressesRepository>(() => load().then((code) => new code.HttpAddressesRepository(api))), [C.ApiClient])
    .inSingletonScope();
  for (const member of ADDRESSES_USE_CASES) {
    bind(addressesTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'addresses'))
      .inSingletonScope();
  }
});
