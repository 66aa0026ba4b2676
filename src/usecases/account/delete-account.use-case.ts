import type { CartService } from '../cart/cart.service';
import type { ErrorHandler } from '../shared/error-handler';
import { STORAGE_KEYS, type ResilientStorage } from '../shared/resilient-storage';
import type { PersonalData } from '../session/personal-data';
import type { SessionService } from '../session/session.service';
import type { SessionStore } from '../session/session.store';
import type { AccountRepository } from './account.repository';
import { requireUser } from './require-user';

/**
 * Deletes the signed-in shopper's account, in exactly the order of spec
 * section 4:
 * 1. delete the user on the server (DELETE /user/, which answers the new
 *    anonymous session, adopted at once);
 * 2. clear stored addresses, pickup options, cards and orders;
 * 3. remove the stored cart id;
 * 4. reset the cart, create a new one, store its id and set it as current;
 * 5. report success (resolves to true).
 * Any failure goes to the error handler (and is rethrown). An anonymous
 * session is onlyAnonymousTokenFound, without a call.
 */
export class DeleteAccountUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly sessions: SessionService,
    private readonly repository: AccountRepository,
    private readonly personalData: PersonalData,
    private readonly storage: ResilientStorage,
    private readonly cart: CartService,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<true> {
    requireUser(this.session, this.errors, 'deleteAccount');
    return this.errors.run('deleteAccount', async () => {
      await this.sessions.adopt(await this.repository.deleteUser(), false);
      this.personalData.clearAfterLogout();
      await this.storage.remove(STORAGE_KEYS.cart);
      await this.cart.reset();
      await this.cart.refresh();
      return true as const;
    });
  }
}
