import type { Database } from '../db/database';

// Saved cards (cards.ts holds the rules: what of a number may be kept, the mask, the JSON shape).

/** A saved card's row: its BIN, last 4 and length, never the number or a CVV. */
export interface SavedCardRow {
  instrument_id: string;
  bin: string;
  last4: string;
  number_length: number;
  brand: string;
  expiration_month: number;
  expiration_year: number;
  holder_name: string | null;
}

/** What is written of a new saved card (cards.ts's StoredCardInput). */
export interface NewSavedCard {
  bin: string;
  last4: string;
  numberLength: number;
  brand: string;
  expirationMonth: number;
  expirationYear: number;
  holderName: string | null;
}

/** Saves a card for the user under this instrument id. */
export function insertSavedCard(db: Database, instrumentId: string, userId: number, card: NewSavedCard, now: string): void {
  db.prepare(
    `INSERT INTO saved_cards (instrument_id, user_id, bin, last4, number_length, brand, expiration_month, expiration_year, holder_name, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    instrumentId,
    userId,
    card.bin,
    card.last4,
    card.numberLength,
    card.brand,
    card.expirationMonth,
    card.expirationYear,
    card.holderName,
    now,
  );
}

/** The user's saved cards, newest first. */
export function listUserSavedCards(db: Database, userId: number): SavedCardRow[] {
  return db.prepare('SELECT * FROM saved_cards WHERE user_id = ? ORDER BY id DESC').all(userId) as SavedCardRow[];
}

/** The storable parts (BIN and last 4) of one of the user's saved cards, by its instrument id. */
export function findSavedCardParts(db: Database, instrumentId: string, userId: number): { bin: string; last4: string } | undefined {
  return db.prepare('SELECT bin, last4 FROM saved_cards WHERE instrument_id = ? AND user_id = ?').get(instrumentId, userId) as
    | { bin: string; last4: string }
    | undefined;
}

/** One of the user's saved cards, by its instrument id. */
export function findSavedCard(db: Database, instrumentId: string, userId: number): SavedCardRow | undefined {
  return db.prepare('SELECT * FROM saved_cards WHERE instrument_id = ? AND user_id = ?').get(instrumentId, userId) as SavedCardRow | undefined;
}

/** A card the demo seed saves for an account, by the account's email: only its storable parts (BIN and last 4). */
export interface SeedSavedCardValues extends Omit<SavedCardRow, 'holder_name'> {
  email: string;
  holder_name: string;
}

/**
 * Saving the seed's cards, one statement for the whole seed: answers a function that saves one card for the account
 * with its email, created at `createdAt` (no such account: nothing is saved).
 */
export function seedSavedCardInserter(db: Database): (card: SeedSavedCardValues, createdAt: string) => void {
  const insert = db.prepare(
    `INSERT INTO saved_cards (instrument_id, user_id, bin, last4, number_length, brand, expiration_month, expiration_year, holder_name, created_at)
     SELECT ?, id, ?, ?, ?, ?, ?, ?, ?, ? FROM users WHERE email = ?`,
  );
  return (card, createdAt) => {
    insert.run(
      card.instrument_id,
      card.bin,
      card.last4,
      card.number_length,
      card.brand,
      card.expiration_month,
      card.expiration_year,
      card.holder_name,
      createdAt,
      card.email,
    );
  };
}

/** Deletes one of the user's saved cards; answers how many rows went (0 or 1). */
export function deleteSavedCard(db: Database, instrumentId: string, userId: number): number {
  return db.prepare('DELETE FROM saved_cards WHERE instrument_id = ? AND user_id = ?').run(instrumentId, userId).changes;
}
