import { UseCaseError, type User } from '../../domain';
import type { ErrorHandler } from '../shared/error-handler';
import type { ResilientStorage } from '../shared/resilient-storage';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import { currentUser, selectionOf, writeSelection } from './address-selection';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore, AddressSelection } from './addresses.store';

/** What selecting an address and selecting a pickup point share (spec section 4). */
export abstract class SelectionUpdate {
  constructor(
    protected readonly session: SessionStore,
    protected readonly users: UserStore,
    protected readonly loadUser: { execute(): Promise<User> },
    protected readonly store: AddressesStore,
    protected readonly repository: AddressesRepository,
    protected readonly storage: ResilientStorage,
    protected readonly errors: ErrorHandler,
  ) {}

  protected async select(kind: 'address' | 'pickup', id: string | number | null): Promise<AddressSelection> {
    const context = kind === 'address' ? 'selectAddress' : 'selectPickup';
    await currentUser(this.session, this.users, this.loadUser, this.errors, context);
    const token = this.session.session!.token;
    if (id !== null && !this.isKnown(kind, String(id))) {
      const message = kind === 'address' ? 'Esa dirección ya no está entre las tuyas.' : 'Ese punto de recogida ya no está disponible.';
      throw this.errors.handle(new UseCaseError('notFound', { apiMessage: message }), context);
    }
    const key = id === null ? null : String(id);
    const user = await this.errors.run(context, () => (kind === 'address' ? this.repository.selectAddress(key) : this.repository.selectPickup(key)));
    // A logout meanwhile: the answer belongs to the user who left.
    if (this.session.session?.token !== token) return selectionOf(user);
    this.users.setUser(user);
    const selection = selectionOf(user);
    this.store.setSelection(user.public_id, selection);
    await writeSelection(this.storage, user.public_id, selection);
    return selection;
  }

  /** Whether the loaded list holds `id`; an unloaded list knows nothing, and the server decides. */
  private isKnown(kind: 'address' | 'pickup', id: string): boolean {
    const state = this.store.getSnapshot();
    if (kind === 'address')
      return state.status !== 'ready' || state.addresses.some((address) => String(address.id) === id);
    return state.pickupOptions.length === 0 || state.pickupOptions.some((option) => option.id === id || option.public_id === id);
  }
}
