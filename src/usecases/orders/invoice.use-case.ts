import type { OrderInvoice } from '../../domain/orders/order-rules';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import { orderNumberOf } from './order-action-support';
import type { OrdersRepository } from './orders.repository';

const EXTENSION: Record<string, string> = { 'application/pdf': 'pdf', 'text/html': 'html' };

/**
 * Downloads an order's invoice (GET /order/{n}/invoice) as a file to save or open: the Blob, its type,
 * and the name the server suggests (else `factura-{n}.pdf`, by its type).
 */
export class DownloadInvoiceUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: OrdersRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(orderNumber: string | number): Promise<OrderInvoice> {
    requireUser(this.session, this.errors, 'downloadInvoice');
    const number = orderNumberOf(orderNumber, this.errors, 'downloadInvoice');
    const file = await this.errors.run('downloadInvoice', () => this.repository.invoice(number));
    const type = file.contentType.split(';')[0]!.trim().toLowerCase();
    return {
      blob: new Blob([file.bytes], { type: file.contentType }),
      contentType: file.contentType,
      fileName: file.fileName ?? `factura-${number}.${EXTENSION[type] ?? 'pdf'}`,
    };
  }
}

/** A short-lived link to the invoice that opens in a tab without the session (GET /order/{n}/invoice_url). */
export class InvoiceUrlUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: OrdersRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(orderNumber: string | number): Promise<string> {
    requireUser(this.session, this.errors, 'invoiceUrl');
    const number = orderNumberOf(orderNumber, this.errors, 'invoiceUrl');
    return this.errors.run('invoiceUrl', () => this.repository.invoiceUrl(number));
  }
}
