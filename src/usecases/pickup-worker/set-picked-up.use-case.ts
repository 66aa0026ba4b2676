import { locationProblem, normalizePin, orderNumberProblem, pinProblem } from '../../domain/pickup-worker/worker-rules';
import { refuseInput, requireWorker, WorkerStoreAction } from './require-worker';

/**
 * Hands a received order over to its buyer against the order's PIN (POST /pickup_locations/set_picked_up); the
 * order becomes Delivered and leaves the store's lists. A PIN that is not 4 to 8 digits is refused before any call
 * (NOT_ALLOWED, field `pin`); a wrong one is the API's NOT_ALLOWED with its sentence (how many tries are left).
 */
export class SetPickedUpUseCase extends WorkerStoreAction {

  async execute(orderNumber: string, locationPublicId: string, pin: string): Promise<void> {
    const token = (await requireWorker(this.gate(), 'pickupSetPickedUp')).token;
    const problem = orderNumberProblem(orderNumber) ?? locationProblem(locationPublicId) ?? pinProblem(pin);
    if (problem) throw refuseInput(this.errors, problem, 'pickupSetPickedUp');
    const number = String(orderNumber).trim();
    const location = locationPublicId.trim();
    await this.errors.run('pickupSetPickedUp', () => this.repository.setPickedUp(number, location, normalizePin(pin)));
    if (this.session.session?.token === token) this.store.pickedUp(number, location);
  }
}
