import {
  PointsCouponOptionListSchema,
  PointsCouponSchema,
  PointsHistorySchema,
  UserCouponListSchema,
  type PointsCoupon,
  type PointsCouponOption,
  type PointsHistory,
  type UserCoupon,
} from '../../domain/points/points';
import type { PointsRepository } from '../../usecases/points/points.repository';
import type { ApiClient } from '../http/api-client';

export class HttpPointsRepository implements PointsRepository {
  constructor(private readonly api: ApiClient) {}

  history(): Promise<PointsHistory> {
    return this.api.request({ method: 'GET', path: '/user/points/', schema: PointsHistorySchema, shape: 'PointsHistory' });
  }

  couponOptions(): Promise<PointsCouponOption[]> {
    return this.api.request({ method: 'GET', path: '/user/points/coupon/', schema: PointsCouponOptionListSchema, shape: 'PointsCouponOptionList' });
  }

  redeem(amount: number): Promise<PointsCoupon> {
    return this.api.request({ method: 'POST', path: '/user/points/coupon/', data: { amount }, schema: PointsCouponSchema, shape: 'PointsCoupon' });
  }

  userCoupons(cartId: string | null): Promise<UserCoupon[]> {
    return this.api.request({
      method: 'GET',
      path: '/user/coupon/',
      ...(cartId ? { params: { cart_id: cartId } } : {}),
      schema: UserCouponListSchema,
      shape: 'UserCouponList',
    });
  }
}
