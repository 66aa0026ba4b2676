import { capitalize, featureTokens } from '../on-demand';

/** The members of `tienda.points`, each one use case. */
export const POINTS_USE_CASES = ['history', 'couponOptions', 'redeem', 'coupons'] as const;
export type PointsUseCase = (typeof POINTS_USE_CASES)[number];

type TokenName = `points${Capitalize<PointsUseCase>}`;
const TOKEN_NAMES = /* @__PURE__ */ POINTS_USE_CASES.map((member) => `points${capitalize(member)}` as TokenName);

/** The points feature's tokens: its store, its repository and one per use case. */
export const POINTS_TOKENS = /* @__PURE__ */ featureTokens(['PointsStore', 'PointsRepository'] as const, TOKEN_NAMES);

export function pointsTokenOf(member: PointsUseCase): symbol {
  return POINTS_TOKENS[`Points${capitalize(member)}`];
}
