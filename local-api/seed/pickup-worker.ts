import type { Database } from '../db/database';
import { nextOrderNumber } from '../orders/order-store';
import { pickupOptionJson, type PickupLocationRow } from '../pickup-worker/pickup';
import { daysBefore } from './seed-dates';

// The pickup worker's demo (pickup-worker/worker.ts): carlos works at two locations, where lucia's pickup orders wait.

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
