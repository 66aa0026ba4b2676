/*
 * Spec section 5, "Order creation requires": every rule CreateOrderUseCase
 * checks before it calls the server, in the spec's order, each failure with
 * its own cause. Zod-free: the review step may run it to explain a disabled
 * button.
 */
import { toCents } from './amounts';
import type { CheckoutState } from './checkout-state';

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
  checkoutMissingInstallmentPaymentCard: 'Agrega la tarjeta con la que pagarás en cuotas.',
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
  if (!state.paymentMethod || state.paymentMethod === 'UNKNOWN') return problem('checkoutMissingPaymentMethod');
  if (state.paymentMethod === 'CARD' && !state.paymentCard && !filled(state.cardId)) return problem('checkoutMissingPaymentCard');
  if (state.paymentMethod === 'CARD_INSTALLMENTS' && !state.paymentCard) return problem('checkoutMissingInstallmentPaymentCard');
  if (state.deliveryOption !== null && !filled(state.pickupContact?.phone)) return problem('checkoutMissingContactInfo');
  return null;
}
