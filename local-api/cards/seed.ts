import type { Database } from '../db/database';

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
  const insert = db.prepare(
    `INSERT INTO saved_cards (instrument_id, user_id, bin, last4, number_length, brand, expiration_month, expiration_year, holder_name, created_at)
     SELECT ?, id, ?, ?, ?, ?, ?, ?, ?, ? FROM users WHERE email = ?`,
  );
  for (const card of SEED_SAVED_CARDS)
    insert.run(
      card.instrument_id,
      card.bin,
      card.last4,
      card.number_length,
      card.brand,
      card.expiration_month,
      card.expiration_year,
      card.holder_name,
      '2026-01-10T15:00:00.000Z',
      card.email,
    );
}
