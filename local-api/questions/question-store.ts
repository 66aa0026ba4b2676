import type { Database } from '../db/database';

/** How many automated answers this owner (a session or a user) asked for after `since` (ms since the epoch). */
export function countAutomatedAnswersSince(db: Database, owner: string, since: number): number {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM automated_answers WHERE owner = ? AND created_at > ?').get(owner, since) as { count: number };
  return count;
}
