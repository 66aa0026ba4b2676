import type { CardsStore } from '../../usecases/cards/cards.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { PaymentsUseCases } from './payments.on-demand';

/** The payments feature's tokens: the cards store (`tienda.CardsStore`, which logout clears). */
export const PAYMENTS_TOKENS = {
  /** The saved cards and the temporary card; its class loads on demand (stores.on-demand.ts). */
  CardsStore: tokenFor<CardsStore>('CardsStore'),
} as const;

/** The payments' use cases, built by payments.on-demand.ts on the first call. Part of the feature's tokens. */
export const PAYMENTS_USE_CASES = tokenFor<OnDemand<PaymentsUseCases>>('Payments');
