import type { Order } from '../../domain/orders/order';

export interface OrderCallOptions {
  /** Replace a rejected session with an anonymous one and retry (default true); order creation's reads opt out. */
  sessionRecovery?: boolean;
}

/** The orders' calls (spec section 7, "Orders and warranty"). */
export interface OrdersRepository {
  /** GET /order?page&page_size, newest first. */
  list(page: number, pageSize: number, options?: OrderCallOptions): Promise<Order[]>;
  /** GET /order/{n}. */
  get(orderNumber: string, options?: OrderCallOptions): Promise<Order>;
}
