import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './schema';

export type Database = BetterSqlite3.Database;

export interface ConnectOptions {
  /** Throw the existing data away first. */
  reset?: boolean;
  /**
   * For `':memory:'` only: start from this image of a database (`db.serialize()`), copied, instead of an empty one.
   * openDatabase uses it to seed a demo database once per process and clock.
   */
  image?: Buffer;
}

/**
 * Opens (creating its folder if needed) the SQLite database at `path` and migrates it; nothing is seeded here
 * (seed/open.ts's openDatabase seeds the demo catalogue). `':memory:'` gives a fresh database that lives as long as
 * the handle.
 */
export function connectDatabase(path: string, opts: ConnectOptions = {}): Database {
  const inMemory = path === ':memory:' || path === '';
  if (!inMemory) {
    mkdirSync(dirname(path), { recursive: true });
    if (opts.reset) for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  }
  const db = inMemory && opts.image ? new BetterSqlite3(opts.image) : new BetterSqlite3(inMemory ? ':memory:' : path);
  reusePreparedStatements(db);
  try {
    if (!inMemory) db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** How many prepared statements a connection keeps by their SQL; past that the cache starts over. */
export const STATEMENT_CACHE_SIZE = 1000;

/**
 * Makes `db.prepare` hand back the statement it already compiled for the same SQL: compiling costs ~0.05–0.2 ms per
 * call and a product page runs some thirty statements. A kept statement comes back as a new one would: plain rows
 * (its raw, pluck and expand modes reset); one busy iterating is never shared (a fresh one is compiled for the
 * caller, and not kept). SQLite recompiles a kept statement itself when the schema changes. A statement from
 * db.prepare is shared: never bind() parameters to it (they would stay bound for the next caller); pass them to
 * run, get, all or iterate.
 */
function reusePreparedStatements(db: Database): void {
  const compile = db.prepare;
  const kept = new Map<string, BetterSqlite3.Statement>();
  db.prepare = function prepare(sql: string) {
    const statement = kept.get(sql);
    if (statement && !statement.busy) {
      if (statement.reader) statement.raw(false).pluck(false).expand(false);
      return statement;
    }
    const fresh = compile.call(db, sql);
    if (!statement) {
      if (kept.size >= STATEMENT_CACHE_SIZE) kept.clear();
      kept.set(sql, fresh);
    }
    return fresh;
  } as Database['prepare'];
}
