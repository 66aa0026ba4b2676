/**
 * The orders feature's code, as one chunk loaded on its first call (or with
 * the first order placed): every page's library carries only the module's binding.
 */
import { HttpOrdersRepository } from '../../data/orders/http-orders.repository';
import { UploadBankSlipUseCase, ViewBankSlipUseCase } from '../../usecases/orders/bank-slip.use-case';
import { CancelOrderUseCase } from '../../usecases/orders/cancel-order.use-case';
import { GetOrderUseCase } from '../../usecases/orders/get-order.use-case';
import { DownloadInvoiceUseCase, InvoiceUrlUseCase } from '../../usecases/orders/invoice.use-case';
import { ListOrdersUseCase } from '../../usecases/orders/list-orders.use-case';
import { AcceptShipInStockUseCase, RemoveOutOfStockUseCase, ShipInStockUseCase } from '../../usecases/orders/out-of-stock.use-case';
import { VerifyAuthorizationNumberUseCase } from '../../usecases/orders/verify-authorization-number.use-case';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { SESSION_TOKENS as S } from '../session/session.tokens';
import type { Get } from '../feature';
import { ORDERS_TOKENS as T } from './orders.tokens';
import { registerCheckoutMessages } from '../../domain/checkout/checkout-messages';

// The Spanish copy of the checkout and payment causes, which this code can raise (not in every page's catalogue),
// CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED (a card authorization number tried too often) among them.
registerCheckoutMessages();

/** The use cases of `tienda.orders`, one per member. */
export function createOrders(get: Get) {
  const [session, store, logger, errors] = [get(S.SessionStore), get(T.OrdersStore), get(C.Logger), get(C.ErrorHandler)];
  const repository = new HttpOrdersRepository(get(C.ApiClient));
  return {
    /** One page of 20 orders, newest first (`{ page }`, 1 by default; below 1 is invalidPage, without a call). Needs a signed-in user. */
    list: new ListOrdersUseCase(session, store, repository, errors),
    /** One order by number; it becomes `store.current`. An order without items is logged as an error. */
    get: new GetOrderUseCase(store, repository, logger, errors),
    /**
     * Cancels an order (POST /order/{n}/cancel) and answers it as it now stands (also in `store`). Refused
     * without a call when the stored order says it can no longer be cancelled (NOT_ALLOWED «Este pedido ya
     * no se puede cancelar.») or the input has a problem (`cancellationProblem`: a reason; for an order paid
     * by card, the authorization number and the card's last 4 digits when given; the bank account when the
     * refund goes to one, its type among `bankAccountTypes`).
     */
    cancel: new CancelOrderUseCase(session, store, repository, logger, get(T.BankAccountTypes), errors),
    /** The invoice as a file (GET /order/{n}/invoice): the PDF, its type and `factura-{n}.pdf`. */
    invoice: new DownloadInvoiceUseCase(session, repository, errors),
    /** A short-lived link that opens the invoice in a tab without the session (GET /order/{n}/invoice_url). */
    invoiceUrl: new InvoiceUrlUseCase(session, repository, errors),
    /**
     * Sends the card authorization number the bank gave (4–8 digits; anything else NOT_ALLOWED without a call)
     * and answers whether it matched; the order is fetched again after any answer. Too many wrong numbers is
     * CC_AUTH_NUMBER_ATTEMPT_LIMIT_REACHED.
     */
    verifyAuthorizationNumber: new VerifyAuthorizationNumberUseCase(session, store, repository, logger, errors),
    /**
     * Uploads a bank slip (POST /order/{n}/bank_slip/, multipart `image` and `amount`), reporting the fraction
     * sent to `onProgress`, then answers the order fetched again (its slip now in review). The photo (PNG,
     * JPEG or WebP, ≤ 2 MB) and amount (> 0, ≤ 2 decimals) are checked first.
     */
    uploadBankSlip: new UploadBankSlipUseCase(session, store, repository, logger, errors),
    /** A bank slip's picture as sent (GET /order/{n}/bank_slip/{id}/). */
    bankSlip: new ViewBankSlipUseCase(session, repository, errors),
    /** How the order would ship now: the items in stock and those waiting (GET /order/{n}/ship_in_stock). */
    shipInStock: new ShipInStockUseCase(session, store, repository, logger, errors),
    /**
     * Accepts shipping what is in stock now (POST /order/{n}/ship_in_stock with `items_to_ship` and
     * `items_to_wait`: the `split` the shopper saw, else the server's, read first); the order is fetched
     * again. Answers the split accepted: which lines ship now and which wait (`shipInStockSummary` says it).
     */
    acceptShipInStock: new AcceptShipInStockUseCase(session, store, repository, logger, errors),
    /**
     * Removes the out-of-stock units from the order (POST /order/{n}/remove_out_of_stock) and answers the order
     * as it now stands. A paid order not paid by card needs the bank account for the refund.
     */
    removeOutOfStock: new RemoveOutOfStockUseCase(session, store, repository, logger, errors),
  };
}

export type OrdersUseCases = ReturnType<typeof createOrders>;
