import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { ResilientStorage } from '../shared/resilient-storage';
import type { SessionStore } from '../session/session.store';
import { writeSelection } from './address-selection';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';

/**
 * Deletes a saved address (DELETE /address/{id}) and takes it out of the
 * store; when it was the selected one, the selection forgets it (the server
 * unselects it too).
 */
export class DeleteAddressUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly storage: ResilientStorage,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string | number): Promise<void> {
    const token = requireUser(this.session, this.errors, 'deleteAddress').token;
    try {
      await this.repository.delete(String(id));
    } catch (error) {
      throw this.errors.handle(error, 'deleteAddress');
    }
    if (this.session.session?.token !== token) return;
    const wasSelected = this.store.selection.addressId === String(id);
    this.store.removeAddress(id);
    const { selectionOwner, selection } = this.store.getSnapshot();
    if (wasSelected && selectionOwner) await writeSelection(this.storage, selectionOwner, selection);
  }
}
