import type { UseCaseError } from '../../domain';
import type { Order } from '../../domain/orders/order';
import { Store, type StoreStatus } from '../shared/store';

/** What {@link OrdersStore} holds. */
export interface OrdersState {
  status: StoreStatus;
  /** The shopper's orders, newest first: the pages listed so far, and any order fetched on its own. */
  orders: readonly Order[];
  /** The last page listed (0: none yet). */
  page: number;
  /** Whether the last page listed was full, so another may follow. */
  hasMore: boolean;
  /** The order last fetched by number (after placing it, or opening it). */
  current: Order | null;
  error: UseCaseError | null;
}

/** The state before anything is loaded (also what the library reads before this store's code has loaded). */
export const INITIAL_ORDERS_STATE: OrdersState = Object.freeze({ status: 'idle', orders: [], page: 0, hasMore: false, current: null, error: null });

/** The shopper's stored orders. Filled by `tienda.orders` and by order creation; cleared on logout and account deletion. */
export class OrdersStore extends Store<OrdersState> {
  constructor() {
    super(INITIAL_ORDERS_STATE);
  }
  /** For use cases: a fetch started. */
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  /** A listed page: page 1 replaces the list, a later page adds the orders not already there. */
  setPage(page: number, orders: readonly Order[], hasMore: boolean): void {
    const kept = page === 1 ? [] : this.getSnapshot().orders.filter((known) => !orders.some((order) => order.order_number === known.order_number));
    this.setState({ status: 'ready', orders: [...kept, ...orders], page, hasMore, error: null });
  }
  /** One order fetched by number: it becomes `current`, and replaces (or leads) its entry in the list. */
  setOrder(order: Order): void {
    const orders = this.getSnapshot().orders;
    const known = orders.some((entry) => entry.order_number === order.order_number);
    this.setState({
      status: 'ready',
      current: order,
      orders: known ? orders.map((entry) => (entry.order_number === order.order_number ? order : entry)) : [order, ...orders],
      error: null,
    });
  }
  /** For use cases: a failure; orders already listed stay, with status still ready. */
  setError(error: UseCaseError): void {
    this.setState({ status: this.getSnapshot().orders.length > 0 ? 'ready' : 'error', error });
  }
  /** Empties the state (logout, account deletion). */
  clear(): void {
    this.setState({ status: 'idle', orders: [], page: 0, hasMore: false, current: null, error: null });
  }
}
