import type { UseCaseError } from '../../domain';
import type { WorkerLocation } from '../../domain/pickup-worker/worker';
import { afterPickedUp, afterReceived } from '../../domain/pickup-worker/worker-rules';
import { Store, type StoreStatus } from '../shared/store';

/** What {@link PickupWorkerStore} holds. */
export interface PickupWorkerState {
  status: StoreStatus;
  /** The worker's locations with the orders still to receive; null until loaded. */
  toReceive: WorkerLocation[] | null;
  /** The worker's locations with the orders received and waiting for their buyer; null until loaded. */
  toDeliver: WorkerLocation[] | null;
  error: UseCaseError | null;
}

/** The state before anything is loaded (also what the library reads before this store's code has loaded). */
export const EMPTY_PICKUP_WORKER: PickupWorkerState = { status: 'idle', toReceive: null, toDeliver: null, error: null };

/** The worker's two lists. Emptied when the session changes. */
export class PickupWorkerStore extends Store<PickupWorkerState> {
  constructor() {
    super(EMPTY_PICKUP_WORKER);
  }
  /** For use cases: a fetch started. */
  setLoading(): void {
    this.setState({ status: 'loading', error: null });
  }
  /** For use cases: a failure. */
  setError(error: UseCaseError): void {
    this.setState({ status: 'error', error });
  }
  /** For use cases: the locations with orders to receive. */
  setToReceive(locations: readonly WorkerLocation[]): void {
    this.setState({ status: 'ready', toReceive: [...locations], error: null });
  }
  /** For use cases: the locations with orders to deliver. */
  setToDeliver(locations: readonly WorkerLocation[]): void {
    this.setState({ status: 'ready', toDeliver: [...locations], error: null });
  }
  /** The order arrived: it moves from "to receive" to "to deliver" at its location. */
  received(orderNumber: string, locationPublicId: string, receivedDate: string): void {
    this.setState({ ...afterReceived(this.getSnapshot(), orderNumber, locationPublicId, receivedDate), error: null });
  }
  /** The buyer took it: it leaves both lists. */
  pickedUp(orderNumber: string, locationPublicId: string): void {
    this.setState({ ...afterPickedUp(this.getSnapshot(), orderNumber, locationPublicId), error: null });
  }
  /** Empties the state (the session changed). */
  clear(): void {
    this.setState(EMPTY_PICKUP_WORKER);
  }
}
