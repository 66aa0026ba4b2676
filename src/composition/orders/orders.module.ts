import { ContainerModule } from 'inversify';
import { INITIAL_ORDERS_STATE } from '../../usecases/orders/orders.store';
import { bankAccountTypesOf } from '../config';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadStores, onDemand, onDemandStore } from '../on-demand';
import { ORDERS_TOKENS as T, ORDERS_USE_CASES } from './orders.tokens';

/** Binds the orders store, the account types and the use cases; their code loads on first use. */
export const ordersModule = new ContainerModule(({ bind }) => {
  // Its class loads on demand (stores.on-demand.ts); until then it reads empty, and clearing it does nothing.
  bind(T.OrdersStore)
    .toDynamicValue(
      built((get) => {
        const errors = get(C.ErrorHandler);
        return onDemandStore(INITIAL_ORDERS_STATE, () => loadStores().then((code) => withListenerReports(new code.OrdersStore(), errors)));
      }),
    )
    .inSingletonScope();
  // The spec names account_type, not its values: they come from the client's configuration.
  bind(T.BankAccountTypes).toDynamicValue(built((get) => bankAccountTypesOf(get(C.Config)))).inSingletonScope();
  // The classes load with the first orders call (orders.on-demand.ts).
  bind(ORDERS_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'orders', () => import('./orders.on-demand').then((code) => code.createOrders)))
    .inSingletonScope();
});
