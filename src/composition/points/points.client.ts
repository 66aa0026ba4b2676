import type { LoadPointsCouponOptionsUseCase } from '../../usecases/points/load-points-coupon-options.use-case';
import type { LoadPointsHistoryUseCase } from '../../usecases/points/load-points-history.use-case';
import type { LoadUserCouponsUseCase } from '../../usecases/points/load-user-coupons.use-case';
import type { PointsStore } from '../../usecases/points/points.store';
import type { RedeemPointsUseCase } from '../../usecases/points/redeem-points.use-case';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { POINTS_TOKENS, POINTS_USE_CASES, pointsTokenOf, type PointsUseCase } from './points.tokens';

type Call<U extends { execute(...args: never[]): unknown }> = (...args: Parameters<U['execute']>) => ReturnType<U['execute']>;

/** `tienda.points`: the signed-in shopper's points and coupons. Every call needs a signed-in user. */
export interface PointsNamespace {
  /** Balance, history, coupon options and coupons; emptied when the session changes. */
  readonly store: PointsStore;
  /** GET /user/points/: the balance and the history (dates without a bracketed zone). */
  history: Call<LoadPointsHistoryUseCase>;
  /** GET /user/points/coupon/: what points can buy. */
  couponOptions: Call<LoadPointsCouponOptionsUseCase>;
  /** Turns points into a coupon of `amount` quetzales. */
  redeem: Call<RedeemPointsUseCase>;
  /** GET /user/coupon/: the user's coupons, evaluated against the current cart. */
  coupons: Call<LoadUserCouponsUseCase>;
}

export interface PointsClient {
  /** The shopper's points: history, coupon options, redeeming and coupons, with its store. */
  readonly points: PointsNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type PointsMembersMatch = Same<Exclude<keyof PointsNamespace, 'store'>, PointsUseCase> extends true ? true : never;
const membersMatch: PointsMembersMatch = true;
void membersMatch;

export function pointsClient(resolve: Resolve): PointsClient {
  const store = lazily<PointsStore>(resolve, POINTS_TOKENS.PointsStore);
  const points = Object.defineProperty(useCaseMembers(resolve, POINTS_USE_CASES, pointsTokenOf), 'store', { get: store, enumerable: true });
  return { points: points as unknown as PointsNamespace };
}
