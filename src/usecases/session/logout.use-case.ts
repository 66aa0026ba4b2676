import type { Session } from '../../domain';
import type { CartService } from '../cart/cart.service';
import type { ErrorHandler } from '../shared/error-handler';
import type { PersonalData } from './personal-data';
import type { SessionRepository } from './session.repository';
import type { SessionService } from './session.service';
import type { SessionStore } from './session.store';

/**
 * Signs out: the server answers a fresh anonymous session, the user and the
 * cart are cleared (with addresses, pickup options, cards and orders), and a
 * new cart is created. If the server cannot be
 * reached the user data is still cleared locally, so a shared computer is
 * never left signed in.
 */
export class LogoutUseCase {
  constructor(
    private readonly store: SessionStore,
    private readonly sessions: SessionService,
    private readonly repository: SessionRepository,
    private readonly cart: CartService,
    private readonly errors: ErrorHandler,
    /** Cleared on logout: addresses, pickup options, cards and orders. */
    private readonly personalData: PersonalData | null = null,
  ) {}

  async execute(): Promise<Session | null> {
    try {
      const answer = await this.repository.logout();
      await this.sessions.adopt(answer, false);
    } catch (error) {
      this.errors.handle(error, 'logout');
      await this.sessions.forget();
    }
    // Spec section 4: logout clears addresses, pickup options, cards, orders and the cart, then creates a new cart.
    this.personalData?.clearAfterLogout();
    await this.cart.reset();
    await this.cart.refresh().catch(() => undefined); // creates the new anonymous session if the logout call could not
    return this.store.session;
  }
}
