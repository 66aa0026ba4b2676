import type { Order } from '../../domain/orders/order';
import { cancellationProblem, cancelNeedsBankAccount, type RemoveOutOfStockInput, type ShipInStockSplit } from '../../domain/orders/order-rules';
import { keepOrder, linesAsItems, OrderAction, refetchOrder, refuse, storedOrder } from './order-action-support';
import type { ShipInStockAnswer } from './orders.repository';

/** The answer's lines as order items (the order's own, with the split's quantity), fetching the order when it is not stored. */
async function splitOf(
  answer: ShipInStockAnswer,
  order: Order | null,
  fetch: () => Promise<Order>,
): Promise<ShipInStockSplit> {
  let ship = linesAsItems(answer.items_to_ship, order);
  let wait = linesAsItems(answer.items_to_wait, order);
  if (!ship || !wait) {
    const fresh = await fetch();
    ship = linesAsItems(answer.items_to_ship, fresh) ?? [];
    wait = linesAsItems(answer.items_to_wait, fresh) ?? [];
  }
  return { items_to_ship: ship, items_to_wait: wait, accepted: answer.accepted };
}

/** How the order would ship now (GET /order/{n}/ship_in_stock): the items in stock and those waiting, each an order item with that quantity. */
export class ShipInStockUseCase extends OrderAction {
  async execute(orderNumber: string | number): Promise<ShipInStockSplit> {
    const { token, number } = this.begin('shipInStock', orderNumber);
    return this.errors.run('shipInStock', async () => {
      const answer = await this.repository.shipInStock(number);
      return splitOf(answer, storedOrder(this.store, number), () => refetchOrder(this.parts(), number, token));
    });
  }
}

/** Accepts shipping what is in stock now (POST /order/{n}/ship_in_stock); the order is fetched again into the store. */
export class AcceptShipInStockUseCase extends OrderAction {
  async execute(orderNumber: string | number): Promise<ShipInStockSplit> {
    const { token, number } = this.begin('acceptShipInStock', orderNumber);
    return this.errors.run('acceptShipInStock', async () => {
      const answer = await this.repository.acceptShipInStock(number);
      const order = await refetchOrder(this.parts(), number, token);
      return splitOf(answer, order, async () => order);
    });
  }
}

/**
 * Removes the out-of-stock units from an order (POST /order/{n}/remove_out_of_stock) and answers the order as
 * it now stands (into the store; fetched again when the answer is not an order). When the stored order is paid
 * and not by card, the refund needs the bank account (`bank`, `bank_account_no`, `bank_account_name`): missing
 * or malformed is NOT_ALLOWED with `details.field`, without a call.
 */
export class RemoveOutOfStockUseCase extends OrderAction {
  async execute(orderNumber: string | number, refund: RemoveOutOfStockInput = {}): Promise<Order> {
    const { token, number } = this.begin('removeOutOfStock', orderNumber);
    const order = storedOrder(this.store, number);
    const given = [refund.bank, refund.bank_account_no, refund.bank_account_name].some((value) => typeof value === 'string' && value.trim() !== '');
    if (given || (order && cancelNeedsBankAccount(order))) {
      // The cancellation's bank-account checks, under this call's field names.
      const problem = cancellationProblem(
        { reason: '-', refund_type: 'BANK_ACCOUNT', bank: refund.bank ?? null, account_number: refund.bank_account_no ?? null, account_name: refund.bank_account_name ?? null },
        { totals: { amount_unpaid: 0 }, payment_method: 'BANK_DEPOSIT' },
      );
      if (problem) throw refuse(this.errors, 'removeOutOfStock', { field: FIELD_OF[problem.field] ?? problem.field, message: problem.message });
    }
    const body = given ? { bank: refund.bank!.trim(), bank_account_no: refund.bank_account_no!.trim(), bank_account_name: refund.bank_account_name!.trim() } : {};
    return this.errors.run('removeOutOfStock', async () => {
      const answer = await this.repository.removeOutOfStock(number, body);
      if (!answer) return refetchOrder(this.parts(), number, token);
      keepOrder(this.parts(), answer, token);
      return answer;
    });
  }
}

const FIELD_OF: Partial<Record<string, string>> = { account_number: 'bank_account_no', account_name: 'bank_account_name' };

