/*
 * Spec section 5, "Order creation requires": every rule CreateOrderUseCase
 * checks before it calls the server, in the spec's order, each failure with
 * its own cause. Zod-free: the review step may run it to explain a disabled
 * button.
 */
import { toCents } from './amounts';
import type { CheckoutState } from './checkout-state';
import type { PaymentMethod } from '../payments/payment';

/** The causes an order can be refused with before any call. */
export type OrderCreationCause =
  | 'checkoutIsNotStarted'
  | 'cartIsEmpty'
  | 'cartAmountIsTooLow'
  | 'checkoutMissingDeliveryOption'
  | 'checkoutMissingPaymentMethod'
  | 'checkoutMissingPaymentCard'
  | 'checkoutMissingInstallmentPaymentCard'
  | 'checkoutMissingContactInfo';

/** What the shopper reads for each cause (the error catalogue's SPANISH_CAUSE_MESSAGES says the same). */
export const ORDER_CREATION_MESSAGES: Readonly<Record<OrderCreationCause, string>> = {
  checkoutIsNotStarted: 'Tu compra no ha comenzado. Vuelve al carrito y continúa desde ahí.',
  cartIsEmpty: 'Tu carrito está vacío.',
  cartAmountIsTooLow: 'El total de tu compra no puede ser negativo. Revisa los descuentos aplicados.',
  checkoutMissingDeliveryOption: 'Elige cómo recibir tu pedido: envío a domicilio o recoger en tienda.',
  checkoutMissingPaymentMethod: 'Elige un método de pago.',
  checkoutMissingPaymentCard: 'Elige una de tus tarjetas o agrega una nueva para pagar.',
  checkoutMissingInstallmentPaymentCard: 'Para pagar en cuotas escribe los datos de tu tarjeta.',
  checkoutMissingContactInfo: 'Escribe un teléfono de contacto para la entrega.',
};

/** Why an order cannot be placed yet: the cause and a Spanish message. */
export interface OrderCreationProblem {
  cause: OrderCreationCause;
  message: string;
}

type RulesInput = Pick<
  CheckoutState,
  'cartItems' | 'amounts' | 'isShippingOrPickupRequired' | 'deliveryOption' | 'pickupOption' | 'paymentMethod' | 'paymentCard' | 'cardId' | 'pickupContact'
>;

const problem = (cause: OrderCreationCause): OrderCreationProblem => ({ cause, message: ORDER_CREATION_MESSAGES[cause] });
const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

/**
 * The first rule of spec section 5 the state breaks, or null when an order
 * may be created:
 * 1. checkout started (a state exists): checkoutIsNotStarted;
 * 2. cart items present: cartIsEmpty;
 * 3. total not negative (in whole cents): cartAmountIsTooLow, the client-side
 *    counterpart of the server's CART_AMOUNT_IS_TOO_LOW, as cartIsEmpty is of
 *    CART_IS_EMPTY; no catalogue cause names a negative total more closely;
 * 4. a delivery or pickup option when shipping or pickup is required:
 *    checkoutMissingDeliveryOption;
 * 5. a payment method (UNKNOWN is none): checkoutMissingPaymentMethod;
 * 6. CARD: a new card or a saved card's id: checkoutMissingPaymentCard;
 * 7. CARD_INSTALLMENTS: a (new) payment card; a saved card id is not one, as
 *    the server's MISSING_NEW_CARD says: checkoutMissingInstallmentPaymentCard;
 * 8. when the delivery option is not null, a pickup contact with a non-empty
 *    phone, read word for word from the spec (a pickup without a delivery
 *    option does not need it): checkoutMissingContactInfo.
 */
export function orderCreationProblem(state: RulesInput | null | undefined): OrderCreationProblem | null {
  if (!state) return problem('checkoutIsNotStarted');
  if (state.cartItems.length === 0) return problem('cartIsEmpty');
  if (toCents(state.amounts.total) < 0) return problem('cartAmountIsTooLow');
  if (state.isShippingOrPickupRequired && !state.deliveryOption && !state.pickupOption) return problem('checkoutMissingDeliveryOption');
  // Nothing to pay: the order goes with NOTHING_TO_PAY_METHOD (see payableCheckout), the shopper chooses none.
  if (hasNothingToPay(state)) return state.deliveryOption !== null && !filled(state.pickupContact?.phone) ? problem('checkoutMissingContactInfo') : null;
  if (!state.paymentMethod || state.paymentMethod === 'UNKNOWN') return problem('checkoutMissingPaymentMethod');
  if (state.paymentMethod === 'CARD' && !state.paymentCard && !filled(state.cardId)) return problem('checkoutMissingPaymentCard');
  if (state.paymentMethod === 'CARD_INSTALLMENTS' && !state.paymentCard) return problem('checkoutMissingInstallmentPaymentCard');
  if (state.deliveryOption !== null && !filled(state.pickupContact?.phone)) return problem('checkoutMissingContactInfo');
  return null;
}

/**
 * The method an order with nothing to pay is sent with. Spec section 5 asks
 * every order for a payment method and names none for "nothing to pay"
 * (section 4's NO_PAYMENT_NEEDED is a result, not a method). A bank deposit
 * is the least surprising of section 4's methods for a total of Q 0.00: no
 * card, no courier collecting cash (which a pickup point may refuse), no
 * wallet; the server answers NO_PAYMENT_NEEDED, so no deposit is asked for.
 * The shopper is never shown it as a choice.
 */
export const NOTHING_TO_PAY_METHOD: PaymentMethod = 'BANK_DEPOSIT';

/** Whether the discounts (a gift card, say) cover the whole order: items, and a total of exactly 0 in whole cents. */
export function hasNothingToPay(state: Pick<CheckoutState, 'cartItems' | 'amounts'> | null | undefined): boolean {
  return !!state && state.cartItems.length > 0 && toCents(state.amounts.total) === 0;
}

/**
 * The checkout as the order call sends it: with nothing to pay, whatever
 * method, card or plan was chosen before the total fell to 0 is dropped for
 * NOTHING_TO_PAY_METHOD, so no card is set up or charged for Q 0.00.
 */
export function payableCheckout<T extends Pick<CheckoutState, 'cartItems' | 'amounts' | 'paymentMethod' | 'paymentCard' | 'cardId' | 'installment'>>(state: T): T {
  if (!hasNothingToPay(state)) return state;
  return { ...state, paymentMethod: NOTHING_TO_PAY_METHOD, paymentCard: null, cardId: null, installment: null };
}
