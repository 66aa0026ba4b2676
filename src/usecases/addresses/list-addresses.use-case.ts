import type { Address } from '../../domain';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';

/** The signed-in shopper's saved addresses (GET /address), into `tienda.addresses.store`. */
export class ListAddressesUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<Address[]> {
    const token = requireUser(this.session, this.errors, 'listAddresses').token;
    this.store.setLoading();
    try {
      const addresses = await this.repository.list();
      // A session that changed meanwhile (a logout) must not get the last user's addresses.
      if (this.session.session?.token === token) this.store.setAddresses(addresses);
      return addresses;
    } catch (error) {
      const failure = this.errors.handle(error, 'listAddresses');
      this.store.setError(failure);
      throw failure;
    }
  }
}
