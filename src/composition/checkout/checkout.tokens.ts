import { featureTokens } from '../on-demand';

/** The checkout's use cases, by their member on `tienda.checkout`. */
export const CHECKOUT_USE_CASES = [
  'start',
  'edit',
  'loadDeliveryOptions',
  'loadPickupOptions',
  'loadPaymentOptions',
  'loadInstallmentOptions',
  'createOrder',
] as const;
export type CheckoutUseCase = (typeof CHECKOUT_USE_CASES)[number];

const TOKEN_OF = {
  start: 'StartCheckout',
  edit: 'EditCheckout',
  loadDeliveryOptions: 'LoadDeliveryOptions',
  loadPickupOptions: 'LoadPickupOptions',
  loadPaymentOptions: 'LoadPaymentOptions',
  loadInstallmentOptions: 'LoadInstallmentOptions',
  createOrder: 'CreateOrder',
} as const satisfies Record<CheckoutUseCase, string>;

/** The checkout feature's tokens: its store, repository, clock and use cases (`tienda.StartCheckout`…). */
export const CHECKOUT_TOKENS = /* @__PURE__ */ featureTokens(
  [
    'CheckoutStore',
    'CheckoutRepository',
    'CheckoutClock',
    'StartCheckout',
    'EditCheckout',
    'LoadDeliveryOptions',
    'LoadPickupOptions',
    'LoadPaymentOptions',
    'LoadInstallmentOptions',
    'CreateOrder',
  ] as const,
  [] as const,
);

/** `start` → the StartCheckout token. */
export function checkoutTokenOf(member: CheckoutUseCase): symbol {
  return CHECKOUT_TOKENS[TOKEN_OF[member]];
}
