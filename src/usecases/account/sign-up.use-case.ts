import { EMAIL_PATTERN, UseCaseError, type User } from '../../domain';
import type { RegisterRequest } from '../../domain/account/account-requests';
import type { CartService } from '../cart/cart.service';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionRepository } from '../session/session.repository';
import type { SessionService } from '../session/session.service';
import type { SessionStore } from '../session/session.store';
import { signIn } from '../session/sign-in';
import type { UserLoader } from '../user/user-loader';
import type { AccountRepository } from './account.repository';

/** What `tienda.account.signUp` takes. */
export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

const WEAK_PASSWORD = 'La contraseña es muy débil: usa al menos 8 caracteres y combina letras con números o símbolos.';

/**
 * Creates an account and signs the shopper in with it (spec section 4):
 * every field is checked before the call (missingAuthData naming the field,
 * PASSWORD_TOO_WEAK, PASSWORD_INVALID for one over its bound); the server's
 * USER_ALREADY_EXISTS, PASSWORD_TOO_WEAK and PASSWORD_INVALID come with
 * Spanish messages. A failure restores the prior state. A success is the
 * same as a login: the user is loaded and the anonymous cart merged.
 */
export class SignUpUseCase {
  constructor(
    private readonly store: SessionStore,
    private readonly sessions: SessionService,
    private readonly repository: AccountRepository,
    private readonly sessionRepository: SessionRepository,
    private readonly loadUser: UserLoader,
    private readonly cart: CartService,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: SignUpInput): Promise<User> {
    const email = input.email.trim();
    const missing = !email ? 'tu correo electrónico' : !input.password ? 'una contraseña' : !input.first_name.trim() ? 'tu nombre' : !input.last_name.trim() ? 'tu apellido' : null;
    if (missing) throw this.refuse('missingAuthData', `Escribe ${missing}.`);
    if (!EMAIL_PATTERN.test(email)) throw this.refuse('missingAuthData', 'El correo electrónico no es válido.');
    const { store, sessions, loadUser, cart, errors } = this;
    return signIn({ store, sessions, loadUser, cart, errors }, 'signUp', async () => {
      const request = await this.checkedRequest({ login: email, email, password: input.password, first_name: input.first_name, last_name: input.last_name });
      const answer = await this.repository.register(request).catch((error: unknown) => {
        throw inSpanish(error);
      });
      // A server that does not sign the new account in at once is asked to, with the same credentials.
      return answer ?? (await this.sessionRepository.login({ login: request.login, email: request.email, password: request.password }));
    });
  }

  private refuse(cause: string, message: string): UseCaseError {
    return this.errors.handle(new UseCaseError(cause, { apiMessage: message }), 'signUp');
  }

  private async checkedRequest(body: RegisterRequest): Promise<RegisterRequest> {
    const { checkRegisterRequest, isStrongPassword } = await import('./account-on-demand');
    const request = checkRegisterRequest(body);
    if (!request.ok) throw new UseCaseError(request.problem.field === 'password' ? 'PASSWORD_INVALID' : 'missingAuthData', { apiMessage: request.message });
    if (!isStrongPassword(request.data.password)) throw new UseCaseError('PASSWORD_TOO_WEAK', { apiMessage: WEAK_PASSWORD });
    return request.data;
  }
}

/** The server's sign-up refusals, with Spanish copy where it sent none fit to show. */
const SIGN_UP_MESSAGES: Record<string, string> = {
  USER_ALREADY_EXISTS: 'Ya existe una cuenta con ese correo electrónico. Ingresa o recupera tu contraseña.',
  PASSWORD_TOO_WEAK: WEAK_PASSWORD,
  PASSWORD_INVALID: 'La contraseña no es válida. Revísala e inténtalo de nuevo.',
};

function inSpanish(error: unknown): unknown {
  if (!(error instanceof UseCaseError)) return error;
  const message = SIGN_UP_MESSAGES[error.cause];
  if (!message || (error.apiMessage && error.shopperMessage === error.apiMessage.trim())) return error;
  return new UseCaseError(error.cause, { apiMessage: message, apiInstruction: error.apiMessage ?? error.apiInstruction, status: error.status });
}
