import { UseCaseError } from '../../domain';
import type { Order } from '../../domain/orders/order';
import { ORDER_PAGE_SIZE, orderPageProblem } from '../../domain/orders/order-status';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { OrdersRepository } from './orders.repository';
import type { OrdersStore } from './orders.store';

/**
 * Lists the signed-in shopper's orders, one page of 20 (spec section 9),
 * newest first, into the orders store. A page below 1 (or not whole) is
 * invalidPage and an anonymous session onlyAnonymousTokenFound, both
 * without a call.
 */
export class ListOrdersUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: OrdersStore,
    private readonly repository: OrdersRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: { page?: number } = {}): Promise<Order[]> {
    const page = input.page ?? 1;
    const problem = orderPageProblem(page);
    if (problem) throw this.errors.handle(new UseCaseError(problem.cause, { apiMessage: problem.message }), 'listOrders');
    requireUser(this.session, this.errors, 'listOrders');
    this.store.setLoading();
    try {
      const orders = await this.repository.list(page, ORDER_PAGE_SIZE);
      this.store.setPage(page, orders, orders.length >= ORDER_PAGE_SIZE);
      return orders;
    } catch (error) {
      const failure = this.errors.handle(error, 'listOrders');
      this.store.setError(failure);
      throw failure;
    }
  }
}
