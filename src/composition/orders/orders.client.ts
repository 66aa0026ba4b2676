import type { GetOrderUseCase } from '../../usecases/orders/get-order.use-case';
import type { ListOrdersUseCase } from '../../usecases/orders/list-orders.use-case';
import type { OrdersStore } from '../../usecases/orders/orders.store';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { ORDERS_USE_CASES, ordersTokenOf, type OrdersUseCase } from './orders.tokens';

/** `tienda.orders`: the signed-in shopper's orders. */
export interface OrdersNamespace {
  /** The orders listed and fetched so far (cleared at logout). */
  readonly store: OrdersStore;
  /** One page of 20 orders, newest first (`{ page }`, 1 by default; below 1 is invalidPage, without a call). Needs a signed-in user. */
  list(...args: Parameters<ListOrdersUseCase['execute']>): ReturnType<ListOrdersUseCase['execute']>;
  /** One order by number; it becomes `store.current`. An order without items is logged as an error. */
  get(...args: Parameters<GetOrderUseCase['execute']>): ReturnType<GetOrderUseCase['execute']>;
}

/** The orders feature's part of TiendaClient. */
export interface OrdersClient {
  readonly orders: OrdersNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type OrdersMembersMatch = Same<Exclude<keyof OrdersNamespace, 'store'>, OrdersUseCase> extends true ? true : never;
const membersMatch: OrdersMembersMatch = true;
void membersMatch;

export function ordersClient(resolve: Resolve): OrdersClient {
  const store = lazily<OrdersStore>(resolve, ACCOUNT_TOKENS.OrdersStore);
  const orders = Object.defineProperty(useCaseMembers(resolve, ORDERS_USE_CASES, ordersTokenOf), 'store', { get: store, enumerable: true });
  return { orders: orders as unknown as OrdersNamespace };
}
