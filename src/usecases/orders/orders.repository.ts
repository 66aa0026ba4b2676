import type { CartItem } from '../../domain/cart/cart';
import type { Order } from '../../domain/orders/order';

export interface OrderCallOptions {
  /** Replace a rejected session with an anonymous one and retry (default true); order creation's reads opt out. */
  sessionRecovery?: boolean;
}

/** A cancellation as the API takes it (POST /order/{n}/cancel; spec section 3, Cancellation). */
export interface CancellationPayload {
  reason: string;
  refund_type?: 'CARD' | 'BANK_ACCOUNT';
  /** The card payment's authorization number. */
  authorization_number?: string;
  /** The card's last 4 digits. */
  card_number?: string;
  bank?: string;
  account_number?: string;
  account_name?: string;
  /** As the API spells it (one of the configured account types). */
  account_type?: string;
}

/** A file the API answered: its bytes, type and the name it suggests (Content-Disposition), if any. */
export interface OrderFile {
  bytes: ArrayBuffer;
  contentType: string;
  fileName: string | null;
}

/** GET/POST /order/{n}/ship_in_stock: each side's lines by item id (whole order items when the server sends them). */
export interface ShipInStockAnswer {
  items_to_ship: ShipInStockLine[];
  items_to_wait: ShipInStockLine[];
  accepted: boolean;
}
export interface ShipInStockLine {
  item_id: string;
  quantity: number;
  /** The whole order item, when the answer carries it. */
  item: CartItem | null;
}

/** The body of POST /order/{n}/ship_in_stock (spec section 7: "with items_to_ship and items_to_wait"). */
export interface ShipInStockRequest {
  items_to_ship: { item_id: string; quantity: number }[];
  items_to_wait: { item_id: string; quantity: number }[];
}

/** The orders' calls (spec section 7, "Orders and warranty"). */
export interface OrdersRepository {
  /** GET /order?page&page_size, newest first. */
  list(page: number, pageSize: number, options?: OrderCallOptions): Promise<Order[]>;
  /** GET /order/{n}. */
  get(orderNumber: string, options?: OrderCallOptions): Promise<Order>;
  /** POST /order/{n}/cancel: the order as it now stands, or null when the answer is not an order. */
  cancel(orderNumber: string, cancellation: CancellationPayload): Promise<Order | null>;
  /** GET /order/{n}/invoice (a file). */
  invoice(orderNumber: string): Promise<OrderFile>;
  /** GET /order/{n}/invoice_url: the link. */
  invoiceUrl(orderNumber: string): Promise<string>;
  /** POST /order/{n}/payment_card_authorization_number. */
  verifyAuthorizationNumber(orderNumber: string, number: string): Promise<{ verified: boolean }>;
  /** POST /order/{n}/bank_slip/ (multipart image + amount). */
  uploadBankSlip(orderNumber: string, image: Blob, amount: string, onProgress?: (fraction: number) => void): Promise<void>;
  /** GET /order/{n}/bank_slip/{id}/ (a picture). */
  bankSlip(orderNumber: string, slipId: string): Promise<OrderFile>;
  /** GET /order/{n}/ship_in_stock. */
  shipInStock(orderNumber: string): Promise<ShipInStockAnswer>;
  /** POST /order/{n}/ship_in_stock with the split accepted: which lines ship now and which wait (`{item_id, quantity}` each). */
  acceptShipInStock(orderNumber: string, split: ShipInStockRequest): Promise<ShipInStockAnswer>;
  /** POST /order/{n}/remove_out_of_stock: the order as it now stands, or null when the answer is not an order. */
  removeOutOfStock(orderNumber: string, refund: { bank_account_no?: string; bank_account_name?: string; bank?: string }): Promise<Order | null>;
}
