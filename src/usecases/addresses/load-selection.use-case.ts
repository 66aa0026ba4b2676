import type { User } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { ResilientStorage } from '../shared/resilient-storage';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import { currentUser, readSelection, selectionOf } from './address-selection';
import type { AddressesStore, AddressSelection } from './addresses.store';

/**
 * The signed-in user's selected address and pickup point, into the store:
 * what this device kept for that user (by public_id), else what the user
 * record says. Another user's selection is never read.
 */
export class LoadSelectionUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly users: UserStore,
    private readonly loadUser: { execute(): Promise<User> },
    private readonly store: AddressesStore,
    private readonly storage: ResilientStorage,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<AddressSelection> {
    const user = await currentUser(this.session, this.users, this.loadUser, this.errors, 'loadSelection');
    const token = this.session.session!.token;
    const selection = (await readSelection(this.storage, user.public_id)) ?? selectionOf(user);
    if (this.session.session?.token === token) this.store.setSelection(user.public_id, selection);
    return selection;
  }
}
