import { UseCaseError } from '../../domain';
import { authorizationNumberOf } from '../../domain/orders/order-rules';
import { OrderAction, refetchOrder, refuse } from './order-action-support';

const CONTEXT = 'verifyAuthorizationNumber';

/**
 * Sends the card authorization number the shopper's bank gave (POST /order/{n}/payment_card_authorization_number).
 * A blank number or one that is not 4–8 digits is NOT_ALLOWED (field `number`) without a call. After any answer
 * of the server (a match, a mismatch, or a refusal such as CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED) the order is
 * fetched again into the store, so its flags follow.
 */
export class VerifyAuthorizationNumberUseCase extends OrderAction {
  async execute(orderNumber: string | number, authorizationNumber: string): Promise<{ verified: boolean }> {
    const { token, number } = this.begin(CONTEXT, orderNumber);
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
