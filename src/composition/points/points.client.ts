import type { PointsStore } from '../../usecases/points/points.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { PointsUseCases } from './points.on-demand';
import { POINTS_TOKENS as T, POINTS_USE_CASES } from './points.tokens';

/** `tienda.points`: the signed-in shopper's points and coupons. Every call needs a signed-in user. */
export interface PointsNamespace extends Calls<PointsUseCases> {
  /** Balance, history, coupon options and coupons; emptied when the session changes. */
  readonly store: PointsStore;
}

export interface PointsClient {
  /** The shopper's points: history, coupon options, redeeming and coupons, with its store. */
  readonly points: PointsNamespace;
}

export function pointsClient(resolve: Resolve): PointsClient {
  const calls = onDemandCalls(resolve, POINTS_USE_CASES, {
    history: true,
    couponOptions: true,
    redeem: true,
    coupons: true,
  });
  return { points: withGetters(calls, { store: lazily<PointsStore>(resolve, T.PointsStore) }) };
}
