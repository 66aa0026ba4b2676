import type { BankAccountTypeOption } from '../../domain/orders/order-rules';
import type { OrdersStore } from '../../usecases/orders/orders.store';
import { lazily, withGetters, type Calls, type Resolve } from '../feature';
import { onDemandCalls } from '../on-demand';
import type { OrdersUseCases } from './orders.on-demand';
import { ORDERS_TOKENS as T, ORDERS_USE_CASES } from './orders.tokens';

/**
 * `tienda.orders`: the signed-in shopper's orders, and what they do with one after the sale. Every call
 * needs a signed-in user (anonymous: onlyAnonymousTokenFound, without a call); bad input is NOT_ALLOWED
 * with a Spanish message and `details.field`, without a call; every failure is a reported UseCaseError.
 */
export interface OrdersNamespace extends Calls<OrdersUseCases> {
  /** The orders listed and fetched so far (cleared at logout). */
  readonly store: OrdersStore;
  /**
   * The kinds of bank account a refund may go to (`account_type` of `cancel`), from the client's
   * configuration (`bankAccountTypes`; the local environment's default is the local API's). Empty: the
   * account type is neither asked nor sent.
   */
  readonly bankAccountTypes: readonly BankAccountTypeOption[];
}

/** The orders feature's part of TiendaClient. */
export interface OrdersClient {
  /**
   * The shopper's orders and what they do after the sale (cancel, invoice, bank slip, stock choices), with its store.
   */
  readonly orders: OrdersNamespace;
}

export function ordersClient(resolve: Resolve): OrdersClient {
  const calls = onDemandCalls(resolve, ORDERS_USE_CASES, {
    list: true,
    get: true,
    cancel: true,
    invoice: true,
    invoiceUrl: true,
    verifyAuthorizationNumber: true,
    uploadBankSlip: true,
    bankSlip: true,
    shipInStock: true,
    acceptShipInStock: true,
    removeOutOfStock: true,
  });
  return {
    orders: withGetters(calls, {
      store: lazily<OrdersStore>(resolve, T.OrdersStore),
      bankAccountTypes: lazily<readonly BankAccountTypeOption[]>(resolve, T.BankAccountTypes),
    }),
  };
}
