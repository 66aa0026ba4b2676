import type { Database } from '../db/database';

// Idempotency keys of order creation (idempotency.ts holds the rules: the key's shape, claims, stale claims, reuse, the JSON shape).

/** A row of the checkout_idempotency table (migration 7), as a claim reads it; `status` and `answer` stay null until answered. */
export interface IdempotencyKeyRow {
  body_hash: string;
  status: number | null;
  answer: string | null;
  created_at: number;
}

/** The user's key, if claimed. */
export function findIdempotencyKey(db: Database, userId: number, key: string): IdempotencyKeyRow | undefined {
  return db.prepare('SELECT body_hash, status, answer, created_at FROM checkout_idempotency WHERE user_id = ? AND idem_key = ?').get(userId, key) as
    | IdempotencyKeyRow
    | undefined;
}

/** Claims the key for the body's hash, not answered yet. */
export function insertIdempotencyKey(db: Database, userId: number, key: string, hash: string, nowMs: number): void {
  db.prepare('INSERT INTO checkout_idempotency (user_id, idem_key, body_hash, created_at) VALUES (?, ?, ?, ?)').run(userId, key, hash, nowMs);
}

/** Takes a claim over: the new body's hash, claimed now. */
export function updateIdempotencyKeyClaim(db: Database, userId: number, key: string, hash: string, nowMs: number): void {
  db.prepare('UPDATE checkout_idempotency SET body_hash = ?, created_at = ? WHERE user_id = ? AND idem_key = ?').run(hash, nowMs, userId, key);
}

/** Stores the answer (its status and JSON body) under the key. */
export function updateIdempotencyKeyAnswer(db: Database, userId: number, key: string, status: number, answer: string): void {
  db.prepare('UPDATE checkout_idempotency SET status = ?, answer = ? WHERE user_id = ? AND idem_key = ?').run(status, answer, userId, key);
}

/** Releases the key, unless an answer is stored under it. */
export function deleteUnansweredIdempotencyKey(db: Database, userId: number, key: string): void {
  db.prepare('DELETE FROM checkout_idempotency WHERE user_id = ? AND idem_key = ? AND status IS NULL').run(userId, key);
}

/** The answer stored under the key (both null while unanswered), or undefined once released. */
export function findIdempotencyKeyAnswer(db: Database, userId: number, key: string): Pick<IdempotencyKeyRow, 'status' | 'answer'> | undefined {
  return db.prepare('SELECT status, answer FROM checkout_idempotency WHERE user_id = ? AND idem_key = ?').get(userId, key) as
    | Pick<IdempotencyKeyRow, 'status' | 'answer'>
    | undefined;
}
