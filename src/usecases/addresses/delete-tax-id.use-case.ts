import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';

/** Deletes a saved tax id (DELETE /taxid/{id}) and takes it out of the store. */
export class DeleteTaxIdUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string | number): Promise<void> {
    const token = requireUser(this.session, this.errors, 'deleteTaxId').token;
    await this.errors.run('deleteTaxId', () => this.repository.deleteTaxId(String(id)));
    if (this.session.session?.token === token) this.store.removeTaxId(id);
  }
}
