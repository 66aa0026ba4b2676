import type { Database } from '../db/database';
import type { Logger } from '../http/logger';

/**
 * What each owner (a session or a signed-in user) opened, most recent first.
 *
 * A view is written after the product page has answered, not while it answers: every product page a server renders
 * would otherwise wait for a write and its commit (a third of a millisecond, issue 22's render budget), and under
 * load the views of many pages share one transaction. Views are queued per database and written in the next turn of
 * the event loop; every read or change of the table writes the queue first, so this process never answers from an
 * older state than it has recorded.
 */
interface Queue {
  views: { owner: string; productId: number }[];
  scheduled: boolean;
  log: Logger;
}

const queues = new WeakMap<Database, Queue>();

/** Records that `owner` opened the product, written in the next turn of the event loop (or by the next read). */
export function queueView(db: Database, log: Logger, owner: string, productId: number): void {
  let queue = queues.get(db);
  if (!queue) {
    queue = { views: [], scheduled: false, log };
    queues.set(db, queue);
  }
  queue.views.push({ owner, productId });
  if (queue.scheduled) return;
  queue.scheduled = true;
  setImmediate(() => {
    try {
      writeQueuedViews(db);
    } catch (error) {
      // Nothing waits for these writes: a failure is the operator's to see, never a crash.
      queue.log('error', 'recently viewed: the queued views could not be written', { error: error instanceof Error ? error.message : String(error) });
    }
  });
}

/** Writes the queued views, in the order they came, in one transaction. */
export function writeQueuedViews(db: Database): void {
  const queue = queues.get(db);
  if (!queue) return;
  queue.scheduled = false;
  const views = queue.views.splice(0);
  if (views.length === 0 || !db.open) return;
  const insert = db.prepare(
    `INSERT INTO recently_viewed (owner, product_id, seq)
     VALUES (@owner, @productId, (SELECT COALESCE(MAX(seq), 0) + 1 FROM recently_viewed))
     ON CONFLICT (owner, product_id) DO UPDATE SET seq = excluded.seq`,
  );
  db.transaction(() => {
    for (const view of views) insert.run(view);
  })();
}

/** The ids of the products `owner` opened, most recent first. */
export function recentlyViewedIds(db: Database, owner: string, limit: number): number[] {
  writeQueuedViews(db);
  return (db.prepare('SELECT product_id FROM recently_viewed WHERE owner = ? ORDER BY seq DESC LIMIT ?').all(owner, limit) as { product_id: number }[]).map(
    (row) => row.product_id,
  );
}

/** A session's views become its user's when it signs in (a product both opened keeps the user's own). */
export function moveViews(db: Database, from: string, to: string): void {
  writeQueuedViews(db);
  db.prepare('UPDATE OR REPLACE recently_viewed SET owner = ? WHERE owner = ?').run(to, from);
}

/** Forgets what `owner` opened (a deleted account). */
export function deleteViews(db: Database, owner: string): void {
  writeQueuedViews(db);
  db.prepare('DELETE FROM recently_viewed WHERE owner = ?').run(owner);
}
