import { UseCaseError } from '../../domain';
import type { Order } from '../../domain/orders/order';
import { bankSlipAmountText, bankSlipProblem, type BankSlipInput, type UploadOptions } from '../../domain/orders/order-rules';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import { OrderAction, orderNumberOf, refetchOrder, refuse } from './order-action-support';
import type { OrdersRepository } from './orders.repository';

const CONTEXT = 'uploadBankSlip';

/**
 * Uploads a photo of a bank deposit slip with the amount deposited (POST /order/{n}/bank_slip/, multipart
 * `image` and `amount` as plain digits). The photo (PNG, JPEG or WebP, ≤ 2 MB) and the amount (> 0, at most
 * two decimals) are checked first: NOT_ALLOWED with `details.field`, without a call. `onProgress` hears the
 * fraction sent. Then the order is fetched again (its slips, now in review) into the store and answered.
 */
export class UploadBankSlipUseCase extends OrderAction {
  async execute(orderNumber: string | number, slip: BankSlipInput, options: UploadOptions = {}): Promise<Order> {
    const { token, number } = this.begin(CONTEXT, orderNumber);
    const problem = bankSlipProblem(slip);
    if (problem) throw refuse(this.errors, CONTEXT, problem);
    return this.errors.run(CONTEXT, async () => {
      await this.repository.uploadBankSlip(number, slip.image, bankSlipAmountText(slip.amount), options.onProgress);
      return refetchOrder(this.parts(), number, token);
    });
  }
}

/** A bank slip's picture as it was sent (GET /order/{n}/bank_slip/{id}/). A blank slip id is notFound without a call. */
export class ViewBankSlipUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: OrdersRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(orderNumber: string | number, slipId: string | number): Promise<Blob> {
    requireUser(this.session, this.errors, 'viewBankSlip');
    const number = orderNumberOf(orderNumber, this.errors, 'viewBankSlip');
    const id = typeof slipId === 'number' || typeof slipId === 'string' ? String(slipId).trim() : '';
    if (!id) throw this.errors.handle(new UseCaseError('notFound', { apiMessage: 'No encontramos esa boleta.' }), 'viewBankSlip');
    const file = await this.errors.run('viewBankSlip', () => this.repository.bankSlip(number, id));
    return new Blob([file.bytes], { type: file.contentType });
  }
}
