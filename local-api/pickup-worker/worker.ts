/*
 * The pickup-location worker (spec section 6): a user with
 * is_pickup_location_worker who works at some locations
 * (pickup_location_workers) receives the pickup orders that arrive there and
 * hands them over to their buyer against the order's PIN. Everything a worker
 * does is limited to the locations they work at.
 */
import { timingSafeEqual } from 'node:crypto';
import { toQuetzales } from '../catalog/catalogue';
import type { Database } from '../db/database';
import type { AppDeps, UserRow } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { recordStep } from '../orders/lifecycle';
import { pickupOptionJson, type PickupLocationRow } from './pickup';
import {
  countPinFailure,
  findOrderAtLocation,
  findPickupLocationByPublicId,
  itemsOfOrders,
  listOrdersToDeliver,
  listOrdersToReceive,
  pinFailuresOf,
  recordPickedUp,
  recordReceived,
  SHIPPABLE,
  workerLocations,
  worksAt,
  type WorkerItemRow,
  type WorkerOrderRow,
} from './pickup-store';

/** Orders listed per location and list, newest last (the oldest waiting first). */
export const MAX_WORKER_ORDERS = 100;
/** Wrong PINs allowed per order before handing it over is refused. */
export const MAX_PIN_FAILURES = 5;

const notAllowed = (message: string, status: 400 | 403 = 400) => new ApiError(status, 'NOT_ALLOWED', message);

/** The user as a worker: anyone else is 403 NOT_ALLOWED. */
export function requireWorker(user: UserRow): UserRow {
  if (!user.is_pickup_location_worker) throw notAllowed('Solo el personal de los puntos de recogida puede hacer esto.', 403);
  return user;
}

/** The location by public id if the worker works there: unknown is 404, someone else's 403 NOT_ALLOWED. */
export function requireWorkerLocation(db: Database, userId: number, publicId: unknown): PickupLocationRow {
  if (typeof publicId !== 'string' || !publicId.trim() || publicId.length > 64)
    throw new ApiError(400, 'apiCallFailed', 'La solicitud no es válida: falta el campo "location_public_id".');
  const row = findPickupLocationByPublicId(db, publicId.trim());
  if (!row) throw notFound('El punto de recogida no existe.');
  if (!worksAt(db, userId, row.id))
    throw notAllowed(`No trabajas en ${row.name}: solo su personal puede recibir o entregar sus pedidos.`, 403);
  return row;
}

function toReceive(db: Database, location: PickupLocationRow): WorkerOrderRow[] {
  return listOrdersToReceive(db, location.public_id, MAX_WORKER_ORDERS);
}

function toDeliver(db: Database, location: PickupLocationRow): WorkerOrderRow[] {
  return listOrdersToDeliver(db, location.public_id, MAX_WORKER_ORDERS);
}

/**
 * What a worker sees of an order: never its PIN, address or payment card. `items` (an extension, docs/contract.md):
 * each line's title, SKU and quantity, to check the parcel at the counter.
 */
function workerOrderJson(row: WorkerOrderRow, items: readonly WorkerItemRow[]) {
  const details = JSON.parse(row.details) as { pickup_contact?: { name: string | null; phone: string | null } | null };
  const contact = details.pickup_contact ?? null;
  return {
    order_number: row.order_number,
    status: row.status,
    customer_name: contact?.name || [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
    customer_phone: contact?.phone ?? null,
    quantity_total: row.quantity_total,
    items: items.map((item) => ({ public_sku: item.public_sku, title: item.title, quantity: item.quantity })),
    amount_to_collect: row.payment_status === 'ON_DELIVERY' ? toQuetzales(Math.max(0, row.total_cents - row.paid_cents)) : 0,
    created_date: row.created_at,
    received_date: row.received_at ?? (row.status === 'ReadyForPickup' ? row.status_changed_at : null),
  };
}

/** GET /pickup_locations/orders_to_receive and …/orders_to_deliver: per location of the worker, its orders. */
export function workerOrders(deps: AppDeps, userId: number, which: 'receive' | 'deliver') {
  const now = deps.now();
  return workerLocations(deps.db, userId).map((location) => {
    const orders = which === 'receive' ? toReceive(deps.db, location) : toDeliver(deps.db, location);
    const items = new Map<number, WorkerItemRow[]>();
    for (const item of itemsOfOrders(deps.db, orders.map((order) => order.id))) items.set(item.order_id, [...(items.get(item.order_id) ?? []), item]);
    return {
      public_id: location.public_id,
      location_name: location.name,
      location: pickupOptionJson(location, now),
      orders: orders.map((order) => workerOrderJson(order, items.get(order.id) ?? [])),
    };
  });
}

function orderAt(db: Database, orderNumber: unknown, location: PickupLocationRow): WorkerOrderRow {
  if (typeof orderNumber !== 'string' && typeof orderNumber !== 'number')
    throw new ApiError(400, 'apiCallFailed', 'La solicitud no es válida: falta el campo "order_number".');
  const number = String(orderNumber).trim();
  const row = /^[0-9]{1,20}$/.test(number)
    ? findOrderAtLocation(db, number, location.public_id)
    : undefined;
  // An order for another location answers like one that does not exist: a worker sees only their locations' orders.
  if (!row) throw notFound(`El pedido no existe o no se recoge en ${location.name}.`);
  return row;
}

/** POST /pickup_locations/set_received: the order arrived at the location (its status becomes ReadyForPickup). */
export function setReceived(deps: AppDeps, worker: UserRow, body: Record<string, unknown>) {
  const location = requireWorkerLocation(deps.db, worker.id, body.location_public_id);
  return deps.db.transaction(() => {
    const order = orderAt(deps.db, body.order_number, location);
    if (order.status === 'Delivered') throw notAllowed(`El pedido ${order.order_number} ya fue entregado.`);
    if (order.received_at || order.status === 'ReadyForPickup') throw notAllowed(`El pedido ${order.order_number} ya fue recibido en ${location.name}.`);
    if (order.status === 'Cancelled' || /Failure|Returned/.test(order.status)) throw notAllowed(`El pedido ${order.order_number} fue cancelado.`);
    if (!SHIPPABLE.includes(`'${order.payment_status}'`)) throw notAllowed(`El pedido ${order.order_number} aún no está pagado.`);
    const stamp = deps.now().toISOString();
    recordReceived(deps.db, order.id, location.id, stamp, worker.id);
    // Through the lifecycle: ReadyForPickup, its date and the shopper's ORDER_STATUS notification.
    recordStep(deps, order, 'ReadyForPickup');
    return { order_number: order.order_number, status: 'ReadyForPickup', location_public_id: location.public_id, received_date: stamp };
  })();
}

function samePin(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST /pickup_locations/set_picked_up: the buyer took the order, proven by
 * its PIN (the order becomes Delivered; paid at pickup, it is now paid). A
 * wrong PIN is 400 NOT_ALLOWED and counts; after 5 the order is refused.
 */
export function setPickedUp(deps: AppDeps, worker: UserRow, body: Record<string, unknown>) {
  const location = requireWorkerLocation(deps.db, worker.id, body.location_public_id);
  const pin = typeof body.pin === 'number' ? String(body.pin) : body.pin;
  if (typeof pin !== 'string' || !pin.trim()) throw new ApiError(400, 'apiCallFailed', 'La solicitud no es válida: falta el campo "pin".');
  const outcome = deps.db.transaction(() => {
    const order = orderAt(deps.db, body.order_number, location);
    if (order.status === 'Delivered') throw notAllowed(`El pedido ${order.order_number} ya fue entregado.`);
    if (!order.received_at && order.status !== 'ReadyForPickup')
      throw notAllowed(`El pedido ${order.order_number} aún no se ha recibido en ${location.name}: márcalo como recibido primero.`);
    const failures = pinFailuresOf(deps.db, order.id);
    if (failures >= MAX_PIN_FAILURES)
      throw notAllowed(`Se ingresó un PIN incorrecto demasiadas veces para el pedido ${order.order_number}. Pide ayuda a servicio al cliente.`);
    if (!order.pin || !samePin(pin.trim(), order.pin)) {
      countPinFailure(deps.db, order.id, location.id);
      return { wrong: true as const, left: MAX_PIN_FAILURES - failures - 1, order };
    }
    const stamp = deps.now().toISOString();
    recordPickedUp(deps.db, order.id, location.id, stamp, worker.id);
    // Through the lifecycle: Delivered, its date, paid when it was to be paid at pickup, and the ORDER_STATUS notification.
    recordStep(deps, order, 'Delivered');
    return { wrong: false as const, stamp, order };
  })();
  if (outcome.wrong)
    throw notAllowed(
      outcome.left > 0
        ? `El PIN no coincide con el del pedido ${outcome.order.order_number}. Pídele al cliente el PIN de 6 dígitos de su pedido (te quedan ${outcome.left} ${outcome.left === 1 ? 'intento' : 'intentos'}).`
        : `El PIN no coincide con el del pedido ${outcome.order.order_number}, y ya no quedan intentos. Pide ayuda a servicio al cliente.`,
    );
  return { order_number: outcome.order.order_number, status: 'Delivered', location_public_id: location.public_id, delivered_date: outcome.stamp };
}
