import type BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

type Database = BetterSqlite3.Database;

/** The schema's version: the number of migrations (db/migrations/, one file per version). */
export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings the database up to SCHEMA_VERSION (or `target`, for tests that
 * build an older file), one transaction per migration.
 */
export function migrate(db: Database, target = SCHEMA_VERSION): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION)
    throw new Error(`La base de datos tiene la versión ${current}, más nueva que la ${SCHEMA_VERSION} que conoce este servidor.`);
  for (let version = current; version < Math.min(target, SCHEMA_VERSION); version++) {
    const migration = MIGRATIONS[version]!;
    const sql = typeof migration === 'string' ? migration : migration.rebuild;
    // PRAGMA foreign_keys does nothing inside a transaction: a rebuild switches it off around its own.
    const enforced = typeof migration !== 'string' && db.pragma('foreign_keys', { simple: true }) === 1;
    if (enforced) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        if (typeof migration !== 'string') {
          const broken = db.pragma('foreign_key_check') as { table: string; parent: string }[];
          if (broken.length > 0)
            throw new Error(`La migración ${version + 1} dejaría ${broken.length} filas sin su fila de referencia (${broken[0]!.table} → ${broken[0]!.parent}).`);
        }
        db.pragma(`user_version = ${version + 1}`);
      })();
    } finally {
      if (enforced) db.pragma('foreign_keys = ON');
    }
  }
}
