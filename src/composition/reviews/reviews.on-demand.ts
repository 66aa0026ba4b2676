/** The reviews feature's code, as one chunk loaded on its first call. */
import { HttpReviewsRepository } from '../../data/reviews/http-reviews.repository';
import { ListReviewsUseCase } from '../../usecases/reviews/list-reviews.use-case';
import { LoadMyReviewsUseCase, LoadSuggestedReviewsUseCase } from '../../usecases/reviews/my-reviews.use-case';
import { AddReviewImageUseCase, RemoveReviewImageUseCase } from '../../usecases/reviews/review-images.use-case';
import { ReviewsStore } from '../../usecases/reviews/reviews.store';
import { RemoveReviewUpvoteUseCase, UpvoteReviewUseCase } from '../../usecases/reviews/upvote-review.use-case';
import { EditReviewUseCase, WriteReviewUseCase } from '../../usecases/reviews/write-review.use-case';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { REVIEWS_TOKENS as T, type ReviewsUseCase } from './reviews.tokens';

export { HttpReviewsRepository, ReviewsStore };

export const USE_CASE_CLASSES = {
  list: ListReviewsUseCase,
  write: WriteReviewUseCase,
  edit: EditReviewUseCase,
  addImage: AddReviewImageUseCase,
  removeImage: RemoveReviewImageUseCase,
  upvote: UpvoteReviewUseCase,
  removeUpvote: RemoveReviewUpvoteUseCase,
  mine: LoadMyReviewsUseCase,
  suggested: LoadSuggestedReviewsUseCase,
} satisfies Record<ReviewsUseCase, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<ReviewsUseCase, readonly symbol[]> = {
  list: [T.ReviewsRepository],
  write: [S.SessionStore, T.ReviewsStore, T.ReviewsRepository],
  edit: [S.SessionStore, T.ReviewsStore, T.ReviewsRepository],
  addImage: [S.SessionStore, T.ReviewsStore, T.ReviewsRepository],
  removeImage: [S.SessionStore, T.ReviewsStore, T.ReviewsRepository],
  upvote: [S.SessionStore, T.ReviewsRepository],
  removeUpvote: [S.SessionStore, T.ReviewsRepository],
  mine: [S.SessionStore, T.ReviewsStore, T.ReviewsRepository],
  suggested: [S.SessionStore, T.ReviewsStore, T.ReviewsRepository],
};
