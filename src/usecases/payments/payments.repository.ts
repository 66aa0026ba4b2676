import type { ExistingCard, Installment } from '../../domain';

/** The saved-card and installment calls of spec section 7. */
export interface PaymentsRepository {
  /** GET /payment_method/cc: the saved cards, masked whatever the server sends. */
  listCards(): Promise<ExistingCard[]>;
  /** DELETE /payment_method/cc/{id} */
  deleteCard(instrumentId: string): Promise<void>;
  /** GET /installment_option?amount= (quetzales). */
  installmentOptions(amount: number): Promise<Installment[]>;
}
