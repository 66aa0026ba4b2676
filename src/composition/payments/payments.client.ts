import type { CardsStore } from '../../usecases/cards/cards.store';
import type { DeleteCardUseCase } from '../../usecases/cards/delete-card.use-case';
import type { ListCardsUseCase } from '../../usecases/cards/list-cards.use-case';
import type { LoadInstallmentOptionsUseCase } from '../../usecases/payments/load-installment-options.use-case';
import type { PayOrderUseCase } from '../../usecases/payments/pay-order.use-case';
import type { VerifyCardAmountUseCase } from '../../usecases/payments/verify-card-amount.use-case';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { PAYMENTS_USE_CASES, paymentsTokenOf, type PaymentsUseCase } from './payments.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/** `tienda.payments`: saved cards (masked), installment plans, and paying an existing order by card. */
export interface PaymentsNamespace {
  /** The saved cards (numbers masked: BIN and last 4 at most) and the temporary card. */
  readonly cards: CardsStore;
  /** GET /payment_method/cc into `cards`. Needs a signed-in user. */
  listCards: Call<ListCardsUseCase>;
  /** Deletes a saved card by its instrument_id. Needs a signed-in user. */
  deleteCard: Call<DeleteCardUseCase>;
  /** The installment plans for an amount in quetzales. */
  installmentOptions: Call<LoadInstallmentOptionsUseCase>;
  /**
   * Pays an existing order pending payment with a saved card (`{ existing_card_id }`) or a new one
   * (checked first, kept in memory only): the alternate card authorization, with 3-D Secure through
   * `stepUp` (the checkout's StepUpPort). `paid`, or `pending` with a cause and a Spanish message;
   * a refused charge rejects with PAYMENT_ERROR and the bank's message. The order is read again into
   * `tienda.orders.store`. Needs a signed-in user.
   */
  payOrder: Call<PayOrderUseCase>;
  /** Whether the verification amount the shopper read on their statement (quetzales) matches the charge of `referenceId`. */
  verifyCardAmount: Call<VerifyCardAmountUseCase>;
}

export interface PaymentsClient {
  /** Saved cards, installment plans and paying an existing order by card. */
  readonly payments: PaymentsNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type PaymentsMembersMatch = Same<Exclude<keyof PaymentsNamespace, 'cards'>, PaymentsUseCase> extends true ? true : never;
const membersMatch: PaymentsMembersMatch = true;
void membersMatch;

export function paymentsClient(resolve: Resolve): PaymentsClient {
  const cards = lazily<CardsStore>(resolve, ACCOUNT_TOKENS.CardsStore);
  const payments = Object.defineProperty(useCaseMembers(resolve, PAYMENTS_USE_CASES, paymentsTokenOf), 'cards', { get: cards, enumerable: true });
  return { payments: payments as unknown as PaymentsNamespace };
}
