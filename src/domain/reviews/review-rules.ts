/** The rules of a review a shopper writes (zod-free, so a screen may import them). */

/** A review's bounds: a whole-star rating and a comment of at most 2000 characters (after trimming). */
export const REVIEW_LIMITS = { minRating: 1, maxRating: 5, comment: 2000, email: 254 } as const;

/** Reviews per page of a product's reviews (spec section 9: page_size 5). */
export const REVIEWS_PAGE_SIZE = 5;
/** The width review images are asked at (spec section 9: size 1200). */
export const REVIEW_IMAGE_SIZE = 1200;

/** What a shopper writes: a rating 1..5, a comment, and optionally an email. Images are sent separately. */
export interface ReviewInput {
  rating: number;
  comment: string;
  email?: string | null;
}

/** The review body sent to the API: the comment trimmed, an email only when given. */
export interface ReviewPayload {
  rating: number;
  comment: string;
  email?: string;
}

/** A problem with a review's input: the field and a Spanish sentence. */
export interface ReviewProblem {
  field: 'rating' | 'comment' | 'email';
  message: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with a review, or null when it may be sent. */
export function reviewProblem(input: ReviewInput | null | undefined): ReviewProblem | null {
  const rating = input?.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < REVIEW_LIMITS.minRating || rating > REVIEW_LIMITS.maxRating) {
    return { field: 'rating', message: 'Elige una calificación de 1 a 5 estrellas.' };
  }
  if (typeof input?.comment !== 'string') return { field: 'comment', message: 'Escribe tu opinión.' };
  if ([...input.comment.trim()].length > REVIEW_LIMITS.comment) {
    return { field: 'comment', message: `Tu opinión es muy larga: escribe como máximo ${REVIEW_LIMITS.comment} caracteres.` };
  }
  const email = input.email;
  if (email !== undefined && email !== null) {
    const trimmed = typeof email === 'string' ? email.trim() : null;
    if (trimmed === null || (trimmed !== '' && (trimmed.length > REVIEW_LIMITS.email || !EMAIL.test(trimmed)))) {
      return { field: 'email', message: 'El correo electrónico no es válido.' };
    }
  }
  return null;
}

/** The body of a valid review: the comment trimmed, the email trimmed and left out when blank. */
export function reviewPayload(input: ReviewInput): ReviewPayload {
  const email = typeof input.email === 'string' ? input.email.trim() : '';
  return { rating: input.rating, comment: input.comment.trim(), ...(email ? { email } : {}) };
}

/** The stars histogram: one entry per rating from 5 down to 1, with 0 for a rating nobody gave. */
export function ratingHistogram(stats: readonly { rating: number; count: number }[]): { rating: number; count: number }[] {
  return [5, 4, 3, 2, 1].map((rating) => ({
    rating,
    count: stats.filter((stat) => Math.round(stat.rating) === rating).reduce((sum, stat) => sum + stat.count, 0),
  }));
}
