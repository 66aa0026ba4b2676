/*
 * The product page actions' input rules (zod-free, so a form can check as the library does): a bulk quotation's
 * quantity and phone, an Amazon URL's form, a wait-list email. Each refusal names its field and says why in Spanish.
 */
import { EMAIL_PATTERN } from '../session/session';

/** A refused input: the field and the Spanish sentence to show beside it. */
export interface ProductInputProblem {
  field: string;
  message: string;
}

/** The most units a bulk quotation may ask for. */
export const BULK_QUOTATION_MAX_QUANTITY = 10_000;
/** How many digits a bulk quotation's phone may have. */
export const BULK_PHONE_DIGITS = { min: 8, max: 15 } as const;
/** The longest email a wait list takes (RFC 5321's longest path). */
export const WAIT_LIST_EMAIL_MAX = 254;

/** A phone as typed, with spaces, dashes, dots, parentheses and a leading + taken out: what the API receives. */
export function phoneDigits(phone: string): string {
  return phone.trim().replace(/^\+/, '').replace(/[\s\-.()]/g, '');
}

/** A bulk quotation's quantity (a whole number from 1 to 10,000) and phone (8 to 15 digits): the first problem, or null. */
export function bulkQuotationProblem(input: { quantity: unknown; phoneNumber: unknown }): ProductInputProblem | null {
  const { quantity, phoneNumber } = input;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > BULK_QUOTATION_MAX_QUANTITY) {
    return { field: 'quantity', message: 'La cantidad debe ser un número entero de 1 a 10,000.' };
  }
  const digits = typeof phoneNumber === 'string' ? phoneDigits(phoneNumber) : '';
  if (!new RegExp(`^\\d{${BULK_PHONE_DIGITS.min},${BULK_PHONE_DIGITS.max}}$`).test(digits)) {
    return { field: 'phoneNumber', message: 'Escribe un teléfono de 8 a 15 dígitos.' };
  }
  return null;
}

/** Whether a text is an absolute http(s) URL with a host: what an Amazon import may be given. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !value.trim()) return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Whether a trimmed text is an email of at most WAIT_LIST_EMAIL_MAX characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= WAIT_LIST_EMAIL_MAX && EMAIL_PATTERN.test(value);
}
