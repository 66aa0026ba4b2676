import { UseCaseError } from '../../domain';
import type { Order } from '../../domain/orders/order';
import type { ErrorHandler } from '../shared/error-handler';
import type { Logger } from '../shared/logger';
import type { OrdersRepository } from './orders.repository';
import type { OrdersStore } from './orders.store';
import { storeOrder } from './store-order';

export { storeOrder };

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

