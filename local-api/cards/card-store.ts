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
