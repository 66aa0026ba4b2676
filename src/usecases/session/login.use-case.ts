import { EMAIL_PATTERN, UseCaseError, type LoginRequest, type User } from '../../domain';
import type { CartService } from '../cart/cart.service';
import type { ErrorHandler } from '../shared/error-handler';
import type { UserLoader } from '../user/user-loader';
import type { SessionRepository } from './session.repository';
import type { SessionService } from './session.service';
import type { SessionStore } from './session.store';
import { signIn } from './sign-in';

/** What `tienda.session.login` takes. */
export interface LoginInput {
  email: string;
  password: string;
}

/**
 * Signs a shopper in: authenticating while the call runs, authenticated
 * user after it; a failure restores the prior state. An email or password
 * over the API's bounds is refused before the call. The server merges the
 * anonymous cart into the account's, which is then adopted without a fetch;
 * lines that could not join it are named in the cart store's `otherCart`
 * (and reported as NOT_ALLOWED through `errors$`).
 */
export class LoginUseCase {
  constructor(
    private readonly store: SessionStore,
    private readonly sessions: SessionService,
    private readonly repository: SessionRepository,
    private readonly loadUser: UserLoader,
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
    const { store, sessions, loadUser, cart, errors } = this;
    return signIn({ store, sessions, loadUser, cart, errors }, 'login', async () => this.repository.login(await this.checkedRequest(email, input.password)));
  }

  /** The login body within the API's bounds, or PASSWORD_INVALID / missingAuthData naming what is over. */
  private async checkedRequest(email: string, password: string): Promise<LoginRequest> {
    // The request schemas load on first need: a page that never signs in leaves them out.
    const { checkLoginRequest } = await import('../shared/on-demand');
    const request = checkLoginRequest({ login: email, email, password });
    if (request.ok) return request.data;
    throw new UseCaseError(request.problem.field === 'password' ? 'PASSWORD_INVALID' : 'missingAuthData', { apiMessage: request.message });
  }
}
