import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../http/context';
import { notFound } from '../http/errors';
import { deleteSavedCard, findSavedCard, insertSavedCard, listUserSavedCards, type SavedCardRow } from './card-store';

/** Card companies of spec section 4. */
export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS', 'DINERS_CLUB', 'DISCOVER', 'JCB', 'UNKNOWN'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * What is stored of a card: never the full number nor the CVV (no column
 * could hold them): the BIN (first 6), the last 4 and the number's length,
 * enough to show `411111******1111` and to choose installments by BIN.
 */
export interface StoredCardInput {
  bin: string;
  last4: string;
  numberLength: number;
  brand: CardBrand;
  expirationMonth: number;
  expirationYear: number;
  holderName: string | null;
}

export type { SavedCardRow };

/** The parts of a card number that may be kept; the number itself goes no further than this call. */
export function storableParts(number: string): { bin: string; last4: string; numberLength: number } {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) throw new Error('not a card number');
  return { bin: digits.slice(0, 6), last4: digits.slice(-4), numberLength: digits.length };
}

/** `411111******1111`: the BIN, a star per hidden digit, the last 4. */
export const maskedNumber = (card: Pick<SavedCardRow, 'bin' | 'last4' | 'number_length'>) =>
  `${card.bin}${'*'.repeat(Math.max(0, card.number_length - 10))}${card.last4}`;

/** The Existing card of spec section 3. */
function cardJson(row: SavedCardRow) {
  return {
    instrument_id: row.instrument_id,
    number: maskedNumber(row),
    expiration_month: row.expiration_month,
    expiration_year: row.expiration_year,
    type: (CARD_BRANDS as readonly string[]).includes(row.brand) ? row.brand : 'UNKNOWN',
    holder_name: row.holder_name,
  };
}

/** Saves a (tokenized) card for the user; checkout calls this with storableParts' output. Answers its instrument id. */
export function saveCard(deps: AppDeps, userId: number, card: StoredCardInput): string {
  const instrumentId = `card_${randomBytes(12).toString('base64url')}`;
  insertSavedCard(deps.db, instrumentId, userId, card, deps.now().toISOString());
  return instrumentId;
}

/** GET /payment_method/cc: the user's cards, newest first. */
export function listCards(deps: AppDeps, userId: number) {
  const rows = listUserSavedCards(deps.db, userId);
  return rows.map(cardJson);
}

/** One of the user's cards by instrument id; someone else's answers like a missing one. */
export function findCard(deps: AppDeps, userId: number, instrumentId: string) {
  const row = findSavedCard(deps.db, instrumentId, userId);
  return row ? cardJson(row) : null;
}

/** DELETE /payment_method/cc/{id}. */
export function deleteCard(deps: AppDeps, userId: number, instrumentId: string): void {
  const changes = deleteSavedCard(deps.db, instrumentId, userId);
  if (changes !== 1) throw notFound('La tarjeta no existe.');
}
