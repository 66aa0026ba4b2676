import { UseCaseError } from '../../domain';
import { requireUser } from '../account/require-user';
import type { PaymentsRepository } from '../payments/payments.repository';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { CardsStore } from './cards.store';

/**
 * Deletes a saved card (DELETE /payment_method/cc/{id}) and takes it out of
 * the store. With the cards loaded, an id that is not among them is
 * notFound, without a call.
 */
export class DeleteCardUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: CardsStore,
    private readonly repository: PaymentsRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(instrumentId: string): Promise<void> {
    const token = requireUser(this.session, this.errors, 'deleteCard').token;
    const loaded = this.store.getSnapshot().status === 'ready';
    if (loaded && !this.store.cards.some((card) => card.instrument_id === String(instrumentId)))
      throw this.errors.handle(new UseCaseError('notFound', { apiMessage: 'Esa tarjeta ya no está guardada.' }), 'deleteCard');
    await this.errors.run('deleteCard', () => this.repository.deleteCard(String(instrumentId)));
    if (this.session.session?.token === token) this.store.removeCard(String(instrumentId));
  }
}
