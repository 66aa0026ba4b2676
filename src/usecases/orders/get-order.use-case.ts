import { UseCaseError } from '../../domain';
import type { Order } from '../../domain/orders/order';
import { isEmptyOrder } from '../../domain/orders/order-status';
import type { ErrorHandler } from '../shared/error-handler';
import type { Logger } from '../shared/logger';
import type { OrdersRepository } from './orders.repository';
import type { OrdersStore } from './orders.store';

/**
 * Fetches one order by number into the orders store (it becomes `current`).
 * An order must hold at least one item (spec section 5): one without is
 * still returned, and logged as an error. A blank number is notFound
 * without a call.
 */
export class GetOrderUseCase {
  constructor(
    private readonly store: OrdersStore,
    private readonly repository: OrdersRepository,
    private readonly logger: Logger,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(orderNumber: string | number): Promise<Order> {
    const number = String(orderNumber ?? '').trim();
    if (!number) throw this.errors.handle(new UseCaseError('notFound', { apiMessage: 'No encontramos ese pedido.' }), 'getOrder');
    try {
      const order = await this.repository.get(number);
      storeOrder(this.store, order, this.logger);
      return order;
    } catch (error) {
      const failure = this.errors.handle(error, 'getOrder');
      this.store.setError(failure);
      throw failure;
    }
  }
}

/** Stores an order fetched by number, logging one without items as an error (spec section 5). */
export function storeOrder(store: OrdersStore, order: Order, logger: Logger): void {
  if (isEmptyOrder(order)) logger.log('error', `order ${order.order_number} holds no item`, { orderNumber: order.order_number });
  store.setOrder(order);
}
