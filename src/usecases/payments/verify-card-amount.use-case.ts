import { fromCents, toCents, UseCaseError } from '../../domain';
import { verificationAmountProblem } from '../../domain/payments/card-verification';
import { requireUser } from '../account/require-user';
import type { SessionStore } from '../session/session.store';
import type { ErrorHandler } from '../shared/error-handler';
import type { PaymentsRepository } from './payments.repository';

export interface VerifyCardAmountInput {
  /** The alternate card authorization's reference (`reference_id` of its setup). */
  referenceId: string;
  /** The amount of the verification charge the shopper reads on their statement, in quetzales. */
  amount: number;
}

/**
 * Proves a card is the shopper's by the small amount the bank charged it
 * (POST /alternate_card_auth/{ref}/verify): `true` when it matches. A
 * signed-in user, a reference (notFound) and an amount above zero, at most
 * MAX_VERIFICATION_AMOUNT, in whole cents (NOT_ALLOWED with a Spanish
 * message) are checked before the call. The server bounds the attempts.
 */
export class VerifyCardAmountUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: PaymentsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: VerifyCardAmountInput): Promise<boolean> {
    requireUser(this.session, this.errors, 'verifyCardAmount');
    const referenceId = typeof input?.referenceId === 'string' ? input.referenceId.trim() : '';
    if (!referenceId)
      throw this.errors.handle(new UseCaseError('notFound', { apiMessage: 'No encontramos esa verificación de tarjeta.' }), 'verifyCardAmount');
    const problem = verificationAmountProblem(input.amount);
    if (problem) throw this.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: problem, details: { amount: input.amount } }), 'verifyCardAmount');
    const answer = await this.errors.run('verifyCardAmount', () => this.repository.verifyCardAmount(referenceId, fromCents(toCents(input.amount))));
    return answer.verified;
  }
}
