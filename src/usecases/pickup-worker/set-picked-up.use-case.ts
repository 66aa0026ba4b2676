import { locationProblem, normalizePin, orderNumberProblem, pinProblem } from '../../domain/pickup-worker/worker-rules';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import type { PickupWorkerRepository } from './pickup-worker.repository';
import type { PickupWorkerStore } from './pickup-worker.store';
import { refuseInput, requireWorker, type WorkerGate } from './require-worker';

/**
 * Hands a received order over to its buyer against the order's PIN (POST /pickup_locations/set_picked_up); the
 * order becomes Delivered and leaves the store's lists. A PIN that is not 4 to 8 digits is refused before any call
 * (NOT_ALLOWED, field `pin`); a wrong one is the API's NOT_ALLOWED with its sentence (how many tries are left).
 */
export class SetPickedUpUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly users: UserStore,
    private readonly loadUser: WorkerGate['loadUser'],
    private readonly store: PickupWorkerStore,
    private readonly repository: PickupWorkerRepository,
    private readonly errors: ErrorHandler,
  ) {}

  private gate(): WorkerGate {
    return { session: this.session, users: this.users, loadUser: this.loadUser, errors: this.errors };
  }

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
