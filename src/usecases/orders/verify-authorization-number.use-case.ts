import { UseCaseError } from '../../domain';
import { authorizationNumberOf } from '../../domain/orders/order-rules';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { Logger } from '../shared/logger';
import type { SessionStore } from '../session/session.store';
import { orderNumberOf, refetchOrder, refuse } from './order-action-support';
import type { OrdersRepository } from './orders.repository';
import type { OrdersStore } from './orders.store';

const CONTEXT = 'verifyAuthorizationNumber';

/**
 * Sends the card authorization number the shopper's bank gave (POST /order/{n}/payment_card_authorization_number).
 * A blank number or one that is not 4–8 digits is NOT_ALLOWED (field `number`) without a call. After any answer
 * of the server (a match, a mismatch, or a refusal such as CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED) the order is
 * fetched again into the store, so its flags follow.
 */
export class VerifyAuthorizationNumberUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: OrdersStore,
    private readonly repository: OrdersRepository,
    private readonly logger: Logger,
    private readonly errors: ErrorHandler,
  ) {}

  private parts() {
    return { session: this.session, store: this.store, repository: this.repository, logger: this.logger };
  }

  async execute(orderNumber: string | number, authorizationNumber: string): Promise<{ verified: boolean }> {
    const token = requireUser(this.session, this.errors, CONTEXT).token;
    const number = orderNumberOf(orderNumber, this.errors, CONTEXT);
    const digits = authorizationNumberOf(authorizationNumber);
    if (!digits) throw refuse(this.errors, CONTEXT, { field: 'number', message: 'Escribe el número de autorización que te dio tu banco: de 4 a 8 dígitos.' });
    try {
      const answer = await this.repository.verifyAuthorizationNumber(number, digits);
      await this.refresh(number, token);
      return { verified: answer.verified };
    } catch (error) {
      if (error instanceof UseCaseError && error.status !== null && error.status >= 400 && error.status < 500) await this.refresh(number, token);
      throw this.errors.handle(error, CONTEXT);
    }
  }

  /** The order again; its failure is only logged (the answer stands). */
  private async refresh(orderNumber: string, token: string): Promise<void> {
    try {
      await refetchOrder(this.parts(), orderNumber, token);
    } catch (error) {
      this.logger.log('warn', `order ${orderNumber} could not be fetched again after its authorization number`, { cause: (error as UseCaseError).cause });
    }
  }
}
