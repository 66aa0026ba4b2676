import { ContainerModule } from 'inversify';
import { INITIAL_CARDS_STATE } from '../../usecases/cards/cards.store';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built } from '../feature';
import { loadStores, onDemand, onDemandStore } from '../on-demand';
import { PAYMENTS_TOKENS as T, PAYMENTS_USE_CASES } from './payments.tokens';

/** Binds the cards store and the payments' use cases; their code loads on first use. */
export const paymentsModule = new ContainerModule(({ bind }) => {
  // Its class loads on demand (stores.on-demand.ts); until then it reads empty, and clearing it does nothing.
  bind(T.CardsStore)
    .toDynamicValue(
      built((get) => {
        const errors = get(C.ErrorHandler);
        return onDemandStore(INITIAL_CARDS_STATE, () => loadStores().then((code) => withListenerReports(new code.CardsStore(), errors)));
      }),
    )
    .inSingletonScope();
  bind(PAYMENTS_USE_CASES)
    .toDynamicValue((context) => onDemand(context, 'payments', () => import('./payments.on-demand').then((code) => code.createPayments)))
    .inSingletonScope();
});
