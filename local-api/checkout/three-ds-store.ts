import type { Database } from '../db/database';

// 3-D Secure references (three-ds.ts holds the rules: the reference's shape, owners, the challenge's answers, the JSON shape).

export type ThreeDsStatus = 'PENDING' | 'AUTHENTICATED' | 'FAILED';

/** A row of the three_ds_references table (migration 7). */
export interface ThreeDsRow {
  reference: string;
  owner: string;
  cart_id: number | null;
  bin: string;
  last4: string;
  status: ThreeDsStatus;
  transaction_id: string | null;
  order_id: number | null;
  created_at: string;
  updated_at: string;
}

/** Creates a PENDING reference for the card (its BIN and last 4 only). */
export function insertReference(db: Database, reference: string, owner: string, cartId: number | null, bin: string, last4: string, now: string): void {
  db.prepare(`INSERT INTO three_ds_references (reference, owner, cart_id, bin, last4, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'PENDING', ?, ?)`).run(
    reference,
    owner,
    cartId,
    bin,
    last4,
    now,
    now,
  );
}

export function findReferenceRow(db: Database, reference: string): ThreeDsRow | undefined {
  return db.prepare('SELECT * FROM three_ds_references WHERE reference = ?').get(reference) as ThreeDsRow | undefined;
}

/** The reference that authenticated this transaction id, whoever owns it. */
export function findReferenceByTransaction(db: Database, transactionId: string): ThreeDsRow | undefined {
  return db.prepare('SELECT * FROM three_ds_references WHERE transaction_id = ?').get(transactionId) as ThreeDsRow | undefined;
}

/** Links the reference to the order it paid for. */
export function setReferenceOrder(db: Database, reference: string, orderId: number, now: string): void {
  db.prepare('UPDATE three_ds_references SET order_id = ?, updated_at = ? WHERE reference = ?').run(orderId, now, reference);
}

/** The newest reference linked to the order, if any. */
export function findLatestReferenceOfOrder(db: Database, orderId: number): ThreeDsRow | undefined {
  return db.prepare('SELECT * FROM three_ds_references WHERE order_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(orderId) as ThreeDsRow | undefined;
}

/** Fails the reference, if still PENDING. */
export function markReferenceFailed(db: Database, reference: string, now: string): void {
  db.prepare(`UPDATE three_ds_references SET status = 'FAILED', updated_at = ? WHERE reference = ? AND status = 'PENDING'`).run(now, reference);
}

/** Authenticates the reference with the transaction id the charge is retried with, if still PENDING. */
export function markReferenceAuthenticated(db: Database, reference: string, transactionId: string, now: string): void {
  db.prepare(`UPDATE three_ds_references SET status = 'AUTHENTICATED', transaction_id = ?, updated_at = ? WHERE reference = ? AND status = 'PENDING'`).run(
    transactionId,
    now,
    reference,
  );
}
