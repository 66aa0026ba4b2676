import type { CartService } from '../cart/cart.service';
import type { ErrorHandler } from '../shared/error-handler';
import { oneRunAtATime } from '../shared/one-run-at-a-time';
import type { ResilientStorage } from '../shared/resilient-storage';
import type { UserLoader } from '../user/user-loader';
import type { UserStore } from '../user/user.store';
import type { PersonalData } from './personal-data';
import type { SessionService } from './session.service';
import type { SessionStore } from './session.store';

/**
 * This tab follows a sign-in or a sign-out made in another tab of the same browser (they share the stored session,
 * cart id and offline queue). Without it, a tab left open kept the visitor's session after the shopper signed in
 * elsewhere: its adds went to the visitor's cart, which the server had already merged, and its look at the
 * connection read the account's queued changes as another shopper's and forgot them.
 *
 * When the stored session is no longer this tab's, and once the other tab has finished its change (the cart's
 * cross-tab lock, which a sign-in holds until the account's cart is adopted): the session store takes the stored
 * session; a user that left takes their personal data with them (addresses, cards, orders); a signed-in user is
 * loaded; and the cart becomes the stored one, with its queue (CartService.followStored). A tab signing in itself
 * is left alone: its own sign-in writes the session last.
 */
export class FollowOtherTabsUseCase {
  constructor(
    private readonly store: SessionStore,
    private readonly users: UserStore,
    private readonly sessions: SessionService,
    private readonly loadUser: UserLoader,
    private readonly cart: CartService,
    private readonly storage: ResilientStorage,
    private readonly errors: ErrorHandler,
    private readonly personalData: PersonalData | null = null,
  ) {}

  /** Follows the stored session once (several changes in a row: once more after the run under way). */
  readonly execute = oneRunAtATime(() =>
    this.cart.holdingOtherTabs(() => this.follow()).catch((error: unknown) => {
      this.errors.handle(error, 'session');
    }),
  );

  private async follow(): Promise<void> {
    const mine = this.store.session;
    // Read afresh: the other tab's last writes may not have been told here yet.
    this.storage.reload(null);
    const stored = await this.sessions.readStored();
    if ((stored?.token ?? null) === (mine?.token ?? null)) return;
    if (this.store.getSnapshot().authState === 'authenticating') return;
    this.sessions.show(stored);
    // The user who was signed in here has left (signed out, or another account signed in): nothing of theirs stays.
    if (mine?.isUser) {
      this.users.clear();
      this.personalData?.clearAfterLogout();
    }
    if (!stored?.isUser) this.personalData?.clearWhenAnonymous();
    else await this.loadUser.execute().catch(() => undefined); // reported by the loader; the session stands
    await this.cart.followStored().catch(() => undefined); // reported by the cart service
  }
}
