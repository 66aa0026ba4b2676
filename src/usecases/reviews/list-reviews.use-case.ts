import { REQUIRED_PRODUCT_PAGE_PARTS, UseCaseError, type Review, type ReviewStat } from '../../domain';
import { ratingHistogram, REVIEWS_PAGE_SIZE } from '../../domain/reviews/review-rules';
import type { ErrorHandler } from '../shared/error-handler';
import type { ReviewsRepository } from './reviews.repository';
import { requireId } from './reviews-input';

/** One page of a product's reviews. */
export interface ReviewsView {
  reviews: Review[];
  /** The stars histogram: ratings 5 down to 1, each with its count (0 when nobody gave it). */
  stats: ReviewStat[];
  page: number;
  /** Whether a next page has reviews (by the histogram's total, else by a full page). */
  hasMore: boolean;
}

/**
 * A product's reviews, 5 a page (GET /page/product/{id}?include=REVIEWS&page&page_size=5). Anyone may read
 * them. A page below 1 or not whole is invalidPage without a call; an answer without `reviews` is
 * productPageMissingRequestedProperty with the spec's message (section 5).
 */
export class ListReviewsUseCase {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(productId: string, options: { page?: number } = {}): Promise<ReviewsView> {
    const id = requireId(productId, this.errors, 'listReviews');
    const page = options.page ?? 1;
    if (!Number.isInteger(page) || page < 1) {
      throw this.errors.handle(new UseCaseError('invalidPage', { apiMessage: 'La página debe ser 1 o mayor.', details: { page } }), 'listReviews');
    }
    return this.errors.run('listReviews', async () => {
      const answer = await this.repository.page(id, page, REVIEWS_PAGE_SIZE);
      if (answer.reviews == null) {
        throw new UseCaseError('productPageMissingRequestedProperty', {
          description: REQUIRED_PRODUCT_PAGE_PARTS.REVIEWS!.message(id),
          details: { part: 'REVIEWS', field: 'reviews' },
        });
      }
      const stats = ratingHistogram(answer.review_stats ?? []);
      const total = stats.reduce((sum, stat) => sum + stat.count, 0);
      const hasMore = answer.review_stats && total > 0 ? page * REVIEWS_PAGE_SIZE < total : answer.reviews.length >= REVIEWS_PAGE_SIZE;
      return { reviews: answer.reviews, stats, page, hasMore };
    });
  }
}
