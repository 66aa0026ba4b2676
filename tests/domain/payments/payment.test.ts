import { describe, expect, it } from 'vitest';
import {
  CARD_PAYMENT_METHODS,
  DEFAULT_DELIVERY_TIME_RANGE,
  DELIVERY_TIME_RANGES,
  EVENT_SEAT_STATUSES,
  INVOICE_TYPES,
  PARKING_KINDS,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  PAYMENT_RESULTS,
  isPaymentSuccess,
  isStepUpRequired,
  paymentMethodsFor,
  paymentOutcome,
} from '../../../src/domain/payments/payment';
import {
  CardCompanySchema,
  CheckoutInvoiceTypeSchema,
  DeliveryTimeRangeSchema,
  EventSeatStatusSchema,
  OrderInvoiceTypeSchema,
  ParkingSchema,
  PaymentMethodSchema,
  PaymentResultSchema,
} from '../../../src/domain/payments/payment-schemas';

describe('payment results (spec section 4)', () => {
  it('lists the seven results', () => {
    expect([...PAYMENT_RESULTS]).toEqual(['SUCCESS', 'NO_PAYMENT_NEEDED', 'ADVANCE_NEEDED', 'STEP_UP_REQUIRED_3DS', 'ERROR', 'ERROR_ALLOW_NO3DS', 'UNKNOWN']);
  });

  it.each(['SUCCESS', 'NO_PAYMENT_NEEDED', 'ADVANCE_NEEDED'] as const)('counts %s as success', (result) => {
    expect(isPaymentSuccess(result)).toBe(true);
    expect(paymentOutcome(result)).toBe('success');
  });

  it.each(['ERROR', 'ERROR_ALLOW_NO3DS', 'UNKNOWN'] as const)('counts %s as a failure', (result) => {
    expect(isPaymentSuccess(result)).toBe(false);
    expect(isStepUpRequired(result)).toBe(false);
    expect(paymentOutcome(result)).toBe('failure');
  });

  it('reads STEP_UP_REQUIRED_3DS as neither success nor failure: a step-up to show', () => {
    expect(isPaymentSuccess('STEP_UP_REQUIRED_3DS')).toBe(false);
    expect(isStepUpRequired('STEP_UP_REQUIRED_3DS')).toBe(true);
    expect(paymentOutcome('STEP_UP_REQUIRED_3DS')).toBe('stepUp');
  });

  it('reads an unknown result as UNKNOWN, a failure', () => {
    const parsed = PaymentResultSchema.parse('APPROVED_LATER');
    expect(parsed).toBe('UNKNOWN');
    expect(isPaymentSuccess(parsed)).toBe(false);
    expect(PaymentResultSchema.parse(null)).toBe('UNKNOWN');
    expect(PaymentResultSchema.parse('ADVANCE_NEEDED')).toBe('ADVANCE_NEEDED');
  });
});

describe('enums and their fallbacks (spec section 5)', () => {
  it('payment method: the six methods, anything else UNKNOWN', () => {
    expect([...PAYMENT_METHODS]).toEqual(['COD', 'BANK_DEPOSIT', 'CARD', 'CARD_INSTALLMENTS', 'WARRANTY', 'VANA_PAY', 'UNKNOWN']);
    for (const method of PAYMENT_METHODS) expect(PaymentMethodSchema.parse(method)).toBe(method);
    expect(PaymentMethodSchema.parse('PAYPAL')).toBe('UNKNOWN');
    expect(PaymentMethodSchema.parse('cod')).toBe('UNKNOWN');
    expect(PaymentMethodSchema.parse(undefined)).toBe('UNKNOWN');
  });

  it('card company: anything else UNKNOWN', () => {
    expect(CardCompanySchema.parse('JCB')).toBe('JCB');
    expect(CardCompanySchema.parse('UNIONPAY')).toBe('UNKNOWN');
  });

  it('delivery time range: EIGHTAM_FOURPM or ALLDAY, ALLDAY the default', () => {
    expect([...DELIVERY_TIME_RANGES]).toEqual(['EIGHTAM_FOURPM', 'ALLDAY']);
    expect(DEFAULT_DELIVERY_TIME_RANGE).toBe('ALLDAY');
    expect(DeliveryTimeRangeSchema.parse('EIGHTAM_FOURPM')).toBe('EIGHTAM_FOURPM');
    expect(DeliveryTimeRangeSchema.parse('MORNINGS')).toBe('ALLDAY');
    expect(DeliveryTimeRangeSchema.parse(null)).toBe('ALLDAY');
  });

  it('invoice type: TAX_ID is the fallback in checkout, NO_TAX_ID in orders', () => {
    expect([...INVOICE_TYPES]).toEqual(['NO_TAX_ID', 'TAX_ID']);
    expect(CheckoutInvoiceTypeSchema.parse('RECEIPT')).toBe('TAX_ID');
    expect(CheckoutInvoiceTypeSchema.parse(null)).toBe('TAX_ID');
    expect(CheckoutInvoiceTypeSchema.parse('NO_TAX_ID')).toBe('NO_TAX_ID');
    expect(OrderInvoiceTypeSchema.parse('RECEIPT')).toBe('NO_TAX_ID');
    expect(OrderInvoiceTypeSchema.parse(undefined)).toBe('NO_TAX_ID');
    expect(OrderInvoiceTypeSchema.parse('TAX_ID')).toBe('TAX_ID');
  });

  it('event seat status: anything else KEEP_EMPTY', () => {
    expect([...EVENT_SEAT_STATUSES]).toEqual(['SOLD', 'RESERVED', 'AVAILABLE', 'KEEP_EMPTY']);
    expect(EventSeatStatusSchema.parse('AVAILABLE')).toBe('AVAILABLE');
    expect(EventSeatStatusSchema.parse('BROKEN')).toBe('KEEP_EMPTY');
  });

  it('parking: Paid, Free, anything else None', () => {
    expect([...PARKING_KINDS]).toEqual(['Paid', 'Free', 'None']);
    expect(ParkingSchema.parse('Free')).toBe('Free');
    expect(ParkingSchema.parse('FREE')).toBe('None');
    expect(ParkingSchema.parse(null)).toBe('None');
  });
});

describe('paymentMethodsFor', () => {
  it('offers every method but UNKNOWN to a shopper whose card payment is not blocked', () => {
    expect(paymentMethodsFor({ is_cc_payment_blocked: false })).toEqual(['COD', 'BANK_DEPOSIT', 'CARD', 'CARD_INSTALLMENTS', 'WARRANTY', 'VANA_PAY']);
    expect(paymentMethodsFor(null)).toEqual(['COD', 'BANK_DEPOSIT', 'CARD', 'CARD_INSTALLMENTS', 'WARRANTY', 'VANA_PAY']);
  });

  it('hides card and card installments when is_cc_payment_blocked', () => {
    expect([...CARD_PAYMENT_METHODS]).toEqual(['CARD', 'CARD_INSTALLMENTS']);
    expect(paymentMethodsFor({ is_cc_payment_blocked: true })).toEqual(['COD', 'BANK_DEPOSIT', 'WARRANTY', 'VANA_PAY']);
  });

  it('filters the methods the server offers, in its order, dropping UNKNOWN', () => {
    expect(paymentMethodsFor({ is_cc_payment_blocked: true }, ['CARD', 'COD', 'UNKNOWN', 'CARD_INSTALLMENTS'])).toEqual(['COD']);
    expect(paymentMethodsFor({ is_cc_payment_blocked: false }, ['CARD', 'COD', 'UNKNOWN'])).toEqual(['CARD', 'COD']);
  });

  it('names every method in Spanish', () => {
    expect(PAYMENT_METHOD_NAMES.COD).toBe('Pago contra entrega');
    expect(PAYMENT_METHOD_NAMES.CARD_INSTALLMENTS).toBe('Cuotas con tarjeta');
    for (const method of PAYMENT_METHODS) expect(PAYMENT_METHOD_NAMES[method].length).toBeGreaterThan(3);
  });
});
