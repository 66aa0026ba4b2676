import type { Database } from '../db/database';
import type { ProductRow } from './product-row';
import { VISIBLE_STATUSES } from './visibility';

// Products found by what a request names them by (a SKU, a slug, ids), and the per-category counts Catalogue keeps;
// a product's variants, variant values, bundle lines and attributes (the product page's parts, product-page.ts).
// Listing queries are listing-store.ts's (product-query.ts holds their rules).

/** The SKU of the visible product with this slug (a page's slug may also be a category's, a brand's…). */
export function findVisibleProductSkuBySlug(db: Database, slug: string): string | undefined {
  const row = db
    .prepare(`SELECT public_sku FROM products WHERE slug = ? AND status IN (${VISIBLE_STATUSES.map((s) => `'${s}'`).join(',')})`)
    .get(slug) as { public_sku: string } | undefined;
  return row?.public_sku;
}

/** The product with this id, whatever its status (one the caller knows exists). */
export function findProductById(db: Database, productId: number): ProductRow {
  return db.prepare('SELECT * FROM products WHERE id = ?').get(productId) as ProductRow;
}

/** The product with this SKU, in any case, whatever its status. */
export function findProductBySku(db: Database, sku: string): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE public_sku = ? COLLATE NOCASE').get(sku) as ProductRow | undefined;
}

/** The product with this SKU (in any case) or this slug, whatever its status. */
export function findProductBySkuOrSlug(db: Database, skuOrSlug: string): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE public_sku = ? COLLATE NOCASE OR slug = ?').get(skuOrSlug, skuOrSlug) as ProductRow | undefined;
}

/**
 * Takes `quantity` units off the product's stock, never below zero and only while it can be bought; answers whether
 * it did (false: not enough left). Run it in the transaction that records what the units are for.
 */
export function reserveStock(db: Database, productId: number, quantity: number): boolean {
  return (
    db
      .prepare(
        `UPDATE products SET stock_quantity = stock_quantity - ? WHERE id = ? AND stock_quantity >= ? AND stock_status IN ('IN_STOCK', 'IN_ERP_STOCK', 'PRESALE', 'DOWNLOAD')`,
      )
      .run(quantity, productId, quantity).changes === 1
  );
}

/** The last unit sold: the product reads as out of stock (not for downloads or presales, which have no shelf). */
export function markSoldOutWhenEmpty(db: Database, productId: number): void {
  db.prepare(`UPDATE products SET stock_status = 'OUT_OF_STOCK' WHERE id = ? AND stock_quantity = 0 AND stock_status IN ('IN_STOCK', 'IN_ERP_STOCK')`).run(productId);
}

/** What a stock refusal names: the product's title and its stock as it is now. */
export function findProductStock(db: Database, productId: number): Pick<ProductRow, 'title' | 'stock_quantity' | 'stock_status'> {
  return db.prepare('SELECT title, stock_quantity, stock_status FROM products WHERE id = ?').get(productId) as Pick<ProductRow, 'title' | 'stock_quantity' | 'stock_status'>;
}

/** Published products per category (not counting subcategories): how many, and how many a shopper can buy. */
export function countPublishedByCategory(db: Database): { category_id: number; total: number; in_stock: number }[] {
  return db
    .prepare(
      `SELECT category_id, COUNT(*) AS total,
                SUM(CASE WHEN stock_status IN ('IN_STOCK','IN_ERP_STOCK','PRESALE','DOWNLOAD') THEN 1 ELSE 0 END) AS in_stock
         FROM products WHERE status = 'PUBLISHED' GROUP BY category_id`,
    )
    .all() as { category_id: number; total: number; in_stock: number }[];
}

/**
 * The visible product with this SKU (in any case) or this slug, the lowest id first. The SKU and the slug are each
 * looked up through their index (migration 20's NOCASE one for the SKU): SQLite answers the two as an OR only by
 * reading every product.
 */
export function findVisibleProductBySkuOrSlug(db: Database, id: string): ProductRow | undefined {
  return db
    .prepare(
      `SELECT * FROM products
         WHERE id IN (SELECT id FROM products WHERE public_sku = @id COLLATE NOCASE UNION ALL SELECT id FROM products WHERE slug = @id)
           AND status IN ('PUBLISHED','DISCONTINUED','IMPORT_QUOTE')
         ORDER BY id`,
    )
    .get({ id }) as ProductRow | undefined;
}

/** The products with these ids (at least one), whatever their status, in no particular order; unknown ids are left out. */
export function listProductsByIds(db: Database, ids: readonly number[]): ProductRow[] {
  return db.prepare(`SELECT * FROM products WHERE id IN (${ids.map(() => '?').join(',')})`).all(...ids) as ProductRow[];
}

/** One product's attributes (name and value), in their order: the product page's ATTRIBUTES part, and what answers a question. */
export function listAttributesOfProduct(db: Database, productId: number): { name: string; value: string }[] {
  return db.prepare('SELECT name, value FROM product_attributes WHERE product_id = ? ORDER BY sort_order').all(productId) as {
    name: string;
    value: string;
  }[];
}

/** The variants of a group that a product page lists (published or discontinued), the product itself included, by id. */
export function listVariantSiblings(db: Database, variantGroupId: string): ProductRow[] {
  return db
    .prepare(`SELECT * FROM products WHERE variant_group_id = ? AND status IN ('PUBLISHED','DISCONTINUED') ORDER BY id`)
    .all(variantGroupId) as ProductRow[];
}

/** A variant's values beyond its own (a colour × size group's sizes), as product_variant_values stores them. */
export interface VariantValueRow {
  product_id: number;
  attribute: string;
  value: string;
  value_id: string;
}

/** The further variant values of these products (at least one), in their order. */
export function listVariantValues(db: Database, productIds: readonly number[]): VariantValueRow[] {
  return db
    .prepare(
      `SELECT product_id, attribute, value, value_id FROM product_variant_values
               WHERE product_id IN (${productIds.map(() => '?').join(',')}) ORDER BY sort_order`,
    )
    .all(...productIds) as VariantValueRow[];
}

/** A bundle's lines (product and quantity), in the order they were added. */
export function listBundleItems(db: Database, bundleId: number): { product_id: number; quantity: number }[] {
  return db.prepare('SELECT product_id, quantity FROM bundle_items WHERE bundle_id = ? ORDER BY rowid').all(bundleId) as { product_id: number; quantity: number }[];
}
