import type { BankAccountTypeOption, CancellationInput, OrderInvoice, RemoveOutOfStockInput, ShipInStockSplit, UploadOptions, BankSlipInput } from '../../domain/orders/order-rules';
import type { Order } from '../../domain/orders/order';
import type { GetOrderUseCase } from '../../usecases/orders/get-order.use-case';
import type { ListOrdersUseCase } from '../../usecases/orders/list-orders.use-case';
import type { OrdersStore } from '../../usecases/orders/orders.store';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { lazily, type Resolve } from '../feature';
import { useCaseMembers } from '../on-demand';
import { ORDERS_TOKENS, ORDERS_USE_CASES, ordersTokenOf, type OrdersUseCase } from './orders.tokens';

/**
 * `tienda.orders`: the signed-in shopper's orders, and what they do with one after the sale. Every call
 * needs a signed-in user (anonymous: onlyAnonymousTokenFound, without a call); bad input is NOT_ALLOWED
 * with a Spanish message and `details.field`, without a call; every failure is a reported UseCaseError.
 */
export interface OrdersNamespace {
  /** The orders listed and fetched so far (cleared at logout). */
  readonly store: OrdersStore;
  /**
   * The kinds of bank account a refund may go to (`account_type` of `cancel`), from the client's
   * configuration (`bankAccountTypes`; the local environment's default is the local API's). Empty: the
   * account type is neither asked nor sent.
   */
  readonly bankAccountTypes: readonly BankAccountTypeOption[];
  /** One page of 20 orders, newest first (`{ page }`, 1 by default; below 1 is invalidPage, without a call). Needs a signed-in user. */
  list(...args: Parameters<ListOrdersUseCase['execute']>): ReturnType<ListOrdersUseCase['execute']>;
  /** One order by number; it becomes `store.current`. An order without items is logged as an error. */
  get(...args: Parameters<GetOrderUseCase['execute']>): ReturnType<GetOrderUseCase['execute']>;
  /**
   * Cancels an order (POST /order/{n}/cancel) and answers it as it now stands (also in `store`). Refused
   * without a call when the stored order says it can no longer be cancelled (NOT_ALLOWED «Este pedido ya
   * no se puede cancelar.») or the input has a problem (`cancellationProblem`: a reason; for an order paid
   * by card, the authorization number and the card's last 4 digits when given; the bank account when the
   * refund goes to one, its type among `bankAccountTypes`).
   */
  cancel(orderNumber: string | number, cancellation: CancellationInput): Promise<Order>;
  /** The invoice as a file (GET /order/{n}/invoice): the PDF, its type and `factura-{n}.pdf`. */
  invoice(orderNumber: string | number): Promise<OrderInvoice>;
  /** A short-lived link that opens the invoice in a tab without the session (GET /order/{n}/invoice_url). */
  invoiceUrl(orderNumber: string | number): Promise<string>;
  /**
   * Sends the card authorization number the bank gave (4–8 digits; anything else NOT_ALLOWED without a call)
   * and answers whether it matched; the order is fetched again after any answer. Too many wrong numbers is
   * CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED.
   */
  verifyAuthorizationNumber(orderNumber: string | number, number: string): Promise<{ verified: boolean }>;
  /**
   * Uploads a bank slip (POST /order/{n}/bank_slip/, multipart `image` and `amount`), reporting the fraction
   * sent to `onProgress`, then answers the order fetched again (its slip now in review). The photo (PNG,
   * JPEG or WebP, ≤ 2 MB) and amount (> 0, ≤ 2 decimals) are checked first.
   */
  uploadBankSlip(orderNumber: string | number, slip: BankSlipInput, options?: UploadOptions): Promise<Order>;
  /** A bank slip's picture as sent (GET /order/{n}/bank_slip/{id}/). */
  bankSlip(orderNumber: string | number, slipId: string | number): Promise<Blob>;
  /** How the order would ship now: the items in stock and those waiting (GET /order/{n}/ship_in_stock). */
  shipInStock(orderNumber: string | number): Promise<ShipInStockSplit>;
  /**
   * Accepts shipping what is in stock now (POST /order/{n}/ship_in_stock with `items_to_ship` and
   * `items_to_wait`: the `split` the shopper saw, else the server's, read first); the order is fetched
   * again. Answers the split accepted: which lines ship now and which wait (`shipInStockSummary` says it).
   */
  acceptShipInStock(orderNumber: string | number, split?: ShipInStockSplit | null): Promise<ShipInStockSplit>;
  /**
   * Removes the out-of-stock units from the order (POST /order/{n}/remove_out_of_stock) and answers the order
   * as it now stands. A paid order not paid by card needs the bank account for the refund.
   */
  removeOutOfStock(orderNumber: string | number, refund?: RemoveOutOfStockInput): Promise<Order>;
}

/** The orders feature's part of TiendaClient. */
export interface OrdersClient {
  /**
   * The shopper's orders and what they do after the sale (cancel, invoice, bank slip, stock choices), with its store.
   */
  readonly orders: OrdersNamespace;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type OrdersMembersMatch = Same<Exclude<keyof OrdersNamespace, 'store' | 'bankAccountTypes'>, OrdersUseCase> extends true ? true : never;
const membersMatch: OrdersMembersMatch = true;
void membersMatch;

export function ordersClient(resolve: Resolve): OrdersClient {
  const store = lazily<OrdersStore>(resolve, ACCOUNT_TOKENS.OrdersStore);
  const accountTypes = lazily<readonly BankAccountTypeOption[]>(resolve, ORDERS_TOKENS.BankAccountTypes);
  const orders = Object.defineProperties(useCaseMembers(resolve, ORDERS_USE_CASES, ordersTokenOf), {
    store: { get: store, enumerable: true },
    bankAccountTypes: { get: accountTypes, enumerable: true },
  });
  return { orders: orders as unknown as OrdersNamespace };
}
