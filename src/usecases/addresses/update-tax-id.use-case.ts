import type { TaxId, TaxIdInput } from '../../domain';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';
import { checkedTaxId } from './tax-id-checks';

/** Replaces a saved tax id's data (PUT /taxid/{id}), checked as CreateTaxId checks it, without a call when bad. */
export class UpdateTaxIdUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute({ id, data }: { id: string | number; data: TaxIdInput }): Promise<TaxId> {
    const token = requireUser(this.session, this.errors, 'updateTaxId').token;
    const body = checkedTaxId(data);
    if (body instanceof Error) throw this.errors.handle(body, 'updateTaxId');
    const taxId = await this.errors.run('updateTaxId', () => this.repository.updateTaxId(String(id), body));
    if (this.session.session?.token === token) this.store.putTaxId(taxId);
    return taxId;
  }
}
