/*
 * lucia's after-sale demo orders (issue 12), after her pickup orders
 * 100001–100003 (pickup-worker/worker.ts): each shows one thing a shopper does
 * after the sale. All are home deliveries to her address in zona 10, so
 * none waits at a pickup location (the worker's lists stay as they were).
 *
 * - 100004: delivered 32 days before seeding, one line under warranty (12 months)
 *   and one without, no claim yet.
 * - 100005: bank deposit, unpaid, placed the day before seeding and waiting for
 *   its bank slip (none yet); like any deposit order it is cancelled 48 hours
 *   after it was placed if still unpaid (orders/payment-deadline.ts).
 * - 100006: paid by card, Approved, one line with 1 of its 2 units out of
 *   stock (ship what is in stock, or remove the missing units).
 * - 100007: paid by card, Approved, asking for the card authorization
 *   number DEMO_CARD_AUTHORIZATION_NUMBER; it can still be cancelled.
 */
import { depositInstructions } from '../checkout/order-service';
import { paymentDueAt } from '../orders/payment-deadline';
import { daysBefore } from './seed-dates';
import { deliveryOptionsFor } from '../checkout/options';
import type { Database } from '../db/database';
import { nextOrderNumber } from '../orders/order-store';

/** The card authorization number order 100007 asks for (docs/local-api.md, "Orders after the sale"). */
export const DEMO_CARD_AUTHORIZATION_NUMBER = '123456';

/** Where lucia's demo orders go (an address snapshot, as checkout keeps it). */
const LUCIA_ADDRESS = {
  id: 'demo-lucia-casa',
  first_name: 'Lucía',
  last_name: 'Méndez',
  phone: '5550 3344',
  street: '12 calle 1-25, zona 10',
  references: 'Edificio Torre Azul, nivel 4; tocar el timbre 4B',
  city: 'Guatemala',
  state: 'GU',
  country: 'GT',
  times_used: 4,
  last_used: null,
  geolocation: null,
  request_user_geolocation: true,
};

interface ProductPick {
  id: number;
  price_cents: number;
  weight: number | null;
}

interface DemoOrder {
  key: 'warranty' | 'deposit' | 'outOfStock' | 'authorization';
  created: string;
  status: string;
  payment_method: 'CARD' | 'BANK_DEPOSIT';
  payment_status: 'PAID' | 'AWAITING_DEPOSIT';
  lines: { product: ProductPick; quantity: number; out_of_stock?: number }[];
  shipped?: string;
  delivered?: string;
  cc_auth_number?: string;
  invoice: { type: 'TAX_ID' | 'NO_TAX_ID'; data: unknown };
}

/** After the accounts, the catalogue and seedPickupWorker (seed.ts). Nothing happens without lucia or the products. */
export function seedDemoOrders(db: Database, now: Date = new Date()): void {
  // Dated from the moment of seeding, so the demo stays current: 100004's warranty (12 months from its delivery)
  // never runs out under a database made today, and the open orders are a few days old.
  const at = (daysAgo: number, time: string) => daysBefore(now, daysAgo, time);
  const buyer = db.prepare(`SELECT id FROM users WHERE email = 'lucia@tienda.test'`).get() as { id: number } | undefined;
  if (!buyer) return;
  const plain = `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 5`;
  const withWarranty = db
    .prepare(`SELECT id, price_cents, weight FROM products WHERE ${plain} AND warranty_months >= 12 AND price_cents BETWEEN 10000 AND 100000 ORDER BY id LIMIT 1`)
    .get() as ProductPick | undefined;
  const cheap = db
    .prepare(`SELECT id, price_cents, weight FROM products WHERE ${plain} AND COALESCE(warranty_months, 0) = 0 AND price_cents BETWEEN 5000 AND 40000 ORDER BY id LIMIT 8`)
    .all() as ProductPick[];
  if (!withWarranty || cheap.length < 6) return;
  const nit = { tax_id: '4560001-5', name: 'Lucía Méndez', address: '12 calle 1-25, zona 10, Guatemala' };
  const orders: DemoOrder[] = [
    {
      key: 'warranty',
      created: at(40, '16:20:00'),
      status: 'Delivered',
      payment_method: 'CARD',
      payment_status: 'PAID',
      lines: [
        { product: withWarranty, quantity: 1 },
        { product: cheap[0]!, quantity: 1 },
      ],
      shipped: at(34, '14:00:00'),
      delivered: at(32, '19:30:00'),
      invoice: { type: 'TAX_ID', data: nit },
    },
    {
      key: 'deposit',
      created: at(1, '15:10:00'),
      status: 'AwaitingCustomerInput',
      payment_method: 'BANK_DEPOSIT',
      payment_status: 'AWAITING_DEPOSIT',
      lines: [{ product: cheap[1]!, quantity: 1 }],
      invoice: { type: 'NO_TAX_ID', data: null },
    },
    {
      key: 'outOfStock',
      created: at(2, '17:45:00'),
      status: 'Approved',
      payment_method: 'CARD',
      payment_status: 'PAID',
      lines: [
        { product: cheap[2]!, quantity: 2, out_of_stock: 1 },
        { product: cheap[3]!, quantity: 1 },
      ],
      invoice: { type: 'TAX_ID', data: nit },
    },
    {
      key: 'authorization',
      created: at(1, '13:05:00'),
      status: 'Approved',
      payment_method: 'CARD',
      payment_status: 'PAID',
      lines: [{ product: cheap[4]!, quantity: 1 }],
      cc_auth_number: DEMO_CARD_AUTHORIZATION_NUMBER,
      invoice: { type: 'NO_TAX_ID', data: null },
    },
  ];
  const insertOrder = db.prepare(
    `INSERT INTO orders (order_number, user_id, cart_id, cart_public_id, status, payment_method, payment_status, details, sub_total_cents,
      gift_wrap_cents, shipping_cents, surcharge_cents, coupon_cents, gift_card_cents, total_cents, paid_cents, weight_total, quantity_total,
      masked_card, existing_card_id, pin, created_at, status_changed_at, paid_at, shipped_at, delivered_at, cc_auth_number, payment_due_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 0, 0, 0, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertItem = db.prepare('INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents, quantity_out_of_stock) VALUES (?, ?, ?, ?, ?)');
  orders.forEach((o, i) => {
    const orderNumber = nextOrderNumber(db);
    const subTotal = o.lines.reduce((sum, l) => sum + l.product.price_cents * l.quantity, 0);
    const delivery = deliveryOptionsFor(LUCIA_ADDRESS, subTotal, 0, new Date(o.created))[0]!;
    const shipping = Math.round(delivery.cost * 100);
    const total = subTotal + shipping;
    const paid = o.payment_status === 'PAID';
    const dueAt = paymentDueAt(o.payment_status, new Date(o.created));
    const details = {
      shipping_address: LUCIA_ADDRESS,
      delivery_option: delivery,
      pickup_option: null,
      pickup_contact: null,
      installments: null,
      invoice_type: o.invoice.type,
      invoice_data: o.invoice.data,
      customer_note: null,
      delivery_time_range: 'ALLDAY',
      disable_early_shipping: false,
      contact_email: 'lucia@tienda.test',
      advance_instructions: paid ? [] : depositInstructions(orderNumber, total, dueAt),
      promised_delivery_start: delivery.expected_delivery_date_range.start,
      promised_delivery_end: delivery.expected_delivery_date_range.end,
      promised_delivery_range_text: delivery.expected_delivery_date_range_text,
    };
    const changed = o.delivered ?? o.created;
    const { lastInsertRowid } = insertOrder.run(
      orderNumber,
      buyer.id,
      // No cart row, as for the pickup demo orders: a negative id never meets a real cart's.
      -(10 + i),
      `seed-demo-cart-${o.key}`,
      o.status,
      o.payment_method,
      o.payment_status,
      JSON.stringify(details),
      subTotal,
      shipping,
      total,
      paid ? total : 0,
      o.lines.reduce((sum, l) => sum + (l.product.weight ?? 0) * l.quantity, 0),
      o.lines.reduce((sum, l) => sum + l.quantity, 0),
      o.payment_method === 'CARD' ? '411111******1111' : null,
      o.created,
      changed,
      paid ? o.created : null,
      o.shipped ?? null,
      o.delivered ?? null,
      o.cc_auth_number ?? null,
      dueAt,
    );
    for (const l of o.lines) insertItem.run(Number(lastInsertRowid), l.product.id, l.quantity, l.product.price_cents, l.out_of_stock ?? 0);
  });
}
