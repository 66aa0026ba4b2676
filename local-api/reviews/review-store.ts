import type { Database } from '../db/database';

// Reviews, their pictures and upvotes, and the points a review earns (reviews.ts holds the rules).

/** An order that counts as bought: paid (or nothing to pay), or delivered. */
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

export interface ReviewImageRow {
  id: string;
  review_id: number;
  file_id: string;
  width: number;
  height: number;
  size: number;
}

/** Whether this stored file is a picture of some review. */
export function isReviewImage(db: Database, fileId: string): boolean {
  return db.prepare('SELECT 1 FROM review_images WHERE file_id = ?').get(fileId) !== undefined;
}

/** The pictures of these reviews (with their file's size), in upload order. */
export function listReviewImages(db: Database, reviewIds: readonly number[]): ReviewImageRow[] {
  return db
    .prepare(
      `SELECT ri.id, ri.review_id, ri.file_id, f.width, f.height, LENGTH(f.bytes) AS size
       FROM review_images ri JOIN user_files f ON f.id = ri.file_id
       WHERE ri.review_id IN (${reviewIds.map(() => '?').join(',')}) ORDER BY ri.created_at, ri.rowid`,
    )
    .all(...reviewIds) as ReviewImageRow[];
}

/** Which of these reviews the user upvoted. */
export function upvotedReviewIds(db: Database, userId: number, reviewIds: readonly number[]): number[] {
  return (
    db.prepare(`SELECT review_id FROM review_upvotes WHERE user_id = ? AND review_id IN (${reviewIds.map(() => '?').join(',')})`).all(userId, ...reviewIds) as {
      review_id: number;
    }[]
  ).map((row) => row.review_id);
}

/** The stored avatar of each of these users. */
export function avatarsOfUsers(db: Database, userIds: readonly number[]): { id: number; avatar: string | null }[] {
  return db.prepare(`SELECT id, avatar FROM users WHERE id IN (${userIds.map(() => '?').join(',')})`).all(...userIds) as { id: number; avatar: string | null }[];
}

/** How many reviews of the product gave each rating (ratings without any are left out). */
export function countReviewsByRating(db: Database, productId: number): { rating: number; count: number }[] {
  return db.prepare('SELECT rating, COUNT(*) AS count FROM reviews WHERE product_id = ? GROUP BY rating').all(productId) as { rating: number; count: number }[];
}

/** One page of the product's reviews, newest first. */
export function listProductReviews(db: Database, productId: number, limit: number, offset: number): ReviewRow[] {
  return db.prepare('SELECT * FROM reviews WHERE product_id = ? ORDER BY date_created DESC, id DESC LIMIT ? OFFSET ?').all(productId, limit, offset) as ReviewRow[];
}

/** How many reviews the product has and the sum of their ratings. */
export function ratingTotals(db: Database, productId: number): { count: number; sum: number } {
  return db.prepare('SELECT COUNT(*) AS count, COALESCE(SUM(rating), 0) AS sum FROM reviews WHERE product_id = ?').get(productId) as { count: number; sum: number };
}

/** Sets the product's average rating and rating count, writing only a change (the UPDATE moves the listing's generation). */
export function saveProductRating(db: Database, productId: number, average: number | null, count: number): void {
  db.prepare('UPDATE products SET average_rating = ?, rating_count = ? WHERE id = ? AND (average_rating IS NOT ? OR rating_count IS NOT ?)').run(
    average,
    count,
    productId,
    average,
    count,
  );
}

/** Whether the user has a paid or delivered order with this product. */
export function hasBoughtProduct(db: Database, userId: number, productId: number): boolean {
  return !!db
    .prepare(`SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.user_id = ? AND i.product_id = ? AND ${BOUGHT_ORDER} LIMIT 1`)
    .get(userId, productId);
}

/** The user's review of the product, if any. */
export function findOwnReview(db: Database, userId: number, productId: number): ReviewRow | undefined {
  return db.prepare('SELECT * FROM reviews WHERE product_id = ? AND user_id = ?').get(productId, userId) as ReviewRow | undefined;
}

export function findReviewById(db: Database, id: number): ReviewRow | undefined {
  return db.prepare('SELECT * FROM reviews WHERE id = ?').get(id) as ReviewRow | undefined;
}

export interface NewReview {
  productId: number;
  rating: number;
  reviewerName: string;
  comment: string | null;
  verified: boolean;
  dateCreated: string;
  variantName: string | null;
  variantValue: string | null;
  userId: number;
  email: string | null;
}

/** Records a review (no upvotes yet); answers its id. */
export function insertReview(db: Database, review: NewReview): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO reviews (product_id, rating, reviewer_name, comment, verified, date_created, upvote_count, variant_name, variant_value, user_id, email)
         VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
    )
    .run(
      review.productId,
      review.rating,
      review.reviewerName,
      review.comment,
      review.verified ? 1 : 0,
      review.dateCreated,
      review.variantName,
      review.variantValue,
      review.userId,
      review.email,
    );
  return Number(lastInsertRowid);
}

/** Rewrites the user's review. */
export function updateReview(
  db: Database,
  reviewId: number,
  userId: number,
  fields: { rating: number; comment: string | null; email: string | null; reviewerName: string; dateUpdated: string },
): void {
  db.prepare('UPDATE reviews SET rating = ?, comment = ?, email = ?, reviewer_name = ?, date_updated = ? WHERE id = ? AND user_id = ?').run(
    fields.rating,
    fields.comment,
    fields.email,
    fields.reviewerName,
    fields.dateUpdated,
    reviewId,
    userId,
  );
}

export function countReviewImages(db: Database, reviewId: number): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM review_images WHERE review_id = ?').get(reviewId) as { count: number }).count;
}

export function insertReviewImage(db: Database, imageId: string, reviewId: number, fileId: string, createdAt: number): void {
  db.prepare('INSERT INTO review_images (id, review_id, file_id, created_at) VALUES (?, ?, ?, ?)').run(imageId, reviewId, fileId, createdAt);
}

/** Adds `points` to what the review has earned unless that would pass `ceiling`; answers whether it did. */
export function addReviewPointsWithin(db: Database, reviewId: number, points: number, ceiling: number): boolean {
  return db.prepare('UPDATE reviews SET points_awarded = points_awarded + ? WHERE id = ? AND points_awarded + ? <= ?').run(points, reviewId, points, ceiling).changes === 1;
}

/** Credits the user with review points: their balance and a REVIEW entry of their history. */
export function creditReviewPoints(db: Database, userId: number, points: number, at: string): void {
  db.prepare('UPDATE users SET points = points + ? WHERE id = ?').run(points, userId);
  db.prepare("INSERT INTO points_entries (user_id, points, type, created_at) VALUES (?, ?, 'REVIEW', ?)").run(userId, points, at);
}

/** The stored file of one picture of the review. */
export function findReviewImageFile(db: Database, reviewId: number, imageId: string): string | undefined {
  const image = db.prepare('SELECT file_id FROM review_images WHERE id = ? AND review_id = ?').get(imageId, reviewId) as { file_id: string } | undefined;
  return image?.file_id;
}

/** Deletes a review picture and its stored file (run it in a transaction). */
export function deleteReviewImage(db: Database, imageId: string, fileId: string): void {
  db.prepare('DELETE FROM review_images WHERE id = ?').run(imageId);
  db.prepare("DELETE FROM user_files WHERE id = ? AND purpose = 'review'").run(fileId);
}

/** Adds the user's upvote to the review (once); answers whether it was new. */
export function addUpvote(db: Database, reviewId: number, userId: number, at: number): boolean {
  return db.prepare('INSERT INTO review_upvotes (review_id, user_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(reviewId, userId, at).changes > 0;
}

/** Removes the user's upvote of the review; answers whether there was one. */
export function removeUpvote(db: Database, reviewId: number, userId: number): boolean {
  return db.prepare('DELETE FROM review_upvotes WHERE review_id = ? AND user_id = ?').run(reviewId, userId).changes > 0;
}

/** Moves the review's upvote count by `delta`, never below 0. */
export function moveUpvoteCount(db: Database, reviewId: number, delta: number): void {
  db.prepare('UPDATE reviews SET upvote_count = MAX(0, upvote_count + ?) WHERE id = ?').run(delta, reviewId);
}

export function upvoteCountOf(db: Database, reviewId: number): number {
  return (db.prepare('SELECT upvote_count FROM reviews WHERE id = ?').get(reviewId) as { upvote_count: number }).upvote_count;
}

/** The user's reviews, newest first, at most `limit`. */
export function listReviewsOfUser(db: Database, userId: number, limit: number): ReviewRow[] {
  return db.prepare('SELECT * FROM reviews WHERE user_id = ? ORDER BY date_created DESC, id DESC LIMIT ?').all(userId, limit) as ReviewRow[];
}

/**
 * Products of the user's paid or delivered orders they have not reviewed, most recent order first, at most `limit`:
 * `item_id` is the order line's id.
 */
export function listUnreviewedBoughtProducts(db: Database, userId: number, limit: number): { item_id: number; product_id: number }[] {
  return db
    .prepare(
      `SELECT MAX(i.id) AS item_id, i.product_id FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.user_id = ? AND ${BOUGHT_ORDER}
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = i.product_id AND r.user_id = o.user_id)
       GROUP BY i.product_id ORDER BY MAX(o.id) DESC, MAX(i.id) DESC LIMIT ?`,
    )
    .all(userId, limit) as { item_id: number; product_id: number }[];
}
