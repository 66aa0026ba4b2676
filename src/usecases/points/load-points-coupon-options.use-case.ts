import type { PointsCouponOption } from '../../domain/points/points';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { PointsRepository } from './points.repository';
import type { PointsStore } from './points.store';

/** The coupon amounts points can buy, each with its price in points and whether the balance covers it (GET /user/points/coupon/). */
export class LoadPointsCouponOptionsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: PointsStore,
    private readonly repository: PointsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<PointsCouponOption[]> {
    const token = requireUser(this.session, this.errors, 'loadPointsCouponOptions').token;
    const options = await this.errors.run('loadPointsCouponOptions', () => this.repository.couponOptions());
    if (this.session.session?.token === token) this.store.setCouponOptions(options);
    return options;
  }
}
