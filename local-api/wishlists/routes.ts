import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/require-user';
import type { RenderContext } from '../catalog/catalogue';
import { readMainImageWidths, readSortBy } from '../catalog/listing-params';
import type { AppDeps, AppEnv, UserRow } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import { originOf, readJson, readPaging } from '../http/request';
import { requireSession } from '../session/session-service';
import {
  addToWishlist,
  DEFAULT_WISHLIST_PAGE_SIZE,
  ensureWishlist,
  findWishlist,
  isWishlistType,
  MAX_WISHLIST_PAGE_SIZE,
  removeFromWishlist,
  setShared,
  sharedWishlist,
  wishlistJson,
  wishlistSkus,
  type WishlistType,
} from './wishlists';

type UserEnv = AppEnv & { Variables: AppEnv['Variables'] & { user: UserRow } };


/** version: the answer's version (the library sends 2); only whole numbers are accepted, every version gets the same shape. */
function checkVersion(c: Context): void {
  const raw = c.req.query('version')?.trim();
  if (raw && !/^\d{1,3}$/.test(raw)) throw badRequest('el parámetro "version" debe ser un número entero.');
}

function typeOf(c: Context): WishlistType {
  const type = c.req.param('type') ?? '';
  if (!isWishlistType(type)) throw notFound('La lista no existe.');
  return type;
}

const AddBody = z.object({ product_public_sku: z.string().max(64) });

/**
 * Wishlists (spec section 7): a signed-in user's own lists (anonymous: 403 onlyAnonymousTokenFound), and a
 * shared list by its public id for anyone with a session. Only the type `favourites` exists.
 */
export function wishlistRoutes(deps: AppDeps): Hono<UserEnv> {
  const app = new Hono<UserEnv>({ strict: false });
  const auth = requireSession(deps);
  const user = requireUser(deps);
  const render = (c: Context, widths: readonly number[]): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: widths });
  const listQuery = (c: Context) => {
    const sort = readSortBy(c, 'CreationDate');
    const paging = readPaging(c, { pageSize: DEFAULT_WISHLIST_PAGE_SIZE, max: MAX_WISHLIST_PAGE_SIZE });
    checkVersion(c);
    return { sort, limit: paging.pageSize, offset: paging.offset };
  };

  // Before /wishlist/:type/…: "public" is not a type.
  app.get('/wishlist/public/:id', auth, (c) => {
    const query = listQuery(c);
    const widths = readMainImageWidths(c);
    const list = sharedWishlist(deps, c.req.param('id').trim());
    if (!list) throw notFound('La lista no existe o ya no está compartida.');
    return c.json(wishlistJson(deps, render(c, widths), list, query));
  });

  app.get('/wishlist/:type/skus', user, (c) => c.json(wishlistSkus(deps, findWishlist(deps, c.get('user').id, typeOf(c)))));

  app.put('/wishlist/:type/share', user, (c) => {
    const list = setShared(deps, ensureWishlist(deps, c.get('user').id, typeOf(c)), true);
    return c.json({ name: list.name, public_id: list.public_id });
  });
  app.delete('/wishlist/:type/share', user, (c) => {
    const list = setShared(deps, ensureWishlist(deps, c.get('user').id, typeOf(c)), false);
    return c.json({ name: list.name, public_id: list.public_id });
  });

  app.get('/wishlist/:type', user, (c) => {
    const type = typeOf(c);
    const query = listQuery(c);
    const widths = readMainImageWidths(c);
    return c.json(wishlistJson(deps, render(c, widths), ensureWishlist(deps, c.get('user').id, type), query));
  });

  app.post('/wishlist/:type', user, async (c) => {
    const type = typeOf(c);
    const { product_public_sku } = await readJson(c, AddBody);
    addToWishlist(deps, ensureWishlist(deps, c.get('user').id, type), product_public_sku);
    return c.json(wishlistSkus(deps, findWishlist(deps, c.get('user').id, type)));
  });

  app.delete('/wishlist/:type/:sku', user, (c) => {
    const type = typeOf(c);
    removeFromWishlist(deps, findWishlist(deps, c.get('user').id, type), c.req.param('sku'));
    return c.json(wishlistSkus(deps, findWishlist(deps, c.get('user').id, type)));
  });

  return app;
}
