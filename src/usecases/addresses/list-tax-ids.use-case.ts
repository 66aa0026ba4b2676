import type { TaxId } from '../../domain';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';

/** The signed-in shopper's tax ids for invoices (GET /taxid), into the store's `taxIds`. */
export class ListTaxIdsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<TaxId[]> {
    const token = requireUser(this.session, this.errors, 'listTaxIds').token;
    const taxIds = await this.errors.run('listTaxIds', () => this.repository.listTaxIds());
    if (this.session.session?.token === token) this.store.setTaxIds(taxIds);
    return taxIds;
  }
}
