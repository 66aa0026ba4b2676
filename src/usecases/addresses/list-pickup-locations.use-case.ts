import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { AddressesRepository } from './addresses.repository';
import type { AddressesStore } from './addresses.store';
import { describePickupOption, type PickupLocation } from './pickup-location';

/**
 * The pickup locations the signed-in shopper may use (GET /pickup_locations;
 * restricted ones only when the user added them), each with its hours per
 * weekday as HH:MM, parking, cut-off, COD and map links, into the store's
 * `pickupOptions`.
 */
export class ListPickupLocationsUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly store: AddressesStore,
    private readonly repository: AddressesRepository,
    private readonly errors: ErrorHandler,
  ) {}

  async execute(): Promise<PickupLocation[]> {
    const token = requireUser(this.session, this.errors, 'listPickupLocations').token;
    const options = await this.errors.run('listPickupLocations', () => this.repository.pickupLocations());
    const locations = options.map(describePickupOption);
    if (this.session.session?.token === token) this.store.setPickupOptions(locations);
    return locations;
  }
}
