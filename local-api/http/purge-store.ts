import type { Database } from '../db/database';

// What the cache purge reads (purge.ts holds the rules: the triggers, which changes purge, the keys, sending them).
// Each reader takes its ids as a list and hands them to SQLite as one JSON array (`json_each`).

/** What a trigger records of a products row (old or new). */
export interface ProductFacts {
  sku: string;
  categoryId: number | null;
  brandId: number | null;
  authorId: number | null;
  variantGroup: string | null;
  id: number;
}

const jsonIds = (values: Iterable<number | string>) => JSON.stringify([...values]);

/** The names of a table's columns, in their order. */
export function listColumnNames(db: Database, table: string): string[] {
  return (db.prepare('SELECT name FROM pragma_table_info(?)').all(table) as { name: string }[]).map((c) => c.name);
}

/** A reader, prepared once, of the facts of the products with these ids (an unknown id is left out). */
export function productFactsReader(db: Database): (ids: Iterable<number>) => ProductFacts[] {
  const lookup = db.prepare(
    `SELECT id, public_sku AS sku, category_id AS categoryId, brand_id AS brandId, author_id AS authorId, variant_group_id AS variantGroup
       FROM products WHERE id IN (SELECT value FROM json_each(?))`,
  );
  return (ids) => lookup.all(jsonIds(ids)) as ProductFacts[];
}

const column = (db: Database, sql: string, values: Iterable<number | string>) => db.prepare(sql).pluck().all(jsonIds(values)) as string[];

/** The public SKUs of the products of these variant groups. */
export function listVariantGroupSkus(db: Database, groups: Iterable<string>): string[] {
  return column(db, 'SELECT public_sku FROM products WHERE variant_group_id IN (SELECT value FROM json_each(?))', groups);
}

/** The public SKUs of the bundles holding any of these products. */
export function listBundleSkusHolding(db: Database, productIds: Iterable<number>): string[] {
  return column(
    db,
    'SELECT p.public_sku FROM bundle_items b JOIN products p ON p.id = b.bundle_id WHERE b.product_id IN (SELECT value FROM json_each(?))',
    productIds,
  );
}

/** The slugs of these categories and of every ancestor of theirs, the shallowest first, then by id. */
export function listCategoryChainSlugs(db: Database, categoryIds: Iterable<number>): string[] {
  return column(
    db,
    `WITH RECURSIVE chain(id) AS (SELECT value FROM json_each(?) UNION SELECT c.parent_id FROM categories c JOIN chain ON c.id = chain.id WHERE c.parent_id IS NOT NULL)
         SELECT slug FROM categories WHERE id IN (SELECT id FROM chain) ORDER BY depth, id`,
    categoryIds,
  );
}

/** The slugs of the brands with these ids, by id. */
export function listBrandSlugs(db: Database, brandIds: Iterable<number>): string[] {
  return column(db, 'SELECT slug FROM brands WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id', brandIds);
}

/** The slugs of the authors with these ids, by id. */
export function listAuthorSlugs(db: Database, authorIds: Iterable<number>): string[] {
  return column(db, 'SELECT slug FROM authors WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id', authorIds);
}
