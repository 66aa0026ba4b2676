import { UseCaseError, type Session, type User } from '../../domain';
import { isWorker, NOT_A_WORKER_MESSAGE, type WorkerInputProblem } from '../../domain/pickup-worker/worker-rules';
import { requireUser } from '../account/require-user';
import type { ErrorHandler } from '../shared/error-handler';
import type { SessionStore } from '../session/session.store';
import type { UserStore } from '../user/user.store';
import type { PickupWorkerRepository } from './pickup-worker.repository';
import type { PickupWorkerStore } from './pickup-worker.store';

/** What the worker check reads: the session, the stored user, and how to load the user when it is not there yet. */
export interface WorkerGate {
  session: SessionStore;
  users: UserStore;
  /** The session feature's LoadUserUseCase (GET /user/), for a restored session whose user has not loaded yet. */
  loadUser: { execute(): Promise<User> };
  errors: ErrorHandler;
}

/**
 * The signed-in pickup worker a call needs, checked before the call: anonymous is onlyAnonymousTokenFound
 * (requireUser) without any request; a stored user who is not pickup staff (`is_pickup_location_worker`) is
 * NOT_ALLOWED with the API's own sentence, without any request. Only a signed-in session whose user has not loaded
 * yet (a page just restored) loads it first (GET /user/). Each refusal is reported.
 */
export async function requireWorker(gate: WorkerGate, context: string): Promise<Session> {
  const current = requireUser(gate.session, gate.errors, context);
  const user = gate.users.user ?? (await gate.loadUser.execute());
  if (!isWorker(user)) throw gate.errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: NOT_A_WORKER_MESSAGE, status: 403 }), context);
  return current;
}

/** A bad input, refused before any call: NOT_ALLOWED with its Spanish sentence and `details.field`. */
export function refuseInput(errors: ErrorHandler, problem: WorkerInputProblem, context: string): UseCaseError {
  return errors.handle(new UseCaseError('NOT_ALLOWED', { apiMessage: problem.message, details: { field: problem.field } }), context);
}

/** What the worker's list and order actions hold (in the order DEPENDENCIES gives them), and their gate. */
export abstract class WorkerStoreAction {
  constructor(
    protected readonly session: SessionStore,
    protected readonly users: UserStore,
    protected readonly loadUser: WorkerGate['loadUser'],
    protected readonly store: PickupWorkerStore,
    protected readonly repository: PickupWorkerRepository,
    protected readonly errors: ErrorHandler,
  ) {}

  protected gate(): WorkerGate {
    return { session: this.session, users: this.users, loadUser: this.loadUser, errors: this.errors };
  }
}
