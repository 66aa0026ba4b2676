/*
 * Payment card rules a checkout screen runs while the shopper types: Luhn,
 * brand, lengths, expiry and CVV, and masking. Zod-free on purpose: the new
 * card form imports this file, and it must not drag schemas into its chunk.
 * The card number and CVV are only ever held in memory; nothing here logs
 * or stores them.
 */
import type { ErrorCause } from '../errors/error-catalogue';

/** Card companies of spec section 4; UNKNOWN is the fallback. */
export const CARD_COMPANIES = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DINERS_CLUB', 'DISCOVER', 'JCB', 'UNKNOWN'] as const;
/** A card company. */
export type CardCompany = (typeof CARD_COMPANIES)[number];

/** How the shopper reads each company's name. */
export const CARD_COMPANY_NAMES: Readonly<Record<CardCompany, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMERICAN_EXPRESS: 'American Express',
  DINERS_CLUB: 'Diners Club',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  UNKNOWN: 'Tarjeta',
};

/** The number without its spaces (the only separator spec section 5 ignores). */
function withoutSpaces(number: string): string {
  return number.replace(/ /g, '');
}

const DIGITS = /^[0-9]*$/;

/**
 * Spec section 5: the Luhn check. Empty counts as valid, spaces are ignored,
 * and any other non-digit (dashes, tabs, letters, other scripts' digits)
 * makes the number invalid.
 */
export function luhnValid(number: string): boolean {
  const digits = withoutSpaces(number);
  if (!DIGITS.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit that, appended to `partial` (digits and spaces), makes it pass the Luhn check. */
export function luhnCheckDigit(partial: string): string {
  const digits = withoutSpaces(partial);
  if (!DIGITS.test(digits)) throw new RangeError('luhnCheckDigit takes digits only');
  for (let candidate = 0; candidate < 10; candidate++) if (luhnValid(digits + candidate)) return String(candidate);
  /* c8 ignore next */
  throw new Error('unreachable: one of ten digits always completes a Luhn sum');
}

/** Issuer prefix ranges: a number whose first `digits` digits fall in [from, to] is of `brand`. */
const PREFIX_RANGES: readonly { brand: Exclude<CardCompany, 'UNKNOWN'>; digits: number; from: number; to: number }[] = [
  { brand: 'VISA', digits: 1, from: 4, to: 4 },
  { brand: 'MASTERCARD', digits: 2, from: 51, to: 55 },
  { brand: 'MASTERCARD', digits: 4, from: 2221, to: 2720 },
  { brand: 'AMERICAN_EXPRESS', digits: 2, from: 34, to: 34 },
  { brand: 'AMERICAN_EXPRESS', digits: 2, from: 37, to: 37 },
  { brand: 'DINERS_CLUB', digits: 3, from: 300, to: 305 },
  { brand: 'DINERS_CLUB', digits: 2, from: 36, to: 36 },
  { brand: 'DINERS_CLUB', digits: 2, from: 38, to: 39 },
  { brand: 'DISCOVER', digits: 4, from: 6011, to: 6011 },
  { brand: 'DISCOVER', digits: 3, from: 644, to: 649 },
  { brand: 'DISCOVER', digits: 2, from: 65, to: 65 },
  { brand: 'DISCOVER', digits: 6, from: 622126, to: 622925 },
  { brand: 'JCB', digits: 4, from: 3528, to: 3589 },
];

/**
 * The card's company, read from its prefix as the shopper types: a prefix
 * decides as soon as it has enough digits ("4" is Visa, "34" American
 * Express, "2221" Mastercard); until then, or outside every range, UNKNOWN.
 * Spaces are ignored; any other non-digit gives UNKNOWN.
 */
export function cardBrand(number: string): CardCompany {
  const digits = withoutSpaces(number);
  if (!DIGITS.test(digits)) return 'UNKNOWN';
  for (const range of PREFIX_RANGES) {
    if (digits.length < range.digits) continue;
    const prefix = Number(digits.slice(0, range.digits));
    if (prefix >= range.from && prefix <= range.to) return range.brand;
  }
  return 'UNKNOWN';
}

const NUMBER_LENGTHS: Readonly<Record<CardCompany, readonly number[]>> = {
  VISA: [13, 16, 19],
  MASTERCARD: [16],
  AMERICAN_EXPRESS: [15],
  DINERS_CLUB: [14, 15, 16, 17, 18, 19],
  DISCOVER: [16, 17, 18, 19],
  JCB: [16, 17, 18, 19],
  UNKNOWN: [12, 13, 14, 15, 16, 17, 18, 19],
};

/** The lengths a number of `brand` may have (ISO/IEC 7812 and each network's published lengths). */
export function cardNumberLengths(brand: CardCompany): readonly number[] {
  return NUMBER_LENGTHS[brand];
}

/** The longest number of `brand`: a card input's live maxlength. */
export function maxCardNumberLength(brand: CardCompany): number {
  return Math.max(...NUMBER_LENGTHS[brand]);
}

/** CVV digits: 4 for American Express, 3 for the others. */
export function cvvLength(brand: CardCompany): number {
  return brand === 'AMERICAN_EXPRESS' ? 4 : 3;
}

/** A field of a new card. */
export type CardField = 'number' | 'expiration_month' | 'expiration_year' | 'cvv';

/** What is wrong with one field of a new card: a reason code, a catalogue cause and a Spanish message. */
export interface CardProblem {
  field: CardField;
  reason: 'required' | 'format' | 'brand' | 'length' | 'luhn' | 'month' | 'year' | 'tooFar' | 'expired';
  cause: Extract<ErrorCause, 'INVALID_CARD_NUMBER' | 'CARD_INVALID_TYPE_OR_ISSUER' | 'CARD_EXPIRED' | 'PAYMENT_ERROR'>;
  message: string;
}

/** How far ahead an expiry date may be. */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** A month 1–12 from "7", "07" or 7; null when it is not one. */
function readMonth(value: string | number): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 12 ? value : null;
  if (!/^[0-9]{1,2}$/.test(value)) return null;
  const month = Number(value);
  return month >= 1 && month <= 12 ? month : null;
}

/** A four-digit year from "28", "2028", 28 or 2028; null when it has neither two nor four digits. */
function readYear(value: string | number): number | null {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) return null;
    if (value < 100) return 2000 + value;
    return value >= 1000 && value <= 9999 ? value : null;
  }
  if (/^[0-9]{2}$/.test(value)) return 2000 + Number(value);
  if (/^[0-9]{4}$/.test(value)) return Number(value);
  return null;
}

const expiry = (field: CardField, reason: CardProblem['reason'], message: string): CardProblem => ({ field, reason, cause: 'CARD_EXPIRED', message });

/**
 * What is wrong with an expiry date, or null. The month is 1 to 12; the year
 * has two digits (20YY) or four; the card is valid through the end of its
 * month, by `now`'s local calendar; it is at most 20 years ahead. Every
 * expiry problem carries CARD_EXPIRED, the catalogue's one expiry cause; the
 * reason and the message tell them apart.
 */
export function expiryProblem(
  month: string | number | null | undefined,
  year: string | number | null | undefined,
  now: Date,
): CardProblem | null {
  const monthText = text(month);
  if (monthText === '') return expiry('expiration_month', 'required', 'Elige el mes de vencimiento.');
  const readMonthValue = readMonth(typeof month === 'number' ? month : monthText);
  if (readMonthValue === null) return expiry('expiration_month', 'month', 'El mes de vencimiento va de 1 a 12.');
  const yearText = text(year);
  if (yearText === '') return expiry('expiration_year', 'required', 'Escribe el año de vencimiento.');
  const readYearValue = readYear(typeof year === 'number' ? year : yearText);
  if (readYearValue === null) return expiry('expiration_year', 'year', 'Escribe el año de vencimiento con 2 o 4 dígitos.');
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (readYearValue > thisYear + MAX_EXPIRY_YEARS_AHEAD)
    return expiry('expiration_year', 'tooFar', `La fecha de vencimiento no puede estar a más de ${MAX_EXPIRY_YEARS_AHEAD} años.`);
  if (readYearValue < thisYear) return expiry('expiration_year', 'expired', 'La tarjeta está vencida.');
  if (readYearValue === thisYear && readMonthValue < thisMonth) return expiry('expiration_month', 'expired', 'La tarjeta está vencida.');
  return null;
}

function spanishList(items: readonly (string | number)[]): string {
  if (items.length === 1) return String(items[0]);
  return `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`;
}

const numberProblem = (reason: CardProblem['reason'], message: string, cause: CardProblem['cause'] = 'INVALID_CARD_NUMBER'): CardProblem => ({
  field: 'number',
  reason,
  cause,
  message,
});

/** What is wrong with a card number, or null (a complete number of a known brand, of its length, passing Luhn). */
export function cardNumberProblem(number: string | null | undefined): CardProblem | null {
  const digits = withoutSpaces(text(number));
  if (digits === '') return numberProblem('required', 'Escribe el número de la tarjeta.');
  if (!DIGITS.test(digits)) return numberProblem('format', 'El número de la tarjeta solo lleva dígitos.');
  const brand = cardBrand(digits);
  if (brand === 'UNKNOWN')
    return numberProblem(
      'brand',
      'No reconocemos esta tarjeta. Aceptamos Visa, Mastercard, American Express, Diners Club, Discover y JCB.',
      'CARD_INVALID_TYPE_OR_ISSUER',
    );
  const lengths = cardNumberLengths(brand);
  if (!lengths.includes(digits.length)) {
    const range = lengths.length > 3 ? `de ${lengths[0]} a ${lengths[lengths.length - 1]}` : spanishList(lengths);
    return numberProblem('length', `Una tarjeta ${CARD_COMPANY_NAMES[brand]} tiene ${range} dígitos.`);
  }
  if (!luhnValid(digits)) return numberProblem('luhn', 'El número de la tarjeta no es válido. Revísalo.');
  return null;
}

/** What is wrong with a CVV for a card of `brand`, or null. */
export function cvvProblem(cvv: string | null | undefined, brand: CardCompany): CardProblem | null {
  const value = text(cvv);
  const problem = (reason: CardProblem['reason'], message: string): CardProblem => ({ field: 'cvv', reason, cause: 'PAYMENT_ERROR', message });
  if (value === '') return problem('required', 'Escribe el código de seguridad (CVV).');
  const lengths = brand === 'UNKNOWN' ? [3, 4] : [cvvLength(brand)];
  if (!/^[0-9]+$/.test(value) || !lengths.includes(value.length))
    return problem(
      'format',
      brand === 'AMERICAN_EXPRESS'
        ? 'El código de seguridad de American Express tiene 4 dígitos.'
        : brand === 'UNKNOWN'
          ? 'El código de seguridad tiene 3 o 4 dígitos.'
          : 'El código de seguridad tiene 3 dígitos.',
    );
  return null;
}

/** A new card as the form holds it. */
export interface NewCardInput {
  number: string;
  expiration_month: string | number;
  expiration_year: string | number;
  cvv: string;
}

/** A new card that passed every check: digits only, the month as 1–12, the year with four digits. */
export interface CheckedCard {
  number: string;
  expiration_month: number;
  expiration_year: number;
  cvv: string;
  brand: CardCompany;
}

/** The result of checking a new card: the checked card, or the cause, a Spanish message and each field's problem. */
export type NewCardCheck =
  | { ok: true; card: CheckedCard }
  | { ok: false; cause: CardProblem['cause']; message: string; problems: Partial<Record<CardField, CardProblem>> };

/**
 * Checks a new card before it is sent: the number, the expiry (by `now`)
 * and the CVV (by the number's brand). Each bad field gets its own Spanish
 * problem; the first (number, month, year, CVV) gives the cause and message.
 */
export function checkNewCard(card: NewCardInput, now: Date): NewCardCheck {
  const digits = withoutSpaces(text(card.number));
  const brand = cardBrand(digits);
  const found = [cardNumberProblem(digits), expiryProblem(card.expiration_month, card.expiration_year, now), cvvProblem(card.cvv, brand)].filter(
    (problem): problem is CardProblem => problem !== null,
  );
  const first = found[0];
  if (first) {
    const problems: Partial<Record<CardField, CardProblem>> = {};
    for (const problem of found) problems[problem.field] = problem;
    return { ok: false, cause: first.cause, message: first.message, problems };
  }
  return {
    ok: true,
    card: {
      number: digits,
      expiration_month: readMonth(typeof card.expiration_month === 'number' ? card.expiration_month : text(card.expiration_month))!,
      expiration_year: readYear(typeof card.expiration_year === 'number' ? card.expiration_year : text(card.expiration_year))!,
      cvv: text(card.cvv),
      brand,
    },
  };
}

/**
 * A card number as it may be shown or kept: never more than the BIN (first
 * 6) and the last 4. Spaces and dashes are dropped. A number too short to be
 * a card (12 or fewer) shows only its last 4, and 4 or fewer show nothing.
 * An already masked number comes back as it was.
 */
export function maskCard(number: string): string {
  const chars = [...number.replace(/[ -]/g, '')];
  const length = chars.length;
  const shownHead = length >= 13 ? 6 : 0;
  const shownTail = length > 4 ? 4 : 0;
  return chars.map((c, i) => (i < shownHead || i >= length - shownTail ? c : '*')).join('');
}

/** The last four digits of a number (for "terminada en 1111"). */
export function lastFour(number: string): string {
  return number.replace(/[^0-9*]/g, '').slice(-4);
}
