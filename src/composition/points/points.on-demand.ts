/** The points feature's code, as one chunk loaded on its first call. */
import { HttpPointsRepository } from '../../data/points/http-points.repository';
import { LoadPointsCouponOptionsUseCase } from '../../usecases/points/load-points-coupon-options.use-case';
import { LoadPointsHistoryUseCase } from '../../usecases/points/load-points-history.use-case';
import { LoadUserCouponsUseCase } from '../../usecases/points/load-user-coupons.use-case';
import { RedeemPointsUseCase } from '../../usecases/points/redeem-points.use-case';
import { CART_TOKENS } from '../cart/cart.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { POINTS_TOKENS as T, type PointsUseCase } from './points.tokens';

export { HttpPointsRepository };

export const USE_CASE_CLASSES = {
  history: LoadPointsHistoryUseCase,
  couponOptions: LoadPointsCouponOptionsUseCase,
  redeem: RedeemPointsUseCase,
  coupons: LoadUserCouponsUseCase,
} satisfies Record<PointsUseCase, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<PointsUseCase, readonly symbol[]> = {
  history: [S.SessionStore, T.PointsStore, T.PointsRepository],
  couponOptions: [S.SessionStore, T.PointsStore, T.PointsRepository],
  redeem: [S.SessionStore, S.UserStore, T.PointsStore, T.PointsRepository],
  coupons: [S.SessionStore, CART_TOKENS.CartStore, T.PointsStore, T.PointsRepository],
};
