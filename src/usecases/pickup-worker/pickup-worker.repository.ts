import type { PickupOption } from '../../domain/checkout/delivery-schemas';
import type { WorkerLocation, WorkerReceipt } from '../../domain/pickup-worker/worker';

/** The pickup-location worker's calls (spec section 6). */
export interface PickupWorkerRepository {
  /** GET /pickup_locations/orders_to_receive */
  ordersToReceive(): Promise<WorkerLocation[]>;
  /** GET /pickup_locations/orders_to_deliver */
  ordersToDeliver(): Promise<WorkerLocation[]>;
  /** POST /pickup_locations/set_received {order_number, location_public_id} */
  setReceived(orderNumber: string, locationPublicId: string): Promise<WorkerReceipt>;
  /** POST /pickup_locations/set_picked_up {order_number, location_public_id, pin} */
  setPickedUp(orderNumber: string, locationPublicId: string, pin: string): Promise<WorkerReceipt>;
  /** POST /pickup_locations/add_location {public_id} */
  addLocation(publicId: string): Promise<PickupOption>;
}
