import { featureTokens } from '../on-demand';

/** The orders' use cases, by their member on `tienda.orders`. */
export const ORDERS_USE_CASES = [
  'list',
  'get',
  'cancel',
  'invoice',
  'invoiceUrl',
  'verifyAuthorizationNumber',
  'uploadBankSlip',
  'bankSlip',
  'shipInStock',
  'acceptShipInStock',
  'removeOutOfStock',
] as const;
export type OrdersUseCase = (typeof ORDERS_USE_CASES)[number];

const TOKEN_OF = {
  list: 'ListOrders',
  get: 'GetOrder',
  cancel: 'CancelOrder',
  invoice: 'DownloadInvoice',
  invoiceUrl: 'InvoiceUrl',
  verifyAuthorizationNumber: 'VerifyAuthorizationNumber',
  uploadBankSlip: 'UploadBankSlip',
  bankSlip: 'ViewBankSlip',
  shipInStock: 'ShipInStock',
  acceptShipInStock: 'AcceptShipInStock',
  removeOutOfStock: 'RemoveOutOfStock',
} as const satisfies Record<OrdersUseCase, string>;

/**
 * The orders feature's tokens (`tienda.ListOrders`, `tienda.GetOrder`, `tienda.CancelOrder`…, `tienda.OrdersRepository`);
 * its store is the account's `OrdersStore`, which logout clears.
 */
export const ORDERS_TOKENS = /* @__PURE__ */ featureTokens(['OrdersRepository', 'BankAccountTypes', ...Object.values(TOKEN_OF)] as const, [] as const);

/** `list` → the ListOrders token. */
export function ordersTokenOf(member: OrdersUseCase): symbol {
  return ORDERS_TOKENS[TOKEN_OF[member]];
}
