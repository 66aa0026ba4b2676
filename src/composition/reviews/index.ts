import { defineFeature } from '../feature';
import { reviewsClient } from './reviews.client';
import { reviewsModule } from './reviews.module';
import { REVIEWS_TOKENS, REVIEWS_USE_CASES } from './reviews.tokens';

/** Product reviews, the shopper's own and the ones to write: `tienda.reviews`. */
export const reviewsFeature = defineFeature({ tokens: { ...REVIEWS_TOKENS, Reviews: REVIEWS_USE_CASES }, module: () => reviewsModule, client: reviewsClient });
