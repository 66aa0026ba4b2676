import { UseCaseError, type User } from '../../domain';
import type { CartService } from '../cart/cart.service';
import type { ErrorHandler } from '../shared/error-handler';
import type { LoadUserUseCase } from '../user/load-user.use-case';
import type { SessionRepository } from './session.repository';
import type { SessionService } from './session.service';
import type { SessionStore } from './session.store';

export interface LoginInput {
  email: string;
  password: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Signs a shopper in: authenticating while the call runs, authenticated
 * user after it; a failure restores the prior state. The server merges the
 * anonymous cart into the account's, which is then adopted without a fetch.
 */
export class LoginUseCase {
  constructor(
    private readonly store: SessionStore,
    private readonly sessions: SessionService,
    private readonly repository: SessionRepository,
    private readonly loadUser: LoadUserUseCase,
    private readonly cart: CartService,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: LoginInput): Promise<User> {
    const email = input.email.trim();
    if (!email || !input.password) {
      throw this.errors.handle(
        new UseCaseError('missingAuthData', { apiMessage: 'Escribe tu correo electrónico y tu contraseña.' }),
        'login',
      );
    }
    if (!EMAIL_PATTERN.test(email)) {
      throw this.errors.handle(
        new UseCaseError('missingAuthData', { apiMessage: 'El correo electrónico no es válido.' }),
        'login',
      );
    }
    const previous = this.store.getSnapshot();
    if (previous.authState === 'authenticating') throw this.errors.handle(new UseCaseError('authInProgress'), 'login');
    this.store.setAuthenticating();
    try {
      const answer = await this.repository.login({ login: email, email, password: input.password });
      await this.sessions.adopt(answer, true);
    } catch (error) {
      const failure = this.errors.handle(error, 'login');
      this.store.restore(previous, failure);
      throw failure;
    }
    const user = await this.loadUser.execute();
    await this.cart.adoptAccountCart().catch(() => undefined); // reported by the cart service; the login itself stands
    return user;
  }
}
