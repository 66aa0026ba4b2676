import type { Database } from '../db/database';

// Points balances, their history and the coupons bought with points (points.ts holds the rules: amounts, prices, the JSON shape).

/** An entry of the points history as the `points_entries` table stores it (the columns the history shows). */
export interface PointsEntryRow {
  points: number;
  type: string;
  created_at: string;
}

/** The user's points balance (the users row's `points`); an unknown user: undefined. */
export function findUserPoints(db: Database, userId: number): number | undefined {
  return (db.prepare('SELECT points FROM users WHERE id = ?').get(userId) as { points: number } | undefined)?.points;
}

/** The user's latest 200 history entries, newest first. */
export function listPointsEntries(db: Database, userId: number): PointsEntryRow[] {
  return db
    .prepare('SELECT points, type, created_at FROM points_entries WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 200')
    .all(userId) as PointsEntryRow[];
}

/** Takes `cost` points off the user's balance only when it covers them; answers whether it did (one row changed). */
export function deductUserPoints(db: Database, userId: number, cost: number): boolean {
  const { changes } = db.prepare('UPDATE users SET points = points - ? WHERE id = ? AND points >= ?').run(cost, userId, cost);
  return changes === 1;
}

export function insertPointsEntry(db: Database, userId: number, points: number, type: string, createdAt: string): void {
  db.prepare('INSERT INTO points_entries (user_id, points, type, created_at) VALUES (?, ?, ?, ?)').run(userId, points, type, createdAt);
}

/** Creates a FIXED coupon of `valueCents` that only `ownerUserId` can use. */
export function insertOwnedFixedCoupon(
  db: Database,
  code: string,
  valueCents: number,
  description: string,
  validUntil: string,
  ownerUserId: number,
  createdAt: string,
): void {
  db.prepare(
    `INSERT INTO coupons (code, kind, value, description, valid_until, owner_user_id, created_at)
         VALUES (?, 'FIXED', ?, ?, ?, ?, ?)`,
  ).run(code, valueCents, description, validUntil, ownerUserId, createdAt);
}
