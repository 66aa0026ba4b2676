import type { ListReviewsUseCase } from '../../usecases/reviews/list-reviews.use-case';
import type { LoadMyReviewsUseCase, LoadSuggestedReviewsUseCase } from '../../usecases/reviews/my-reviews.use-case';
import type { AddReviewImageUseCase, RemoveReviewImageUseCase } from '../../usecases/reviews/review-images.use-case';
import type { ReviewsStore } from '../../usecases/reviews/reviews.store';
import type { RemoveReviewUpvoteUseCase, UpvoteReviewUseCase } from '../../usecases/reviews/upvote-review.use-case';
import type { EditReviewUseCase, WriteReviewUseCase } from '../../usecases/reviews/write-review.use-case';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { REVIEWS_TOKENS, REVIEWS_USE_CASES, reviewsTokenOf, type ReviewsUseCase } from './reviews.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/**
 * `tienda.reviews`: a product's reviews, and the signed-in shopper's own. Reading a product's reviews is open to
 * anyone; every other call needs a signed-in user (anonymous: onlyAnonymousTokenFound, without a call).
 */
export interface ReviewsNamespace {
  /** `{ mine, suggested }`: the shopper's reviews and the products waiting for one; emptied when the session changes. */
  readonly store: ReviewsStore;
  /** GET /page/product/{id}?include=REVIEWS&page&page_size=5: `{ reviews, stats (5..1), page, hasMore }`. */
  list: Call<ListReviewsUseCase>;
  /** POST /product/{id}/review {rating 1..5, comment ≤ 2000, email?}: the new review. */
  write: Call<WriteReviewUseCase>;
  /** PUT /product/{id}/review: the shopper's changed review. */
  edit: Call<EditReviewUseCase>;
  /** POST /product/{id}/review/image?size=1200 (multipart `image`): the review with the picture. */
  addImage: Call<AddReviewImageUseCase>;
  /** DELETE /product/{id}/review/image/{imageId}: the review without it. */
  removeImage: Call<RemoveReviewImageUseCase>;
  /** PUT /review/{id}/upvote: `{ upvote_count, is_upvoted_by_me }`. */
  upvote: Call<UpvoteReviewUseCase>;
  /** DELETE /review/{id}/upvote: `{ upvote_count, is_upvoted_by_me }`. */
  removeUpvote: Call<RemoveReviewUpvoteUseCase>;
  /** GET /user/reviews/: the shopper's reviews with their products, into `store.mine`. */
  mine: Call<LoadMyReviewsUseCase>;
  /** GET /user/reviews/suggested/: products to review with their potential points, into `store.suggested`. */
  suggested: Call<LoadSuggestedReviewsUseCase>;
}

export interface ReviewsClient {
  /** Reviews: a product's, writing and editing one, its pictures, upvotes and the shopper's own, with its store. */
  readonly reviews: ReviewsNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type ReviewsMembersMatch = Same<Exclude<keyof ReviewsNamespace, 'store'>, ReviewsUseCase> extends true ? true : never;
const membersMatch: ReviewsMembersMatch = true;
void membersMatch;

export function reviewsClient(resolve: Resolve): ReviewsClient {
  const store = lazily<ReviewsStore>(resolve, REVIEWS_TOKENS.ReviewsStore);
  const reviews = Object.defineProperty(useCaseMembers(resolve, REVIEWS_USE_CASES, reviewsTokenOf), 'store', { get: store, enumerable: true });
  return { reviews: reviews as unknown as ReviewsNamespace };
}
