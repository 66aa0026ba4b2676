import { UseCaseError, type User } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { UserRepository } from './user.repository';
import type { UserStore } from './user.store';

/**
 * Fetches the signed-in user and stores it. An anonymous session has no
 * user: that is onlyAnonymousTokenFound, without a call; no session at all
 * is authNotStarted.
 */
export class LoadUserUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly users: UserStore,
    private readonly repository: UserRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<User> {
    const session = this.session.session;
    if (!session) throw this.errors.handle(new UseCaseError('authNotStarted'), 'loadUser');
    if (!session.isUser) throw this.errors.handle(new UseCaseError('onlyAnonymousTokenFound'), 'loadUser');
    this.users.setLoading();
    try {
      const user = await this.repository.getUser();
      // The session may have been replaced while the call was under way (401 recovery).
      if (this.session.session?.isUser) this.users.setUser(user);
      else this.users.clear();
      return user;
    } catch (error) {
      const failure = this.errors.handle(error, 'loadUser');
      if (this.session.session?.isUser) this.users.setError(failure);
      else this.users.clear();
      throw failure;
    }
  }
}
