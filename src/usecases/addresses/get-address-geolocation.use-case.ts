import type { AddressLngLat } from '../../domain';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { AddressesRepository } from './addresses.repository';

/** The point pinned on an address (GET /address/{id}/lnglat): `{lat, lng}`, both null when unpinned. */
export class GetAddressGeolocationUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(id: string | number): Promise<AddressLngLat> {
    requireUser(this.session, this.errors, 'getAddressGeolocation');
    return this.errors.run('getAddressGeolocation', () => this.repository.getLngLat(String(id)));
  }
}
