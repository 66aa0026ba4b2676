import type { Database } from '../db/database';

// Product wait lists (wait-list.ts holds the rules: stock, the email, the per-owner limit, telling each entry, the JSON shape).

/** A wait list entry as the `wait_list` table stores it (the columns the rules read). */
export interface WaitListEntryRow {
  id: number;
  owner: string;
  user_id: number | null;
  email: string;
}

/** The user's account and contact emails and has_mobile_app flag (0 or 1), or undefined for an unknown user. */
export interface UserContactRow {
  email: string;
  contact_email: string | null;
  has_mobile_app: number;
}

/** The owner's entry on the product's wait list, if any. */
export function findWaitListEntry(db: Database, productId: number, owner: string): WaitListEntryRow | undefined {
  return db.prepare('SELECT * FROM wait_list WHERE product_id = ? AND owner = ?').get(productId, owner) as WaitListEntryRow | undefined;
}

export function findUserContact(db: Database, userId: number): UserContactRow | undefined {
  return db.prepare('SELECT email, contact_email, has_mobile_app FROM users WHERE id = ?').get(userId) as UserContactRow | undefined;
}

/** How many push players (devices) the user has registered. */
export function countPushPlayers(db: Database, userId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM push_players WHERE user_id = ?').get(userId) as { n: number }).n;
}

/** How many wait lists the owner is on, but this product's. */
export function countOwnerWaitListsExcept(db: Database, owner: string, productId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM wait_list WHERE owner = ? AND product_id <> ?').get(owner, productId) as { n: number }).n;
}

/** Puts the owner on the product's wait list; when already on it, only the email is updated. */
export function upsertWaitListEntry(
  db: Database,
  entry: { productId: number; owner: string; userId: number | null; email: string; createdAt: number },
): void {
  db.prepare(
    `INSERT INTO wait_list (product_id, owner, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (product_id, owner) DO UPDATE SET email = excluded.email`,
  ).run(entry.productId, entry.owner, entry.userId, entry.email, entry.createdAt);
}

/** Takes the owner off the product's wait list (on it or not). */
export function deleteWaitListEntry(db: Database, productId: number, owner: string): void {
  db.prepare('DELETE FROM wait_list WHERE product_id = ? AND owner = ?').run(productId, owner);
}

/** The product's wait list, in the order it was joined. */
export function listWaitListEntries(db: Database, productId: number): WaitListEntryRow[] {
  return db.prepare('SELECT * FROM wait_list WHERE product_id = ? ORDER BY id').all(productId) as WaitListEntryRow[];
}

export function deleteWaitListEntryById(db: Database, entryId: number): void {
  db.prepare('DELETE FROM wait_list WHERE id = ?').run(entryId);
}
