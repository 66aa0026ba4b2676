/**
 * A migration that rebuilds a table (SQLite cannot change a column's foreign
 * key in place): it runs with foreign keys off, so dropping the old table
 * does not cascade into the rows that point at it, and `PRAGMA
 * foreign_key_check` must find nothing before it commits.
 */
export interface Rebuild {
  readonly rebuild: string;
}

/** One version of the schema: SQL run in one transaction, or a table rebuild (see Rebuild). */
export type Migration = string | Rebuild;
