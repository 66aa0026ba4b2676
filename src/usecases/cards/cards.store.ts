import type { UseCaseError } from '../../domain';
import { Store, type StoreStatus } from '../shared/store';

export interface CardsState {
  status: StoreStatus;
  /** The shopper's saved payment cards (filled by the cards feature, with checkout). */
  cards: readonly unknown[];
  /** A card typed for one order and not saved. */
  temporaryCard: unknown;
  error: UseCaseError | null;
}

/**
 * The shopper's saved payment cards and the temporary card. Empty until the
 * cards and checkout features fill it; cleared on logout, on becoming
 * anonymous and on account deletion (spec section 4).
 */
export class CardsStore extends Store<CardsState> {
  constructor() {
    super({ status: 'idle', cards: [], temporaryCard: null, error: null });
  }
  clearCards(): void {
    this.setState({ status: 'idle', cards: [], error: null });
  }
  clearTemporaryCard(): void {
    this.setState({ temporaryCard: null });
  }
}
