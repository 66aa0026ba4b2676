import { UseCaseError, type Review } from '../../domain';
import { reviewPayload, reviewProblem, type ReviewInput, type ReviewPayload } from '../../domain/reviews/review-rules';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { ReviewsRepository } from './reviews.repository';
import type { ReviewsStore } from './reviews.store';
import { requireId } from './reviews-input';

/** What writing and editing share: a signed-in user, the review's rules checked before any call, and the store updated. */
abstract class ReviewCall {
  constructor(
    protected readonly session: SessionStore,
    protected readonly store: ReviewsStore,
    protected readonly repository: ReviewsRepository,
    protected readonly errors: ErrorHandler,
  ) {}

  protected async send(context: string, productId: string, input: ReviewInput, call: (id: string, body: ReviewPayload) => Promise<Review>): Promise<Review> {
    const token = requireUser(this.session, this.errors, context).token;
    const id = requireId(productId, this.errors, context);
    const problem = reviewProblem(input);
    if (problem) {
      throw this.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: problem.message, details: { field: problem.field } }), context);
    }
    const review = await this.errors.run(context, () => call(id, reviewPayload(input)));
    if (this.session.session?.token === token) this.store.reviewed(id, review);
    return review;
  }
}

/**
 * Writes the shopper's review of a product (POST /product/{id}/review {rating, comment, email}). The rating is a
 * whole number 1..5, the comment at most 2000 characters once trimmed, the email optional; otherwise NOT_ALLOWED
 * with a Spanish message and `details.field`, without a call. Images are added afterwards with `addImage`.
 */
export class WriteReviewUseCase extends ReviewCall {
  execute(productId: string, input: ReviewInput): Promise<Review> {
    return this.send('writeReview', productId, input, (id, body) => this.repository.write(id, body));
  }
}

/** Changes the shopper's review of a product (PUT /product/{id}/review), with the same rules as writing it. */
export class EditReviewUseCase extends ReviewCall {
  execute(productId: string, input: ReviewInput): Promise<Review> {
    return this.send('editReview', productId, input, (id, body) => this.repository.edit(id, body));
  }
}
