import { registerCauseMessages, type ErrorCause } from '../errors/error-catalogue';
import { ORDER_CREATION_MESSAGES } from './order-rules';

/**
 * Spanish copy for the checkout and payment causes (spec section 8), and the
 * 'Already applied' pair of the cart's discount codes. Not in the core
 * catalogue: the features that can raise these causes register them when
 * their code loads (`registerCheckoutMessages()`), so the pages that cannot
 * meet them do not carry them.
 */
export const CHECKOUT_CAUSE_MESSAGES: Readonly<Partial<Record<ErrorCause, string>>> = {
  ...ORDER_CREATION_MESSAGES,
  MISSING_PAYMENT_METHOD: 'Elige un método de pago.',
  MISSING_CARD: 'Elige una de tus tarjetas o agrega una nueva para pagar.',
  MISSING_NEW_CARD: 'Para pagar en cuotas escribe los datos de tu tarjeta.',
  MISSING_DELIVERY_OPTION: 'Elige cómo recibir tu pedido: envío a domicilio o recoger en tienda.',
  MISSING_CONTACT_INFO: 'Escribe un teléfono de contacto para la entrega.',
  INVALID_CARD_NUMBER: 'El número de la tarjeta no es válido. Revísalo.',
  CARD_INVALID_NUMBER: 'El número de la tarjeta no es válido. Revísalo.',
  CARD_EXPIRED: 'La tarjeta está vencida. Usa otra tarjeta.',
  CARD_INVALID_TYPE_OR_ISSUER: 'No aceptamos este tipo de tarjeta o su banco emisor. Usa otra tarjeta.',
  PAYMENT_ERROR: 'No se pudo completar el pago. Revisa los datos de tu tarjeta o usa otro método de pago.',
  '3DS_ENROLLMENT_CHECK_EXCEPTION': 'No pudimos iniciar la verificación de seguridad de tu tarjeta. Inténtalo de nuevo o usa otra tarjeta.',
  '3DS_DECLINED': 'Tu banco no autorizó el pago en la verificación de seguridad. Usa otra tarjeta u otro método de pago.',
  INVALID_TRANSACTION: 'La verificación de tu tarjeta no se completó. Vuelve a intentar el pago.',
  CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED: 'Llegaste al límite de intentos con el número de autorización. Comunícate con nosotros para terminar tu pedido.',
  CARD_TOKENIZATION_FAILED: 'No pudimos guardar tu tarjeta para otras compras. Puedes pagar sin guardarla.',
  couponAppliedMultipleTimes: 'Ya aplicaste este cupón.',
  giftCardAppliedMultipleTimes: 'Ya aplicaste esta tarjeta de regalo.',
};

export function registerCheckoutMessages(): void {
  registerCauseMessages(CHECKOUT_CAUSE_MESSAGES);
}
