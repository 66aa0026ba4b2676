/*
 * What a shopper reads about a coupon the server did not apply. Spec
 * section 8 lists the codes and leaves the wording open. Zod-free: the cart
 * screen imports it.
 */

/** The error codes a coupon's status can carry. */
export const COUPON_ERROR_CODES = [
  'INVALID_CODE',
  'NO_APPLICABLE_ITEMS',
  'INDIVIDUAL_USE_ONLY',
  'TOTAL_AMOUNT_TOO_LOW',
  'TOTAL_AMOUNT_TOO_HIGH',
  'TOTAL_QUANTITY_TOO_HIGH',
  'COUPON_EXPIRED',
  'ALREADY_USED',
  'USER_NOT_ALLOWED',
  'LOGIN_REQUIRED',
  'USER_NOT_ENOUGH_ORDERS',
  'CARD_BANK_NOT_ALLOWED',
  'SELECT_CREDIT_CARD_TO_SEE_DISCOUNT',
  'REQUIRED_PRODUCT_TYPE_NOT_IN_CART',
  'MOBILE_ONLY',
] as const;
/** One of {@link COUPON_ERROR_CODES}. */
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

/** A coupon's status: VALID, or the error code the server gave. */
export type CouponStatus = 'VALID' | CouponErrorCode;

/** The Spanish message of each coupon error code. */
export const COUPON_ERROR_MESSAGES: Readonly<Record<CouponErrorCode, string>> = {
  INVALID_CODE: 'Este código no existe o ya no es válido. Revísalo.',
  NO_APPLICABLE_ITEMS: 'Ningún producto de tu carrito aplica para este cupón.',
  INDIVIDUAL_USE_ONLY: 'Este cupón no se puede combinar con otros cupones.',
  TOTAL_AMOUNT_TOO_LOW: 'Tu compra no alcanza el monto mínimo de este cupón.',
  TOTAL_AMOUNT_TOO_HIGH: 'Tu compra supera el monto máximo de este cupón.',
  TOTAL_QUANTITY_TOO_HIGH: 'Tu carrito tiene más unidades de las que este cupón permite.',
  COUPON_EXPIRED: 'Este cupón ya venció.',
  ALREADY_USED: 'Ya usaste este cupón antes.',
  USER_NOT_ALLOWED: 'Este cupón no está disponible para tu cuenta.',
  LOGIN_REQUIRED: 'Ingresa a tu cuenta para usar este cupón.',
  USER_NOT_ENOUGH_ORDERS: 'Este cupón es para clientes con más compras en la tienda.',
  CARD_BANK_NOT_ALLOWED: 'Este cupón no aplica con la tarjeta de ese banco.',
  SELECT_CREDIT_CARD_TO_SEE_DISCOUNT: 'Elige tu tarjeta de crédito al pagar para ver el descuento de este cupón.',
  REQUIRED_PRODUCT_TYPE_NOT_IN_CART: 'Tu carrito no tiene el tipo de producto que este cupón requiere.',
  MOBILE_ONLY: 'Este cupón solo se puede usar en la app.',
};

/** Spec section 5: an unknown (or missing) code falls back to a valid coupon. */
export function couponStatus(errorCode: string | null | undefined): CouponStatus {
  return typeof errorCode === 'string' && (COUPON_ERROR_CODES as readonly string[]).includes(errorCode) ? (errorCode as CouponErrorCode) : 'VALID';
}

/**
 * What to tell the shopper about a coupon, or null when there is nothing to
 * say: the server's error_message when it sent one (the issue: "shown when
 * present", even beside a code this client does not know), else the Spanish
 * sentence for a known error code.
 */
export function couponErrorMessage(coupon: { error_code?: string | null; error_message?: string | null }): string | null {
  const serverMessage = coupon.error_message?.trim();
  if (serverMessage) return serverMessage;
  const status = couponStatus(coupon.error_code);
  return status === 'VALID' ? null : COUPON_ERROR_MESSAGES[status];
}
