import { CARD_COMPANIES } from './card';
import { enumWithFallback } from '../shared/schema-helpers';
import { DELIVERY_TIME_RANGES, EVENT_SEAT_STATUSES, INVOICE_TYPES, PARKING_KINDS, PAYMENT_METHODS, PAYMENT_RESULTS } from './payment';

/*
 * The payment enums as schemas, each with its spec section 5 fallback.
 */


export const PaymentResultSchema = enumWithFallback(PAYMENT_RESULTS, 'UNKNOWN');
export const PaymentMethodSchema = enumWithFallback(PAYMENT_METHODS, 'UNKNOWN');
export const CardCompanySchema = enumWithFallback(CARD_COMPANIES, 'UNKNOWN');
export const DeliveryTimeRangeSchema = enumWithFallback(DELIVERY_TIME_RANGES, 'ALLDAY');
/** Invoice type as a checkout reads it: unknown is TAX_ID. */
export const CheckoutInvoiceTypeSchema = enumWithFallback(INVOICE_TYPES, 'TAX_ID');
/** Invoice type as an order reads it: unknown is NO_TAX_ID. */
export const OrderInvoiceTypeSchema = enumWithFallback(INVOICE_TYPES, 'NO_TAX_ID');
export const EventSeatStatusSchema = enumWithFallback(EVENT_SEAT_STATUSES, 'KEEP_EMPTY');
export const ParkingSchema = enumWithFallback(PARKING_KINDS, 'None');
