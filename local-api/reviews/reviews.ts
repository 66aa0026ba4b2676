import { PUBLIC_API_PATH } from '../../src/domain';
import { EMAIL_PATTERN } from '../../src/domain/session/session';
import { TEXT_LIMITS } from '../../src/domain/shared/request-checks';
import { predefinedAvatarUrl, uploadedAvatarUrl } from '../account/avatars';
import type { RenderContext } from '../catalog/catalogue';
import type { AppDeps, SessionInfo, UserRow } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import type { Paging } from '../http/request';
import { NotAllowedField } from './errors';
import {
  addReviewPointsWithin,
  addUpvote,
  avatarsOfUsers,
  countReviewImages,
  countReviewsByRating,
  creditReviewPoints,
  deleteReviewImage,
  findOwnReview,
  findReviewById,
  findReviewImageFile,
  hasBoughtProduct,
  insertReview,
  insertReviewImage,
  listProductReviews,
  listReviewsOfUser,
  listUnreviewedBoughtProducts,
  listReviewImages,
  moveUpvoteCount,
  ratingTotals,
  removeUpvote,
  saveProductRating,
  updateReview,
  upvoteCountOf,
  upvotedReviewIds,
  type ReviewImageRow,
  type ReviewRow,
} from './review-store';

export type { ReviewRow } from './review-store';

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
function imagesOf(deps: AppDeps, reviewIds: readonly number[]): Map<number, ReviewImageRow[]> {
  const out = new Map<number, ReviewImageRow[]>();
  if (reviewIds.length === 0) return out;
  const rows = listReviewImages(deps.db, reviewIds);
  for (const row of rows) out.set(row.review_id, [...(out.get(row.review_id) ?? []), row]);
  return out;
}

function imageJson(row: ReviewImageRow, index: number, altText: string) {
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
      : upvotedReviewIds(deps.db, userId, ids),
  );
  const authorIds = [...new Set(rows.map((row) => row.user_id).filter((id): id is number => id !== null))];
  const avatars = new Map<number, string | null>(
    authorIds.length === 0
      ? []
      : avatarsOfUsers(deps.db, authorIds).map((row) => [row.id, avatarOf(row.avatar)]),
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
  const counts = new Map(countReviewsByRating(deps.db, productId).map((row) => [row.rating, row.count]));
  return [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts.get(rating) ?? 0 }));
}

/**
 * The REVIEWS part of GET /page/product/{id} (catalog/product-page.ts calls it): one page of the
 * product's reviews, newest first, with pictures and the session user's own flags, and the stats 5..1.
 * `productId` is the product's row id (products.id).
 */
export function reviewsPart(deps: AppDeps, ctx: RenderContext, session: SessionInfo, productId: number, paging: Paging) {
  const rows = listProductReviews(deps.db, productId, paging.pageSize, paging.offset);
  return { reviews: reviewsJson(deps, rows, session.user?.id ?? null), review_stats: reviewStats(deps, productId) };
}

/** Recomputes a product's average_rating (one decimal) and rating_count from its reviews; writes only a change. */
export function refreshRating(deps: AppDeps, productId: number): void {
  const { count, sum } = ratingTotals(deps.db, productId);
  const average = count > 0 ? Math.round((sum / count) * 10) / 10 : null;
  // The products UPDATE bumps search_state.listing_generation (migration 13's trigger): only when something changed.
  saveProductRating(deps.db, productId, average, count);
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
  return hasBoughtProduct(deps.db, userId, productId);
}

export function ownReview(deps: AppDeps, userId: number, productId: number): ReviewRow | undefined {
  return findOwnReview(deps.db, userId, productId);
}

export function reviewById(deps: AppDeps, id: number): ReviewRow | undefined {
  return findReviewById(deps.db, id);
}

/** POST /product/{id}/review: the user's one review of the product (a second is 409 NOT_ALLOWED). */
export function writeReview(deps: AppDeps, user: UserRow, product: { id: number; variant_attribute: string | null; variant_value: string | null }, input: ReviewInput): ReviewRow {
  return deps.db.transaction(() => {
    if (ownReview(deps, user.id, product.id))
      throw new ApiError(409, 'NOT_ALLOWED', 'Ya escribiste una opinión de este producto; puedes editarla.');
    const now = deps.now().toISOString();
    const id = insertReview(deps.db, {
      productId: product.id,
      rating: input.rating,
      reviewerName: reviewerNameOf(user),
      comment: input.comment,
      verified: hasBought(deps, user.id, product.id),
      dateCreated: now,
      variantName: product.variant_value ? product.variant_attribute : null,
      variantValue: product.variant_value,
      userId: user.id,
      email: input.email,
    });
    refreshRating(deps, product.id);
    const review = reviewById(deps, id)!;
    if (review.verified === 1) awardPoints(deps, review, REVIEW_POINTS);
    return reviewById(deps, review.id)!;
  })();
}

/** PUT /product/{id}/review: edits the user's own review (none: 404 notFound). */
export function editReview(deps: AppDeps, user: UserRow, productId: number, input: ReviewInput): ReviewRow {
  return deps.db.transaction(() => {
    const review = ownReview(deps, user.id, productId);
    if (!review) throw notFound('Todavía no escribiste una opinión de este producto.');
    updateReview(deps.db, review.id, user.id, {
      rating: input.rating,
      comment: input.comment,
      email: input.email,
      reviewerName: reviewerNameOf(user),
      dateUpdated: deps.now().toISOString(),
    });
    refreshRating(deps, productId);
    return reviewById(deps, review.id)!;
  })();
}

/** Adds a stored picture (user_files id) to the user's own review of the product; at most MAX_REVIEW_IMAGES. */
export function addReviewImage(deps: AppDeps, review: ReviewRow, fileId: string, imageId: string): void {
  if (countReviewImages(deps.db, review.id) >= MAX_REVIEW_IMAGES)
    throw new NotAllowedField(`Una opinión admite como máximo ${MAX_REVIEW_IMAGES} fotos; quita una para agregar otra.`, 'image');
  insertReviewImage(deps.db, imageId, review.id, fileId, deps.now().getTime());
  if (review.verified === 1) awardPoints(deps, review, REVIEW_PHOTO_POINTS);
}

/**
 * Credits the review's author with points (a REVIEW entry of their history), at most REVIEW_POINTS for the
 * review and REVIEW_PHOTO_POINTS for its first photo in all: editing, or removing and adding photos, earns nothing more.
 */
function awardPoints(deps: AppDeps, review: ReviewRow, points: number): void {
  if (review.user_id === null) return;
  const ceiling = REVIEW_POINTS + REVIEW_PHOTO_POINTS;
  if (!addReviewPointsWithin(deps.db, review.id, points, ceiling)) return;
  creditReviewPoints(deps.db, review.user_id, points, deps.now().toISOString());
}

/** Removes one picture of the user's review (and its stored file); false when the review has no such picture. */
export function removeReviewImage(deps: AppDeps, review: ReviewRow, imageId: string): boolean {
  const fileId = findReviewImageFile(deps.db, review.id, imageId);
  if (fileId === undefined) return false;
  deps.db.transaction(() => deleteReviewImage(deps.db, imageId, fileId))();
  return true;
}

/** PUT (on) or DELETE (off) /review/{id}/upvote: one upvote per user, never on one's own review. */
export function setUpvote(deps: AppDeps, userId: number, reviewId: number, on: boolean) {
  return deps.db.transaction(() => {
    const review = reviewById(deps, reviewId);
    if (!review) throw notFound('La opinión no existe.');
    if (review.user_id === userId) throw new ApiError(403, 'NOT_ALLOWED', 'No puedes votar por tu propia opinión.');
    const changed = on ? addUpvote(deps.db, reviewId, userId, deps.now().getTime()) : removeUpvote(deps.db, reviewId, userId);
    if (changed) moveUpvoteCount(deps.db, reviewId, on ? 1 : -1);
    return { upvote_count: upvoteCountOf(deps.db, reviewId), is_upvoted_by_me: on };
  })();
}

/** The user's reviews, newest first, each with its product's id (the route adds the product summary). */
export function myReviewRows(deps: AppDeps, userId: number): ReviewRow[] {
  return listReviewsOfUser(deps.db, userId, MY_REVIEWS_LIMIT);
}

/**
 * Products of the user's paid or delivered orders they have not reviewed, most recent order first:
 * `item_id` is the order line's id.
 */
export function suggestedRows(deps: AppDeps, userId: number): { item_id: number; product_id: number }[] {
  return listUnreviewedBoughtProducts(deps.db, userId, SUGGESTED_LIMIT);
}

/** Points this user would earn by reviewing the product (A2's potential_review_points): 10 if bought and not reviewed. */
export function potentialReviewPoints(deps: AppDeps, userId: number | null, productId: number): number {
  if (userId === null) return 0;
  return hasBought(deps, userId, productId) && !ownReview(deps, userId, productId) ? REVIEW_POINTS : 0;
}
