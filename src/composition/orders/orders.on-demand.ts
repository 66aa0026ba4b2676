/**
 * The orders feature's code, as one chunk loaded on its first call (or with
 * the first order placed): every page's library carries only the module's bindings.
 */
import { HttpOrdersRepository } from '../../data/orders/http-orders.repository';
import { UploadBankSlipUseCase, ViewBankSlipUseCase } from '../../usecases/orders/bank-slip.use-case';
import { CancelOrderUseCase } from '../../usecases/orders/cancel-order.use-case';
import { GetOrderUseCase } from '../../usecases/orders/get-order.use-case';
import { DownloadInvoiceUseCase, InvoiceUrlUseCase } from '../../usecases/orders/invoice.use-case';
import { ListOrdersUseCase } from '../../usecases/orders/list-orders.use-case';
import { AcceptShipInStockUseCase, RemoveOutOfStockUseCase, ShipInStockUseCase } from '../../usecases/orders/out-of-stock.use-case';
import { VerifyAuthorizationNumberUseCase } from '../../usecases/orders/verify-authorization-number.use-case';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import { ORDERS_TOKENS as T, type OrdersUseCase } from './orders.tokens';
import { registerCheckoutMessages } from '../../domain/checkout/checkout-messages';

// The Spanish copy of the checkout and payment causes, which this code can raise (not in every page's catalogue),
// CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED (a card authorization number tried too often) among them.
registerCheckoutMessages();

export { HttpOrdersRepository };

/** Each member of `tienda.orders` and its use case's class. */
export const USE_CASE_CLASSES = {
  list: ListOrdersUseCase,
  get: GetOrderUseCase,
  cancel: CancelOrderUseCase,
  invoice: DownloadInvoiceUseCase,
  invoiceUrl: InvoiceUrlUseCase,
  verifyAuthorizationNumber: VerifyAuthorizationNumberUseCase,
  uploadBankSlip: UploadBankSlipUseCase,
  bankSlip: ViewBankSlipUseCase,
  shipInStock: ShipInStockUseCase,
  acceptShipInStock: AcceptShipInStockUseCase,
  removeOutOfStock: RemoveOutOfStockUseCase,
} satisfies Record<OrdersUseCase, unknown>;

const ORDER_ACTION: readonly symbol[] = [S.SessionStore, ACCOUNT_TOKENS.OrdersStore, T.OrdersRepository, C.Logger];
const ORDER_READ: readonly symbol[] = [S.SessionStore, T.OrdersRepository];

/** What each use case's constructor takes, in order (then the error handler). */
export const DEPENDENCIES: Record<OrdersUseCase, readonly symbol[]> = {
  list: [S.SessionStore, ACCOUNT_TOKENS.OrdersStore, T.OrdersRepository],
  get: [ACCOUNT_TOKENS.OrdersStore, T.OrdersRepository, C.Logger],
  cancel: [...ORDER_ACTION, T.BankAccountTypes],
  invoice: ORDER_READ,
  invoiceUrl: ORDER_READ,
  verifyAuthorizationNumber: ORDER_ACTION,
  uploadBankSlip: ORDER_ACTION,
  bankSlip: ORDER_READ,
  shipInStock: ORDER_ACTION,
  acceptShipInStock: ORDER_ACTION,
  removeOutOfStock: ORDER_ACTION,
};
