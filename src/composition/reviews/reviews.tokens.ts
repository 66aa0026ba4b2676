import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.reviews`, each one use case. */
export const REVIEWS_USE_CASES = ['list', 'write', 'edit', 'addImage', 'removeImage', 'upvote', 'removeUpvote', 'mine', 'suggested'] as const;
export type ReviewsUseCase = (typeof REVIEWS_USE_CASES)[number];

type TokenName = `reviews${Capitalize<ReviewsUseCase>}`;
const TOKEN_NAMES = /* @__PURE__ */ REVIEWS_USE_CASES.map((member) => `reviews${capitalize(member)}` as TokenName);

/** The reviews feature's tokens: its store, its repository and one per use case. */
export const REVIEWS_TOKENS = /* @__PURE__ */ featureTokens(['ReviewsStore', 'ReviewsRepository'] as const, TOKEN_NAMES);

export function reviewsTokenOf(member: ReviewsUseCase): symbol {
  return REVIEWS_TOKENS[`Reviews${capitalize(member)}`];
}
