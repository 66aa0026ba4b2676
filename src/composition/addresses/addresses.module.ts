import { ContainerModule } from 'inversify';
import { INITIAL_ADDRESSES_STATE } from '../../usecases/addresses/addresses.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadStores, onDemand, onDemandStore } from '../on-demand';
import { ADDRESSES_TOKENS as T, ADDRESSES_USE_CASES } from './addresses.tokens';

/** Binds the addresses store and use cases; their code loads on first use. */
export const addressesModule = new ContainerModule(({ bind }) => {
  // Its class loads on demand (stores.on-demand.ts); until then it reads empty, and clearing it does nothing.
  bind(T.AddressesStore)
    .toDynamicValue(
      built((get) => {
        const errors = get(C.ErrorHandler);
        return onDemandStore(INITIAL_ADDRESSES_STATE, () => loadStores().then((code) => withListenerReports(new code.AddressesStore(), errors)));
      }),
    )
    .inSingletonScope();
  // The classes load with the first addresses call (addresses.on-demand.ts).
  bind(ADDRESSES_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'addresses', () => import('./addresses.on-demand').then((code) => code.createAddresses)))
    .inSingletonScope();
});
