import { UseCaseError, type SessionToken, type SocialLoginAnswer, type User } from '../../domain';
import type { SocialConfirmation } from '../../domain/account/account-requests';
import type { CartService } from '../cart/cart.service';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionService } from '../session/session.service';
import type { SessionStore } from '../session/session.store';
import { signInUnless, type SignInParts } from '../session/sign-in';
import type { UserLoader } from '../user/user-loader';
import type { AccountRepository, SocialLoginRequest } from './account.repository';

/** The names and email a provider released with its token (Sign in with Apple does, on the first sign-in only). */
export type SocialProfile = Partial<SocialConfirmation>;

/** What a social login takes. */
export interface SocialLoginInput {
  /**
   * The provider's token, or the provider's sign-in itself (which may be cancelled), giving the token alone or with
   * the profile it released.
   */
  token: string | (() => Promise<string | { token: string; profile?: SocialProfile }>);
  /** What the provider released with a token given as a string; sent with it (POST /login_token/ takes names and email). */
  profile?: SocialProfile;
}

/** What a social login came to. */
export type SocialLoginResult =
  | { status: 'loggedIn'; user: User }
  | {
      status: 'confirmationRequired';
      /** What the provider knows: the shopper confirms or corrects it. */
      first_name: string | null;
      last_name: string | null;
      email: string | null;
      /** Completes the login with the confirmed names and email. */
      confirm(confirmed: SocialConfirmation): Promise<SocialLoginResult>;
    }
  /** The shopper closed the provider's window: nothing changed and nothing is reported. */
  | { status: 'cancelled' };

/** The message a status other than the two of spec section 4 fails with. */
export function unknownStatusMessage(status: string): string {
  return `Unknown response status: ${status}`;
}

/**
 * Signs in with a provider's token (POST /login_token/, spec section 4):
 * LOGGED_IN stores the session (and merges the cart, as a login does);
 * EMAIL_AND_NAME_CONFIRMATION_REQUIRED asks the shopper to confirm first
 * name, last name and email, then `confirm` completes it; any other status
 * fails with 'Unknown response status: {status}'. A cancel at the provider
 * (userCancelledAuthProcess) is a `cancelled` result, never an error.
 */
export class SocialLoginUseCase {
  constructor(
    private readonly store: SessionStore,
    private readonly sessions: SessionService,
    private readonly repository: AccountRepository,
    private readonly loadUser: UserLoader,
    private readonly cart: CartService,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: SocialLoginInput): Promise<SocialLoginResult> {
    let token: string;
    let profile = input.profile;
    try {
      const given = typeof input.token === 'function' ? await input.token() : input.token;
      if (typeof given === 'string') token = given;
      else {
        token = given.token;
        profile = given.profile ?? profile;
      }
    } catch (error) {
      if (isCancel(error)) return { status: 'cancelled' };
      throw this.errors.handle(error, 'socialLogin');
    }
    if (!token) return { status: 'cancelled' };
    return this.send({ token, ...releasedFields(profile) });
  }

  private async send(request: SocialLoginRequest): Promise<SocialLoginResult> {
    const { store, sessions, loadUser, cart, errors } = this;
    const parts: SignInParts = { store, sessions, loadUser, cart, errors };
    let pending: SocialLoginAnswer | null = null;
    const user = await signInUnless(parts, 'socialLogin', async (): Promise<SessionToken | null> => {
      const answer = await this.repository.loginWithToken(request);
      if (answer.status === 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED') {
        pending = answer;
        return null;
      }
      // The status travels with the error, so a screen can say what it is (PROVIDER_REVIEW_REQUIRED: the provider reviews the account).
      if (answer.status !== 'LOGGED_IN') throw new UseCaseError('UNKNOWN', { description: unknownStatusMessage(answer.status), details: { status: answer.status } });
      if (!answer.token) {
        throw new UseCaseError('schemaValidationError', {
          description: 'The SocialLogin answer of POST /login_token/ does not match the expected shape',
          details: { shape: 'SocialLogin', fields: ['token'] },
        });
      }
      return { token: answer.token, first_name: answer.first_name, last_name: answer.last_name, email: answer.email };
    });
    if (user) return { status: 'loggedIn', user };
    const asked = pending as SocialLoginAnswer | null;
    return {
      status: 'confirmationRequired',
      first_name: asked?.first_name ?? null,
      last_name: asked?.last_name ?? null,
      email: asked?.email ?? null,
      confirm: (confirmed) => this.confirm(request.token, confirmed),
    };
  }

  private async confirm(token: string, confirmed: SocialConfirmation): Promise<SocialLoginResult> {
    const { checkSocialConfirmation } = await import('./account-on-demand');
    const checked = checkSocialConfirmation(confirmed);
    if (!checked.ok) throw this.errors.handle(new UseCaseError('missingAuthData', { apiMessage: checked.message }), 'socialLogin');
    return this.send({ token, ...checked.data });
  }
}

/** The profile's non-empty fields, trimmed: an empty name is not sent as if the provider had released it. */
function releasedFields(profile: SocialProfile | undefined): Partial<Record<keyof SocialConfirmation, string>> {
  const fields: Partial<Record<keyof SocialConfirmation, string>> = {};
  for (const key of ['first_name', 'last_name', 'email'] as const) {
    const value = profile?.[key]?.trim();
    if (value) fields[key] = value;
  }
  return fields;
}

function isCancel(error: unknown): boolean {
  return error !== null && typeof error === 'object' && (error as { cause?: unknown }).cause === 'userCancelledAuthProcess';
}
