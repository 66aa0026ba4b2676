/** The points feature's code, as one chunk loaded on its first call. */
import { HttpPointsRepository } from '../../data/points/http-points.repository';
import { LoadPointsCouponOptionsUseCase } from '../../usecases/points/load-points-coupon-options.use-case';
import { LoadPointsHistoryUseCase } from '../../usecases/points/load-points-history.use-case';
import { LoadUserCouponsUseCase } from '../../usecases/points/load-user-coupons.use-case';
import { RedeemPointsUseCase } from '../../usecases/points/redeem-points.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import type { Get } from '../feature';
import { CART_TOKENS } from '../cart/cart.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { POINTS_TOKENS as T } from './points.tokens';

/** The use cases of `tienda.points`, one per member. */
export function createPoints(get: Get) {
  const sessionStore = get(S.SessionStore);
  const pointsStore = get(T.PointsStore);
  const errors = get(C.ErrorHandler);
  const userStore = get(S.UserStore);
  const cartStore = get(CART_TOKENS.CartStore);
  const repository = new HttpPointsRepository(get(C.ApiClient));
  return {
    /** GET /user/points/: the balance and the history (dates without a bracketed zone). */
    history: new LoadPointsHistoryUseCase(sessionStore, pointsStore, repository, errors),
    /** GET /user/points/coupon/: what points can buy. */
    couponOptions: new LoadPointsCouponOptionsUseCase(sessionStore, pointsStore, repository, errors),
    /** Turns points into a coupon of `amount` quetzales. */
    redeem: new RedeemPointsUseCase(sessionStore, userStore, pointsStore, repository, errors),
    /** GET /user/coupon/: the user's coupons, evaluated against the current cart. */
    coupons: new LoadUserCouponsUseCase(sessionStore, cartStore, pointsStore, repository, errors),
  };
}

export type PointsUseCases = ReturnType<typeof createPoints>;
