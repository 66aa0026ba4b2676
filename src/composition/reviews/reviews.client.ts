import type { ReviewsStore } from '../../usecases/reviews/reviews.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { ReviewsUseCases } from './reviews.on-demand';
import { REVIEWS_TOKENS as T, REVIEWS_USE_CASES } from './reviews.tokens';

/**
 * `tienda.reviews`: a product's reviews, and the signed-in shopper's own. Reading a product's reviews is open to
 * anyone; every other call needs a signed-in user (anonymous: onlyAnonymousTokenFound, without a call).
 */
export interface ReviewsNamespace extends Calls<ReviewsUseCases> {
  /** `{ mine, suggested }`: the shopper's reviews and the products waiting for one; emptied when the session changes. */
  readonly store: ReviewsStore;
}

export interface ReviewsClient {
  /** Reviews: a product's, writing and editing one, its pictures, upvotes and the shopper's own, with its store. */
  readonly reviews: ReviewsNamespace;
}

export function reviewsClient(resolve: Resolve): ReviewsClient {
  const calls = onDemandCalls(resolve, REVIEWS_USE_CASES, {
    list: true,
    write: true,
    edit: true,
    addImage: true,
    removeImage: true,
    upvote: true,
    removeUpvote: true,
    mine: true,
    suggested: true,
  });
  return { reviews: withGetters(calls, { store: lazily<ReviewsStore>(resolve, T.ReviewsStore) }) };
}
