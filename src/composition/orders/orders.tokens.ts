import { featureTokens } from '../on-demand';

/** The orders' use cases, by their member on `tienda.orders`. */
export const ORDERS_USE_CASES = ['list', 'get'] as const;
export type OrdersUseCase = (typeof ORDERS_USE_CASES)[number];

/**
 * The orders feature's tokens (`tienda.ListOrders`, `tienda.GetOrder`, `tienda.OrdersRepository`);
 * its store is the account's `OrdersStore`, which logout clears.
 */
export const ORDERS_TOKENS = /* @__PURE__ */ featureTokens(['OrdersRepository', 'ListOrders', 'GetOrder'] as const, [] as const);

const TOKEN_OF: Record<OrdersUseCase, 'ListOrders' | 'GetOrder'> = { list: 'ListOrders', get: 'GetOrder' };

/** `list` → the ListOrders token. */
export function ordersTokenOf(member: OrdersUseCase): symbol {
  return ORDERS_TOKENS[TOKEN_OF[member]];
}
