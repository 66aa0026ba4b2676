import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PIN_FAILURES } from '../../local-api/pickup-worker/worker';
import { cartWith, checkoutBody, CHEAP, placeOrder } from './checkout-support';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let ana: string;
let carlos: string;
let lucia: string;

const orderRow = (n: string) =>
  api.db.prepare('SELECT status, payment_status, paid_cents, total_cents, delivered_at FROM orders WHERE order_number = ?').get(n) as {
    status: string;
    payment_status: string;
    paid_cents: number;
    total_cents: number;
    delivered_at: string | null;
  };

const numbersAt = (lists: { public_id: string; orders: { order_number: string }[] }[], publicId: string) =>
  lists.find((l) => l.public_id === publicId)?.orders.map((o) => o.order_number) ?? null;

/** Ana buys one cheap product to pick up at `location`, paying at pickup. */
async function pickupOrder(location: string, offset = 0): Promise<{ number: string; pin: string }> {
  const { cartId } = await cartWith(api, ana, CHEAP, 1, offset);
  const res = await placeOrder(
    api,
    ana,
    cartId,
    checkoutBody(cartId, { delivery_option_id: null, shipping_address_id: null, pickup_option_id: location, payment_method: 'COD' }),
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  const order = await api.call('GET', `/order/${res.body.order_number}`, { token: ana });
  return { number: res.body.order_number, pin: order.body.pin };
}

/** The subjects of ana's ORDER_STATUS notifications about order `n`, oldest first. */
async function statusNotes(n: string): Promise<string[]> {
  const notes = (await api.call('GET', '/user/notification', { token: ana })).body as { type: string; order_number?: string; subject: string }[];
  return notes.filter((x) => x.type === 'ORDER_STATUS' && x.order_number === n).map((x) => x.subject).reverse();
}

beforeAll(async () => {
  api = makeApi();
  ana = await api.login('ana@tienda.test');
  carlos = await api.login('carlos@tienda.test');
  lucia = await api.login('lucia@tienda.test');
});

describe('seeded worker', () => {
  it('carlos works at Zona Viva and the zona 12 warehouse, with the demo orders waiting', async () => {
    const receive = await api.call('GET', '/pickup_locations/orders_to_receive', { token: carlos });
    expect(receive.status).toBe(200);
    expect(receive.body.map((l: { public_id: string; location_name: string }) => [l.public_id, l.location_name])).toEqual([
      ['gt-zona-10', 'Tienda Zona Viva'],
      ['gt-bodega-zona-12', expect.any(String)],
    ]);
    expect(numbersAt(receive.body, 'gt-zona-10')).toEqual(['100001']);
    expect(numbersAt(receive.body, 'gt-bodega-zona-12')).toEqual(['100003']);
    const cod = receive.body[1].orders[0];
    expect(cod).toMatchObject({ order_number: '100003', status: 'Approved', customer_name: 'Lucía Méndez' });
    expect(cod.amount_to_collect).toBeGreaterThan(0);
    expect(cod).not.toHaveProperty('pin');

    const deliver = await api.call('GET', '/pickup_locations/orders_to_deliver', { token: carlos });
    expect(numbersAt(deliver.body, 'gt-zona-10')).toEqual(['100002']);
    expect(deliver.body[0].orders[0]).toMatchObject({ status: 'ReadyForPickup', received_date: expect.any(String) });
    expect(numbersAt(deliver.body, 'gt-bodega-zona-12')).toEqual([]);
  });

  it('lists each order’s lines (title, SKU, quantity) as its own items say, to check at the counter (issue 25)', async () => {
    const lines = (n: string) =>
      api.db
        .prepare('SELECT p.public_sku, p.title, i.quantity FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id WHERE o.order_number = ? ORDER BY i.id')
        .all(n) as { public_sku: string; title: string; quantity: number }[];
    const receive = await api.call('GET', '/pickup_locations/orders_to_receive', { token: carlos });
    const deliver = await api.call('GET', '/pickup_locations/orders_to_deliver', { token: carlos });
    const first = receive.body[0].orders[0];
    expect(first.order_number).toBe('100001');
    expect(lines('100001').length).toBeGreaterThan(0);
    expect(first.items).toEqual(lines('100001'));
    expect(first.items.reduce((sum: number, item: { quantity: number }) => sum + item.quantity, 0)).toBe(first.quantity_total);
    const handed = deliver.body[0].orders[0];
    expect(handed.order_number).toBe('100002');
    expect(handed.items).toEqual(lines('100002'));
    expect(handed.items).toHaveLength(2);
  });

  it('the seeded orders are lucia’s, each with its pickup point and PIN', async () => {
    const list = await api.call('GET', '/order', { token: lucia });
    expect(list.body.map((o: { order_number: string }) => o.order_number).sort()).toEqual(['100001', '100002', '100003', '100004', '100005', '100006', '100007']);
    // The after-sale demo orders (seed/demo-orders.ts) are home deliveries: none waits at a pickup point.
    expect(list.body.filter((o: { pickup_option: unknown }) => o.pickup_option !== null).map((o: { order_number: string }) => o.order_number).sort()).toEqual(['100001', '100002', '100003']);
    const second = list.body.find((o: { order_number: string }) => o.order_number === '100002');
    expect(second.pin).toBe('246810');
    expect(second.pickup_option.public_id).toBe('gt-zona-10');
    expect(second.items.length).toBe(2);
  });
});

describe('who may work', () => {
  it('a shopper who is not a worker gets 403 NOT_ALLOWED everywhere; anonymous 403 onlyAnonymousTokenFound', async () => {
    for (const [method, path] of [
      ['GET', '/pickup_locations/orders_to_receive'],
      ['GET', '/pickup_locations/orders_to_deliver'],
      ['POST', '/pickup_locations/set_received'],
      ['POST', '/pickup_locations/set_picked_up'],
    ] as const) {
      const res = await api.call(method, path, { token: ana, body: method === 'POST' ? { order_number: '100001', location_public_id: 'gt-zona-10', pin: '135790' } : undefined });
      expect(res.status, path).toBe(403);
      expect(res.body.cause).toBe('NOT_ALLOWED');
      expect(res.body.message).toMatch(/personal de los puntos de recogida/);
      const anonymous = await api.call(method, path, { token: await api.anonymous(), body: method === 'POST' ? {} : undefined });
      expect(anonymous.status).toBe(403);
      expect(anonymous.body.cause).toBe('onlyAnonymousTokenFound');
    }
    expect(orderRow('100001').status).toBe('AfterPaid');
  });

  it('a worker of another location may not receive its orders (403); an order of another location is 404', async () => {
    const order = await pickupOrder('gt-zona-4');
    const res = await api.call('POST', '/pickup_locations/set_received', { token: carlos, body: { order_number: order.number, location_public_id: 'gt-zona-4' } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ cause: 'NOT_ALLOWED', message: expect.stringMatching(/^No trabajas en Tienda Cuatro Grados Norte: solo su personal/) });
    const elsewhere = await api.call('POST', '/pickup_locations/set_received', {
      token: carlos,
      body: { order_number: order.number, location_public_id: 'gt-zona-10' },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.cause).toBe('notFound');
    const unknown = await api.call('POST', '/pickup_locations/set_received', { token: carlos, body: { order_number: '100001', location_public_id: 'no-existe' } });
    expect(unknown.status).toBe(404);
    const missing = await api.call('POST', '/pickup_locations/set_received', { token: carlos, body: { order_number: '100001' } });
    expect(missing.status).toBe(400);
    expect(missing.body.cause).toBe('apiCallFailed');
    expect(orderRow(order.number).status).toBe('Approved');
  });
});

describe('receive and hand over', () => {
  it('a bought pickup order is received, refused with a wrong PIN, then handed over with the right one (Delivered and paid)', async () => {
    const order = await pickupOrder('gt-zona-10', 1);
    let receive = await api.call('GET', '/pickup_locations/orders_to_receive', { token: carlos });
    expect(numbersAt(receive.body, 'gt-zona-10')).toContain(order.number);

    const early = await api.call('POST', '/pickup_locations/set_picked_up', {
      token: carlos,
      body: { order_number: order.number, location_public_id: 'gt-zona-10', pin: order.pin },
    });
    expect(early.status).toBe(400);
    expect(early.body.message).toMatch(/aún no se ha recibido/);

    const received = await api.call('POST', '/pickup_locations/set_received', {
      token: carlos,
      body: { order_number: order.number, location_public_id: 'gt-zona-10' },
    });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({ order_number: order.number, status: 'ReadyForPickup', location_public_id: 'gt-zona-10' });
    expect(orderRow(order.number).status).toBe('ReadyForPickup');
    // Through the lifecycle: the buyer's ORDER_STATUS notification and the order's shipped date.
    expect(await statusNotes(order.number)).toEqual([`Pedido ${order.number}: Listo para recoger: muestra tu código QR y tu PIN`]);
    expect((await api.call('GET', `/order/${order.number}`, { token: ana })).body).toMatchObject({ step: 'ReadyForPickup', shipped_date: received.body.received_date });
    receive = await api.call('GET', '/pickup_locations/orders_to_receive', { token: carlos });
    expect(numbersAt(receive.body, 'gt-zona-10')).not.toContain(order.number);
    let deliver = await api.call('GET', '/pickup_locations/orders_to_deliver', { token: carlos });
    expect(numbersAt(deliver.body, 'gt-zona-10')).toContain(order.number);

    const twice = await api.call('POST', '/pickup_locations/set_received', { token: carlos, body: { order_number: order.number, location_public_id: 'gt-zona-10' } });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toMatch(/ya fue recibido/);

    const wrongPin = order.pin === '000000' ? '111111' : '000000';
    const wrong = await api.call('POST', '/pickup_locations/set_picked_up', {
      token: carlos,
      body: { order_number: order.number, location_public_id: 'gt-zona-10', pin: wrongPin },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.cause).toBe('NOT_ALLOWED');
    expect(wrong.body.message).toMatch(/^El PIN no coincide con el del pedido [0-9]+\..*\(te quedan 4 intentos\)\.$/);
    expect(orderRow(order.number).status).toBe('ReadyForPickup');
    expect(await statusNotes(order.number)).toHaveLength(1);

    const right = await api.call('POST', '/pickup_locations/set_picked_up', {
      token: carlos,
      body: { order_number: order.number, location_public_id: 'gt-zona-10', pin: order.pin },
    });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ order_number: order.number, status: 'Delivered' });
    const row = orderRow(order.number);
    expect(row).toMatchObject({ status: 'Delivered', payment_status: 'PAID' });
    expect(row.paid_cents).toBe(row.total_cents);
    expect(row.delivered_at).toBe(right.body.delivered_date);
    expect(await statusNotes(order.number)).toEqual([
      `Pedido ${order.number}: Listo para recoger: muestra tu código QR y tu PIN`,
      `Pedido ${order.number}: Pedido entregado`,
    ]);
    expect((await api.call('GET', `/order/${order.number}`, { token: ana })).body).toMatchObject({ step: 'Delivered', title: 'Pedido entregado', delivered_date: right.body.delivered_date, is_cancel_enabled: false });
    deliver = await api.call('GET', '/pickup_locations/orders_to_deliver', { token: carlos });
    expect(numbersAt(deliver.body, 'gt-zona-10')).not.toContain(order.number);

    const again = await api.call('POST', '/pickup_locations/set_picked_up', {
      token: carlos,
      body: { order_number: order.number, location_public_id: 'gt-zona-10', pin: order.pin },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/ya fue entregado/);
  });

  it(`refuses the hand-over after ${MAX_PIN_FAILURES} wrong PINs, even with the right one`, async () => {
    for (let i = 0; i < MAX_PIN_FAILURES; i++) {
      const res = await api.call('POST', '/pickup_locations/set_picked_up', {
        token: carlos,
        body: { order_number: '100002', location_public_id: 'gt-zona-10', pin: String(100000 + i) },
      });
      expect(res.status).toBe(400);
    }
    const right = await api.call('POST', '/pickup_locations/set_picked_up', {
      token: carlos,
      body: { order_number: '100002', location_public_id: 'gt-zona-10', pin: '246810' },
    });
    expect(right.status).toBe(400);
    expect(right.body.message).toMatch(/demasiadas veces/);
    expect(orderRow('100002').status).toBe('ReadyForPickup');
  });
});
