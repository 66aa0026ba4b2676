import type { CardsStore } from '../../usecases/cards/cards.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { PaymentsUseCases } from './payments.on-demand';
import { PAYMENTS_TOKENS as T, PAYMENTS_USE_CASES } from './payments.tokens';

/** `tienda.payments`: saved cards (masked), installment plans, and paying an existing order by card. */
export interface PaymentsNamespace extends Calls<PaymentsUseCases> {
  /** The saved cards (numbers masked: BIN and last 4 at most) and the temporary card. */
  readonly cards: CardsStore;
}

export interface PaymentsClient {
  /** Saved cards, installment plans and paying an existing order by card. */
  readonly payments: PaymentsNamespace;
}

export function paymentsClient(resolve: Resolve): PaymentsClient {
  const calls = onDemandCalls(resolve, PAYMENTS_USE_CASES, { listCards: true, deleteCard: true, installmentOptions: true, payOrder: true, verifyCardAmount: true });
  return { payments: withGetters(calls, { cards: lazily<CardsStore>(resolve, T.CardsStore) }) };
}
