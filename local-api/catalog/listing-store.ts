import type { Database } from '../db/database';
import { SUMMARY_COLUMNS, type SummaryRow } from './catalogue';

// The listings' SQL: pages, counts and ranked ids of the products a filter matches, their variant groups' members, and
// the catalogue's version the kept lists are read by. product-query.ts holds the rules (the filter's WHERE clause, the
// sort orders, grouping variants, the lists kept per version) and passes each statement its clause, parameters and
// ORDER BY; listing-memo.ts keeps what they read.

/** What a listing reads of a product row. */
const SUMMARY_SELECT = SUMMARY_COLUMNS.join(', ');

/** A published variant of a group, as a listed representative's swatches show it. */
export interface VariantMemberRow {
  variant_group_id: string;
  slug: string;
  variant_attribute: string | null;
  variant_value: string | null;
  title: string;
  color_hex: string | null;
}

/** How many products match `clause` (a page's total). */
export function countListedTotal(db: Database, clause: string, params: readonly unknown[]): number {
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM products WHERE ${clause}`).get(...params) as { total: number };
  return total;
}

/** One page of the summary rows matching `clause`, in `order`. */
export function listSummariesWhere(db: Database, clause: string, params: readonly unknown[], order: string, limit: number, offset: number): SummaryRow[] {
  return db
    .prepare(`SELECT ${SUMMARY_SELECT} FROM products WHERE ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, limit, offset) as SummaryRow[];
}

/** Every product matching `clause` read from `from`, in `order`, as [id, variant group], one at a time. */
export function iterateSortedIds(
  db: Database,
  from: string,
  clause: string,
  params: readonly unknown[],
  order: string,
): IterableIterator<[number, string | null]> {
  const sorted = db.prepare(`SELECT id, variant_group_id FROM ${from} WHERE ${clause} ORDER BY ${order}`).raw();
  return sorted.iterate(...params) as IterableIterator<[number, string | null]>;
}

/** The published members of these variant groups (at least one), by id. */
export function listPublishedVariantMembers(db: Database, groups: readonly string[]): VariantMemberRow[] {
  return db
    .prepare(
      `SELECT variant_group_id, slug, variant_attribute, variant_value, title, color_hex FROM products
         WHERE status = 'PUBLISHED' AND variant_group_id IN (${groups.map(() => '?').join(',')}) ORDER BY id`,
    )
    .all(...groups) as VariantMemberRow[];
}

/** The summary rows of the products `ids`, in no particular order; unknown ids are left out. */
export function listSummaryRowsByIds(db: Database, ids: readonly number[]): SummaryRow[] {
  return db.prepare(`SELECT ${SUMMARY_SELECT} FROM products WHERE id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as SummaryRow[];
}

/** The first `limit` products matching `clause` in `order`, as [id, variant group, price in cents]. */
export function listRankedIds(db: Database, clause: string, params: readonly unknown[], order: string, limit: number): [number, string | null, number][] {
  return db
    .prepare(`SELECT id, variant_group_id, price_cents FROM products WHERE ${clause} ORDER BY ${order} LIMIT ?`)
    .raw()
    .all(...params, limit) as [number, string | null, number][];
}

/** How many products match `clause` (what a listing counts once per catalogue version). */
export function countProductsWhere(db: Database, clause: string, params: readonly unknown[]): number {
  return db.prepare(`SELECT COUNT(*) FROM products WHERE ${clause}`).pluck().get(...params) as number;
}

/** search_state's generation, listing_generation and rows_generation (migrations 9, 13 and 20). */
export function readListingGenerations(db: Database): [number, number, number] {
  return db.prepare('SELECT generation, listing_generation, rows_generation FROM search_state WHERE id = 1').raw().get() as [number, number, number];
}
