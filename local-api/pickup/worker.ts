/*
 * The pickup-location worker (spec section 6): a user with
 * is_pickup_location_worker who works at some locations
 * (pickup_location_workers) receives the pickup orders that arrive there and
 * hands them over to their buyer against the order's PIN. Everything a worker
 * does is limited to the locations they work at.
 */
import { timingSafeEqual } from 'node:crypto';
import { toQuetzales } from '../catalogue/catalogue';
import type { Database } from '../db/database';
import type { AppDeps, UserRow } from '../http/context';
import { ApiError, notFound } from '../http/errors';
import { recordStep } from '../orders/lifecycle';
import { nextOrderNumber, type OrderRow } from '../orders/order-store';
import { daysBefore } from '../seed/seed-dates';
import { pickupOptionJson, type PickupLocationRow } from './pickup';

/** Orders listed per location and list, newest last (the oldest waiting first). */
export const MAX_WORKER_ORDERS = 100;
/** Wrong PINs allowed per order before handing it over is refused. */
export const MAX_PIN_FAILURES = 5;

/** Statuses after which an order is no longer waiting at a location. */
const FINISHED = `('Delivered', 'Returned', 'PermanentFailure', 'AfterApprovedPermanentFailure', 'Cancelled')`;
/** Payment states in which the goods travel to the location (paid, nothing to pay, or paid at pickup). */
const SHIPPABLE = `('PAID', 'NOT_REQUIRED', 'ON_DELIVERY')`;

const notAllowed = (message: string, status: 400 | 403 = 400) => new ApiError(status, 'NOT_ALLOWED', message);

/** The user as a worker: anyone else is 403 NOT_ALLOWED. */
export function requireWorker(user: UserRow): UserRow {
  if (!user.is_pickup_location_worker) throw notAllowed('Solo el personal de los puntos de recogida puede hacer esto.', 403);
  return user;
}

export function workerLocations(db: Database, userId: number): PickupLocationRow[] {
  return db
    .prepare(
      `SELECT l.* FROM pickup_locations l JOIN pickup_location_workers w ON w.location_id = l.id
       WHERE w.user_id = ? ORDER BY l.sort_order, l.id`,
    )
    .all(userId) as PickupLocationRow[];
}

/** The location by public id if the worker works there: unknown is 404, someone else's 403 NOT_ALLOWED. */
export function requireWorkerLocation(db: Database, userId: number, publicId: unknown): PickupLocationRow {
  if (typeof publicId !== 'string' || !publicId.trim() || publicId.length > 64)
    throw new ApiError(400, 'apiCallFailed', 'La solicitud no es válida: falta el campo "location_public_id".');
  const row = db.prepare('SELECT * FROM pickup_locations WHERE public_id = ?').get(publicId.trim()) as PickupLocationRow | undefined;
  if (!row) throw notFound('El punto de recogida no existe.');
  if (!db.prepare('SELECT 1 FROM pickup_location_workers WHERE user_id = ? AND location_id = ?').get(userId, row.id))
    throw notAllowed(`No trabajas en ${row.name}: solo su personal puede recibir o entregar sus pedidos.`, 403);
  return row;
}

interface WorkerOrderRow extends OrderRow {
  first_name: string | null;
  last_name: string | null;
  received_at: string | null;
}

const ORDER_COLUMNS = `o.*, u.first_name, u.last_name, h.received_at`;
const ORDER_JOINS = `FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN pickup_handovers h ON h.order_id = o.id`;
const AT_LOCATION = `json_extract(o.details, '$.pickup_option.public_id') = ?`;
/** Received: by a worker here, or made ready for pickup by the order's lifecycle. */
const RECEIVED = `(h.received_at IS NOT NULL OR o.status = 'ReadyForPickup')`;

function toReceive(db: Database, location: PickupLocationRow): WorkerOrderRow[] {
  return db
    .prepare(
      `SELECT ${ORDER_COLUMNS} ${ORDER_JOINS}
       WHERE ${AT_LOCATION} AND NOT ${RECEIVED} AND o.status NOT IN ${FINISHED} AND o.payment_status IN ${SHIPPABLE}
       ORDER BY o.id LIMIT ?`,
    )
    .all(location.public_id, MAX_WORKER_ORDERS) as WorkerOrderRow[];
}

function toDeliver(db: Database, location: PickupLocationRow): WorkerOrderRow[] {
  return db
    .prepare(
      `SELECT ${ORDER_COLUMNS} ${ORDER_JOINS}
       WHERE ${AT_LOCATION} AND ${RECEIVED} AND o.status NOT IN ${FINISHED} AND h.picked_up_at IS NULL
       ORDER BY o.id LIMIT ?`,
    )
    .all(location.public_id, MAX_WORKER_ORDERS) as WorkerOrderRow[];
}

/** What a worker sees of an order: never its PIN, address or payment card. */
function workerOrderJson(row: WorkerOrderRow) {
  const details = JSON.parse(row.details) as { pickup_contact?: { name: string | null; phone: string | null } | null };
  const contact = details.pickup_contact ?? null;
  return {
    order_number: row.order_number,
    status: row.status,
    customer_name: contact?.name || [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
    customer_phone: contact?.phone ?? null,
    quantity_total: row.quantity_total,
    amount_to_collect: row.payment_status === 'ON_DELIVERY' ? toQuetzales(Math.max(0, row.total_cents - row.paid_cents)) : 0,
    created_date: row.created_at,
    received_date: row.received_at ?? (row.status === 'ReadyForPickup' ? row.status_changed_at : null),
  };
}

/** GET /pickup_locations/orders_to_receive and …/orders_to_deliver: per location of the worker, its orders. */
export function workerOrders(deps: AppDeps, userId: number, which: 'receive' | 'deliver') {
  const now = deps.now();
  return workerLocations(deps.db, userId).map((location) => ({
    public_id: location.public_id,
    location_name: location.name,
    location: pickupOptionJson(location, now),
    orders: (which === 'receive' ? toReceive(deps.db, location) : toDeliver(deps.db, location)).map(workerOrderJson),
  }));
}

function orderAt(db: Database, orderNumber: unknown, location: PickupLocationRow): WorkerOrderRow {
  if (typeof orderNumber !== 'string' && typeof orderNumber !== 'number')
    throw new ApiError(400, 'apiCallFailed', 'La solicitud no es válida: falta el campo "order_number".');
  const number = String(orderNumber).trim();
  const row = /^[0-9]{1,20}$/.test(number)
    ? (db.prepare(`SELECT ${ORDER_COLUMNS} ${ORDER_JOINS} WHERE o.order_number = ? AND ${AT_LOCATION}`).get(number, location.public_id) as
        | WorkerOrderRow
        | undefined)
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
    deps.db
      .prepare(
        `INSERT INTO pickup_handovers (order_id, location_id, received_at, received_by) VALUES (?, ?, ?, ?)
         ON CONFLICT (order_id) DO UPDATE SET received_at = excluded.received_at, received_by = excluded.received_by, location_id = excluded.location_id`,
      )
      .run(order.id, location.id, stamp, worker.id);
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
    const failures =
      (deps.db.prepare('SELECT pin_failures FROM pickup_handovers WHERE order_id = ?').get(order.id) as { pin_failures: number } | undefined)
        ?.pin_failures ?? 0;
    if (failures >= MAX_PIN_FAILURES)
      throw notAllowed(`Se ingresó un PIN incorrecto demasiadas veces para el pedido ${order.order_number}. Pide ayuda a servicio al cliente.`);
    if (!order.pin || !samePin(pin.trim(), order.pin)) {
      deps.db
        .prepare(
          `INSERT INTO pickup_handovers (order_id, location_id, pin_failures) VALUES (?, ?, 1)
           ON CONFLICT (order_id) DO UPDATE SET pin_failures = pin_failures + 1`,
        )
        .run(order.id, location.id);
      return { wrong: true as const, left: MAX_PIN_FAILURES - failures - 1, order };
    }
    const stamp = deps.now().toISOString();
    deps.db
      .prepare(
        `INSERT INTO pickup_handovers (order_id, location_id, received_at, picked_up_at, picked_up_by) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (order_id) DO UPDATE SET picked_up_at = excluded.picked_up_at, picked_up_by = excluded.picked_up_by`,
      )
      .run(order.id, location.id, stamp, stamp, worker.id);
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

/** The locations each demo worker works at (carlos: Zona Viva and the restricted warehouse in zona 12). */
export const SEED_WORKER_LOCATIONS = [
  { email: 'carlos@tienda.test', public_id: 'gt-zona-10' },
  { email: 'carlos@tienda.test', public_id: 'gt-bodega-zona-12' },
] as const;

/**
 * Pickup orders of the demo customer lucia waiting at carlos's locations:
 * two to receive (one paid, one paid at pickup) and one received, waiting
 * for its buyer with PIN 246810. Order numbers come first (100001–100003),
 * dated a few days before seeding.
 */
export const SEED_WORKER_ORDERS = [
  { location: 'gt-zona-10', pin: '135790', payment: 'PAID', received: false, daysAgo: 3, time: '16:00:00' },
  { location: 'gt-zona-10', pin: '246810', payment: 'PAID', received: true, daysAgo: 4, time: '15:30:00' },
  { location: 'gt-bodega-zona-12', pin: '864200', payment: 'ON_DELIVERY', received: false, daysAgo: 2, time: '17:45:00' },
] as const;

/** After the accounts, the pickup locations and the catalogue (seed.ts). */
export function seedPickupWorker(db: Database, now: Date = new Date()): void {
  const relate = db.prepare(
    `INSERT OR IGNORE INTO pickup_location_workers (user_id, location_id)
     SELECT u.id, l.id FROM users u, pickup_locations l WHERE u.email = ? AND l.public_id = ?`,
  );
  for (const r of SEED_WORKER_LOCATIONS) relate.run(r.email, r.public_id);
  const buyer = db.prepare(`SELECT id, first_name, last_name, phone FROM users WHERE email = 'lucia@tienda.test'`).get() as
    | { id: number; first_name: string; last_name: string; phone: string }
    | undefined;
  if (!buyer) return;
  // Cheap, plain products in stock, the same ones for the same seed.
  const products = db
    .prepare(
      `SELECT id, price_cents, weight FROM products WHERE status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK'
         AND stock_quantity >= 5 AND price_cents BETWEEN 5000 AND 40000 ORDER BY id LIMIT 6`,
    )
    .all() as { id: number; price_cents: number; weight: number | null }[];
  if (products.length < 2) return;
  SEED_WORKER_ORDERS.forEach((seeded, i) => {
    // Dated from the moment of seeding (a few days old), so the demo stays current.
    const o = { ...seeded, created: daysBefore(now, seeded.daysAgo, seeded.time) };
    const location = db.prepare('SELECT * FROM pickup_locations WHERE public_id = ?').get(o.location) as PickupLocationRow;
    const lines = [products[(i * 2) % products.length]!, products[(i * 2 + 1) % products.length]!];
    const subTotal = lines.reduce((sum, p) => sum + p.price_cents, 0);
    const weight = lines.reduce((sum, p) => sum + (p.weight ?? 0), 0);
    const details = {
      shipping_address: null,
      delivery_option: null,
      pickup_option: pickupOptionJson(location, new Date(o.created)),
      pickup_contact: { name: `${buyer.first_name} ${buyer.last_name}`, phone: buyer.phone },
      installments: null,
      invoice_type: 'NO_TAX_ID',
      invoice_data: null,
      customer_note: null,
      delivery_time_range: 'ALLDAY',
      disable_early_shipping: false,
      contact_email: 'lucia@tienda.test',
      advance_instructions: [],
      promised_delivery_start: null,
      promised_delivery_end: null,
      promised_delivery_range_text: null,
    };
    const paid = o.payment === 'PAID';
    const status = o.received ? 'ReadyForPickup' : paid ? 'AfterPaid' : 'Approved';
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details, sub_total_cents,
          gift_wrap_cents, shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, paid_cents, weight_total, quantity_total,
          masked_card, existing_card_id, pin, created_at, status_changed_at, paid_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, 0, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
      )
      .run(
        nextOrderNumber(db),
        buyer.id,
        // No cart row: a negative id never meets a real cart's (orders.cart_id has no foreign key; carts stay the shoppers').
        -(i + 1),
        `seed-pickup-cart-${i + 1}`,
        status,
        paid ? 'CARD' : 'COD',
        o.payment,
        JSON.stringify(details),
        subTotal,
        subTotal,
        paid ? subTotal : 0,
        weight,
        lines.length,
        paid ? '411111******1111' : null,
        o.pin,
        o.created,
        o.created,
        paid ? o.created : null,
      );
    const insertItem = db.prepare('INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents) VALUES (?, ?, 1, ?)');
    for (const p of lines) insertItem.run(Number(lastInsertRowid), p.id, p.price_cents);
    if (o.received)
      db.prepare(
        `INSERT INTO pickup_handovers (order_id, location_id, received_at, received_by)
         SELECT ?, ?, ?, id FROM users WHERE email = 'carlos@tienda.test'`,
      ).run(Number(lastInsertRowid), location.id, o.created);
  });
}
