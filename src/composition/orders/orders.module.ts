import { ContainerModule } from 'inversify';
import type { ApiClient } from '../../data/http/api-client';
import type { OrdersRepository } from '../../usecases/orders/orders.repository';
import { bankAccountTypesOf, type TiendaConfig } from '../config';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { loadOnce, onDemandRepository, onDemandUseCase } from '../on-demand';
import { ORDERS_TOKENS as T, ORDERS_USE_CASES, ordersTokenOf } from './orders.tokens';

// The classes load with the first orders call (see orders.on-demand.ts).
const load = loadOnce(() => import('./orders.on-demand'));

/** Binds the orders repository and use cases; their code loads on first use. The store is the account's OrdersStore. */
export const ordersModule = new ContainerModule(({ bind }) => {
  bind(T.OrdersRepository)
    .toResolvedValue((api: ApiClient) => onDemandRepository<OrdersRepository>(() => load().then((code) => new code.HttpOrdersRepository(api))), [C.ApiClient])
    .inSingletonScope();
  // The spec names account_type, not its values: they come from the client's configuration.
  bind(T.BankAccountTypes).toResolvedValue((config: TiendaConfig) => bankAccountTypesOf(config), [C.Config]).inSingletonScope();
  for (const member of ORDERS_USE_CASES) {
    bind(ordersTokenOf(member))
      .toDynamicValue((context) => onDemandUseCase(member, context, load, 'orders'))
      .inSingletonScope();
  }
});
