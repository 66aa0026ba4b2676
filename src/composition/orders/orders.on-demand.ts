/**
 * The orders feature's code, as one chunk loaded on its first call (or with
 * the first order placed): every page's library carries only the module's bindings.
 */
import { HttpOrdersRepository } from '../../data/orders/http-orders.repository';
import { GetOrderUseCase } from '../../usecases/orders/get-order.use-case';
import { ListOrdersUseCase } from '../../usecases/orders/list-orders.use-case';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { ORDERS_TOKENS as T, type OrdersUseCase } from './orders.tokens';
import { registerCheckoutMessages } from '../../domain/checkout/checkout-messages';

// The Spanish copy of the checkout and payment causes, which this code can raise (not in every page's catalogue).
registerCheckoutMessages();

export { HttpOrdersRepository };

/** Each member of `tienda.orders` and its use case's class. */
export const USE_CASE_CLASSES = {
  list: ListOrdersUseCase,
  get: GetOrderUseCase,
} satisfies Record<OrdersUseCase, unknown>;

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<OrdersUseCase, readonly symbol[]> = {
  list: [S.SessionStore, ACCOUNT_TOKENS.OrdersStore, T.OrdersRepository],
  get: [ACCOUNT_TOKENS.OrdersStore, T.OrdersRepository, C.Logger],
};
