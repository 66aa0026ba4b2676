/**
 * The checkout feature's code, as one chunk loaded on the first checkout
 * call: every page's library carries only the module's bindings.
 */
import { HttpCheckoutRepository } from '../../data/checkout/http-checkout.repository';
import { CreateOrderUseCase } from '../../usecases/checkout/create-order.use-case';
import { EditCheckoutUseCase } from '../../usecases/checkout/edit-checkout.use-case';
import { LoadDeliveryOptionsUseCase } from '../../usecases/checkout/load-delivery-options.use-case';
import { LoadInstallmentOptionsUseCase } from '../../usecases/checkout/load-installment-options.use-case';
import { LoadPaymentOptionsUseCase } from '../../usecases/checkout/load-payment-options.use-case';
import { LoadPickupOptionsUseCase } from '../../usecases/checkout/load-pickup-options.use-case';
import { StartCheckoutUseCase } from '../../usecases/checkout/start-checkout.use-case';
import { ACCOUNT_TOKENS as A } from '../account/account.tokens';
import { CART_TOKENS } from '../cart/cart.tokens';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { ORDERS_TOKENS } from '../orders/orders.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { CHECKOUT_TOKENS as T, type CheckoutUseCase } from './checkout.tokens';
import { registerCheckoutMessages } from '../../domain/checkout/checkout-messages';

// The Spanish copy of the checkout and payment causes, which this code can raise (not in every page's catalogue).
registerCheckoutMessages();

export { HttpCheckoutRepository };

/** Each member of `tienda.checkout` and its use case's class. */
export const USE_CASE_CLASSES = {
  start: StartCheckoutUseCase,
  edit: EditCheckoutUseCase,
  loadDeliveryOptions: LoadDeliveryOptionsUseCase,
  loadPickupOptions: LoadPickupOptionsUseCase,
  loadPaymentOptions: LoadPaymentOptionsUseCase,
  loadInstallmentOptions: LoadInstallmentOptionsUseCase,
  createOrder: CreateOrderUseCase,
} satisfies Record<CheckoutUseCase, unknown>;

const OPTIONS = [T.CheckoutStore, T.CheckoutRepository];

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<CheckoutUseCase, readonly symbol[]> = {
  start: [T.CheckoutStore, CART_TOKENS.CartService, T.CheckoutRepository],
  edit: [T.CheckoutStore, T.CheckoutRepository, T.CheckoutClock, S.UserStore],
  loadDeliveryOptions: OPTIONS,
  loadPickupOptions: OPTIONS,
  loadPaymentOptions: [T.CheckoutStore, S.UserStore, T.CheckoutRepository],
  loadInstallmentOptions: OPTIONS,
  createOrder: [
    T.CheckoutStore,
    T.CheckoutRepository,
    ORDERS_TOKENS.OrdersRepository,
    A.OrdersStore,
    A.CardsStore,
    CART_TOKENS.CartService,
    T.CheckoutClock,
    C.Logger,
  ],
};
