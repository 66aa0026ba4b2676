import type { BankAccountTypeOption } from '../../domain/orders/order-rules';
import type { OrdersStore } from '../../usecases/orders/orders.store';
import { tokenFor } from '../feature';
import type { OnDemand } from '../on-demand';
import type { OrdersUseCases } from './orders.on-demand';

/** The orders feature's tokens: its store (`tienda.OrdersStore`, which logout clears) and the account types it offers. */
export const ORDERS_TOKENS = {
  /** The orders listed and fetched so far; its class loads on demand (stores.on-demand.ts). */
  OrdersStore: tokenFor<OrdersStore>('OrdersStore'),
  BankAccountTypes: tokenFor<readonly BankAccountTypeOption[]>('BankAccountTypes'),
} as const;

/** The orders' use cases, built by orders.on-demand.ts on the first call. Part of the feature's tokens. */
export const ORDERS_USE_CASES = tokenFor<OnDemand<OrdersUseCases>>('Orders');
