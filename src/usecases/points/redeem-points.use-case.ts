import { UseCaseError } from '../../domain';
import type { PointsCoupon } from '../../domain/points/points';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import type { PointsRepository } from './points.repository';
import type { PointsStore } from './points.store';

/**
 * Turns points into a coupon of `amount` quetzales (POST /user/points/coupon/).
 * With the options loaded, an amount that is not one of them, or that the
 * balance does not cover, is NOT_ALLOWED with a Spanish sentence, without a
 * call. Then the balance left, the new coupon and the user's points follow
 * the answer.
 */
export class RedeemPointsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly users: UserStore,
    private readonly store: PointsStore,
    private readonly repository: PointsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(amount: number): Promise<PointsCoupon> {
    const token = requireUser(this.session, this.errors, 'redeemPoints').token;
    const refuse = (message: string) => this.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: message, details: { amount } }), 'redeemPoints');
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) throw refuse('Elige el monto del cupón.');
    const { couponOptions, totalPoints } = this.store.getSnapshot();
    if (couponOptions.length > 0) {
      const option = couponOptions.find((item) => item.amount === amount);
      if (!option) throw refuse(`No hay cupones de Q${amount}. Elige uno de los montos disponibles.`);
      if (totalPoints !== null && totalPoints < option.points)
        throw refuse(`No tienes puntos suficientes: un cupón de Q${amount} cuesta ${option.points} puntos y tienes ${totalPoints}.`);
    }
    const answer = await this.errors.run('redeemPoints', () => this.repository.redeem(amount));
    if (this.session.session?.token !== token) return answer;
    this.store.redeemed(answer.coupon, answer.total_points);
    const user = this.users.user;
    if (user && answer.total_points !== null) this.users.setUser({ ...user, points: answer.total_points });
    return answer;
  }
}
