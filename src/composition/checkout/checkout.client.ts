import type { CheckoutStore } from '../../usecases/checkout/checkout.store';
import type { CreateOrderUseCase } from '../../usecases/checkout/create-order.use-case';
import type { EditCheckoutUseCase } from '../../usecases/checkout/edit-checkout.use-case';
import type { LoadDeliveryOptionsUseCase } from '../../usecases/checkout/load-delivery-options.use-case';
import type { LoadInstallmentOptionsUseCase } from '../../usecases/checkout/load-installment-options.use-case';
import type { LoadPaymentOptionsUseCase } from '../../usecases/checkout/load-payment-options.use-case';
import type { LoadPickupOptionsUseCase } from '../../usecases/checkout/load-pickup-options.use-case';
import type { StartCheckoutUseCase } from '../../usecases/checkout/start-checkout.use-case';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { CHECKOUT_TOKENS, CHECKOUT_USE_CASES, checkoutTokenOf, type CheckoutUseCase } from './checkout.tokens';

/** `tienda.checkout`: from the cart to a placed order. */
export interface CheckoutNamespace {
  /** The checkout under way (memory only), its last preview, the options loaded, the step-up to show and the last order's outcome. */
  readonly store: CheckoutStore;
  /** Starts a checkout from the current cart, then asks for a first preview. */
  start(...args: Parameters<StartCheckoutUseCase['execute']>): ReturnType<StartCheckoutUseCase['execute']>;
  /**
   * One edit (`{ kind: 'deliveryOption', id }`, `'pickupOption'`, `'shippingAddress'`, `'paymentMethod'`,
   * `'savedCard'`, `'newCard'`, `'clearCard'`, `'installment'`, `'invoice'`, `'pickupContact'`, `'customerNote'`,
   * `'deliveryTimeRange'`, `'disableEarlyShipping'`, `'eventSeats'`), applied locally, then previewed.
   * Before `start`: checkoutIsNotStarted.
   */
  edit(...args: Parameters<EditCheckoutUseCase['execute']>): ReturnType<EditCheckoutUseCase['execute']>;
  /** The delivery options to one of the shopper's addresses. */
  loadDeliveryOptions(...args: Parameters<LoadDeliveryOptionsUseCase['execute']>): ReturnType<LoadDeliveryOptionsUseCase['execute']>;
  /** The pickup options for this cart. */
  loadPickupOptions(...args: Parameters<LoadPickupOptionsUseCase['execute']>): ReturnType<LoadPickupOptionsUseCase['execute']>;
  /** The payment methods offered (card ones hidden when the user's card payment is blocked). */
  loadPaymentOptions(...args: Parameters<LoadPaymentOptionsUseCase['execute']>): ReturnType<LoadPaymentOptionsUseCase['execute']>;
  /** The installment plans for a card's BIN, on the amount in whole cents. */
  loadInstallmentOptions(...args: Parameters<LoadInstallmentOptionsUseCase['execute']>): ReturnType<LoadInstallmentOptionsUseCase['execute']>;
  /**
   * Places the order: the rules of spec section 5 first, 3-D Secure for cards (`{ stepUp }` shows the
   * challenge), one order per idempotency key, reconciliation after a lost answer, and the success
   * sequence of spec section 4. Resolves `placed` or `pending` (an unfinished challenge).
   */
  createOrder(...args: Parameters<CreateOrderUseCase['execute']>): ReturnType<CreateOrderUseCase['execute']>;
}

/** The checkout feature's part of TiendaClient. */
export interface CheckoutClient {
  /**
   * The checkout: `start`, `edit`, the delivery, pickup, payment and installment options, `createOrder` and its store.
   */
  readonly checkout: CheckoutNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type CheckoutMembersMatch = Same<Exclude<keyof CheckoutNamespace, 'store'>, CheckoutUseCase> extends true ? true : never;
const membersMatch: CheckoutMembersMatch = true;
void membersMatch;

export function checkoutClient(resolve: Resolve): CheckoutClient {
  const store = lazily<CheckoutStore>(resolve, CHECKOUT_TOKENS.CheckoutStore);
  const checkout = Object.defineProperty(useCaseMembers(resolve, CHECKOUT_USE_CASES, checkoutTokenOf), 'store', { get: store, enumerable: true });
  return { checkout: checkout as unknown as CheckoutNamespace };
}
