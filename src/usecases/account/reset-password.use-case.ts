import { EMAIL_PATTERN, UseCaseError } from '../../domain';
import type { ResetPasswordResult } from '../../domain/account/account-requests';
import type { ErrorHandler } from '../shared/error-handler';
import type { AccountRepository } from './account.repository';

/**
 * Asks the server to send a password reset link (POST /reset_password/).
 * The email is checked before the call; the answer says nothing about
 * whether an account exists. Answers how long the link lasts when the server
 * says (`linkLifetimeMinutes`; null when it does not: the spec shows no answer).
 */
export class ResetPasswordUseCase {
  constructor(
    private readonly repository: AccountRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: { email: string }): Promise<ResetPasswordResult> {
    const email = input.email.trim();
    if (!email || !EMAIL_PATTERN.test(email)) {
      throw this.errors.handle(
        new UseCaseError('missingAuthData', { apiMessage: email ? 'El correo electrónico no es válido.' : 'Escribe tu correo electrónico.' }),
        'resetPassword',
      );
    }
    return this.errors.run('resetPassword', async () => {
      const { checkResetPasswordRequest } = await import('./account-on-demand');
      const checked = checkResetPasswordRequest({ email });
      if (!checked.ok) throw new UseCaseError('missingAuthData', { apiMessage: checked.message });
      return this.repository.resetPassword(checked.data.email);
    });
  }
}
