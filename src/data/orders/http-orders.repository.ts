import * as z from 'zod/mini';
import { OrderSchema, type Order } from '../../domain/orders/order';
import { list } from '../../domain/shared/schema-helpers';
import type { OrderCallOptions, OrdersRepository } from '../../usecases/orders/orders.repository';
import type { ApiClient } from '../http/api-client';

/** GET /order answers a list of orders, or an object holding it under `orders` (the spec does not show the answer). */
const OrderPageSchema = z.pipe(
  // `orders` must be there: any other object is a mismatch, not an empty page.
  z.union([list(OrderSchema), z.object({ orders: z.array(OrderSchema) })]),
  z.transform((answer: Order[] | { orders: Order[] }) => (Array.isArray(answer) ? answer : answer.orders)),
);

export class HttpOrdersRepository implements OrdersRepository {
  constructor(private readonly api: ApiClient) {}

  list(page: number, pageSize: number, options: OrderCallOptions = {}): Promise<Order[]> {
    return this.api.request({
      method: 'GET',
      path: '/order',
      params: { page, page_size: pageSize },
      schema: OrderPageSchema,
      shape: 'OrderList',
      ...(options.sessionRecovery === false ? { sessionRecovery: false } : {}),
    });
  }

  get(orderNumber: string, options: OrderCallOptions = {}): Promise<Order> {
    return this.api.request({
      method: 'GET',
      path: `/order/${encodeURIComponent(orderNumber)}`,
      schema: OrderSchema,
      shape: 'Order',
      ...(options.sessionRecovery === false ? { sessionRecovery: false } : {}),
    });
  }
}
