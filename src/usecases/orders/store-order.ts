import type { Order } from '../../domain/orders/order';
import { isEmptyOrder } from '../../domain/orders/order-status';
import type { Logger } from '../shared/logger';
import type { OrdersStore } from './orders.store';

/** Stores an order fetched by number, logging one without items as an error (spec section 5). */
export function storeOrder(store: OrdersStore, order: Order, logger: Logger): void {
  if (isEmptyOrder(order)) logger.log('error', `order ${order.order_number} holds no item`, { orderNumber: order.order_number });
  store.setOrder(order);
}
