import type { Review, UseCaseError } from '../../domain';
import type { MyReview, SuggestedReview } from '../../domain/reviews/reviews';
import { Store, type StoreStatus } from '../shared/store';

/** What {@link ReviewsStore} holds. */
export interface ReviewsState {
  status: StoreStatus;
  /** The signed-in shopper's reviews (GET /user/reviews/), newest first as the API gives them; null until loaded. */
  mine: readonly MyReview[] | null;
  /** The products the shopper may review, with the points each would earn; null until loaded. */
  suggested: readonly SuggestedReview[] | null;
  error: UseCaseError | null;
}

/** The state before anything is loaded (also what the library reads before this store's code has loaded). */
export const EMPTY: ReviewsState = { status: 'idle', mine: null, suggested: null, error: null };

/** Whether `product` is the one a call named by `productId` (its public sku, slug or id). */
function isProduct(product: { public_sku: string; slug: string }, productId: string): boolean {
  return product.public_sku === productId || product.slug === productId;
}

/**
 * The signed-in shopper's reviews and the products waiting for one (spec section 4: fetching my reviews
 * stores them locally, and listeners observe the changes). Emptied when the session changes.
 */
export class ReviewsStore extends Store<ReviewsState> {
  constructor() {
    super(EMPTY);
  }
  /** For use cases: a fetch started. */
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  /** For use cases: a failure; loaded lists stay, with status still ready. */
  setError(error: UseCaseError): void {
    this.setState({ status: this.getSnapshot().status === 'ready' ? 'ready' : 'error', error });
  }
  /** For use cases: the shopper's reviews. */
  setMine(mine: readonly MyReview[]): void {
    this.setState({ status: 'ready', mine: [...mine], error: null });
  }
  /** For use cases: the products waiting for a review. */
  setSuggested(suggested: readonly SuggestedReview[]): void {
    this.setState({ suggested: [...suggested], error: null });
  }
  /**
   * A review the shopper wrote or changed: it replaces the stored one of that id (keeping its product); a new
   * review of a suggested product joins `mine` first, and the product leaves `suggested`.
   */
  reviewed(productId: string, review: Review): void {
    const { mine, suggested } = this.getSnapshot();
    const known = mine?.find((item) => String(item.id) === String(review.id));
    const suggestion = suggested?.find((item) => isProduct(item.product, productId));
    let nextMine = mine;
    if (mine && known) nextMine = mine.map((item) => (item === known ? { ...review, product: item.product } : item));
    else if (mine && suggestion) nextMine = [{ ...review, product: suggestion.product }, ...mine];
    const nextSuggested = suggested && suggestion ? suggested.filter((item) => item !== suggestion) : suggested;
    if (nextMine === mine && nextSuggested === suggested) return;
    this.setState({ mine: nextMine, suggested: nextSuggested });
  }
  /** Empties the state (the session changed). */
  clear(): void {
    this.setState(EMPTY);
  }
}
