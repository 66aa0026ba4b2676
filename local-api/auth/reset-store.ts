import type { Database } from '../db/database';

// Password reset links (password-reset.ts holds the rules: tokens and their hashing, the lifetime, what a
// reset changes).

/** A live reset link: its row, and the user it is for. */
export interface LiveResetRow {
  id: number;
  user_id: number;
}

/** Marks the user's unused reset links used at `now` (they stop working). */
export function markPendingResetsUsed(db: Database, userId: number, now: number): void {
  db.prepare('UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(now, userId);
}

export function insertPasswordReset(db: Database, userId: number, tokenHash: string, createdAt: number, expiresAt: number): void {
  db.prepare('INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    userId,
    tokenHash,
    createdAt,
    expiresAt,
  );
}

/** The live link (unused, unexpired at `now`, of an enabled user) whose token has this hash. */
export function findLiveReset(db: Database, tokenHash: string, now: number): LiveResetRow | undefined {
  return db
    .prepare(
      'SELECT r.id, r.user_id FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ? AND u.disabled = 0',
    )
    .get(tokenHash, now) as LiveResetRow | undefined;
}

/** Marks the link used at `now`, unless it already was; answers whether this call spent it. */
export function markResetUsed(db: Database, resetId: number, now: number): boolean {
  return db.prepare('UPDATE password_resets SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, resetId).changes !== 0;
}

/** Makes a spent link work again. */
export function markResetUnused(db: Database, resetId: number): void {
  db.prepare('UPDATE password_resets SET used_at = NULL WHERE id = ?').run(resetId);
}
