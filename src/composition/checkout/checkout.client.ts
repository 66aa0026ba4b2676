import type { CheckoutStore } from '../../usecases/checkout/checkout.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { CheckoutUseCases } from './checkout.on-demand';
import { CHECKOUT_TOKENS as T, CHECKOUT_USE_CASES } from './checkout.tokens';

/** `tienda.checkout`: from the cart to a placed order. */
export interface CheckoutNamespace extends Calls<CheckoutUseCases> {
  /** The checkout under way (memory only), its last preview, the options loaded, the step-up to show and the last order's outcome. */
  readonly store: CheckoutStore;
}

/** The checkout feature's part of TiendaClient. */
export interface CheckoutClient {
  /**
   * The checkout: `start`, `edit`, the delivery, pickup, payment and installment options, `createOrder` and its store.
   */
  readonly checkout: CheckoutNamespace;
}

export function checkoutClient(resolve: Resolve): CheckoutClient {
  const calls = onDemandCalls(resolve, CHECKOUT_USE_CASES, {
    start: true,
    edit: true,
    loadDeliveryOptions: true,
    loadPickupOptions: true,
    loadPaymentOptions: true,
    loadInstallmentOptions: true,
    createOrder: true,
  });
  return { checkout: withGetters(calls, { store: lazily<CheckoutStore>(resolve, T.CheckoutStore) }) };
}
