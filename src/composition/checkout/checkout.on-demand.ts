/**
 * The checkout's code (its use cases and repository, and the orders repository it places orders with), as one
 * chunk loaded on the first checkout call: every page's library carries only the module's binding.
 */
import { HttpCheckoutRepository } from '../../data/checkout/http-checkout.repository';
import { HttpOrdersRepository } from '../../data/orders/http-orders.repository';
import { registerCheckoutMessages } from '../../domain/checkout/checkout-messages';
import { CreateOrderUseCase } from '../../usecases/checkout/create-order.use-case';
import { EditCheckoutUseCase } from '../../usecases/checkout/edit-checkout.use-case';
import { LoadDeliveryOptionsUseCase } from '../../usecases/checkout/load-delivery-options.use-case';
import { LoadInstallmentOptionsUseCase } from '../../usecases/checkout/load-installment-options.use-case';
import { LoadPaymentOptionsUseCase } from '../../usecases/checkout/load-payment-options.use-case';
import { LoadPickupOptionsUseCase } from '../../usecases/checkout/load-pickup-options.use-case';
import { StartCheckoutUseCase } from '../../usecases/checkout/start-checkout.use-case';
import { CART_TOKENS } from '../cart/cart.tokens';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { ORDERS_TOKENS } from '../orders/orders.tokens';
import { PAYMENTS_TOKENS } from '../payments/payments.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { CHECKOUT_TOKENS as T } from './checkout.tokens';

// The Spanish copy of the checkout and payment causes, which this code can raise (not in every page's catalogue).
registerCheckoutMessages();

/** The use cases of `tienda.checkout`, one per member. */
export function createCheckout(get: Get) {
  const [store, clock, errors] = [get(T.CheckoutStore), get(T.CheckoutClock), get(C.ErrorHandler)];
  const repository = new HttpCheckoutRepository(get(C.ApiClient));
  return {
    /** Starts a checkout from the current cart, then asks for a first preview. */
    start: new StartCheckoutUseCase(store, get(CART_TOKENS.CartService), repository, errors),
    /**
     * One edit (`{ kind: 'deliveryOption', id }`, `'pickupOption'`, `'shippingAddress'`, `'paymentMethod'`,
     * `'savedCard'`, `'newCard'`, `'clearCard'`, `'installment'`, `'invoice'`, `'pickupContact'`, `'customerNote'`,
     * `'deliveryTimeRange'`, `'disableEarlyShipping'`, `'eventSeats'`), applied locally, then previewed.
     * Before `start`: checkoutIsNotStarted.
     */
    edit: new EditCheckoutUseCase(store, repository, clock, get(S.UserStore), errors),
    /** The delivery options to one of the shopper's addresses. */
    loadDeliveryOptions: new LoadDeliveryOptionsUseCase(store, repository, errors),
    /** The pickup options for this cart. */
    loadPickupOptions: new LoadPickupOptionsUseCase(store, repository, errors),
    /** The payment methods offered (card ones hidden when the user's card payment is blocked). */
    loadPaymentOptions: new LoadPaymentOptionsUseCase(store, get(S.UserStore), repository, errors),
    /** The installment plans for a card's BIN, on the amount in whole cents. */
    loadInstallmentOptions: new LoadInstallmentOptionsUseCase(store, repository, errors),
    /**
     * Places the order: the rules of spec section 5 first, 3-D Secure for cards (`{ stepUp }` shows the
     * challenge), one order per idempotency key, reconciliation after a lost answer, and the success
     * sequence of spec section 4. Resolves `placed` or `pending` (an unfinished challenge).
     */
    createOrder: new CreateOrderUseCase(
      store,
      repository,
      new HttpOrdersRepository(get(C.ApiClient)),
      get(ORDERS_TOKENS.OrdersStore),
      get(PAYMENTS_TOKENS.CardsStore),
      get(CART_TOKENS.CartService),
      clock,
      get(C.Logger),
      errors,
    ),
  };
}

export type CheckoutUseCases = ReturnType<typeof createCheckout>;
