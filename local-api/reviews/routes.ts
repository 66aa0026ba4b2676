import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '../auth/require-user';
import { findFile, readImageFields, storeFile, UPLOAD_FIELDS } from '../account/uploads';
import { DEFAULT_IMAGE_WIDTHS, type ProductRow, type RenderContext } from '../catalog/catalogue';
import type { AppDeps, AppEnv, UserRow } from '../http/context';
import { ApiError, notFound, productNotFound } from '../http/errors';
import { originOf, readJson } from '../http/request';
import { isReviewImage } from './review-store';
import { objectBody, positiveId } from './errors';
import {
  addReviewImage,
  checkReviewBody,
  editReview,
  myReviewRows,
  ownReview,
  REVIEW_POINTS,
  removeReviewImage,
  reviewsJson,
  setUpvote,
  suggestedRows,
  writeReview,
  type ReviewRow,
} from './reviews';

type UserEnv = AppEnv & { Variables: AppEnv['Variables'] & { user: UserRow } };

/** A stored review picture's name: 128 random bits and its real extension (account/uploads.ts storeFile). */
const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
/** A review picture's id in the API (its row in review_images). */
const IMAGE_ID = /^[0-9a-f]{16}$/;

/**
 * Reviews (spec section 7, "Product page, questions and reviews"): write and edit one's own review of a
 * product, its pictures, upvotes (one per user, never one's own), one's reviews and the bought products
 * still to review. Everything needs a signed-in user; the pictures are served publicly by their unguessable name.
 */
export function reviewRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<UserEnv>({ strict: false });
  const user = requireUser(deps);
  const render = (c: Context): RenderContext => ({ origin: originOf(c), now: deps.now(), imageWidths: DEFAULT_IMAGE_WIDTHS });
  const productOf = (c: Context): ProductRow => {
    const product = deps.catalogue.productBySkuOrSlug(c.req.param('id') ?? '');
    if (!product) throw productNotFound();
    return product;
  };
  const answerReview = (c: Context<UserEnv>, row: ReviewRow) => c.json(reviewsJson(deps, [row], c.get('user').id)[0]!);

  app.post('/product/:id/review', user, async (c) => {
    const product = productOf(c);
    const input = checkReviewBody(objectBody(await readJson(c, z.unknown())));
    return answerReview(c, writeReview(deps, c.get('user'), product, input));
  });

  app.put('/product/:id/review', user, async (c) => {
    const product = productOf(c);
    const input = checkReviewBody(objectBody(await readJson(c, z.unknown())));
    return answerReview(c, editReview(deps, c.get('user'), product.id, input));
  });

  // Multipart `image` (account/uploads.ts reads and caps the body before this runs); `size` is the width the client shows.
  app.post('/product/:id/review/image', user, async (c) => {
    const product = productOf(c);
    const userId = c.get('user').id;
    const review = ownReview(deps, userId, product.id);
    if (!review) throw new ApiError(400, 'NOT_ALLOWED', 'Primero escribe tu opinión de este producto; luego agrega las fotos.');
    const { image } = await readImageFields(c, UPLOAD_FIELDS['/product/{id}/review/image']!);
    deps.db.transaction(() => {
      addReviewImage(deps, review, storeFile(deps, userId, 'review', image!), randomBytes(8).toString('hex'));
    })();
    return answerReview(c, review);
  });

  app.delete('/product/:id/review/image/:imageId', user, (c) => {
    const product = productOf(c);
    const review = ownReview(deps, c.get('user').id, product.id);
    const imageId = c.req.param('imageId');
    // Another user's picture answers exactly like one that does not exist.
    if (!review || !IMAGE_ID.test(imageId) || !removeReviewImage(deps, review, imageId)) throw notFound('La foto no existe.');
    return answerReview(c, review);
  });

  for (const [method, on] of [
    ['put', true],
    ['delete', false],
  ] as const) {
    app[method]('/review/:id/upvote', user, (c) => {
      const id = positiveId(c.req.param('id'));
      if (id === null) throw notFound('La opinión no existe.');
      return c.json(setUpvote(deps, c.get('user').id, id, on));
    });
  }

  app.get('/user/reviews', user, (c) => {
    const ctx = render(c);
    const rows = myReviewRows(deps, c.get('user').id);
    const products = new Map(deps.catalogue.productsByIds([...new Set(rows.map((row) => row.product_id))]).map((row) => [row.id, row]));
    const reviews = reviewsJson(deps, rows, c.get('user').id);
    return c.json(
      rows.flatMap((row, i) => {
        const product = products.get(row.product_id);
        return product ? [{ ...reviews[i]!, product: deps.catalogue.summary(ctx, product) }] : [];
      }),
    );
  });

  app.get('/user/reviews/suggested', user, (c) => {
    const ctx = render(c);
    const rows = suggestedRows(deps, c.get('user').id);
    const products = new Map(deps.catalogue.productsByIds(rows.map((row) => row.product_id)).map((row) => [row.id, row]));
    return c.json(
      rows.flatMap((row) => {
        const product = products.get(row.product_id);
        // Only products whose page can still be opened (and reviewed).
        if (!product || (product.status !== 'PUBLISHED' && product.status !== 'DISCONTINUED')) return [];
        return [{ item_id: row.item_id, potential_review_points: REVIEW_POINTS, product: deps.catalogue.summary(ctx, product) }];
      }),
    );
  });

  // Pictures are fetched by <img> tags, which cannot send a Session header: public by their unguessable name, while on a review.
  app.get('/media/review/:file', (c) => {
    const file = c.req.param('file');
    const stored = FILE_NAME.test(file) ? findFile(deps, file) : undefined;
    if (!stored || stored.purpose !== 'review' || !isReviewImage(deps.db, file))
      throw notFound('La imagen no existe.');
    return c.body(new Uint8Array(stored.bytes), 200, {
      'Content-Type': stored.content_type,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
    });
  });

  return app as unknown as Hono<AppEnv>;
}
