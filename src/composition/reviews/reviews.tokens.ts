import type { ReviewsStore } from '../../usecases/reviews/reviews.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { ReviewsUseCases } from './reviews.on-demand';

/** The reviews feature's tokens: its store. */
export const REVIEWS_TOKENS = {
  ReviewsStore: tokenFor<ReviewsStore>('ReviewsStore'),
} as const;

/** The reviews use cases, built by reviews.on-demand.ts on the first call. Part of the feature's tokens. */
export const REVIEWS_USE_CASES = tokenFor<OnDemand<ReviewsUseCases>>('Reviews');
