import type { Database } from '../db/database';
import { VISIBLE_STATUSES, type ProductRow } from './catalogue';

// Products found by what a request names them by (a SKU, a slug). Listing and page queries are product-query.ts's
// and catalogue.ts's (issue 24: to be moved here).

/** The SKU of the visible product with this slug (a page's slug may also be a category's, a brand's…). */
export function findVisibleProductSkuBySlug(db: Database, slug: string): string | undefined {
  const row = db
    .prepare(`SELECT public_sku FROM products WHERE slug = ? AND status IN (${VISIBLE_STATUSES.map((s) => `'${s}'`).join(',')})`)
    .get(slug) as { public_sku: string } | undefined;
  return row?.public_sku;
}

/** The product with this SKU, in any case, whatever its status. */
export function findProductBySku(db: Database, sku: string): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE public_sku = ? COLLATE NOCASE').get(sku) as ProductRow | undefined;
}

/** The product with this SKU (in any case) or this slug, whatever its status. */
export function findProductBySkuOrSlug(db: Database, skuOrSlug: string): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE public_sku = ? COLLATE NOCASE OR slug = ?').get(skuOrSlug, skuOrSlug) as ProductRow | undefined;
}
