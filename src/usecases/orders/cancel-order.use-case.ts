import { UseCaseError } from '../../domain';
import type { Order } from '../../domain/orders/order';
import {
  canCancel,
  cancelAsksCardDetails,
  cancellationProblem,
  cancelNeedsBankAccount,
  cardLastDigitsOf,
  type BankAccountTypeOption,
  type CancellationInput,
  type CancellationRules,
} from '../../domain/orders/order-rules';
import type { ErrorHandler } from '../shared/error-handler';
import type { Logger } from '../shared/logger';
import type { SessionStore } from '../session/session.store';
import { keepOrder, OrderAction, refetchOrder, refuse, storedOrder } from './order-action-support';
import type { CancellationPayload, OrdersRepository } from './orders.repository';
import type { OrdersStore } from './orders.store';

const CONTEXT = 'cancelOrder';
/** A stand-in order that needs no bank account: checks what does not depend on the order before it is fetched. */
const PAID_BY_CARD = { totals: { amount_unpaid: 1 }, payment_method: 'CARD' };

/**
 * Cancels an order (POST /order/{n}/cancel) with the body of spec section 3. Refused without a call when the
 * stored order says it can no longer be cancelled (NOT_ALLOWED «Este pedido ya no se puede cancelar.») or
 * the input has a problem (cancellationProblem; an order not yet stored is fetched first to know how it was
 * paid). An order paid by card sends the payment's authorization number and the card's last 4 digits when
 * given; a paid order not paid by card is refunded to the bank account given, whose type (when given) must
 * be one of the configured account types, sent as configured. Answers the order as it now stands, which
 * replaces it in the orders store (fetched again when the answer is not an order).
 */
export class CancelOrderUseCase extends OrderAction {
  constructor(
    session: SessionStore,
    store: OrdersStore,
    repository: OrdersRepository,
    logger: Logger,
    private readonly accountTypes: readonly BankAccountTypeOption[],
    errors: ErrorHandler,
  ) {
    super(session, store, repository, logger, errors);
  }

  async execute(orderNumber: string | number, cancellation: CancellationInput): Promise<Order> {
    const { token, number } = this.begin(CONTEXT, orderNumber);
    const rules: CancellationRules = { accountTypes: this.accountTypes.map((option) => option.value) };
    let order = storedOrder(this.store, number);
    if (order && !canCancel(order)) throw this.notCancellable(number);
    const early = cancellationProblem(cancellation, order ?? PAID_BY_CARD, rules);
    if (early) throw refuse(this.errors, CONTEXT, early);
    if (!order) {
      order = await this.errors.run(CONTEXT, () => this.repository.get(number));
      if (!canCancel(order)) throw this.notCancellable(number);
    }
    const problem = cancellationProblem(cancellation, order, rules);
    if (problem) throw refuse(this.errors, CONTEXT, problem);
    const payload = cancellationPayload(cancellation, cancelNeedsBankAccount(order), cancelAsksCardDetails(order));
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

/**
 * The body sent: the reason trimmed; for an order paid by card, the authorization number and the card's
 * last 4 digits when given; the bank account, trimmed, when the refund goes to one.
 */
function cancellationPayload(input: CancellationInput, needsAccount: boolean, paidByCard: boolean): CancellationPayload {
  const toAccount = needsAccount || input.refund_type === 'BANK_ACCOUNT';
  const payload: CancellationPayload = { reason: input.reason.trim() };
  if (paidByCard) {
    const authorization = input.authorization_number?.trim();
    const last = cardLastDigitsOf(input.card_number);
    if (authorization) payload.authorization_number = authorization;
    if (last) payload.card_number = last;
  }
  if (!toAccount) {
    if (input.refund_type === 'CARD') payload.refund_type = 'CARD';
    return payload;
  }
  payload.refund_type = 'BANK_ACCOUNT';
  payload.bank = input.bank!.trim();
  payload.account_number = input.account_number!.trim();
  payload.account_name = input.account_name!.trim();
  if (input.account_type?.trim()) payload.account_type = input.account_type.trim();
  return payload;
}
