import { checkAddress, type Address, type AddressInput, type GeoPoint } from '../../domain';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import { checkedPoint, everyProblem, invalidAddress } from './address-checks';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';

export type CreateAddressInput = AddressInput & { geolocation?: GeoPoint | null };

/**
 * Saves a new address (POST /address). Every rule of spec section 5 is
 * checked first (country GT or US, a state of that country, in Guatemala a
 * municipality of that department, then names, phone, street and
 * references): a bad address is invalidAddress with the shopper's Spanish
 * sentence, and never reaches the server. What is sent is normalised (the
 * municipality's official spelling, the phone as +502…).
 */
export class CreateAddressUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(input: CreateAddressInput): Promise<Address> {
    const token = requireUser(this.session, this.errors, 'createAddress').token;
    const checked = checkAddress(input);
    if (!checked.ok) throw this.errors.handle(invalidAddress(everyProblem(input, checked)), 'createAddress');
    const point = checkedPoint(input.geolocation);
    if (point instanceof Error) throw this.errors.handle(point, 'createAddress');
    try {
      // The ZIP code (an extension of the spec, docs/contract.md) goes only with a United States address.
      const { postcode, ...spec } = checked.address;
      const address = await this.repository.create({ ...spec, ...(postcode !== null ? { postcode } : {}), ...(point ? { geolocation: point } : {}) });
      if (this.session.session?.token === token) this.store.putAddress(address);
      return address;
    } catch (error) {
      throw this.errors.handle(error, 'createAddress');
    }
  }
}
