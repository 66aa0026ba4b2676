import { EMAIL_PATTERN, UseCaseError } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { AccountRepository } from './account.repository';

/**
 * Asks the server to send a password reset link (POST /reset_password/).
 * The email is checked before the call; the answer says nothing about
 * whether an account exists.
 */
export class ResetPasswordUseCase {
  constructor(
    private readonly repository: AccountRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: { email: string }): Promise<void> {
    const email = input.email.trim();
    if (!email || !EMAIL_PATTERN.test(email)) {
      throw this.errors.handle(
        new UseCaseError('missingAuthData', { apiMessage: email ? 'El correo electrónico no es válido.' : 'Escribe tu correo electrónico.' }),
        'resetPassword',
      );
    }
    await this.errors.run('resetPassword', async () => {
      const { checkResetPasswordRequest } = await import('./account-on-demand');
      const checked = checkResetPasswordRequest({ email });
      if (!checked.ok) throw new UseCaseError('missingAuthData', { apiMessage: checked.message });
      await this.repository.resetPassword(checked.data.email);
    });
  }
}
