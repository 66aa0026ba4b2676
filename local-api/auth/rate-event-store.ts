import type { Database } from '../db/database';

// The events the rate limits count, per bucket (rate-limits.ts holds the rules: the limits, windows, waits).

/** The newest `limit` events of the bucket after `after`, newest first. */
export function listRecentRateEvents(db: Database, bucket: string, after: number, limit: number): { at: number }[] {
  return db.prepare('SELECT at FROM rate_events WHERE bucket = ? AND at > ? ORDER BY at DESC LIMIT ?').all(bucket, after, limit) as { at: number }[];
}

/** A runner that records an event of a bucket at a time (prepared once) and answers its rowid. */
export function rateEventInserter(db: Database): (bucket: string, at: number) => number {
  const stmt = db.prepare('INSERT INTO rate_events (bucket, at) VALUES (?, ?)');
  return (bucket, at) => Number(stmt.run(bucket, at).lastInsertRowid);
}

/** Deletes the events at or before `cutoff`. */
export function deleteRateEventsUpTo(db: Database, cutoff: number): void {
  db.prepare('DELETE FROM rate_events WHERE at <= ?').run(cutoff);
}

/** A runner that deletes events by rowid (prepared once). */
export function rateEventRemover(db: Database): (rowid: number) => void {
  const stmt = db.prepare('DELETE FROM rate_events WHERE rowid = ?');
  return (rowid) => {
    stmt.run(rowid);
  };
}
