import { VISIBLE_STATUSES } from '../catalog/catalogue';
import type { Database } from '../db/database';

export interface LinkRow {
  short_id: string;
  slug: string;
}

/** The product's short id, if it has one. */
export function findShortIdOfProduct(db: Database, productId: number): string | undefined {
  return db.prepare('SELECT short_id FROM share_links WHERE product_id = ?').pluck().get(productId) as string | undefined;
}

/** Gives the product this short id unless it (or the id) is taken; answers whether it did. */
export function insertShortId(db: Database, shortId: string, productId: number, createdAt: string): boolean {
  return db.prepare('INSERT OR IGNORE INTO share_links (short_id, product_id, created_at) VALUES (?, ?, ?)').run(shortId, productId, createdAt).changes === 1;
}

/** The link with this short id, while its product is visible. */
export function findVisibleLink(db: Database, shortId: string): LinkRow | undefined {
  return db
    .prepare(
      `SELECT l.short_id, p.slug FROM share_links l JOIN products p ON p.id = l.product_id
         WHERE l.short_id = ? AND p.status IN (${VISIBLE_STATUSES.map((s) => `'${s}'`).join(',')})`,
    )
    .get(shortId) as LinkRow | undefined;
}
