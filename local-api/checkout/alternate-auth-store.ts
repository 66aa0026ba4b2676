import type { Database } from '../db/database';
import type { OrderRow } from '../orders/order-row';

// Alternate card authorizations and the orders they pay (alternate-auth.ts holds the rules: payable orders, the card,
// the bank's answers, the verification amount, the JSON shape).

/** A row of the alternate_card_auth table (migration 8). */
export interface AlternateRow {
  reference: string;
  user_id: number;
  order_id: number | null;
  verify_attempts: number;
  verified_at: string | null;
  charged_at: string | null;
}

/** What a charge reads of a saved card: never a number or a CVV. */
export interface SavedCardParts {
  instrument_id: string;
  bin: string;
  last4: string;
  number_length: number;
}

/** The user's saved card by instrument id (someone else's: undefined). */
export function findUserSavedCardParts(db: Database, instrumentId: string, userId: number): SavedCardParts | undefined {
  return db.prepare('SELECT instrument_id, bin, last4, number_length FROM saved_cards WHERE instrument_id = ? AND user_id = ?').get(instrumentId, userId) as
    | SavedCardParts
    | undefined;
}

/** The user's order by id (someone else's: undefined). */
export function findUserOrderById(db: Database, orderId: number, userId: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?').get(orderId, userId) as OrderRow | undefined;
}

export function findAlternateAuth(db: Database, reference: string): AlternateRow | undefined {
  return db.prepare('SELECT * FROM alternate_card_auth WHERE reference = ?').get(reference) as AlternateRow | undefined;
}

export function insertAlternateAuth(db: Database, reference: string, userId: number, orderId: number | null, now: string): void {
  db.prepare('INSERT INTO alternate_card_auth (reference, user_id, order_id, created_at) VALUES (?, ?, ?, ?)').run(reference, userId, orderId, now);
}

/**
 * Pays the order by card, unless it was cancelled or is no longer in one of the `payable` payment statuses; answers
 * whether it did (one conditional UPDATE: of two charges racing only one pays).
 */
export function markOrderPaidByCard(
  db: Database,
  orderId: number,
  payable: readonly string[],
  card: { maskedCard: string; existingCardId: string | null },
  now: string,
): boolean {
  return (
    db
      .prepare(
        `UPDATE orders SET payment_status = 'PAID', status = 'AfterPaid', payment_method = 'CARD', paid_cents = total_cents, paid_at = ?,
             status_changed_at = ?, masked_card = ?, existing_card_id = ?, payment_due_at = NULL
           WHERE id = ? AND cancelled_at IS NULL AND payment_status IN (${payable.map(() => '?').join(', ')})`,
      )
      .run(now, now, card.maskedCard, card.existingCardId, orderId, ...payable).changes === 1
  );
}

/** Records the charge of the authorization, and the order it paid. */
export function markAlternateAuthCharged(db: Database, reference: string, orderId: number, now: string): void {
  db.prepare('UPDATE alternate_card_auth SET charged_at = ?, order_id = ? WHERE reference = ?').run(now, orderId, reference);
}

export function setAlternateAuthOrder(db: Database, reference: string, orderId: number): void {
  db.prepare('UPDATE alternate_card_auth SET order_id = ? WHERE reference = ?').run(orderId, reference);
}

/** Counts one verification attempt, unless already verified or `maxAttempts` are used; answers whether it counted. */
export function countVerifyAttempt(db: Database, reference: string, maxAttempts: number): boolean {
  return (
    db
      .prepare('UPDATE alternate_card_auth SET verify_attempts = verify_attempts + 1 WHERE reference = ? AND verify_attempts < ? AND verified_at IS NULL')
      .run(reference, maxAttempts).changes === 1
  );
}

export function markAlternateAuthVerified(db: Database, reference: string, now: string): void {
  db.prepare('UPDATE alternate_card_auth SET verified_at = ? WHERE reference = ?').run(now, reference);
}
