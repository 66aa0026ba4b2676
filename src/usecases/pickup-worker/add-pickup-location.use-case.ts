import type { PickupOption } from '../../domain/checkout/delivery-schemas';
import { locationProblem } from '../../domain/pickup-worker/worker-rules';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import type { PickupWorkerRepository } from './pickup-worker.repository';
import { refuseInput, requireWorker, type WorkerGate } from './require-worker';

/**
 * Adds a restricted pickup location (a warehouse counter…) to the worker's own choices by its public id
 * (POST /pickup_locations/add_location); answers it as a pickup option. A blank id is refused before any call.
 */
export class AddPickupLocationUseCase {
  constructor(
    private readonly session: SessionStore,
    private readonly users: UserStore,
    private readonly loadUser: WorkerGate['loadUser'],
    private readonly repository: PickupWorkerRepository,
    private readonly errors: ErrorHandler,
  ) {}

  private gate(): WorkerGate {
    return { session: this.session, users: this.users, loadUser: this.loadUser, errors: this.errors };
  }

  async execute(publicId: string): Promise<PickupOption> {
    await requireWorker(this.gate(), 'pickupAddLocation');
    const problem = locationProblem(publicId, 'public_id');
    if (problem) throw refuseInput(this.errors, problem, 'pickupAddLocation');
    return this.errors.run('pickupAddLocation', () => this.repository.addLocation(publicId.trim()));
  }
}
