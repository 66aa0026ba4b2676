import type { UpvoteState } from '../../domain/reviews/reviews';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { ReviewsRepository } from './reviews.repository';
import { requireId } from './reviews-input';

/** Upvotes a review (PUT /review/{id}/upvote): one per user; one's own review answers NOT_ALLOWED. Answers the count and the flag. */
export class UpvoteReviewUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: ReviewsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(reviewId: string | number): Promise<UpvoteState> {
    requireUser(this.session, this.errors, 'upvoteReview');
    const id = requireId(reviewId, this.errors, 'upvoteReview', 'La opinión');
    return this.errors.run('upvoteReview', () => this.repository.upvote(id));
  }
}

/** Takes the shopper's upvote back (DELETE /review/{id}/upvote). Answers the count and the flag. */
export class RemoveReviewUpvoteUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: ReviewsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(reviewId: string | number): Promise<UpvoteState> {
    requireUser(this.session, this.errors, 'removeReviewUpvote');
    const id = requireId(reviewId, this.errors, 'removeReviewUpvote', 'La opinión');
    return this.errors.run('removeReviewUpvote', () => this.repository.removeUpvote(id));
  }
}
