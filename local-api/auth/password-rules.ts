import { MIN_PASSWORD_LENGTH, newPasswordProblem } from '../../src/domain/account/password';
import { FieldError } from '../http/errors';

/** The fewest characters a new password may have (the most is TEXT_LIMITS.password, checked with the body). */
export const PASSWORD_MIN_LENGTH = MIN_PASSWORD_LENGTH;

/**
 * The rules of a new password (sign-up, reset): the domain's (src/domain/account/password.ts, the very ones the
 * store checks before sending), each failure a 400 with its cause, a Spanish message and `field: "password"`
 * (docs/contract.md).
 */
export function assertNewPassword(password: string, context: { email?: string | null; firstName?: string | null } = {}): void {
  const problem = newPasswordProblem(password, context);
  if (problem) throw new FieldError(400, problem.cause, problem.message, 'password');
}
