import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { seedDatabase } from '../seed/seed';
import { migrate } from './schema';

export type Database = BetterSqlite3.Database;

export interface OpenDatabaseOptions {
  /** Throw the existing data away and seed the demo catalogue again. */
  reset?: boolean;
  /** The moment the demo orders are dated from when the database is seeded (default: now; tests pass their clock). */
  now?: Date;
}

/**
 * Opens (creating its folder if needed) the SQLite database at `path`,
 * migrates it and seeds the demo catalogue when it is empty or `reset` is set.
 * `':memory:'` gives a fresh seeded database that lives as long as the handle.
 */
export function openDatabase(path: string, opts: OpenDatabaseOptions = {}): Database {
  const inMemory = path === ':memory:' || path === '';
  if (!inMemory) {
    mkdirSync(dirname(path), { recursive: true });
    if (opts.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  }
  const db = new BetterSqlite3(inMemory ? ':memory:' : path);
  try {
    if (!inMemory) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM products').get() as { count: number };
    if (count === 0) seedDatabase(db, opts.now);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
