import type { Database } from '../db/database';

/** An event as stored: its name, the time the app gave it (if any) and its parameters as JSON. */
export interface TrackingEventRecord {
  name: string;
  timestamp: string | null;
  parameters: string;
}

/** Appends the events, then drops all but the latest `keepRows` (run it in a transaction: it is one batch). */
export function appendTrackingEvents(db: Database, owner: string | null, events: readonly TrackingEventRecord[], receivedAt: string, keepRows: number): void {
  const insert = db.prepare('INSERT INTO tracking_events (owner, name, timestamp, parameters, received_at) VALUES (?, ?, ?, ?, ?)');
  let last = 0;
  for (const e of events) last = Number(insert.run(owner, e.name, e.timestamp, e.parameters, receivedAt).lastInsertRowid);
  db.prepare('DELETE FROM tracking_events WHERE id <= ?').run(last - keepRows);
}

/** Appends a page view, then drops all but the latest `keepRows`. */
export function appendPageView(db: Database, owner: string | null, parameters: string, receivedAt: string, keepRows: number): void {
  const { lastInsertRowid } = db.prepare('INSERT INTO page_views (owner, parameters, received_at) VALUES (?, ?, ?)').run(owner, parameters, receivedAt);
  db.prepare('DELETE FROM page_views WHERE id <= ?').run(Number(lastInsertRowid) - keepRows);
}
