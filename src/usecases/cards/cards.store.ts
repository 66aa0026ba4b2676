import type { ExistingCard, UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

export interface CardsState {
  status: StoreStatus;
  /** The shopper's saved payment cards, masked (`tienda.payments.listCards`). */
  cards: readonly ExistingCard[];
  /** A card typed for one order and not saved. */
  temporaryCard: unknown;
  error: UseCaseError | null;
}

/**
 * The shopper's saved payment cards and the temporary card. Cleared on
 * logout, on becoming anonymous and on account deletion (spec section 4).
 */
/** The state before anything is loaded (also what the library reads before this store's code has loaded). */
export const INITIAL_CARDS_STATE: CardsState = Object.freeze({ status: 'idle', cards: [], temporaryCard: null, error: null });

export class CardsStore extends Store<CardsState> {
  constructor() {
    super(INITIAL_CARDS_STATE);
  }
  get cards(): readonly ExistingCard[] {
    return this.getSnapshot().cards;
  }
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  setCards(cards: readonly ExistingCard[]): void {
    this.setState({ status: 'ready', cards: [...cards], error: null });
  }
  removeCard(instrumentId: string): void {
    this.setState({ cards: this.cards.filter((card) => card.instrument_id !== instrumentId), error: null });
  }
  setError(error: UseCaseError): void {
    this.setState({ status: this.getSnapshot().status === 'ready' ? 'ready' : 'error', error });
  }
  clearCards(): void {
    this.setState({ status: 'idle', cards: [], error: null });
  }
  clearTemporaryCard(): void {
    this.setState({ temporaryCard: null });
  }
}
