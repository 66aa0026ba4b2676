import type { CartItem } from '../../domain/cart/cart';
import type { Order } from '../../domain/orders/order';
import { cancellationProblem, cancelNeedsBankAccount, type RemoveOutOfStockInput, type ShipInStockSplit } from '../../domain/orders/order-rules';
import { keepOrder, linesAsItems, OrderAction, refetchOrder, refuse, storedOrder } from './order-action-support';
import type { ShipInStockAnswer, ShipInStockRequest } from './orders.repository';

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

/** The split as POST /order/{n}/ship_in_stock takes it: each side's lines as `{item_id, quantity}`. */
function splitRequest(split: Pick<ShipInStockSplit, 'items_to_ship' | 'items_to_wait'>): ShipInStockRequest {
  const lines = (items: readonly CartItem[]) => items.map((item) => ({ item_id: item.item_id, quantity: item.quantity }));
  return { items_to_ship: lines(split.items_to_ship), items_to_wait: lines(split.items_to_wait) };
}

/**
 * Accepts shipping what is in stock now (POST /order/{n}/ship_in_stock), saying which lines ship now and
 * which wait (spec section 7: `items_to_ship`, `items_to_wait`): the split the shopper saw (`split`), else
 * the server's (GET /order/{n}/ship_in_stock first). A split with nothing to ship now, or nothing waiting,
 * is NOT_ALLOWED without the POST. The order is fetched again into the store; the answer is the split
 * accepted, each side an order item with its quantity (`shipInStockSummary` says it in Spanish).
 */
export class AcceptShipInStockUseCase extends OrderAction {
  async execute(orderNumber: string | number, split?: ShipInStockSplit | null): Promise<ShipInStockSplit> {
    const { token, number } = this.begin('acceptShipInStock', orderNumber);
    const seen = split ?? (await this.errors.run('acceptShipInStock', async () => {
      const answer = await this.repository.shipInStock(number);
      return splitOf(answer, storedOrder(this.store, number), () => refetchOrder(this.parts(), number, token));
    }));
    if (seen.items_to_wait.length === 0)
      throw refuse(this.errors, 'acceptShipInStock', { field: 'items_to_wait', message: 'Tu pedido no tiene productos agotados: se envía completo.' });
    if (seen.items_to_ship.length === 0)
      throw refuse(this.errors, 'acceptShipInStock', { field: 'items_to_ship', message: 'Todavía no hay nada de tu pedido para enviar: todo espera existencias.' });
    return this.errors.run('acceptShipInStock', async () => {
      const answer = await this.repository.acceptShipInStock(number, splitRequest(seen));
      const order = await refetchOrder(this.parts(), number, token);
      // A server that answers without the lines: the split sent is the one accepted.
      if (answer.items_to_ship.length === 0 && answer.items_to_wait.length === 0) return { items_to_ship: [...seen.items_to_ship], items_to_wait: [...seen.items_to_wait], accepted: true };
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

