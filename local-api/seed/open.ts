import { connectDatabase, type ConnectOptions, type Database } from '../db/database';
import { seedDatabase } from './seed';

export interface OpenDatabaseOptions extends Omit<ConnectOptions, 'image'> {
  /** The moment the demo orders are dated from when the database is seeded (default: now; tests pass their clock). */
  now?: Date;
}

/**
 * Seeded in-memory databases, as images (`db.serialize()`, about 2.6 MB), by the clock they were seeded with. The seed
 * is a pure function of that clock (its own PRNG, precomputed demo password hashes), so a copy of the image is the
 * database a fresh seed would give, in about 3 ms instead of 200–500: a test process that opens a database per test
 * with a fixed clock (tests/local-api/support.ts's makeApi, the kit's handlers with `now`) seeds once. Only a few
 * clocks are kept: a process that seeds with ever-new clocks keeps none longer than it needs.
 */
const seededImages = new Map<string, Buffer>();
const KEPT_IMAGES = 4;

function seededImage(now: Date): Buffer {
  const key = now.toISOString();
  const kept = seededImages.get(key);
  if (kept) return kept;
  const db = connectDatabase(':memory:');
  try {
    seedDatabase(db, now);
    const image = db.serialize();
    if (seededImages.size >= KEPT_IMAGES) seededImages.delete(seededImages.keys().next().value as string);
    seededImages.set(key, image);
    return image;
  } finally {
    db.close();
  }
}

/**
 * The local API's database: opened and migrated (db/database.ts), then seeded with the demo catalogue when it is
 * empty or `reset` is set. `':memory:'` gives a fresh seeded database that lives as long as the handle; with an
 * explicit `now`, it is a copy of one seeded image per clock (see seededImages).
 */
export function openDatabase(path: string, opts: OpenDatabaseOptions = {}): Database {
  if ((path === ':memory:' || path === '') && opts.now) return connectDatabase(':memory:', { image: seededImage(opts.now) });
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
