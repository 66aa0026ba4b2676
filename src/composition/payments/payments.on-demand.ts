/** The payments feature's code, as one chunk loaded on its first call. */
import { HttpOrdersRepository } from '../../data/orders/http-orders.repository';
import { HttpPaymentsRepository } from '../../data/payments/http-payments.repository';
import { registerCheckoutMessages } from '../../domain/checkout/checkout-messages';
import { DeleteCardUseCase } from '../../usecases/cards/delete-card.use-case';
import { ListCardsUseCase } from '../../usecases/cards/list-cards.use-case';
import { LoadInstallmentOptionsUseCase } from '../../usecases/payments/load-installment-options.use-case';
import { PayOrderUseCase } from '../../usecases/payments/pay-order.use-case';
import { VerifyCardAmountUseCase } from '../../usecases/payments/verify-card-amount.use-case';
import { CHECKOUT_TOKENS } from '../checkout/checkout.tokens';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { ORDERS_TOKENS } from '../orders/orders.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { PAYMENTS_TOKENS as T } from './payments.tokens';

// The Spanish copy of the checkout and payment causes, which this code can raise (not in every page's catalogue).
registerCheckoutMessages();

/** The use cases of `tienda.payments`, one per member. */
export function createPayments(get: Get) {
  const [session, cards, errors] = [get(S.SessionStore), get(T.CardsStore), get(C.ErrorHandler)];
  const repository = new HttpPaymentsRepository(get(C.ApiClient));
  return {
    /** GET /payment_method/cc into `cards`. Needs a signed-in user. */
    listCards: new ListCardsUseCase(session, cards, repository, errors),
    /** Deletes a saved card by its instrument_id. Needs a signed-in user. */
    deleteCard: new DeleteCardUseCase(session, cards, repository, errors),
    /** The installment plans for an amount in quetzales. */
    installmentOptions: new LoadInstallmentOptionsUseCase(repository, errors),
    /**
     * Pays an existing order pending payment with a saved card (`{ existing_card_id }`) or a new one
     * (checked first, kept in memory only): the alternate card authorization, with 3-D Secure through
     * `stepUp` (the checkout's StepUpPort). `paid`, or `pending` with a cause and a Spanish message;
     * a refused charge rejects with PAYMENT_ERROR and the bank's message. The order is read again into
     * `tienda.orders.store`. Needs a signed-in user.
     */
    payOrder: new PayOrderUseCase(
      session,
      get(S.UserStore),
      repository,
      new HttpOrdersRepository(get(C.ApiClient)),
      get(ORDERS_TOKENS.OrdersStore),
      get(CHECKOUT_TOKENS.CheckoutClock),
      get(C.Logger),
      errors,
    ),
    /** Whether the verification amount the shopper read on their statement (quetzales) matches the charge of `referenceId`. */
    verifyCardAmount: new VerifyCardAmountUseCase(session, repository, errors),
  };
}

export type PaymentsUseCases = ReturnType<typeof createPayments>;
