import { PUBLIC_API_PATH } from '../../src/domain';
import { EMAIL_PATTERN } from '../../src/domain/session/session';
import { TEXT_LIMITS } from '../../src/domain/shared/request-checks';
import { predefinedAvatarUrl, uploadedAvatarUrl } from '../account/avatars';
import type { RenderContext } from '../catalogue/catalogue';
import type { AppDeps, SessionInfo, UserRow } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import type { Paging } from '../http/request';
import { NotAllowedField } from './errors';

/** A review's comment may hold at most this many characters (the library checks the same bound). */
export const MAX_REVIEW_COMMENT = 2000;
/** Pictures one review may carry. */
export const MAX_REVIEW_IMAGES = 5;
/** Points a review of a bought product earns (5 more with a photo; the suggestion reports the sure 10). */
export const REVIEW_POINTS = 10;
export const REVIEW_PHOTO_POINTS = 5;
/** At most this many reviews answer GET /user/reviews/ and suggestions GET /user/reviews/suggested/. */
export const MY_REVIEWS_LIMIT = 100;
export const SUGGESTED_LIMIT = 50;

/**
 * Orders whose products count as bought (a review of one is `verified`, and it is suggested for review):
 * paid (or free), or delivered.
 */
export const BOUGHT_ORDER = `(o.payment_status IN ('PAID', 'NOT_REQUIRED') OR o.status = 'Delivered')`;

export interface ReviewRow {
  id: number;
  product_id: number;
  rating: number;
  reviewer_name: string | null;
  comment: string | null;
  verified: number;
  date_created: string;
  upvote_count: number;
  variant_name: string | null;
  variant_value: string | null;
  user_id: number | null;
  email: string | null;
  date_updated: string | null;
  points_awarded: number;
}

interface ImageRow {
  id: string;
  review_id: number;
  file_id: string;
  width: number;
  height: number;
  size: number;
}

/** The root-relative URL a review picture is served at (GET /media/review/{file}, public by its unguessable name). */
export const reviewImageUrl = (fileId: string) => `${PUBLIC_API_PATH}/media/review/${fileId}`;

function avatarOf(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const [kind, ref] = stored.split(':', 2) as [string, string | undefined];
  if (!ref) return null;
  return kind === 'predefined' ? predefinedAvatarUrl(ref) : kind === 'upload' ? uploadedAvatarUrl(ref) : null;
}

/** "Ana L." from a user's names; "Cliente de Tienda" when they gave none. */
export function reviewerNameOf(user: Pick<UserRow, 'first_name' | 'last_name'>): string {
  const first = user.first_name?.trim();
  const last = user.last_name?.trim();
  if (!first) return 'Cliente de Tienda';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** The pictures of these reviews, in upload order, by review id (files of a deleted account are gone). */
function imagesOf(deps: AppDeps, reviewIds: readonly number[]): Map<number, ImageRow[]> {
  const out = new Map<number, ImageRow[]>();
  if (reviewIds.length === 0) return out;
  const rows = deps.db
    .prepare(
      `SELECT ri.id, ri.review_id, ri.file_id, f.width, f.height, LENGTH(f.bytes) AS size
       FROM review_images ri JOIN user_files f ON f.id = ri.file_id
       WHERE ri.review_id IN (${reviewIds.map(() => '?').join(',')}) ORDER BY ri.created_at, ri.rowid`,
    )
    .all(...reviewIds) as ImageRow[];
  for (const row of rows) out.set(row.review_id, [...(out.get(row.review_id) ?? []), row]);
  return out;
}

function imageJson(row: ImageRow, index: number, altText: string) {
  const url = reviewImageUrl(row.file_id);
  return {
    id: row.id,
    name: row.file_id,
    alt_text: altText,
    urls: [{ image_id: row.id, cdn_url: url, width: row.width, height: row.height, file_size_kb: Math.max(1, Math.round(row.size / 1024)) }],
    sort_order: index,
    thumbnail: url,
    video_url: null,
  };
}

/**
 * Reviews as the library's ReviewSchema reads them, for the viewer `userId` (null: anonymous):
 * `is_my_review` and `is_upvoted_by_me` are theirs, the pictures and the author's avatar root-relative URLs.
 */
export function reviewsJson(deps: AppDeps, rows: readonly ReviewRow[], userId: number | null) {
  const ids = rows.map((row) => row.id);
  const images = imagesOf(deps, ids);
  const upvoted = new Set<number>(
    userId === null || ids.length === 0
      ? []
      : (
          deps.db
            .prepare(`SELECT review_id FROM review_upvotes WHERE user_id = ? AND review_id IN (${ids.map(() => '?').join(',')})`)
            .all(userId, ...ids) as { review_id: number }[]
        ).map((row) => row.review_id),
  );
  const authorIds = [...new Set(rows.map((row) => row.user_id).filter((id): id is number => id !== null))];
  const avatars = new Map<number, string | null>(
    authorIds.length === 0
      ? []
      : (
          deps.db.prepare(`SELECT id, avatar FROM users WHERE id IN (${authorIds.map(() => '?').join(',')})`).all(...authorIds) as {
            id: number;
            avatar: string | null;
          }[]
        ).map((row) => [row.id, avatarOf(row.avatar)]),
  );
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    reviewer_name: row.reviewer_name,
    comment: row.comment,
    verified: row.verified === 1,
    date_created: row.date_created,
    images: (images.get(row.id) ?? []).map((image, i) => imageJson(image, i, `Foto de la opinión de ${row.reviewer_name ?? 'un cliente'}`)),
    is_my_review: userId !== null && row.user_id === userId,
    avatar: row.user_id === null ? null : (avatars.get(row.user_id) ?? null),
    variant_name: row.variant_name,
    variant_value: row.variant_value,
    upvote_count: row.upvote_count,
    is_upvoted_by_me: upvoted.has(row.id),
  }));
}

export type ReviewJson = ReturnType<typeof reviewsJson>[number];

/** The count of reviews per rating, 5 down to 1 (zeros included). */
export function reviewStats(deps: AppDeps, productId: number) {
  const counts = new Map(
    (
      deps.db.prepare('SELECT rating, COUNT(*) AS count FROM reviews WHERE product_id = ? GROUP BY rating').all(productId) as {
        rating: number;
        count: number;
      }[]
    ).map((row) => [row.rating, row.count]),
  );
  return [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts.get(rating) ?? 0 }));
}

/**
 * The REVIEWS part of GET /page/product/{id} (catalogue/product-page.ts calls it): one page of the
 * product's reviews, newest first, with pictures and the session user's own flags, and the stats 5..1.
 * `productId` is the product's row id (products.id).
 */
export function reviewsPart(deps: AppDeps, ctx: RenderContext, session: SessionInfo, productId: number, paging: Paging) {
  const rows = deps.db
    .prepare('SELECT * FROM reviews WHERE product_id = ? ORDER BY date_created DESC, id DESC LIMIT ? OFFSET ?')
    .all(productId, paging.pageSize, paging.offset) as ReviewRow[];
  return { reviews: reviewsJson(deps, rows, session.user?.id ?? null), review_stats: reviewStats(deps, productId) };
}

/** Recomputes a product's average_rating (one decimal) and rating_count from its reviews; writes only a change. */
export function refreshRating(deps: AppDeps, productId: number): void {
  const { count, sum } = deps.db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(rating), 0) AS sum FROM reviews WHERE product_id = ?').get(productId) as {
    count: number;
    sum: number;
  };
  const average = count > 0 ? Math.round((sum / count) * 10) / 10 : null;
  // The products UPDATE bumps search_state.listing_generation (migration 13's trigger): only when something changed.
  deps.db
    .prepare('UPDATE products SET average_rating = ?, rating_count = ? WHERE id = ? AND (average_rating IS NOT ? OR rating_count IS NOT ?)')
    .run(average, count, productId, average, count);
}

export interface ReviewInput {
  rating: number;
  comment: string | null;
  email: string | null;
}

/** The body of POST/PUT /product/{id}/review, checked: each bad value is a 400 NOT_ALLOWED naming its field. */
export function checkReviewBody(body: Record<string, unknown>): ReviewInput {
  const { rating, comment, email } = body;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
    throw new NotAllowedField('La calificación debe ser un número entero del 1 al 5.', 'rating');
  let text: string | null = null;
  if (comment !== undefined && comment !== null) {
    if (typeof comment !== 'string') throw new NotAllowedField('El comentario debe ser un texto.', 'comment');
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(comment))
      throw new NotAllowedField('El comentario tiene caracteres no permitidos.', 'comment');
    // Trimmed and counted in characters (code points), as the library's reviewProblem counts them.
    if ([...comment.trim()].length > MAX_REVIEW_COMMENT)
      throw new NotAllowedField(`El comentario admite como máximo ${MAX_REVIEW_COMMENT} caracteres.`, 'comment');
    text = comment.trim() || null;
  }
  let address: string | null = null;
  if (email !== undefined && email !== null) {
    if (typeof email !== 'string') throw new NotAllowedField('El correo debe ser un texto.', 'email');
    const trimmed = email.trim();
    if (trimmed.length > TEXT_LIMITS.email) throw new NotAllowedField(`El correo admite como máximo ${TEXT_LIMITS.email} caracteres.`, 'email');
    if (trimmed !== '' && !EMAIL_PATTERN.test(trimmed)) throw new NotAllowedField('El correo no es válido.', 'email');
    address = trimmed || null;
  }
  return { rating, comment: text, email: address };
}

/** Whether the user has a paid or delivered order with this product. */
export function hasBought(deps: AppDeps, userId: number, productId: number): boolean {
  return !!deps.db
    .prepare(`SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.user_id = ? AND i.product_id = ? AND ${BOUGHT_ORDER} LIMIT 1`)
    .get(userId, productId);
}

export function ownReview(deps: AppDeps, userId: number, productId: number): ReviewRow | undefined {
  return deps.db.prepare('SELECT * FROM reviews WHERE product_id = ? AND user_id = ?').get(productId, userId) as ReviewRow | undefined;
}

export function reviewById(deps: AppDeps, id: number): ReviewRow | undefined {
  return deps.db.prepare('SELECT * FROM reviews WHERE id = ?').get(id) as ReviewRow | undefined;
}

/** POST /product/{id}/review: the user's one review of the product (a second is 409 NOT_ALLOWED). */
export function writeReview(deps: AppDeps, user: UserRow, product: { id: number; variant_attribute: string | null; variant_value: string | null }, input: ReviewInput): ReviewRow {
  return deps.db.transaction(() => {
    if (ownReview(deps, user.id, product.id))
      throw new ApiError(409, 'NOT_ALLOWED', 'Ya escribiste una opinión de este producto; puedes editarla.');
    const now = deps.now().toISOString();
    const { lastInsertRowid } = deps.db
      .prepare(
        `INSERT INTO reviews (product_id, rating, reviewer_name, comment, verified, date_created, upvote_count, variant_name, variant_value, user_id, email)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
      )
      .run(
        product.id,
        input.rating,
        reviewerNameOf(user),
        input.comment,
        hasBought(deps, user.id, product.id) ? 1 : 0,
        now,
        product.variant_value ? product.variant_attribute : null,
        product.variant_value,
        user.id,
        input.email,
      );
    refreshRating(deps, product.id);
    const review = reviewById(deps, Number(lastInsertRowid))!;
    if (review.verified === 1) awardPoints(deps, review, REVIEW_POINTS);
    return reviewById(deps, review.id)!;
  })();
}

/** PUT /product/{id}/review: edits the user's own review (none: 404 notFound). */
export function editReview(deps: AppDeps, user: UserRow, productId: number, input: ReviewInput): ReviewRow {
  return deps.db.transaction(() => {
    const review = ownReview(deps, user.id, productId);
    if (!review) throw notFound('Todavía no escribiste una opinión de este producto.');
    deps.db
      .prepare('UPDATE reviews SET rating = ?, comment = ?, email = ?, reviewer_name = ?, date_updated = ? WHERE id = ? AND user_id = ?')
      .run(input.rating, input.comment, input.email, reviewerNameOf(user), deps.now().toISOString(), review.id, user.id);
    refreshRating(deps, productId);
    return reviewById(deps, review.id)!;
  })();
}

/** Adds a stored picture (user_files id) to the user's own review of the product; at most MAX_REVIEW_IMAGES. */
export function addReviewImage(deps: AppDeps, review: ReviewRow, fileId: string, imageId: string): void {
  const { count } = deps.db.prepare('SELECT COUNT(*) AS count FROM review_images WHERE review_id = ?').get(review.id) as { count: number };
  if (count >= MAX_REVIEW_IMAGES)
    throw new NotAllowedField(`Una opinión admite como máximo ${MAX_REVIEW_IMAGES} fotos; quita una para agregar otra.`, 'image');
  deps.db.prepare('INSERT INTO review_images (id, review_id, file_id, created_at) VALUES (?, ?, ?, ?)').run(imageId, review.id, fileId, deps.now().getTime());
  if (review.verified === 1) awardPoints(deps, review, REVIEW_PHOTO_POINTS);
}

/**
 * Credits the review's author with points (a REVIEW entry of their history), at most REVIEW_POINTS for the
 * review and REVIEW_PHOTO_POINTS for its first photo in all: editing, or removing and adding photos, earns nothing more.
 */
function awardPoints(deps: AppDeps, review: ReviewRow, points: number): void {
  if (review.user_id === null) return;
  const ceiling = REVIEW_POINTS + REVIEW_PHOTO_POINTS;
  const { changes } = deps.db
    .prepare('UPDATE reviews SET points_awarded = points_awarded + ? WHERE id = ? AND points_awarded + ? <= ?')
    .run(points, review.id, points, ceiling);
  if (changes !== 1) return;
  deps.db.prepare('UPDATE users SET points = points + ? WHERE id = ?').run(points, review.user_id);
  deps.db
    .prepare("INSERT INTO points_entries (user_id, points, type, created_at) VALUES (?, ?, 'REVIEW', ?)")
    .run(review.user_id, points, deps.now().toISOString());
}

/** Removes one picture of the user's review (and its stored file); false when the review has no such picture. */
export function removeReviewImage(deps: AppDeps, review: ReviewRow, imageId: string): boolean {
  const image = deps.db.prepare('SELECT file_id FROM review_images WHERE id = ? AND review_id = ?').get(imageId, review.id) as
    | { file_id: string }
    | undefined;
  if (!image) return false;
  deps.db.transaction(() => {
    deps.db.prepare('DELETE FROM review_images WHERE id = ?').run(imageId);
    deps.db.prepare("DELETE FROM user_files WHERE id = ? AND purpose = 'review'").run(image.file_id);
  })();
  return true;
}

/** PUT (on) or DELETE (off) /review/{id}/upvote: one upvote per user, never on one's own review. */
export function setUpvote(deps: AppDeps, userId: number, reviewId: number, on: boolean) {
  return deps.db.transaction(() => {
    const review = reviewById(deps, reviewId);
    if (!review) throw notFound('La opinión no existe.');
    if (review.user_id === userId) throw new ApiError(403, 'NOT_ALLOWED', 'No puedes votar por tu propia opinión.');
    const changed = on
      ? deps.db.prepare('INSERT INTO review_upvotes (review_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(reviewId, userId, deps.now().getTime())
          .changes
      : deps.db.prepare('DELETE FROM review_upvotes WHERE review_id = ? AND user_id = ?').run(reviewId, userId).changes;
    if (changed > 0)
      deps.db.prepare('UPDATE reviews SET upvote_count = MAX(0, upvote_count + ?) WHERE id = ?').run(on ? 1 : -1, reviewId);
    const { upvote_count } = deps.db.prepare('SELECT upvote_count FROM reviews WHERE id = ?').get(reviewId) as { upvote_count: number };
    return { upvote_count, is_upvoted_by_me: on };
  })();
}

/** The user's reviews, newest first, each with its product's id (the route adds the product summary). */
export function myReviewRows(deps: AppDeps, userId: number): ReviewRow[] {
  return deps.db
    .prepare('SELECT * FROM reviews WHERE user_id = ? ORDER BY date_created DESC, id DESC LIMIT ?')
    .all(userId, MY_REVIEWS_LIMIT) as ReviewRow[];
}

/**
 * Products of the user's paid or delivered orders they have not reviewed, most recent order first:
 * `item_id` is the order line's id.
 */
export function suggestedRows(deps: AppDeps, userId: number): { item_id: number; product_id: number }[] {
  return deps.db
    .prepare(
      `SELECT MAX(i.id) AS item_id, i.product_id FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.user_id = ? AND ${BOUGHT_ORDER}
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = i.product_id AND r.user_id = o.user_id)
       GROUP BY i.product_id ORDER BY MAX(o.id) DESC, MAX(i.id) DESC LIMIT ?`,
    )
    .all(userId, SUGGESTED_LIMIT) as { item_id: number; product_id: number }[];
}

/** Points this user would earn by reviewing the product (A2's potential_review_points): 10 if bought and not reviewed. */
export function potentialReviewPoints(deps: AppDeps, userId: number | null, productId: number): number {
  if (userId === null) return 0;
  return hasBought(deps, userId, productId) && !ownReview(deps, userId, productId) ? REVIEW_POINTS : 0;
}
