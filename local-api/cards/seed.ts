import type { Database } from '../db/database';
import { seedSavedCardInserter } from './card-store';

/** Ana's saved card: Visa's test number 4111 1111 1111 1111, of which only BIN and last 4 are stored. */
export const SEED_SAVED_CARDS = [
  {
    email: 'ana@tienda.test',
    instrument_id: 'card_demo_ana_visa',
    bin: '411111',
    last4: '1111',
    number_length: 16,
    brand: 'VISA',
    expiration_month: 12,
    expiration_year: 2029,
    holder_name: 'Ana López',
  },
] as const;

export function seedSavedCards(db: Database): void {
  const insert = seedSavedCardInserter(db);
  for (const card of SEED_SAVED_CARDS) insert(card, '2026-01-10T15:00:00.000Z');
}
