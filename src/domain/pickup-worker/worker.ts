import * as z from 'zod/mini';
import { IdStringSchema, PickupOptionSchema } from '../checkout/delivery-schemas';
import { list, nullable, nullishOr, serverDate } from '../shared/schema-helpers';

/*
 * The pickup-location worker's shapes (spec section 6: /pickup_locations/orders_to_receive, …/orders_to_deliver,
 * …/set_received, …/set_picked_up). The spec names the calls; these shapes are the local API's
 * (local-api/pickup-worker/worker.ts), read leniently. Not re-exported by the domain's index as values: the pickup-worker
 * feature loads them with its code; only their types are public.
 */

/** One line of an order as a worker checks it at the counter (the local API's `items`; absent: none listed). */
export const WorkerItemSchema = z.object({
  public_sku: nullable(z.string()),
  title: z.string(),
  quantity: nullishOr(z.number(), 1),
});
/** A line of a worker's order. */
export type WorkerItem = z.output<typeof WorkerItemSchema>;

/** One order waiting at a location, as a worker sees it: never its PIN, address or card. */
export const WorkerOrderSchema = z.object({
  order_number: IdStringSchema,
  /** The order's status as the server says it (Approved, AfterPaid, ReadyForPickup…). */
  status: nullishOr(z.string(), 'UNKNOWN'),
  customer_name: nullable(z.string()),
  customer_phone: nullable(z.string()),
  quantity_total: nullishOr(z.number(), 0),
  /** Its lines (title, SKU, quantity), to check the parcel; [] when the server does not list them. */
  items: list(WorkerItemSchema),
  /** Quetzales to collect at the counter (paid at pickup); 0 when paid. */
  amount_to_collect: nullishOr(z.number(), 0),
  created_date: nullable(serverDate),
  /** When it arrived at the location; null while it is still to receive. */
  received_date: nullable(serverDate),
});
/** An order a pickup-location worker receives or delivers. */
export type WorkerOrder = z.output<typeof WorkerOrderSchema>;

/** One of the worker's locations with its orders (to receive, or to deliver). */
export const WorkerLocationSchema = z.object({
  public_id: z.string(),
  location_name: z.string(),
  /** The location as a pickup option (address, hours, maps links), as the API sends it. */
  location: nullable(PickupOptionSchema),
  orders: list(WorkerOrderSchema),
});
/** One of the worker's locations with its orders. */
export type WorkerLocation = z.output<typeof WorkerLocationSchema>;

/** GET /pickup_locations/orders_to_receive and …/orders_to_deliver. */
export const WorkerLocationListSchema = list(WorkerLocationSchema);

/** POST /pickup_locations/set_received and …/set_picked_up: what happened to the order. */
export const WorkerReceiptSchema = z.object({
  order_number: nullable(IdStringSchema),
  status: nullable(z.string()),
  location_public_id: nullable(z.string()),
  received_date: nullable(serverDate),
  delivered_date: nullable(serverDate),
});
/** What marking an order received or picked up answers. */
export type WorkerReceipt = z.output<typeof WorkerReceiptSchema>;
