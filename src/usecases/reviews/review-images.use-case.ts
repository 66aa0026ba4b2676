import { UseCaseError, type Review } from '../../domain';
import { imageProblem } from '../../domain/account/images';
import { REVIEW_IMAGE_SIZE } from '../../domain/reviews/review-rules';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { ReviewsRepository } from './reviews.repository';
import type { ReviewsStore } from './reviews.store';
import { requireId } from './reviews-input';

/**
 * Adds a picture to the shopper's review of a product (POST /product/{id}/review/image?size=1200, multipart
 * field `image`). PNG, JPEG or WebP of at most 2 MB, checked before sending (invalidImage, in Spanish). The
 * review must exist (else the API answers NOT_ALLOWED). Answers the review with its pictures.
 */
export class AddReviewImageUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: ReviewsStore,
    private readonly repository: ReviewsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(productId: string, image: Blob): Promise<Review> {
    const token = requireUser(this.session, this.errors, 'addReviewImage').token;
    const id = requireId(productId, this.errors, 'addReviewImage');
    const problem = imageProblem(image, 'La foto');
    if (problem) throw this.errors.handle(new UseCaseError('invalidImage', { apiMessage: problem }), 'addReviewImage');
    const review = await this.errors.run('addReviewImage', () => this.repository.addImage(id, image, REVIEW_IMAGE_SIZE));
    if (this.session.session?.token === token) this.store.reviewed(id, review);
    return review;
  }
}

/** Removes a picture from the shopper's review (DELETE /product/{id}/review/image/{imageId}); answers the review. */
export class RemoveReviewImageUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: ReviewsStore,
    private readonly repository: ReviewsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(productId: string, imageId: string | number): Promise<Review> {
    const token = requireUser(this.session, this.errors, 'removeReviewImage').token;
    const id = requireId(productId, this.errors, 'removeReviewImage');
    const image = requireId(imageId, this.errors, 'removeReviewImage', 'La foto');
    const review = await this.errors.run('removeReviewImage', () => this.repository.removeImage(id, image));
    if (this.session.session?.token === token) this.store.reviewed(id, review);
    return review;
  }
}
