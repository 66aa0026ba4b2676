import type { ExistingCard, Installment } from '../../domain';
import type { AlternateChargeAnswer, CardVerificationAnswer } from '../../domain/payments/alternate-auth';
import type { ThreeDsResult, ThreeDsSetupAnswer } from '../../domain/checkout/payment-flow';

/** The card an existing order is paid with: a saved card's id, or a new card (in memory only, never stored or logged). */
export type AlternateCardBody =
  | { existing_card_id: string }
  | { card: { number: string; expiration_month: number; expiration_year: number; cvv: string } };

/** The saved-card, installment and alternate card authorization calls of spec section 7. */
export interface PaymentsRepository {
  /** GET /payment_method/cc: the saved cards, masked whatever the server sends. */
  listCards(): Promise<ExistingCard[]>;
  /** DELETE /payment_method/cc/{id} */
  deleteCard(instrumentId: string): Promise<void>;
  /** GET /installment_option?amount= (quetzales). */
  installmentOptions(amount: number): Promise<Installment[]>;
  /** POST /alternate_card_auth/setup?orderNumber=. Never replays a rejected session. */
  alternateSetup(orderNumber: string, card: AlternateCardBody): Promise<ThreeDsSetupAnswer>;
  /** POST /alternate_card_auth/charge?orderNumber=, with the setup's reference and, after a challenge, its transaction id. Never replays a rejected session. */
  alternateCharge(
    orderNumber: string,
    card: AlternateCardBody,
    payment: { referenceId: string; transactionId: string | null },
  ): Promise<AlternateChargeAnswer>;
  /** GET /alternate_card_auth/{ref}/3ds_wait_for_result. Never replays a rejected session. */
  alternateWaitForResult(referenceId: string): Promise<ThreeDsResult>;
  /** POST /alternate_card_auth/{ref}/verify with the amount in quetzales. */
  verifyCardAmount(referenceId: string, amount: number): Promise<CardVerificationAnswer>;
}
