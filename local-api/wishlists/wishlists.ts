import { randomBytes } from 'node:crypto';
import type { SortOrder } from '../../src/domain';
import { VISIBLE_STATUSES, type ProductRow, type RenderContext } from '../catalog/catalogue';
import type { AppDeps, SessionInfo } from '../http/context';
import { ApiError, notFound } from '../http/errors';

/*
 * Wishlists (spec sections 3 and 7): each signed-in user has at most one list per type (only `favourites`
 * exists), made on first need and named «Mis favoritos». Its public_id is random (128 bits), so a shared
 * list's address cannot be guessed; another user's list is only ever reached through it, while shared.
 */

/** The wishlist types there are (spec section 3); any other type is 404 notFound. */
export const WISHLIST_TYPES = ['favourites'] as const;
export type WishlistType = (typeof WISHLIST_TYPES)[number];
/** The name a new list gets. */
export const WISHLIST_NAMES: Record<WishlistType, string> = { favourites: 'Mis favoritos' };
/** The most products one list holds; one more is 403 NOT_ALLOWED. */
export const MAX_WISHLIST_ITEMS = 500;
/** GET /wishlist/{type}'s page size when none is asked (spec section 9), and the most it gives. */
export const DEFAULT_WISHLIST_PAGE_SIZE = 30;
export const MAX_WISHLIST_PAGE_SIZE = 60;

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

/** Whether a path's type is one the API knows. */
export function isWishlistType(value: string): value is WishlistType {
  return (WISHLIST_TYPES as readonly string[]).includes(value);
}

/** The user's list of that type, or undefined when they never needed one. */
export function findWishlist(deps: AppDeps, userId: number, type: WishlistType): WishlistRow | undefined {
  return deps.db.prepare('SELECT * FROM wishlists WHERE user_id = ? AND type = ?').get(userId, type) as WishlistRow | undefined;
}

/** The user's list of that type, made now if they have none (the same one on every later call). */
export function ensureWishlist(deps: AppDeps, userId: number, type: WishlistType): WishlistRow {
  const existing = findWishlist(deps, userId, type);
  if (existing) return existing;
  deps.db
    .prepare('INSERT OR IGNORE INTO wishlists (public_id, user_id, type, name, is_shared, created_at) VALUES (?, ?, ?, ?, 0, ?)')
    .run(randomBytes(16).toString('base64url'), userId, type, WISHLIST_NAMES[type], deps.now().toISOString());
  return findWishlist(deps, userId, type)!;
}

/** A product a shopper may put on a list: one whose page can be opened, by public sku (any case). */
function listableProduct(deps: AppDeps, sku: string): ProductRow | undefined {
  return deps.db
    .prepare(`SELECT * FROM products WHERE public_sku = ? COLLATE NOCASE AND status IN (${VISIBLE})`)
    .get(sku.trim()) as ProductRow | undefined;
}

/** Adds the product (by public sku) to the list; adding it again changes nothing. */
export function addToWishlist(deps: AppDeps, list: WishlistRow, sku: string): void {
  const product = sku.trim() === '' ? undefined : listableProduct(deps, sku);
  if (!product) throw notFound('El producto no existe.');
  const { db } = deps;
  db.transaction(() => {
    if (db.prepare('SELECT 1 FROM wishlist_items WHERE wishlist_id = ? AND product_id = ?').get(list.id, product.id)) return;
    const { count, last } = db
      .prepare('SELECT COUNT(*) AS count, COALESCE(MAX(seq), 0) AS last FROM wishlist_items WHERE wishlist_id = ?')
      .get(list.id) as { count: number; last: number };
    if (count >= MAX_WISHLIST_ITEMS)
      throw new ApiError(403, 'NOT_ALLOWED', `Tu lista «${list.name}» ya tiene ${MAX_WISHLIST_ITEMS} productos, el máximo. Quita alguno para agregar otro.`);
    db.prepare('INSERT INTO wishlist_items (wishlist_id, product_id, seq, added_at) VALUES (?, ?, ?, ?)').run(
      list.id,
      product.id,
      last + 1,
      deps.now().toISOString(),
    );
  })();
}

/** Takes the product (by public sku) off the list; one not on it changes nothing, an unknown sku is 404 notFound. */
export function removeFromWishlist(deps: AppDeps, list: WishlistRow | undefined, sku: string): void {
  const product = deps.db.prepare('SELECT id FROM products WHERE public_sku = ? COLLATE NOCASE').get(sku.trim()) as { id: number } | undefined;
  if (!product) throw notFound('El producto no existe.');
  if (list) deps.db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND product_id = ?').run(list.id, product.id);
}

/** The public skus on the list, last added first (products whose page can no longer be opened are left out). */
export function wishlistSkus(deps: AppDeps, list: WishlistRow | undefined): string[] {
  if (!list) return [];
  return deps.db
    .prepare(
      `SELECT p.public_sku FROM wishlist_items i JOIN products p ON p.id = i.product_id
       WHERE i.wishlist_id = ? AND p.status IN (${VISIBLE}) ORDER BY i.seq DESC`,
    )
    .pluck()
    .all(list.id) as string[];
}

/**
 * Shares or unshares the list. Unsharing revokes the link: the list gets a new random public id, so the old link
 * answers 404 for good, and sharing again gives a new link (issue 25). Sharing a shared list, or unsharing an
 * unshared one, changes nothing. (The cache's copy of the old public page is purged by its key, `wishlist-<id>`:
 * local-api/http/purge.ts watches the wishlists table.)
 */
export function setShared(deps: AppDeps, list: WishlistRow, shared: boolean): WishlistRow {
  const publicId = !shared && list.is_shared === 1 ? randomBytes(16).toString('base64url') : list.public_id;
  deps.db.prepare('UPDATE wishlists SET is_shared = ?, public_id = ? WHERE id = ?').run(shared ? 1 : 0, publicId, list.id);
  return { ...list, is_shared: shared ? 1 : 0, public_id: publicId };
}

/** A shared list by its public id; unknown or not shared is undefined (the route answers 404 either way). */
export function sharedWishlist(deps: AppDeps, publicId: string): WishlistRow | undefined {
  return deps.db.prepare('SELECT * FROM wishlists WHERE public_id = ? AND is_shared = 1').get(publicId) as WishlistRow | undefined;
}

/** A list as GET /wishlist/{type} and /wishlist/public/{id} answer it (WishlistSchema): the owner's first name only. */
export function wishlistJson(
  deps: AppDeps,
  ctx: RenderContext,
  list: WishlistRow,
  query: { sort: SortOrder; limit: number; offset: number },
) {
  const { db, catalogue } = deps;
  const from = `FROM wishlist_items i JOIN products p ON p.id = i.product_id WHERE i.wishlist_id = ? AND p.status IN (${VISIBLE})`;
  const total = db.prepare(`SELECT COUNT(*) ${from}`).pluck().get(list.id) as number;
  const rows = db
    .prepare(`SELECT p.* ${from} ORDER BY ${ORDER_BY[query.sort]} LIMIT ? OFFSET ?`)
    .all(list.id, query.limit, query.offset) as ProductRow[];
  const owner = db.prepare('SELECT first_name FROM users WHERE id = ?').get(list.user_id) as { first_name: string | null } | undefined;
  return {
    name: list.name,
    public_id: list.public_id,
    user: { first_name: owner?.first_name ?? null },
    products: rows.map((row) => catalogue.summary(ctx, row)),
    is_shared: list.is_shared === 1,
    total_count: total,
    has_more_items: query.offset + rows.length < total,
  };
}

/**
 * The session's wishlists that hold the product, as `{name, public_id}` (the product page's WISHLIST part):
 * [] for an anonymous session or a product on none of the user's lists.
 */
export function wishlistsFor(deps: AppDeps, session: SessionInfo, productId: number): { name: string; public_id: string }[] {
  if (!session.user) return [];
  return deps.db
    .prepare(
      `SELECT w.name, w.public_id FROM wishlists w JOIN wishlist_items i ON i.wishlist_id = w.id
       WHERE w.user_id = ? AND i.product_id = ? ORDER BY w.id`,
    )
    .all(session.user.id, productId) as { name: string; public_id: string }[];
}
