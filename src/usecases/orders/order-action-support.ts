import { UseCaseError } from '../../domain';
import type { CartItem } from '../../domain/cart/cart';
import type { Order } from '../../domain/orders/order';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { Logger } from '../shared/logger';
import type { SessionStore } from '../session/session.store';
import { storeOrder } from './get-order.use-case';
import type { OrdersRepository, ShipInStockLine } from './orders.repository';
import type { OrdersStore } from './orders.store';

/** An order number as the calls take it: trimmed; blank is notFound (reported), without a call. */
export function orderNumberOf(value: unknown, errors: ErrorHandler, context: string): string {
  const number = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
  if (!number) throw errors.handle(new UseCaseError('notFound', { apiMessage: 'No encontramos ese pedido.' }), context);
  return number;
}

/** NOT_ALLOWED for bad input, with its Spanish message and `details.field`, reported. */
export function refuse(errors: ErrorHandler, context: string, problem: { field: string; message: string }): UseCaseError {
  return errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: problem.message, details: { field: problem.field } }), context);
}

/** The order as the store holds it (current, or in the list), or null. */
export function storedOrder(store: OrdersStore, orderNumber: string): Order | null {
  const state = store.getSnapshot();
  if (state.current?.order_number === orderNumber) return state.current;
  return state.orders.find((order) => order.order_number === orderNumber) ?? null;
}

/** Fetches the order again into the store (when the session is still the one that asked), and answers it. */
export async function refetchOrder(
  deps: { session: SessionStore; store: OrdersStore; repository: OrdersRepository; logger: Logger },
  orderNumber: string,
  token: string,
): Promise<Order> {
  const order = await deps.repository.get(orderNumber);
  if (deps.session.session?.token === token) storeOrder(deps.store, order, deps.logger);
  return order;
}

/** Stores an order answered by an action when the session is still the one that asked. */
export function keepOrder(deps: { session: SessionStore; store: OrdersStore; logger: Logger }, order: Order, token: string): void {
  if (deps.session.session?.token === token) storeOrder(deps.store, order, deps.logger);
}

/** Ship-in-stock lines as order items with the split's quantity; null when one names an item the order does not hold. */
export function linesAsItems(lines: readonly ShipInStockLine[], order: Order | null): CartItem[] | null {
  const items: CartItem[] = [];
  for (const line of lines) {
    const item = line.item ?? order?.items.find((candidate) => candidate.item_id === line.item_id) ?? null;
    if (!item) return null;
    items.push({ ...item, quantity: line.quantity });
  }
  return items;
}

/**
 * What every action on a placed order holds (the session, the orders store, the repository, the logger and the
 * error handler, in the order DEPENDENCIES gives them), and the first steps they share.
 */
export abstract class OrderAction {
  constructor(
    protected readonly session: SessionStore,
    protected readonly store: OrdersStore,
    protected readonly repository: OrdersRepository,
    protected readonly logger: Logger,
    protected readonly errors: ErrorHandler,
  ) {}

  /** What refetchOrder and keepOrder need. */
  protected parts() {
    return { session: this.session, store: this.store, repository: this.repository, logger: this.logger };
  }

  /** The signed-in user's token and the trimmed order number, or the reported refusal (without a call). */
  protected begin(context: string, orderNumber: string | number): { token: string; number: string } {
    const token = requireUser(this.session, this.errors, context).token;
    return { token, number: orderNumberOf(orderNumber, this.errors, context) };
  }
}
