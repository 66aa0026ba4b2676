/*
 * What the product page and the home keep per catalogue version: lists of products in a sort order and counts, which
 * depend on the catalogue alone (not on the shopper, the clock or the request), so each is read from SQLite once and
 * not on every page. Only ids, variant groups and prices are kept: the rows a page shows are read afresh by id.
 */
import type { Database } from '../db/database';
import { readListingGenerations } from './listing-store';

/**
 * The catalogue's version: search_state's generation (the search index's triggers, migrations 9 and 11: a product
 * added, removed, published or renamed, a brand, author or category renamed) and listing_generation (migrations 13
 * and 20: any change of a column a listing filters or sorts by), and rows_generation (migration 20: any change of a
 * product row). The lists and counts below are dropped when either of the first two moves, the kept rows when any does.
 */
function versionOf(db: Database): { catalogue: string; rows: number } {
  const [generation, listing, rows] = readListingGenerations(db);
  return { catalogue: `${generation}:${listing}`, rows };
}

/** Kept lists and counts per database; the memo starts over when full (each is small: ids, or a count). */
export const MAX_MEMO_ENTRIES = 5000;
/** Kept product rows (summaryRows) per database; they start over when full. */
export const MAX_MEMO_ROWS = 20_000;

interface Memo {
  catalogue: string;
  entries: Map<string, unknown>;
  rowsVersion: number;
  rows: Map<number, unknown>;
}
const memos = new WeakMap<Database, Memo>();

/**
 * The memo of `db` for the catalogue as it is now. Inside a transaction there is none (null): what a transaction
 * reads may be rolled back, and its version with it.
 */
function currentMemo(db: Database): Memo | null {
  if (db.inTransaction) return null;
  const version = versionOf(db);
  let memo = memos.get(db);
  if (!memo || memo.catalogue !== version.catalogue) {
    memo = { catalogue: version.catalogue, entries: new Map(), rowsVersion: version.rows, rows: new Map() };
    memos.set(db, memo);
  } else if (memo.rowsVersion !== version.rows) {
    memo.rowsVersion = version.rows;
    memo.rows = new Map();
  }
  return memo;
}

/**
 * The rows of `ids` (in that order, those not found left out), each read once per version of the product rows:
 * `read(missing)` reads those not kept yet. Kept rows are shared by every caller: read them, never change them.
 */
export function keptRows<T extends { id: number }>(db: Database, ids: readonly number[], read: (missing: readonly number[]) => T[]): T[] {
  const memo = currentMemo(db);
  if (!memo) return inOrder(ids, read(ids));
  const rows = memo.rows as Map<number, T>;
  const missing = ids.filter((id) => !rows.has(id));
  if (missing.length === 0) return ids.map((id) => rows.get(id)!);
  const found = inOrder(missing, read(missing));
  const out = inOrder(ids, [...ids.flatMap((id) => rows.get(id) ?? []), ...found]);
  if (rows.size + found.length > MAX_MEMO_ROWS) rows.clear();
  for (const row of found) rows.set(row.id, row);
  return out;
}

function inOrder<T extends { id: number }>(ids: readonly number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** `compute()`'s answer, computed once per catalogue version and `key` (which must say everything it depends on). */
export function perCatalogueVersion<T>(db: Database, key: string, compute: () => T): T {
  const memo = currentMemo(db);
  if (!memo) return compute();
  if (memo.entries.has(key)) return memo.entries.get(key) as T;
  const value = compute();
  if (memo.entries.size >= MAX_MEMO_ENTRIES) memo.entries.clear();
  memo.entries.set(key, value);
  return value;
}

/**
 * Like perCatalogueVersion, for a value that may have to grow: `fits(kept)` says whether the kept value answers the
 * caller; when it does not, `compute(kept)` makes a bigger one, which replaces it.
 */
export function growingPerCatalogueVersion<T>(db: Database, key: string, fits: (kept: T) => boolean, compute: (kept: T | undefined) => T): T {
  const memo = currentMemo(db);
  const kept = memo?.entries.get(key) as T | undefined;
  if (kept !== undefined && fits(kept)) return kept;
  const value = compute(kept);
  if (memo) {
    if (memo.entries.size >= MAX_MEMO_ENTRIES) memo.entries.clear();
    memo.entries.set(key, value);
  }
  return value;
}
