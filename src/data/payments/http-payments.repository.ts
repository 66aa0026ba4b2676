import type { ExistingCard, Installment } from '../../domain';
import { ExistingCardSchema } from '../../domain/checkout/checkout';
import {
  InstallmentOptionListSchema,
  ThreeDsResultSchema,
  ThreeDsSetupAnswerSchema,
  type ThreeDsResult,
  type ThreeDsSetupAnswer,
} from '../../domain/checkout/payment-flow';
import { AlternateChargeAnswerSchema, CardVerificationAnswerSchema, type AlternateChargeAnswer } from '../../domain/payments/alternate-auth';
import { list } from '../../domain/shared/schema-helpers';
import type { AlternateCardBody, PaymentsRepository } from '../../usecases/payments/payments.repository';
import type { ApiClient } from '../http/api-client';

// ExistingCardSchema masks the number as it parses: a whole number from the server never goes further than this.
const ExistingCardListSchema = list(ExistingCardSchema);

const segment = (id: string) => encodeURIComponent(id);

/*
 * The alternate card authorization's calls never replace a rejected session
 * (a 401 fails: the shopper signs in again), and card data travels only in
 * their bodies, never in a path or a query.
 */

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

  alternateSetup(orderNumber: string, card: AlternateCardBody): Promise<ThreeDsSetupAnswer> {
    return this.api.request({
      method: 'POST',
      path: '/alternate_card_auth/setup',
      params: { orderNumber },
      data: card,
      schema: ThreeDsSetupAnswerSchema,
      shape: 'AlternateAuthSetup',
      sessionRecovery: false,
    });
  }

  alternateCharge(orderNumber: string, card: AlternateCardBody, payment: { referenceId: string; transactionId: string | null }): Promise<AlternateChargeAnswer> {
    return this.api.request({
      method: 'POST',
      path: '/alternate_card_auth/charge',
      params: { orderNumber },
      data: { ...card, reference_id: payment.referenceId, transaction_id: payment.transactionId },
      schema: AlternateChargeAnswerSchema,
      shape: 'AlternateAuthCharge',
      sessionRecovery: false,
    });
  }

  alternateWaitForResult(referenceId: string): Promise<ThreeDsResult> {
    return this.api.request({
      method: 'GET',
      path: `/alternate_card_auth/${segment(referenceId)}/3ds_wait_for_result`,
      schema: ThreeDsResultSchema,
      shape: 'ThreeDsResult',
      sessionRecovery: false,
    });
  }

  verifyCardAmount(referenceId: string, amount: number) {
    return this.api.request({
      method: 'POST',
      path: `/alternate_card_auth/${segment(referenceId)}/verify`,
      data: { amount },
      schema: CardVerificationAnswerSchema,
      shape: 'CardVerification',
      sessionRecovery: false,
    });
  }
}
