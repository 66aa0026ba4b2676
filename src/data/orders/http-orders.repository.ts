import * as z from 'zod/mini';
import { AuthorizationAnswerSchema, InvoiceUrlSchema, OrderOrNothingSchema, ShipInStockSchema } from '../../domain/orders/order-actions';
import { OrderSchema, type Order } from '../../domain/orders/order';
import { list } from '../../domain/shared/schema-helpers';
import type {
  CancellationPayload,
  OrderCallOptions,
  OrderFile,
  OrdersRepository,
  ShipInStockAnswer,
  ShipInStockRequest,
} from '../../usecases/orders/orders.repository';
import type { ApiClient } from '../http/api-client';
import { requestBinary, type BinaryAnswer } from '../http/binary';

/** GET /order answers a list of orders, or an object holding it under `orders` (the spec does not show the answer). */
const OrderPageSchema = z.pipe(
  // `orders` must be there: any other object is a mismatch, not an empty page.
  z.union([list(OrderSchema), z.object({ orders: z.array(OrderSchema) })]),
  z.transform((answer: Order[] | { orders: Order[] }) => (Array.isArray(answer) ? answer : answer.orders)),
);

const orderPath = (orderNumber: string) => `/order/${encodeURIComponent(orderNumber)}`;

/** The file name of a Content-Disposition header (`filename="factura-1.pdf"`, or RFC 5987's `filename*=UTF-8''…`). */
function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const extended = /filename\*\s*=\s*[^']*''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

export class HttpOrdersRepository implements OrdersRepository {
  constructor(private readonly api: ApiClient) {}

  list(page: number, pageSize: number, options: OrderCallOptions = {}): Promise<Order[]> {
    return this.api.request({
      method: 'GET',
      path: '/order',
      params: { page, page_size: pageSize },
      schema: OrderPageSchema,
      shape: 'OrderList',
      ...(options.sessionRecovery === false ? { sessionRecovery: false } : {}),
    });
  }

  get(orderNumber: string, options: OrderCallOptions = {}): Promise<Order> {
    return this.api.request({
      method: 'GET',
      path: orderPath(orderNumber),
      schema: OrderSchema,
      shape: 'Order',
      ...(options.sessionRecovery === false ? { sessionRecovery: false } : {}),
    });
  }

  cancel(orderNumber: string, cancellation: CancellationPayload): Promise<Order | null> {
    return this.api.request({
      method: 'POST',
      path: `${orderPath(orderNumber)}/cancel`,
      // The account type goes as configured (TiendaConfig.bankAccountTypes): the spec names no values.
      data: cancellation,
      schema: OrderOrNothingSchema,
      shape: 'Order',
    });
  }

  async invoice(orderNumber: string): Promise<OrderFile> {
    return this.file(await requestBinary(this.api, { method: 'GET', path: `${orderPath(orderNumber)}/invoice`, shape: 'Invoice', headers: { Accept: '*/*' } }));
  }

  async invoiceUrl(orderNumber: string): Promise<string> {
    const answer = await this.api.request({ method: 'GET', path: `${orderPath(orderNumber)}/invoice_url`, schema: InvoiceUrlSchema, shape: 'InvoiceUrl' });
    return answer.url;
  }

  verifyAuthorizationNumber(orderNumber: string, number: string): Promise<{ verified: boolean }> {
    return this.api.request({
      method: 'POST',
      path: `${orderPath(orderNumber)}/payment_card_authorization_number`,
      data: { payment_card_authorization_number: number },
      schema: AuthorizationAnswerSchema,
      shape: 'AuthorizationNumberAnswer',
    });
  }

  async uploadBankSlip(orderNumber: string, image: Blob, amount: string, onProgress?: (fraction: number) => void): Promise<void> {
    const form = new FormData();
    form.append('image', image, fileNameFor(image, 'boleta'));
    form.append('amount', amount);
    await this.api.request({
      method: 'POST',
      path: `${orderPath(orderNumber)}/bank_slip/`,
      data: form,
      schema: null,
      shape: 'BankSlip',
      ...(onProgress ? { onUploadProgress: onProgress } : {}),
    });
  }

  async bankSlip(orderNumber: string, slipId: string): Promise<OrderFile> {
    return this.file(
      await requestBinary(this.api, {
        method: 'GET',
        path: `${orderPath(orderNumber)}/bank_slip/${encodeURIComponent(slipId)}/`,
        shape: 'BankSlipImage',
        headers: { Accept: 'image/*' },
      }),
    );
  }

  shipInStock(orderNumber: string): Promise<ShipInStockAnswer> {
    return this.api.request({ method: 'GET', path: `${orderPath(orderNumber)}/ship_in_stock`, schema: ShipInStockSchema, shape: 'ShipInStock' });
  }

  acceptShipInStock(orderNumber: string, split: ShipInStockRequest): Promise<ShipInStockAnswer> {
    return this.api.request({ method: 'POST', path: `${orderPath(orderNumber)}/ship_in_stock`, data: split, schema: ShipInStockSchema, shape: 'ShipInStock' });
  }

  removeOutOfStock(orderNumber: string, refund: { bank_account_no?: string; bank_account_name?: string; bank?: string }): Promise<Order | null> {
    return this.api.request({
      method: 'POST',
      path: `${orderPath(orderNumber)}/remove_out_of_stock`,
      data: refund,
      schema: OrderOrNothingSchema,
      shape: 'Order',
    });
  }

  private file(answer: BinaryAnswer): OrderFile {
    return { bytes: answer.bytes, contentType: answer.contentType, fileName: fileNameOf(answer.contentDisposition) };
  }
}

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** A multipart file name for a picture: its own name when it is a File, else `base.<extension of its type>`. */
export function fileNameFor(image: Blob, base: string): string {
  const own = (image as Blob & { name?: unknown }).name;
  return typeof own === 'string' && own ? own : `${base}.${EXTENSIONS[image.type] ?? 'bin'}`;
}
