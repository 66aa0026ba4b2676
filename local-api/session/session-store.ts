import type { Database } from '../db/database';

// Sessions and failed logins (session-service.ts holds the rules: token hashing, expiry, the login limit).

/** A row of the sessions table as a token check reads it. */
export interface SessionRow {
  id: number;
  user_id: number | null;
  created_at: number;
  expires_at: number;
  ended_at: number | null;
}

/** Creates a session (times in epoch milliseconds); answers its id. */
export function insertSession(db: Database, tokenHash: string, userId: number | null, createdAt: number, expiresAt: number): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(tokenHash, userId, createdAt, expiresAt);
  return Number(lastInsertRowid);
}

/** Ends the session at `now` unless it has already ended. */
export function endOpenSession(db: Database, sessionId: number, now: number): void {
  db.prepare('UPDATE sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL').run(now, sessionId);
}

/** Ends every open session of the user at `now`; answers how many were ended. */
export function endOpenSessionsOfUser(db: Database, userId: number, now: number): number {
  return db.prepare('UPDATE sessions SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL').run(now, userId).changes;
}

export function findSessionByTokenHash(db: Database, tokenHash: string): SessionRow | undefined {
  return db
    .prepare('SELECT id, user_id, created_at, expires_at, ended_at FROM sessions WHERE token_hash = ?')
    .get(tokenHash) as SessionRow | undefined;
}

/** The email's failed logins after `since`: how many, and when the oldest of them was (null when none). */
export function countLoginFailuresSince(db: Database, email: string, since: number): { count: number; oldest: number | null } {
  return db
    .prepare('SELECT COUNT(*) AS count, MIN(at) AS oldest FROM login_failures WHERE email = ? AND at > ?')
    .get(email, since) as { count: number; oldest: number | null };
}

/** Forgets the failed logins (of every email) made at or before `cutoff`. */
export function deleteLoginFailuresUntil(db: Database, cutoff: number): void {
  db.prepare('DELETE FROM login_failures WHERE at <= ?').run(cutoff);
}

export function insertLoginFailure(db: Database, email: string, at: number): void {
  db.prepare('INSERT INTO login_failures (email, at) VALUES (?, ?)').run(email, at);
}

/** Forgets every failed login of the email. */
export function deleteLoginFailuresOf(db: Database, email: string): void {
  db.prepare('DELETE FROM login_failures WHERE email = ?').run(email);
}
