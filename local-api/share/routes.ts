import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { originOf } from '../http/request';
import { requireSession } from '../session/session-service';
import { findShortIdOfProduct, findVisibleLink, insertShortId } from './share-store';

/*
 * Short links (spec section 7, "GET /share/product/{id}; GET /share/{shortId}"): one per product, made on
 * first need and kept, so the same product always shares the same link. The link is the store's own
 * `/s/{short_id}` page on the public origin (never the request's Host), which resolves it and redirects.
 */

/** A short id: 8 url-safe characters (48 random bits). */
export const SHORT_ID_PATTERN = /^[A-Za-z0-9_-]{8}$/;
const NOT_FOUND_MESSAGE = 'El enlace no existe.';

/** The product's short id, made now when it has none (the same one on every later call). */
export function shortIdFor(deps: AppDeps, productId: number): string {
  const { db } = deps;
  const existing = findShortIdOfProduct(db, productId);
  if (existing) return existing;
  return db.transaction(() => {
    for (;;) {
      const shortId = randomBytes(6).toString('base64url');
      if (insertShortId(db, shortId, productId, deps.now().toISOString())) return shortId;
      // The product got one meanwhile (or, once in 2^48, the id was taken): read it again.
      const again = findShortIdOfProduct(db, productId);
      if (again) return again;
    }
  })();
}

/** GET /share/product/{id} and GET /share/{shortId}. */
export function shareRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const auth = requireSession(deps);
  const urlOf = (origin: string, shortId: string) => `${origin}/s/${shortId}`;

  // The product by public sku or slug, as its page is opened.
  app.get('/share/product/:id', auth, (c) => {
    const product = deps.catalogue.productBySkuOrSlug(c.req.param('id').trim());
    if (!product) throw notFound('El producto no existe.');
    const shortId = shortIdFor(deps, product.id);
    return c.json({ short_id: shortId, url: urlOf(originOf(c), shortId), page_type: 'PRODUCT' });
  });

  app.get('/share/:shortId', auth, (c) => {
    const shortId = c.req.param('shortId').trim();
    if (!SHORT_ID_PATTERN.test(shortId)) throw notFound(NOT_FOUND_MESSAGE);
    const link = findVisibleLink(deps.db, shortId);
    if (!link) throw notFound(NOT_FOUND_MESSAGE);
    return c.json({ short_id: link.short_id, url: urlOf(originOf(c), link.short_id), page_type: 'PRODUCT', slug: link.slug });
  });

  return app;
}
