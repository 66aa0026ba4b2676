import { locationProblem, orderNumberProblem } from '../../domain/pickup-worker/worker-rules';
import { refuseInput, requireWorker, WorkerStoreAction } from './require-worker';

/**
 * Marks a pickup order as arrived at the worker's location (POST /pickup_locations/set_received); it becomes
 * ReadyForPickup and moves, in the store, from "to receive" to "to deliver". A malformed order number or location
 * is refused before any call.
 */
export class SetReceivedUseCase extends WorkerStoreAction {

  async execute(orderNumber: string, locationPublicId: string): Promise<void> {
    const token = (await requireWorker(this.gate(), 'pickupSetReceived')).token;
    const problem = orderNumberProblem(orderNumber) ?? locationProblem(locationPublicId);
    if (problem) throw refuseInput(this.errors, problem, 'pickupSetReceived');
    const number = String(orderNumber).trim();
    const location = locationPublicId.trim();
    const receipt = await this.errors.run('pickupSetReceived', () => this.repository.setReceived(number, location));
    if (this.session.session?.token === token) this.store.received(number, location, receipt.received_date ?? new Date().toISOString());
  }
}
