import { CARD_COMPANIES } from './card';
import { enumWithFallback, nullishOr } from '../shared/schema-helpers';
import { DELIVERY_TIME_RANGES, EVENT_SEAT_STATUSES, INVOICE_TYPES, PARKING_KINDS, PAYMENT_METHODS, PAYMENT_RESULTS } from './payment';

/*
 * The payment enums as schemas, each with its spec section 5 fallback.
 */

/**
 * An enum field that reads an unknown value, null, or a missing key as
 * `fallback`. (enumWithFallback alone maps unknown values, but an object
 * treats its key as required.)
 */
export function enumField<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  // The cast: zod types a transform's output as Awaited<…>, which TypeScript cannot reduce for a generic T.
  return nullishOr(enumWithFallback(values, fallback), fallback as never);
}

export const PaymentResultSchema = enumField(PAYMENT_RESULTS, 'UNKNOWN');
export const PaymentMethodSchema = enumField(PAYMENT_METHODS, 'UNKNOWN');
export const CardCompanySchema = enumField(CARD_COMPANIES, 'UNKNOWN');
export const DeliveryTimeRangeSchema = enumField(DELIVERY_TIME_RANGES, 'ALLDAY');
/** Invoice type as a checkout reads it: unknown is TAX_ID. */
export const CheckoutInvoiceTypeSchema = enumField(INVOICE_TYPES, 'TAX_ID');
/** Invoice type as an order reads it: unknown is NO_TAX_ID. */
export const OrderInvoiceTypeSchema = enumField(INVOICE_TYPES, 'NO_TAX_ID');
export const EventSeatStatusSchema = enumField(EVENT_SEAT_STATUSES, 'KEEP_EMPTY');
export const ParkingSchema = enumField(PARKING_KINDS, 'None');
