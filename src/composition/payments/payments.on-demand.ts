/** The payments feature's code, as one chunk loaded on its first call. */
import { HttpPaymentsRepository } from '../../data/payments/http-payments.repository';
import { DeleteCardUseCase } from '../../usecases/cards/delete-card.use-case';
import { ListCardsUseCase } from '../../usecases/cards/list-cards.use-case';
import { LoadInstallmentOptionsUseCase } from '../../usecases/payments/load-installment-options.use-case';
import { PayOrderUseCase } from '../../usecases/payments/pay-order.use-case';
import { VerifyCardAmountUseCase } from '../../usecases/payments/verify-card-amount.use-case';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { CHECKOUT_TOKENS } from '../checkout/checkout.tokens';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { ORDERS_TOKENS } from '../orders/orders.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { PAYMENTS_TOKENS as T, type PaymentsUseCase } from './payments.tokens';
import { registerCheckoutMessages } from '../../domain/checkout/checkout-messages';

// The Spanish copy of the checkout and payment causes, which this code can raise (not in every page's catalogue).
registerCheckoutMessages();

export { HttpPaymentsRepository };

export const USE_CASE_CLASSES = {
  listCards: ListCardsUseCase,
  deleteCard: DeleteCardUseCase,
  installmentOptions: LoadInstallmentOptionsUseCase,
  payOrder: PayOrderUseCase,
  verifyCardAmount: VerifyCardAmountUseCase,
} satisfies Record<PaymentsUseCase, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<PaymentsUseCase, readonly symbol[]> = {
  listCards: [S.SessionStore, ACCOUNT_TOKENS.CardsStore, T.PaymentsRepository],
  deleteCard: [S.SessionStore, ACCOUNT_TOKENS.CardsStore, T.PaymentsRepository],
  installmentOptions: [T.PaymentsRepository],
  payOrder: [S.SessionStore, S.UserStore, T.PaymentsRepository, ORDERS_TOKENS.OrdersRepository, ACCOUNT_TOKENS.OrdersStore, CHECKOUT_TOKENS.CheckoutClock, C.Logger],
  verifyCardAmount: [S.SessionStore, T.PaymentsRepository],
};
