import type { WorkerLocation } from '../../domain/pickup-worker/worker';
import { requireWorker, WorkerStoreAction } from './require-worker';

abstract class LoadWorkerOrders extends WorkerStoreAction {
  protected abstract readonly which: 'receive' | 'deliver';

  async execute(): Promise<WorkerLocation[]> {
    const context = this.which === 'receive' ? 'pickupOrdersToReceive' : 'pickupOrdersToDeliver';
    const token = (await requireWorker(this.gate(), context)).token;
    this.store.setLoading();
    try {
      const locations = await (this.which === 'receive' ? this.repository.ordersToReceive() : this.repository.ordersToDeliver());
      if (this.session.session?.token === token) {
        if (this.which === 'receive') this.store.setToReceive(locations);
        else this.store.setToDeliver(locations);
      }
      return locations;
    } catch (error) {
      const failure = this.errors.handle(error, context);
      if (this.session.session?.token === token) this.store.setError(failure);
      throw failure;
    }
  }
}

/** The worker's locations with the orders still to receive (GET /pickup_locations/orders_to_receive), into the store. */
export class LoadOrdersToReceiveUseCase extends LoadWorkerOrders {
  protected readonly which = 'receive' as const;
}

/** The worker's locations with the orders waiting for their buyer (GET /pickup_locations/orders_to_deliver), into the store. */
export class LoadOrdersToDeliverUseCase extends LoadWorkerOrders {
  protected readonly which = 'deliver' as const;
}
