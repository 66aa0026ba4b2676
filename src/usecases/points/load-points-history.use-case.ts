import type { PointsHistory } from '../../domain/points/points';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { PointsRepository } from './points.repository';
import type { PointsStore } from './points.store';

/** The balance and the history (GET /user/points/), dates without their bracketed zone (spec section 9), into the points store. */
export class LoadPointsHistoryUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: PointsStore,
    private readonly repository: PointsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<PointsHistory> {
    const token = requireUser(this.session, this.errors, 'loadPointsHistory').token;
    this.store.setLoading();
    try {
      const history = await this.repository.history();
      if (this.session.session?.token === token) this.store.setHistory(history);
      return history;
    } catch (error) {
      const failure = this.errors.handle(error, 'loadPointsHistory');
      this.store.setError(failure);
      throw failure;
    }
  }
}
