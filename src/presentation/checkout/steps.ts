/** The checkout's steps, in order, and which step fixes each failure of order creation. */
export const STEPS = [
  { id: 'entrega', name: 'Entrega' },
  { id: 'pago', name: 'Pago' },
  { id: 'factura', name: 'Factura' },
  { id: 'revisar', name: 'Revisar' },
] as const;

export type StepId = (typeof STEPS)[number]['id'];

export const stepIndex = (id: StepId) => STEPS.findIndex((step) => step.id === id);

/**
 * The step where the shopper fixes a failure of `createOrder` (spec section
 * 5's causes and the server's), or null when no step does (a network
 * failure, a lost session: the shopper stays where they are).
 */
export function stepForCause(cause: string): StepId | null {
  switch (cause) {
    case 'checkoutMissingDeliveryOption':
    case 'checkoutMissingContactInfo':
    case 'MISSING_DELIVERY_OPTION':
    case 'MISSING_CONTACT_INFO':
    case 'invalidAddress':
      return 'entrega';
    case 'checkoutMissingPaymentMethod':
    case 'checkoutMissingPaymentCard':
    case 'checkoutMissingInstallmentPaymentCard':
    case 'MISSING_PAYMENT_METHOD':
    case 'MISSING_CARD':
    case 'MISSING_NEW_CARD':
    case 'PAYMENT_ERROR':
    case 'INVALID_CARD_NUMBER':
    case 'CARD_INVALID_NUMBER':
    case 'CARD_EXPIRED':
    case 'CARD_INVALID_TYPE_OR_ISSUER':
    case '3DS_ENROLLMENT_CHECK_EXCEPTION':
    case '3DS_DECLINED':
    case 'INVALID_TRANSACTION':
    case 'CARD_TOKENIZATION_FAILED':
      return 'pago';
    default:
      return null;
  }
}

/** Causes that only the cart fixes: the shopper is sent back to it. */
export const CART_CAUSES = ['checkoutIsNotStarted', 'cartIsEmpty', 'cartAmountIsTooLow', 'CART_IS_EMPTY', 'CART_AMOUNT_IS_TOO_LOW'];

/** Where the shopper was in the checkout of a cart: a trip elsewhere (signing in again) comes back to the same step. */
export const memory: { last: { cartId: string; step: StepId; reached: number } | null } = { last: null };
