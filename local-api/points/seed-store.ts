import type { Database } from '../db/database';

// The demo accounts' points history as the seed writes it (seed.ts holds the entries).

/**
 * Inserting the seed's points entries, one statement for them all: answers a function that adds one entry to the
 * history of the user with that email (none when no user has it).
 */
export function pointsEntryInserter(db: Database): (email: string, points: number, type: string, createdAt: string) => void {
  const insert = db.prepare('INSERT INTO points_entries (user_id, points, type, created_at) SELECT id, ?, ?, ? FROM users WHERE email = ?');
  return (email, points, type, createdAt) => {
    insert.run(points, type, createdAt, email);
  };
}
