import { locationProblem, orderNumberProblem } from '../../domain/pickup-worker/worker-rules';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import type { PickupWorkerRepository } from './pickup-worker.repository';
import type { PickupWorkerStore } from './pickup-worker.store';
import { refuseInput, requireWorker, type WorkerGate } from './require-worker';

/**
 * Marks a pickup order as arrived at the worker's location (POST /pickup_locations/set_received); it becomes
 * ReadyForPickup and moves, in the store, from "to receive" to "to deliver". A malformed order number or location
 * is refused before any call.
 */
export class SetReceivedUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly users: UserStore,
    private readonly loadUser: WorkerGate['loadUser'],
    private readonly store: PickupWorkerStore,
    private readonly repository: PickupWorkerRepository,
    private readonly errors: ErrorHandler,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private gate(): WorkerGate {
    return { session: this.session, users: this.users, loadUser: this.loadUser, errors: this.errors };
  }

  async execute(orderNumber: string, locationPublicId: string): Promise<void> {
    const token = (await requireWorker(this.gate(), 'pickupSetReceived')).token;
    const problem = orderNumberProblem(orderNumber) ?? locationProblem(locationPublicId);
    if (problem) throw refuseInput(this.errors, problem, 'pickupSetReceived');
    const number = String(orderNumber).trim();
    const location = locationPublicId.trim();
    const receipt = await this.errors.run('pickupSetReceived', () => this.repository.setReceived(number, location));
    if (this.session.session?.token === token) this.store.received(number, location, receipt.received_date ?? this.now().toISOString());
  }
}
