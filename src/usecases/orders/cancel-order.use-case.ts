import { UseCaseError } from '../../domain';
import type { Order } from '../../domain/orders/order';
import { canCancel, cancellationProblem, cancelNeedsBankAccount, type CancellationInput } from '../../domain/orders/order-rules';
import { keepOrder, OrderAction, refetchOrder, refuse, storedOrder } from './order-action-support';
import type { CancellationPayload } from './orders.repository';

const CONTEXT = 'cancelOrder';
/** A stand-in order that needs no bank account: checks what does not depend on the order before it is fetched. */
const PAID_BY_CARD = { totals: { amount_unpaid: 1 }, payment_method: 'CARD' };

/**
 * Cancels an order (POST /order/{n}/cancel). Refused without a call when the stored order says it can no
 * longer be cancelled (NOT_ALLOWED «Este pedido ya no se puede cancelar.») or the input has a problem
 * (cancellationProblem; an order not yet stored is fetched first to know whether the refund needs a bank
 * account). A paid order not paid by card is refunded to the bank account given. Answers the order as it
 * now stands, which replaces it in the orders store (fetched again when the answer is not an order).
 */
export class CancelOrderUseCase extends OrderAction {
  async execute(orderNumber: string | number, cancellation: CancellationInput): Promise<Order> {
    const { token, number } = this.begin(CONTEXT, orderNumber);
    let order = storedOrder(this.store, number);
    if (order && !canCancel(order)) throw this.notCancellable(number);
    const early = cancellationProblem(cancellation, order ?? PAID_BY_CARD);
    if (early) throw refuse(this.errors, CONTEXT, early);
    if (!order) {
      order = await this.errors.run(CONTEXT, () => this.repository.get(number));
      if (!canCancel(order)) throw this.notCancellable(number);
    }
    const problem = cancellationProblem(cancellation, order);
    if (problem) throw refuse(this.errors, CONTEXT, problem);
    const payload = cancellationPayload(cancellation, cancelNeedsBankAccount(order));
    return this.errors.run(CONTEXT, async () => {
      const answer = await this.repository.cancel(number, payload);
      if (!answer) return refetchOrder(this.parts(), number, token);
      keepOrder(this.parts(), answer, token);
      return answer;
    });
  }

  private notCancellable(orderNumber: string): UseCaseError {
    return this.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: 'Este pedido ya no se puede cancelar.', details: { orderNumber } }), CONTEXT);
  }
}

/** The body sent: the reason trimmed; the bank account, trimmed, when the refund goes to one. */
function cancellationPayload(input: CancellationInput, needsAccount: boolean): CancellationPayload {
  const toAccount = needsAccount || input.refund_type === 'BANK_ACCOUNT';
  const payload: CancellationPayload = { reason: input.reason.trim() };
  if (!toAccount) {
    if (input.refund_type === 'CARD') payload.refund_type = 'CARD';
    return payload;
  }
  payload.refund_type = 'BANK_ACCOUNT';
  payload.bank = input.bank!.trim();
  payload.account_number = input.account_number!.trim();
  payload.account_name = input.account_name!.trim();
  if (input.account_type) payload.account_type = input.account_type as 'MONETARY' | 'SAVINGS';
  return payload;
}
