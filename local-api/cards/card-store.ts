import type { Database } from '../db/database';
import type { SavedCardRow } from './cards';

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
export interface SeedSavedCardValues {
  email: string;
  instrument_id: string;
  bin: string;
  last4: string;
  number_length: number;
  brand: string;
  expiration_month: number;
  expiration_year: number;
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
