import type { MyReview, SuggestedReview } from '../../domain/reviews/reviews';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { ReviewsRepository } from './reviews.repository';
import type { ReviewsStore } from './reviews.store';

/**
 * The signed-in shopper's reviews, each with its product (GET /user/reviews/). Stored in `reviews.store`
 * (spec section 4), whose listeners see the change; an answer that arrives after the session changed is not stored.
 */
export class LoadMyReviewsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: ReviewsStore,
    private readonly repository: ReviewsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<MyReview[]> {
    const token = requireUser(this.session, this.errors, 'loadMyReviews').token;
    this.store.setLoading();
    try {
      const mine = await this.repository.mine();
      if (this.session.session?.token === token) this.store.setMine(mine);
      return mine;
    } catch (error) {
      const failure = this.errors.handle(error, 'loadMyReviews');
      if (this.session.session?.token === token) this.store.setError(failure);
      throw failure;
    }
  }
}

/** The products the shopper bought and has not reviewed, with the points a review would earn (GET /user/reviews/suggested/), into the store. */
export class LoadSuggestedReviewsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: ReviewsStore,
    private readonly repository: ReviewsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<SuggestedReview[]> {
    const token = requireUser(this.session, this.errors, 'loadSuggestedReviews').token;
    const suggested = await this.errors.run('loadSuggestedReviews', () => this.repository.suggested());
    if (this.session.session?.token === token) this.store.setSuggested(suggested);
    return suggested;
  }
}
