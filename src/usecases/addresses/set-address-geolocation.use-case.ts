import type { AddressLngLat } from '../../domain';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import { checkedPoint } from './address-checks';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';

export interface SetAddressGeolocationInput {
  id: string | number;
  /** Latitude −90 to 90 and longitude −180 to 180; both null unpins. */
  lat: number | null;
  lng: number | null;
}

/**
 * Pins an address on the map (PUT /address/{id}/lnglat), or unpins it with
 * both null. Coordinates that are not real are invalidAddress, without a
 * call. The stored address follows the answer.
 */
export class SetAddressGeolocationUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute({ id, lat, lng }: SetAddressGeolocationInput): Promise<AddressLngLat> {
    const token = requireUser(this.session, this.errors, 'setAddressGeolocation').token;
    const unpin = lat === null && lng === null;
    const point = unpin ? null : checkedPoint({ lat, lng });
    if (point instanceof Error) throw this.errors.handle(point, 'setAddressGeolocation');
    const answer = await this.errors.run('setAddressGeolocation', () =>
      this.repository.setLngLat(String(id), point ?? { lat: null, lng: null }),
    );
    const saved = this.store.findAddress(id);
    if (saved && this.session.session?.token === token) {
      const pinned = answer.lat !== null && answer.lng !== null;
      this.store.putAddress({ ...saved, geolocation: pinned ? { lat: answer.lat!, lng: answer.lng! } : null, request_user_geolocation: !pinned });
    }
    return answer;
  }
}
