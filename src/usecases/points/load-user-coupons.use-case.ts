import type { UserCoupon } from '../../domain/points/points';
import { requireUser } from '../account/require-user';
import type { CartStore } from '../cart/cart.store';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { PointsRepository } from './points.repository';
import type { PointsStore } from './points.store';

/**
 * The user's coupons (GET /user/coupon/), each evaluated against the current
 * cart (its id is sent when one is loaded), so the cart can offer the ones
 * that apply: a coupon with an error_code does not apply to it.
 */
export class LoadUserCouponsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly cart: CartStore,
    private readonly store: PointsStore,
    private readonly repository: PointsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<UserCoupon[]> {
    const token = requireUser(this.session, this.errors, 'loadUserCoupons').token;
    const coupons = await this.errors.run('loadUserCoupons', () => this.repository.userCoupons(this.cart.cart?.cart_id ?? null));
    if (this.session.session?.token === token) this.store.setCoupons(coupons);
    return coupons;
  }
}
