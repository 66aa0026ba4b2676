import type { PointsCoupon, PointsCouponOption, PointsHistory, UserCoupon } from '../../domain/points/points';

/** The points and coupon calls of spec section 7. */
export interface PointsRepository {
  /** GET /user/points/ */
  history(): Promise<PointsHistory>;
  /** GET /user/points/coupon/ */
  couponOptions(): Promise<PointsCouponOption[]>;
  /** POST /user/points/coupon/ {amount} */
  redeem(amount: number): Promise<PointsCoupon>;
  /** GET /user/coupon/ (with the cart they are evaluated against, when there is one) */
  userCoupons(cartId: string | null): Promise<UserCoupon[]>;
}
