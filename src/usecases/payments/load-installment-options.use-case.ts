import { fromCents, toCents, UseCaseError, type Installment } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { PaymentsRepository } from './payments.repository';

/**
 * The installment plans for an amount (GET /installment_option?amount=),
 * in quetzales. The amount must be a positive number of quetzales; it is
 * sent rounded to the cent. A bad amount is NOT_ALLOWED, without a call.
 */
export class LoadInstallmentOptionsUseCase {
  constructor(
    private readonly repository: PaymentsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(amount: number): Promise<Installment[]> {
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 10_000_000)
      throw this.errors.handle(
        new UseCaseError('NOT_ALLOWED', { apiMessage: 'El monto para calcular las cuotas debe ser mayor que cero.', details: { amount } }),
        'loadInstallmentOptions',
      );
    return this.errors.run('loadInstallmentOptions', () => this.repository.installmentOptions(fromCents(toCents(amount))));
  }
}
