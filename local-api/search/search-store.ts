import type { ProductRow } from '../catalog/catalogue';
import { LISTING_KEYS_INDEX, productWhere, type ProductFilter } from '../catalog/product-query';
import type { Database } from '../db/database';

/**
 * The search area's SQL (issue 24): the full-text index (products_fts), the listing keys and attribute rows the
 * in-memory counts and sorts are built from, and the candidate rows of suggestions. Each function is one statement;
 * the callers (query.ts, filters.ts, sorts.ts, listing-keys.ts, facets.ts, suggestions.ts, vocabulary.ts) hold the rules.
 */

/** bm25 weights of the index's columns: title, brand and author, category, keywords, short description. */
const BM25 = 'bm25(products_fts, 10.0, 6.0, 4.0, 3.0, 1.0)';

/** The ids of the products matching an FTS5 MATCH expression; also a subquery of a catalogue filter (filters.ts). */
export const FTS_IDS = `SELECT rowid FROM products_fts WHERE products_fts MATCH ?`;

/** Stock codes of the in-memory listing keys: ships fast (in stock), can be bought at all. */
export const FAST = 1;
export const AVAILABLE = 2;

/** How many products the index matches, counting no further than `limit`. */
export function countIndexMatches(db: Database, match: string, limit: number): number {
  return db.prepare(`SELECT COUNT(*) FROM (SELECT 1 FROM products_fts WHERE products_fts MATCH ? LIMIT ?)`).pluck().get(match, limit) as number;
}

/** Every match of the index with its bm25 score (lower is better). */
export function scoreEveryMatch(db: Database, match: string): [number, number][] {
  return db.prepare(`SELECT rowid, ${BM25} FROM products_fts WHERE products_fts MATCH ?`).raw().all(match) as [number, number][];
}

/** The `k` best-scored matches of the index, best first, with their bm25 score. */
export function bestScoredMatches(db: Database, match: string, k: number): [number, number][] {
  return db.prepare(`SELECT rowid, ${BM25} AS score FROM products_fts WHERE products_fts MATCH ? ORDER BY score LIMIT ?`).raw().all(match, k) as [number, number][];
}

/** The ids of every product the index matches. */
export function matchingProductIds(db: Database, match: string): number[] {
  return db.prepare(FTS_IDS).pluck().all(match) as number[];
}

/** The ids of the first `limit` products the index yields for `match` (in the index's order, unranked). */
export function firstMatchingProductIds(db: Database, match: string, limit: number): number[] {
  return db.prepare(`SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT ${limit}`).pluck().all(match) as number[];
}

/** The ids of the products within a catalogue filter (a home section's scope). */
export function productIdsWithin(db: Database, scope: ProductFilter): number[] {
  const where = productWhere(scope);
  return db.prepare(`SELECT id FROM products WHERE ${where.clause}`).pluck().all(...where.params) as number[];
}

/** Every distinct (name, value) pair of product attributes. */
export function distinctAttributePairs(db: Database): [string, string][] {
  return db.prepare('SELECT DISTINCT name, value FROM product_attributes').raw().all() as [string, string][];
}

/** Every product attribute row as (product id, name, value), by product id. */
export function attributeRowsByProduct(db: Database): [number, string, string][] {
  return db.prepare('SELECT product_id, name, value FROM product_attributes ORDER BY product_id').raw().all() as [number, string, string][];
}

/** The counters of search_state: generation, listing_generation, attributes_generation (migrations 9, 13, 20). */
export function readSearchGenerations(db: Database): [number, number, number] {
  return db.prepare('SELECT generation, listing_generation, attributes_generation FROM search_state WHERE id = 1').raw().get() as [number, number, number];
}

/**
 * The index's terms (FTS5's own list, through a temporary fts5vocab table, created on first use) with the number of
 * products holding each, in the terms' order.
 */
export function listIndexTerms(db: Database): [string, number][] {
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.products_fts_terms USING fts5vocab(main, products_fts, row)`);
  return db.prepare('SELECT term, doc FROM temp.products_fts_terms').raw().all() as [string, number][];
}

/** The titles of the published products, then the names of the categories, then those of the brands. */
export function listTitlesAndNames(db: Database): string[] {
  return db
    .prepare(
      `SELECT title FROM products WHERE status = 'PUBLISHED' UNION ALL SELECT name FROM categories UNION ALL SELECT name FROM brands`,
    )
    .pluck()
    .all() as string[];
}

/** search_state's generation, the attributes' last rowid (null when there are none) and the number of categories. */
export function readSearchChangeCounters(db: Database): { generation: number; attributes: number | null; categories: number } {
  return db
    .prepare(
      `SELECT (SELECT generation FROM search_state WHERE id = 1) AS generation,
              (SELECT MAX(rowid) FROM product_attributes) AS attributes,
              (SELECT COUNT(*) FROM categories) AS categories`,
    )
    .get() as { generation: number; attributes: number | null; categories: number };
}

/**
 * One row of the listing keys: id, variant group, category, brand, author, price in cents, on sale (0/1), stock code
 * (FAST | AVAILABLE), average rating, rating count, popularity.
 */
export type ListingKeyRow = [number, string | null, number, number | null, number | null, number, number, number, number | null, number, number];

/** The listing keys of every published product, ordered by variant group (a group's products are neighbours), then id. */
export function publishedListingKeyRows(db: Database): ListingKeyRow[] {
  return db
    .prepare(
      `SELECT id, variant_group_id, category_id, brand_id, author_id, price_cents, is_on_sale = 1 AND regular_price_cents > price_cents,
              CASE WHEN stock_status IN ('IN_STOCK','IN_ERP_STOCK') THEN ${FAST | AVAILABLE} WHEN stock_status IN ('PRESALE','DOWNLOAD') THEN ${AVAILABLE} ELSE 0 END,
              average_rating, rating_count, popularity
       FROM products INDEXED BY ${LISTING_KEYS_INDEX} WHERE status = 'PUBLISHED'
       ORDER BY variant_group_id IS NULL, variant_group_id, id`,
    )
    .raw()
    .all() as ListingKeyRow[];
}

/** What a suggestion reads of a product. */
export type SuggestionCandidate = Pick<ProductRow, 'id' | 'public_sku' | 'slug' | 'title' | 'category_id' | 'variant_group_id'>;

const CANDIDATE_COLUMNS = 'p.id, p.public_sku, p.slug, p.title, p.category_id, p.variant_group_id';

/**
 * The most popular published products among the first `sample` matches the index yields for `match`, leaving out
 * the ids in `exclude`, at most `limit`.
 */
export function popularSampledCandidates(db: Database, match: string, exclude: readonly number[], sample: number, limit: number): SuggestionCandidate[] {
  return db
    .prepare(
      `SELECT ${CANDIDATE_COLUMNS} FROM products p
         WHERE p.id IN (SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT ${sample}) AND p.status = 'PUBLISHED'
           AND p.id NOT IN (SELECT value FROM json_each(?))
         ORDER BY p.popularity DESC, p.id LIMIT ${limit}`,
    )
    .all(match, JSON.stringify(exclude)) as SuggestionCandidate[];
}

/**
 * The best-scored published matches of `match` (bm25, then the most popular, then by id), in the categories of
 * `categoryIds` when given, at most `limit`.
 */
export function bestScoredCandidates(db: Database, match: string, categoryIds: readonly number[] | null, limit: number): SuggestionCandidate[] {
  const scopeSql = categoryIds === null ? '' : `AND p.category_id IN (${categoryIds.map(() => '?').join(',') || 'NULL'})`;
  return db
    .prepare(
      `SELECT ${CANDIDATE_COLUMNS} FROM (SELECT rowid AS id, ${BM25} AS score FROM products_fts WHERE products_fts MATCH ?) f JOIN products p ON p.id = f.id
         WHERE p.status = 'PUBLISHED' ${scopeSql}
         ORDER BY f.score, p.popularity DESC, p.id LIMIT ${limit}`,
    )
    .all(match, ...(categoryIds ?? [])) as SuggestionCandidate[];
}

/** The suggestion candidates with these ids (in no particular order; an unknown id is left out). */
export function candidatesByIds(db: Database, ids: readonly number[]): SuggestionCandidate[] {
  return db
    .prepare('SELECT id, public_sku, slug, title, category_id, variant_group_id FROM products WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids)) as SuggestionCandidate[];
}

/** Rebuilds the search index from the products table (the triggers keep it in sync; this is for bulk loaders). */
export function rebuildSearchIndex(db: Database): void {
  db.transaction(() => {
    db.exec(`DELETE FROM products_fts;
      INSERT INTO products_fts (rowid, title, brand, category, keywords, description)
        SELECT id, title, brand, category, keywords, description FROM products_search_text;
      UPDATE search_state SET generation = generation + 1 WHERE id = 1;`);
  })();
}
