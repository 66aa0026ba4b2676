import type { ExistingCard } from '../../domain';
import { requireUser } from '../account/require-user';
import type { PaymentsRepository } from '../payments/payments.repository';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { CardsStore } from './cards.store';

/**
 * The signed-in shopper's saved cards (GET /payment_method/cc) into
 * `tienda.payments.cards`. Each number is kept masked (never more than the
 * BIN and the last 4), even when a server sends a whole number.
 */
export class ListCardsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: CardsStore,
    private readonly repository: PaymentsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<ExistingCard[]> {
    const token = requireUser(this.session, this.errors, 'listCards').token;
    this.store.setLoading();
    try {
      const cards = await this.repository.listCards();
      if (this.session.session?.token === token) this.store.setCards(cards);
      return cards;
    } catch (error) {
      const failure = this.errors.handle(error, 'listCards');
      this.store.setError(failure);
      throw failure;
    }
  }
}
