import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteViews, moveViews, queueView, recentlyViewedIds } from '../../local-api/catalog/recently-viewed-store';
import { migrate } from '../../local-api/db/schema';
import type { Logger } from '../../local-api/http/logger';

/**
 * A product page's view is written after the page has answered (issue 22: no write on the render's path), and
 * every read or change of the table writes the queue first, so nothing recorded is ever missing from an answer.
 */
const dbs: BetterSqlite3.Database[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
});

function fresh() {
  const db = new BetterSqlite3(':memory:');
  migrate(db);
  // Products 1 to 3 are all the table refers to; no foreign keys are enforced here.
  dbs.push(db);
  const logs: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const log: Logger = (level, message, fields) => logs.push({ level, message, ...(fields ? { fields } : {}) });
  return { db, logs, log };
}

const stored = (db: BetterSqlite3.Database) => db.prepare('SELECT owner, product_id FROM recently_viewed ORDER BY seq').all();
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('recently viewed, written after the answer', () => {
  it('queues a view without writing it, and writes the queue in the next turn, in order, in one go', async () => {
    const { db, logs, log } = fresh();
    queueView(db, log, 's:1', 1);
    queueView(db, log, 's:1', 2);
    queueView(db, log, 's:2', 3);
    expect(stored(db)).toEqual([]);
    await nextTurn();
    expect(stored(db)).toEqual([
      { owner: 's:1', product_id: 1 },
      { owner: 's:1', product_id: 2 },
      { owner: 's:2', product_id: 3 },
    ]);
    expect(logs).toEqual([]);
  });

  it('answers a read with the views still queued, most recent first, each product once', () => {
    const { db, log } = fresh();
    queueView(db, log, 's:1', 1);
    queueView(db, log, 's:1', 2);
    queueView(db, log, 's:1', 1);
    expect(recentlyViewedIds(db, 's:1', 10)).toEqual([1, 2]);
    expect(recentlyViewedIds(db, 's:2', 10)).toEqual([]);
  });

  it('moves and deletes the queued views too (sign-in, a deleted account)', () => {
    const { db, log } = fresh();
    queueView(db, log, 's:1', 1);
    moveViews(db, 's:1', 'u:7');
    expect(recentlyViewedIds(db, 'u:7', 10)).toEqual([1]);
    expect(recentlyViewedIds(db, 's:1', 10)).toEqual([]);
    queueView(db, log, 'u:7', 2);
    deleteViews(db, 'u:7');
    expect(stored(db)).toEqual([]);
  });

  it('logs a write that fails in the next turn instead of throwing where nobody catches it', async () => {
    const { db, logs, log } = fresh();
    db.exec('DROP TABLE recently_viewed');
    queueView(db, log, 's:1', 1);
    await nextTurn();
    expect(logs).toHaveLength(1);
    expect(logs[0]!.level).toBe('error');
    expect(String(logs[0]!.fields?.error)).toContain('recently_viewed');
  });

  it('drops the queue of a database closed before its turn', async () => {
    const { db, logs, log } = fresh();
    queueView(db, log, 's:1', 1);
    db.close();
    await nextTurn();
    expect(logs).toEqual([]);
  });
});
