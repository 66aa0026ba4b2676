import { connectDatabase, type ConnectOptions, type Database } from '../db/database';
import { seedDatabase } from './seed';

export interface OpenDatabaseOptions extends ConnectOptions {
  /** The moment the demo orders are dated from when the database is seeded (default: now; tests pass their clock). */
  now?: Date;
}

/**
 * The local API's database: opened and migrated (db/database.ts), then seeded with the demo catalogue when it is
 * empty or `reset` is set. `':memory:'` gives a fresh seeded database that lives as long as the handle.
 */
export function openDatabase(path: string, opts: OpenDatabaseOptions = {}): Database {
  const db = connectDatabase(path, opts);
  try {
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM products').get() as { count: number };
    if (count === 0) seedDatabase(db, opts.now);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
