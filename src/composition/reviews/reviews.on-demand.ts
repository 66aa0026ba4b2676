/** The reviews feature's code, as one chunk loaded on its first call. */
import { HttpReviewsRepository } from '../../data/reviews/http-reviews.repository';
import { ListReviewsUseCase } from '../../usecases/reviews/list-reviews.use-case';
import { LoadMyReviewsUseCase, LoadSuggestedReviewsUseCase } from '../../usecases/reviews/my-reviews.use-case';
import { AddReviewImageUseCase, RemoveReviewImageUseCase } from '../../usecases/reviews/review-images.use-case';
import { ReviewsStore } from '../../usecases/reviews/reviews.store';
import { RemoveReviewUpvoteUseCase, UpvoteReviewUseCase } from '../../usecases/reviews/upvote-review.use-case';
import { EditReviewUseCase, WriteReviewUseCase } from '../../usecases/reviews/write-review.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { REVIEWS_TOKENS as T } from './reviews.tokens';

export { ReviewsStore };

/** The use cases of `tienda.reviews`, one per member. */
export function createReviews(get: Get) {
  const errors = get(C.ErrorHandler);
  const sessionStore = get(S.SessionStore);
  const reviewsStore = get(T.ReviewsStore);
  const repository = new HttpReviewsRepository(get(C.ApiClient));
  return {
    /** GET /page/product/{id}?include=REVIEWS&page&page_size=5: `{ reviews, stats (5..1), page, hasMore }`. */
    list: new ListReviewsUseCase(repository, errors),
    /** POST /product/{id}/review {rating 1..5, comment ≤ 2000, email?}: the new review. */
    write: new WriteReviewUseCase(sessionStore, reviewsStore, repository, errors),
    /** PUT /product/{id}/review: the shopper's changed review. */
    edit: new EditReviewUseCase(sessionStore, reviewsStore, repository, errors),
    /** POST /product/{id}/review/image?size=1200 (multipart `image`): the review with the picture. */
    addImage: new AddReviewImageUseCase(sessionStore, reviewsStore, repository, errors),
    /** DELETE /product/{id}/review/image/{imageId}: the review without it. */
    removeImage: new RemoveReviewImageUseCase(sessionStore, reviewsStore, repository, errors),
    /** PUT /review/{id}/upvote: `{ upvote_count, is_upvoted_by_me }`. */
    upvote: new UpvoteReviewUseCase(sessionStore, repository, errors),
    /** DELETE /review/{id}/upvote: `{ upvote_count, is_upvoted_by_me }`. */
    removeUpvote: new RemoveReviewUpvoteUseCase(sessionStore, repository, errors),
    /** GET /user/reviews/: the shopper's reviews with their products, into `store.mine`. */
    mine: new LoadMyReviewsUseCase(sessionStore, reviewsStore, repository, errors),
    /** GET /user/reviews/suggested/: products to review with their potential points, into `store.suggested`. */
    suggested: new LoadSuggestedReviewsUseCase(sessionStore, reviewsStore, repository, errors),
  };
}

export type ReviewsUseCases = ReturnType<typeof createReviews>;
