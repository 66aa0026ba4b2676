import { randomBytes } from 'node:crypto';
import type { SortOrder } from '../../src/domain';
import type { RenderContext } from '../catalog/catalogue';
import type { AppDeps, SessionInfo } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { findProductBySku } from '../catalog/product-store';
import {
  countVisibleWishlistProducts,
  countWishlistItems,
  deleteWishlistItem,
  findFirstName,
  findSharedWishlist,
  findUserWishlist,
  findVisibleProductBySku,
  hasWishlistItem,
  insertWishlistIfMissing,
  insertWishlistItem,
  listVisibleWishlistProducts,
  listVisibleWishlistSkus,
  listWishlistsHoldingProduct,
  setWishlistSharing,
  WISHLIST_TYPES,
  type WishlistRow,
  type WishlistType,
} from './wishlist-store';

/*
 * Wishlists (spec sections 3 and 7): each signed-in user has at most one list per type (only `favourites`
 * exists), made on first need and named «Mis favoritos». Its public_id is random (128 bits), so a shared
 * list's address cannot be guessed; another user's list is only ever reached through it, while shared.
 */

// The wishlist types there are (spec section 3; any other type is 404 notFound) and a list's row: the store defines them.
export { WISHLIST_TYPES, type WishlistRow, type WishlistType };
/** The name a new list gets. */
export const WISHLIST_NAMES: Record<WishlistType, string> = { favourites: 'Mis favoritos' };
/** The most products one list holds; one more is 403 NOT_ALLOWED. */
export const MAX_WISHLIST_ITEMS = 500;
/** GET /wishlist/{type}'s page size when none is asked (spec section 9), and the most it gives. */
export const DEFAULT_WISHLIST_PAGE_SIZE = 30;
export const MAX_WISHLIST_PAGE_SIZE = 60;

/** Whether a path's type is one the API knows. */
export function isWishlistType(value: string): value is WishlistType {
  return (WISHLIST_TYPES as readonly string[]).includes(value);
}

/** The user's list of that type, or undefined when they never needed one. */
export function findWishlist(deps: AppDeps, userId: number, type: WishlistType): WishlistRow | undefined {
  return findUserWishlist(deps.db, userId, type);
}

/** The user's list of that type, made now if they have none (the same one on every later call). */
export function ensureWishlist(deps: AppDeps, userId: number, type: WishlistType): WishlistRow {
  const existing = findWishlist(deps, userId, type);
  if (existing) return existing;
  insertWishlistIfMissing(deps.db, randomBytes(16).toString('base64url'), userId, type, WISHLIST_NAMES[type], deps.now().toISOString());
  return findWishlist(deps, userId, type)!;
}

/** Adds the product (by public sku) to the list; adding it again changes nothing. Only a product whose page can be opened goes on a list. */
export function addToWishlist(deps: AppDeps, list: WishlistRow, sku: string): void {
  const product = sku.trim() === '' ? undefined : findVisibleProductBySku(deps.db, sku.trim());
  if (!product) throw notFound('El producto no existe.');
  const { db } = deps;
  db.transaction(() => {
    if (hasWishlistItem(db, list.id, product.id)) return;
    const { count, last } = countWishlistItems(db, list.id);
    if (count >= MAX_WISHLIST_ITEMS)
      throw new ApiError(403, 'NOT_ALLOWED', `Tu lista «${list.name}» ya tiene ${MAX_WISHLIST_ITEMS} productos, el máximo. Quita alguno para agregar otro.`);
    insertWishlistItem(db, list.id, product.id, last + 1, deps.now().toISOString());
  })();
}

/** Takes the product (by public sku) off the list; one not on it changes nothing, an unknown sku is 404 notFound. */
export function removeFromWishlist(deps: AppDeps, list: WishlistRow | undefined, sku: string): void {
  const productId = findProductBySku(deps.db, sku.trim())?.id;
  if (productId === undefined) throw notFound('El producto no existe.');
  if (list) deleteWishlistItem(deps.db, list.id, productId);
}

/** The public skus on the list, last added first (products whose page can no longer be opened are left out). */
export function wishlistSkus(deps: AppDeps, list: WishlistRow | undefined): string[] {
  if (!list) return [];
  return listVisibleWishlistSkus(deps.db, list.id);
}

/**
 * Shares or unshares the list. Unsharing revokes the link: the list gets a new random public id, so the old link
 * answers 404 for good, and sharing again gives a new link (issue 25). Sharing a shared list, or unsharing an
 * unshared one, changes nothing. (The cache's copy of the old public page is purged by its key, `wishlist-<id>`:
 * local-api/http/purge.ts watches the wishlists table.)
 */
export function setShared(deps: AppDeps, list: WishlistRow, shared: boolean): WishlistRow {
  const publicId = !shared && list.is_shared === 1 ? randomBytes(16).toString('base64url') : list.public_id;
  setWishlistSharing(deps.db, list.id, shared ? 1 : 0, publicId);
  return { ...list, is_shared: shared ? 1 : 0, public_id: publicId };
}

/** A shared list by its public id; unknown or not shared is undefined (the route answers 404 either way). */
export function sharedWishlist(deps: AppDeps, publicId: string): WishlistRow | undefined {
  return findSharedWishlist(deps.db, publicId);
}

/** A list as GET /wishlist/{type} and /wishlist/public/{id} answer it (WishlistSchema): the owner's first name only. */
export function wishlistJson(
  deps: AppDeps,
  ctx: RenderContext,
  list: WishlistRow,
  query: { sort: SortOrder; limit: number; offset: number },
) {
  const { db, catalogue } = deps;
  const total = countVisibleWishlistProducts(db, list.id);
  const rows = listVisibleWishlistProducts(db, list.id, query.sort, query.limit, query.offset);
  const firstName = findFirstName(db, list.user_id);
  return {
    name: list.name,
    public_id: list.public_id,
    user: { first_name: firstName },
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
  return listWishlistsHoldingProduct(deps.db, session.user.id, productId);
}
