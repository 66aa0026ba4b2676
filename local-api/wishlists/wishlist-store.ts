import type { SortOrder } from '../../src/domain';
import { VISIBLE_STATUSES, type ProductRow } from '../catalog/catalogue';
import type { Database } from '../db/database';

// Wishlists and their lines (wishlists.ts holds the rules: types, names, the item limit, sharing, the JSON shape).

/** The wishlist types there are (spec section 3): the values of the wishlists table's `type`. */
export const WISHLIST_TYPES = ['favourites'] as const;
export type WishlistType = (typeof WISHLIST_TYPES)[number];

/** A row of the wishlists table (migration 16). */
export interface WishlistRow {
  id: number;
  public_id: string;
  user_id: number;
  type: WishlistType;
  name: string;
  is_shared: number;
  created_at: string;
}

const VISIBLE = VISIBLE_STATUSES.map((s) => `'${s}'`).join(',');

/** How each sort order ranks a list's products (`i.` the list's lines, `p.` the products); CreationDate = last added first. */
const ORDER_BY: Record<SortOrder, string> = {
  Relevance: 'i.seq DESC',
  CreationDate: 'i.seq DESC',
  Rating: 'p.average_rating IS NULL, p.average_rating DESC, p.rating_count DESC, i.seq DESC',
  PriceLowToHigh: 'p.price_cents ASC, i.seq DESC',
  PriceHighToLow: 'p.price_cents DESC, i.seq DESC',
  Popularity: 'p.rating_count DESC, p.popularity DESC, i.seq DESC',
  Name: 'p.title COLLATE NOCASE ASC, i.seq DESC',
};

/** A list's lines whose product page can be opened (one `?`: the list's id). */
const VISIBLE_LINES = `FROM wishlist_items i JOIN products p ON p.id = i.product_id WHERE i.wishlist_id = ? AND p.status IN (${VISIBLE})`;

/** The user's list of that type, if they have one. */
export function findUserWishlist(db: Database, userId: number, type: WishlistType): WishlistRow | undefined {
  return db.prepare('SELECT * FROM wishlists WHERE user_id = ? AND type = ?').get(userId, type) as WishlistRow | undefined;
}

/** Creates the user's list of that type, not shared; does nothing when they already have one. */
export function insertWishlistIfMissing(db: Database, publicId: string, userId: number, type: WishlistType, name: string, now: string): void {
  db.prepare('INSERT OR IGNORE INTO wishlists (public_id, user_id, type, name, is_shared, created_at) VALUES (?, ?, ?, ?, 0, ?)').run(
    publicId,
    userId,
    type,
    name,
    now,
  );
}

/** A shared list by its public id (unknown or not shared: undefined). */
export function findSharedWishlist(db: Database, publicId: string): WishlistRow | undefined {
  return db.prepare('SELECT * FROM wishlists WHERE public_id = ? AND is_shared = 1').get(publicId) as WishlistRow | undefined;
}

/** Sets the list's shared flag (1 or 0) and its public id. */
export function setWishlistSharing(db: Database, wishlistId: number, isShared: 0 | 1, publicId: string): void {
  db.prepare('UPDATE wishlists SET is_shared = ?, public_id = ? WHERE id = ?').run(isShared, publicId, wishlistId);
}

/** The user's lists that hold the product, as `{name, public_id}`, oldest list first. */
export function listWishlistsHoldingProduct(db: Database, userId: number, productId: number): { name: string; public_id: string }[] {
  return db
    .prepare(
      `SELECT w.name, w.public_id FROM wishlists w JOIN wishlist_items i ON i.wishlist_id = w.id
       WHERE w.user_id = ? AND i.product_id = ? ORDER BY w.id`,
    )
    .all(userId, productId) as { name: string; public_id: string }[];
}

/** A product whose page can be opened, by public sku (any case). */
export function findVisibleProductBySku(db: Database, sku: string): ProductRow | undefined {
  return db.prepare(`SELECT * FROM products WHERE public_sku = ? COLLATE NOCASE AND status IN (${VISIBLE})`).get(sku) as ProductRow | undefined;
}


/** Whether the product is on the list. */
export function hasWishlistItem(db: Database, wishlistId: number, productId: number): boolean {
  return Boolean(db.prepare('SELECT 1 FROM wishlist_items WHERE wishlist_id = ? AND product_id = ?').get(wishlistId, productId));
}

/** How many lines the list has, whatever their product's status, and the highest seq (0 for none). */
export function countWishlistItems(db: Database, wishlistId: number): { count: number; last: number } {
  return db.prepare('SELECT COUNT(*) AS count, COALESCE(MAX(seq), 0) AS last FROM wishlist_items WHERE wishlist_id = ?').get(wishlistId) as {
    count: number;
    last: number;
  };
}

export function insertWishlistItem(db: Database, wishlistId: number, productId: number, seq: number, addedAt: string): void {
  db.prepare('INSERT INTO wishlist_items (wishlist_id, product_id, seq, added_at) VALUES (?, ?, ?, ?)').run(wishlistId, productId, seq, addedAt);
}

export function deleteWishlistItem(db: Database, wishlistId: number, productId: number): void {
  db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND product_id = ?').run(wishlistId, productId);
}

/** The public skus of the list's products whose page can be opened, last added first. */
export function listVisibleWishlistSkus(db: Database, wishlistId: number): string[] {
  return db
    .prepare(
      `SELECT p.public_sku FROM wishlist_items i JOIN products p ON p.id = i.product_id
       WHERE i.wishlist_id = ? AND p.status IN (${VISIBLE}) ORDER BY i.seq DESC`,
    )
    .pluck()
    .all(wishlistId) as string[];
}

/** How many of the list's products have a page that can be opened. */
export function countVisibleWishlistProducts(db: Database, wishlistId: number): number {
  return db.prepare(`SELECT COUNT(*) ${VISIBLE_LINES}`).pluck().get(wishlistId) as number;
}

/** A page of the list's products whose page can be opened, in the sort order asked. */
export function listVisibleWishlistProducts(db: Database, wishlistId: number, sort: SortOrder, limit: number, offset: number): ProductRow[] {
  return db.prepare(`SELECT p.* ${VISIBLE_LINES} ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`).all(wishlistId, limit, offset) as ProductRow[];
}

/** The user's first name (null when they gave none or do not exist). */
export function findFirstName(db: Database, userId: number): string | null {
  return (db.prepare('SELECT first_name FROM users WHERE id = ?').get(userId) as { first_name: string | null } | undefined)?.first_name ?? null;
}
