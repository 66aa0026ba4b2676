import type { TaxId, TaxIdInput } from '../../domain';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';
import { checkedTaxId } from './tax-id-checks';

/**
 * Saves a tax id (POST /taxid): a NIT whose check digit holds, or CF for a
 * final consumer. A bad NIT, name or address is NOT_ALLOWED with a Spanish
 * sentence and the field, without a call; the NIT is sent compact (12345679).
 */
export class CreateTaxIdUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: TaxIdInput): Promise<TaxId> {
    const token = requireUser(this.session, this.errors, 'createTaxId').token;
    const body = checkedTaxId(input);
    if (body instanceof Error) throw this.errors.handle(body, 'createTaxId');
    const taxId = await this.errors.run('createTaxId', () => this.repository.createTaxId(body));
    if (this.session.session?.token === token) this.store.putTaxId(taxId);
    return taxId;
  }
}
