/*
 * What a checkout offers: delivery options for an address, payment methods
 * and installment plans. Pure functions over rows and cents; the routes and
 * the checkout service read the database and call these.
 */
import { splitInstallments } from '../../src/domain/checkout/amounts';
import { PAYMENT_METHOD_NAMES } from '../../src/domain/payments/payment';
import type { AddressRow } from '../addresses/address-store';
import { FREE_SHIPPING_THRESHOLD } from '../cart/cart-service';
import { GUATEMALA_OFFSET_MS, toQuetzales } from '../catalog/catalogue';
import { rangeText } from '../catalog/delivery-text';
import { INSTALLMENT_BANKS, INSTALLMENT_COUNTS, type InstallmentBank } from './simulator';

const DAY_MS = 86_400_000;
const FREE_SHIPPING_THRESHOLD_CENTS = FREE_SHIPPING_THRESHOLD * 100;

/** Where an address is, for shipping: Guatemala City, the rest of Guatemala, or the United States. */
export type ShippingZone = 'CITY' | 'GT' | 'US';

/** Costs in cents and delivery days (Monday to Saturday) per zone. */
export const SHIPPING_RATES: Readonly<Record<ShippingZone, { standard: number; express: number; standardDays: [number, number]; expressDays: [number, number] }>> = {
  CITY: { standard: 2_500, express: 4_500, standardDays: [1, 2], expressDays: [1, 1] },
  GT: { standard: 3_500, express: 6_000, standardDays: [2, 4], expressDays: [1, 2] },
  US: { standard: 25_000, express: 40_000, standardDays: [7, 12], expressDays: [4, 6] },
};

/** Cash on delivery is taken up to this total (cents), in Guatemala only. */
export const COD_MAX_CENTS = 5_000_00;
/** Installments from this amount (cents). */
export const INSTALLMENTS_MIN_CENTS = 1_000_00;

export function shippingZone(address: Pick<AddressRow, 'country' | 'state' | 'city'>): ShippingZone {
  if (address.country === 'US') return 'US';
  const city = address.city.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
  return address.state === 'GU' && (city === 'guatemala' || city === 'ciudad de guatemala') ? 'CITY' : 'GT';
}

/** Midnight (Guatemala) of `now`, as a date whose UTC fields read as Guatemalan. */
function guatemalanDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + GUATEMALA_OFFSET_MS) / DAY_MS) * DAY_MS);
}

/** `days` delivery days after `day`; deliveries run Monday to Saturday. */
function addDeliveryDays(day: Date, days: number): Date {
  let out = day;
  let left = days;
  while (left > 0 || out.getUTCDay() === 0) {
    out = new Date(out.getTime() + DAY_MS);
    if (out.getUTCDay() !== 0) left--;
  }
  return out;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);
// As the store writes prices (formatPrice: «Q 1,000.00»), so a server sentence reads like the page around it.
const priceText = new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'GTQ' });
/** Cents as the store writes them: «Q 1,000.00». */
export const money = (cents: number) => priceText.format(toQuetzales(cents));

/** The Delivery option of spec section 3. */
export interface DeliveryOptionJson {
  id: 'STANDARD' | 'EXPRESS';
  description: string;
  cost: number;
  expected_delivery_date_range: { start: string; end: string };
  expected_delivery_date_range_text: string;
  is_disabled: boolean;
  is_express: boolean;
  subtitle: string | null;
  is_time_range_supported: boolean;
}

/**
 * Standard and express delivery to `address`. Standard is free in Guatemala
 * from FREE_SHIPPING_THRESHOLD of sub total after coupons; express never is.
 * Goods that come later (supplier stock, presale: `extraDays`) push both
 * ranges, and disable express. Only Guatemala City takes a time range.
 */
export function deliveryOptionsFor(
  address: Pick<AddressRow, 'country' | 'state' | 'city'>,
  freeShippingBaseCents: number,
  extraDays: number,
  now: Date,
): DeliveryOptionJson[] {
  const zone = shippingZone(address);
  const rates = SHIPPING_RATES[zone];
  const today = guatemalanDay(now);
  const free = zone !== 'US' && freeShippingBaseCents >= FREE_SHIPPING_THRESHOLD_CENTS;
  const where = zone === 'CITY' ? 'Ciudad de Guatemala' : zone === 'GT' ? 'departamentos de Guatemala' : 'Estados Unidos';
  const make = (id: 'STANDARD' | 'EXPRESS', cost: number, [from, to]: [number, number], disabled: boolean): DeliveryOptionJson => {
    const start = addDeliveryDays(today, from + extraDays);
    const end = addDeliveryDays(today, to + extraDays);
    const express = id === 'EXPRESS';
    return {
      id,
      description: `${express ? 'Envío exprés' : cost === 0 ? 'Envío gratis a domicilio' : 'Envío a domicilio'} (${where})`,
      cost: toQuetzales(cost),
      expected_delivery_date_range: { start: isoDay(start), end: isoDay(end) },
      expected_delivery_date_range_text: disabled
        ? 'No disponible: tu carrito tiene productos que llegan después.'
        : `Llega ${rangeText(start, end)}.`,
      is_disabled: disabled,
      is_express: express,
      subtitle: cost === 0 ? 'Envío gratis' : `Envío ${money(cost)}`,
      is_time_range_supported: zone === 'CITY',
    };
  };
  return [
    make('STANDARD', free ? 0 : rates.standard, rates.standardDays, false),
    make('EXPRESS', rates.express, rates.expressDays, extraDays > 0),
  ];
}

/** The Payment option of PaymentOptionSchema. */
export interface PaymentOptionJson {
  payment_method: 'COD' | 'BANK_DEPOSIT' | 'CARD' | 'CARD_INSTALLMENTS' | 'VANA_PAY';
  name: string;
  description: string | null;
  is_disabled: boolean;
}

/** Why cash on delivery is not taken for this checkout, or null when it is. */
export function codRefusal(context: { zone: ShippingZone | null; pickupCodEnabled: boolean | null; totalCents: number; shippingRequired?: boolean }): string | null {
  // Nothing is delivered to collect cash on (tickets, a vending machine, digital items: review defect 5).
  if (context.shippingRequired === false) return 'El pago contra entrega no aplica: este pedido no se entrega a domicilio ni en un punto de recogida.';
  if (context.zone === 'US') return 'El pago contra entrega no está disponible para envíos a Estados Unidos.';
  if (context.pickupCodEnabled === false) return 'Este punto de recogida no recibe pagos en efectivo.';
  if (context.totalCents > COD_MAX_CENTS) return `El pago contra entrega se acepta en compras de hasta ${money(COD_MAX_CENTS)}.`;
  return null;
}

/** Why installments are not offered, or null. */
export function installmentsRefusal(totalCents: number): string | null {
  return totalCents < INSTALLMENTS_MIN_CENTS ? `Las cuotas están disponibles en compras desde ${money(INSTALLMENTS_MIN_CENTS)}.` : null;
}

/**
 * The methods this checkout offers: COD (disabled, saying why, where it is
 * not taken), BANK_DEPOSIT, CARD and CARD_INSTALLMENTS unless the user's
 * card payment is blocked (then they are absent), and VANA_PAY (the wallet).
 */
export function paymentOptionsFor(context: {
  zone: ShippingZone | null;
  pickupCodEnabled: boolean | null;
  totalCents: number;
  cardBlocked: boolean;
  shippingRequired?: boolean;
}): PaymentOptionJson[] {
  const cod = codRefusal(context);
  const installments = installmentsRefusal(context.totalCents);
  const options: PaymentOptionJson[] = [
    { payment_method: 'COD', name: PAYMENT_METHOD_NAMES.COD, description: cod ?? 'Pagas en efectivo o con tarjeta al recibir tu pedido.', is_disabled: cod !== null },
    {
      payment_method: 'BANK_DEPOSIT',
      name: PAYMENT_METHOD_NAMES.BANK_DEPOSIT,
      description: 'Deposita o transfiere a nuestra cuenta y sube la boleta; preparamos tu pedido al confirmarla.',
      is_disabled: false,
    },
  ];
  if (!context.cardBlocked)
    options.push(
      { payment_method: 'CARD', name: PAYMENT_METHOD_NAMES.CARD, description: 'Visa, Mastercard, American Express, Diners Club, Discover y JCB.', is_disabled: false },
      {
        payment_method: 'CARD_INSTALLMENTS',
        name: PAYMENT_METHOD_NAMES.CARD_INSTALLMENTS,
        description: installments ?? 'De 3 a 12 cuotas con tarjetas de Banco Industrial, BAM, Banrural y G&T Continental.',
        is_disabled: installments !== null,
      },
    );
  options.push({
    payment_method: 'VANA_PAY',
    name: PAYMENT_METHOD_NAMES.VANA_PAY,
    description: 'Apruebas el cobro en la app Vana Pay de tu teléfono; preparamos tu pedido en cuanto lo apruebas.',
    is_disabled: false,
  });
  return options;
}

/** An Installment of spec section 3, plus every payment (they sum to total_amount exactly). */
export interface InstallmentJson {
  bin: string | null;
  bank_code: string;
  bank_name: string;
  subtotal_amount: number;
  installments: number;
  /** The first (largest) payment; `installment_amounts` lists each. */
  installment_amount: number;
  installment_amounts: number[];
  total_amount: number;
  surcharge: number;
}

/** One bank's plan of `count` payments on `amountCents`, in whole cents: the surcharge rounded to the cent, the payments summing to the total. */
export function installmentPlan(bank: InstallmentBank, count: number, amountCents: number, bin: string | null): InstallmentJson {
  const percent = (bank.surcharges as Record<number, number>)[count] ?? 0;
  const surchargeCents = Math.round((amountCents * percent) / 100);
  const totalCents = amountCents + surchargeCents;
  const payments = splitInstallments(totalCents, count);
  return {
    bin,
    bank_code: bank.code,
    bank_name: bank.name,
    subtotal_amount: toQuetzales(amountCents),
    installments: count,
    installment_amount: toQuetzales(payments[0]!),
    installment_amounts: payments.map(toQuetzales),
    total_amount: toQuetzales(totalCents),
    surcharge: toQuetzales(surchargeCents),
  };
}

/** Every plan on `amountCents` (of one bank when given), or none below the installments minimum. */
export function installmentOptions(amountCents: number, bank: InstallmentBank | null, bin: string | null): InstallmentJson[] {
  if (installmentsRefusal(amountCents) !== null) return [];
  const banks = bank ? [bank] : INSTALLMENT_BANKS;
  return banks.flatMap((b) => INSTALLMENT_COUNTS.map((count) => installmentPlan(b, count, amountCents, bin)));
}
