import { PickupOptionSchema, type PickupOption } from '../../domain/checkout/delivery-schemas';
import { WorkerLocationListSchema, WorkerReceiptSchema, type WorkerLocation, type WorkerReceipt } from '../../domain/pickup-worker/worker';
import type { PickupWorkerRepository } from '../../usecases/pickup-worker/pickup-worker.repository';
import type { ApiClient } from '../http/api-client';

export class HttpPickupWorkerRepository implements PickupWorkerRepository {
  constructor(private readonly api: ApiClient) {}

  ordersToReceive(): Promise<WorkerLocation[]> {
    return this.api.request({ method: 'GET', path: '/pickup_locations/orders_to_receive', schema: WorkerLocationListSchema, shape: 'WorkerLocationList' });
  }

  ordersToDeliver(): Promise<WorkerLocation[]> {
    return this.api.request({ method: 'GET', path: '/pickup_locations/orders_to_deliver', schema: WorkerLocationListSchema, shape: 'WorkerLocationList' });
  }

  setReceived(orderNumber: string, locationPublicId: string): Promise<WorkerReceipt> {
    return this.api.request({
      method: 'POST',
      path: '/pickup_locations/set_received',
      data: { order_number: orderNumber, location_public_id: locationPublicId },
      schema: WorkerReceiptSchema,
      shape: 'WorkerReceipt',
    });
  }

  setPickedUp(orderNumber: string, locationPublicId: string, pin: string): Promise<WorkerReceipt> {
    return this.api.request({
      method: 'POST',
      path: '/pickup_locations/set_picked_up',
      data: { order_number: orderNumber, location_public_id: locationPublicId, pin },
      schema: WorkerReceiptSchema,
      shape: 'WorkerReceipt',
    });
  }

  addLocation(publicId: string): Promise<PickupOption> {
    return this.api.request({ method: 'POST', path: '/pickup_locations/add_location', data: { public_id: publicId }, schema: PickupOptionSchema, shape: 'PickupOption' });
  }
}
