/*
 * The payment enums of spec section 4 as plain values, and the rules a
 * checkout screen reads from them. Zod-free: their schemas (with the
 * fallbacks of spec section 5) live in payment-schemas.ts.
 */

/** Payment results; the first three count as success (spec section 4). */
export const PAYMENT_RESULTS = [
  'SUCCESS',
  'NO_PAYMENT_NEEDED',
  'ADVANCE_NEEDED',
  'STEP_UP_REQUIRED_3DS',
  'ERROR',
  'ERROR_ALLOW_NO3DS',
  'UNKNOWN',
] as const;
/** The result of a payment. */
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

const SUCCESSFUL_RESULTS: readonly PaymentResult[] = ['SUCCESS', 'NO_PAYMENT_NEEDED', 'ADVANCE_NEEDED'];

/** SUCCESS, NO_PAYMENT_NEEDED and ADVANCE_NEEDED are success; everything else is not. */
export function isPaymentSuccess(result: PaymentResult): boolean {
  return SUCCESSFUL_RESULTS.includes(result);
}

/** The charge needs the shopper's 3-D Secure step-up before it can be retried. */
export function isStepUpRequired(result: PaymentResult): boolean {
  return result === 'STEP_UP_REQUIRED_3DS';
}

/** What a charge's result asks for: done, a step-up, or a failure (ERROR, ERROR_ALLOW_NO3DS, UNKNOWN). */
export function paymentOutcome(result: PaymentResult): 'success' | 'stepUp' | 'failure' {
  if (isPaymentSuccess(result)) return 'success';
  return isStepUpRequired(result) ? 'stepUp' : 'failure';
}

/** Payment methods; an unknown one reads as UNKNOWN (spec section 5). */
export const PAYMENT_METHODS = ['COD', 'BANK_DEPOSIT', 'CARD', 'CARD_INSTALLMENTS', 'WARRANTY', 'VANA_PAY', 'UNKNOWN'] as const;
/** A payment method. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods that charge a card: hidden from a shopper whose card payment is blocked. */
export const CARD_PAYMENT_METHODS = ['CARD', 'CARD_INSTALLMENTS'] as const satisfies readonly PaymentMethod[];

/** The Spanish name of each payment method. */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, string>> = {
  COD: 'Pago contra entrega',
  BANK_DEPOSIT: 'Depósito bancario',
  CARD: 'Tarjeta de crédito o débito',
  CARD_INSTALLMENTS: 'Cuotas con tarjeta',
  WARRANTY: 'Garantía',
  VANA_PAY: 'Vana Pay',
  UNKNOWN: 'Otro método de pago',
};

/** Why a card payment is refused to a user whose card payment is blocked (the local API says the same). */
export const CARD_PAYMENT_BLOCKED_MESSAGE = 'Tu cuenta no puede pagar con tarjeta. Elige otro método de pago.';

/** Whether the user may not pay by card (`is_cc_payment_blocked`, spec section 6). An unknown user is not blocked here: the server decides. */
export function isCardPaymentBlocked(user: { is_cc_payment_blocked?: boolean | null } | null | undefined): boolean {
  return user?.is_cc_payment_blocked === true;
}

/** Whether a method charges a card (CARD, CARD_INSTALLMENTS). */
export function isCardPaymentMethod(method: string | null | undefined): boolean {
  return (CARD_PAYMENT_METHODS as readonly string[]).includes(method ?? '');
}

/**
 * The payment methods to offer: `offered` (the server's list, in its order;
 * every known method by default) without UNKNOWN, and without the card
 * methods when the user's card payment is blocked (`is_cc_payment_blocked`).
 */
export function paymentMethodsFor(
  user: { is_cc_payment_blocked?: boolean | null } | null | undefined,
  offered: readonly PaymentMethod[] = PAYMENT_METHODS,
): PaymentMethod[] {
  const blocked = isCardPaymentBlocked(user);
  return offered.filter((method) => method !== 'UNKNOWN' && !(blocked && isCardPaymentMethod(method)));
}

/** Delivery time range: within working hours (8am to 4pm) or all day, the default. */
export const DELIVERY_TIME_RANGES = ['EIGHTAM_FOURPM', 'ALLDAY'] as const;
/** A delivery time range. */
export type DeliveryTimeRange = (typeof DELIVERY_TIME_RANGES)[number];
/** The delivery time range a checkout starts with. */
export const DEFAULT_DELIVERY_TIME_RANGE: DeliveryTimeRange = 'ALLDAY';

/** Invoice type. Its fallback differs: TAX_ID in checkout (also its default), NO_TAX_ID in orders. */
export const INVOICE_TYPES = ['NO_TAX_ID', 'TAX_ID'] as const;
/** An invoice type. */
export type InvoiceType = (typeof INVOICE_TYPES)[number];
/** The invoice type a checkout starts with. */
export const DEFAULT_CHECKOUT_INVOICE_TYPE: InvoiceType = 'TAX_ID';

/** An event seat's status; an unknown one reads as KEEP_EMPTY. */
export const EVENT_SEAT_STATUSES = ['SOLD', 'RESERVED', 'AVAILABLE', 'KEEP_EMPTY'] as const;
/** An event seat's status. */
export type EventSeatStatus = (typeof EVENT_SEAT_STATUSES)[number];

/** Parking at a pickup location; an unknown value reads as None. */
export const PARKING_KINDS = ['Paid', 'Free', 'None'] as const;
/** Parking at a pickup location. */
export type Parking = (typeof PARKING_KINDS)[number];

/** The Spanish text of each parking kind. */
export const PARKING_TEXT: Readonly<Record<Parking, string>> = {
  Paid: 'Parqueo con costo',
  Free: 'Parqueo gratis',
  None: 'Sin parqueo',
};
