import type { ExistingCard, Installment } from '../../domain';
import { ExistingCardSchema } from '../../domain/checkout/checkout';
import { InstallmentOptionListSchema } from '../../domain/checkout/payment-flow';
import { list } from '../../domain/shared/schema-helpers';
import type { PaymentsRepository } from '../../usecases/payments/payments.repository';
import type { ApiClient } from '../http/api-client';

// ExistingCardSchema masks the number as it parses: a whole number from the server never goes further than this.
const ExistingCardListSchema = list(ExistingCardSchema);

export class HttpPaymentsRepository implements PaymentsRepository {
  constructor(private readonly api: ApiClient) {}

  listCards(): Promise<ExistingCard[]> {
    return this.api.request({ method: 'GET', path: '/payment_method/cc', schema: ExistingCardListSchema, shape: 'ExistingCardList' });
  }

  async deleteCard(instrumentId: string): Promise<void> {
    await this.api.request({ method: 'DELETE', path: `/payment_method/cc/${encodeURIComponent(instrumentId)}`, schema: null, shape: 'none' });
  }

  installmentOptions(amount: number): Promise<Installment[]> {
    return this.api.request({ method: 'GET', path: '/installment_option', params: { amount }, schema: InstallmentOptionListSchema, shape: 'InstallmentOptionList' });
  }
}
