import { beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema } from '../../src/domain/orders/order';
import { DEMO_CARD_AUTHORIZATION_NUMBER } from '../../local-api/seed/demo-orders';
import { blob, images, makeAccountApi } from './account-support';

/** lucia's seeded after-sale orders 100004–100007 (seed/demo-orders.ts) and the dev controls that move them along. */
const api = makeAccountApi({ dev: true });
let lucia: string;
let ana: string;

const DEV = 'http://localhost:9004/dev/orders';
const detail = async (n: string, token = lucia) => OrderSchema.parse((await api.call('GET', `/order/${n}`, { token })).body);
const notesOf = async (n: string) =>
  ((await api.call('GET', '/user/notification', { token: lucia })).body as { type: string; order_number?: string; subject: string }[]).filter(
    (x) => x.order_number === n,
  );

beforeAll(async () => {
  lucia = await api.login('lucia@tienda.test');
  ana = await api.login('ana@tienda.test');
});

describe("lucia's seeded after-sale orders", () => {
  it('100004 is delivered, with one item under warranty and no claim', async () => {
    const o = await detail('100004');
    expect(o).toMatchObject({ step: 'Delivered', title: 'Pedido entregado', payment_method: 'CARD', pickup_option: null, is_cancel_enabled: false });
    expect(o.delivered_date).not.toBeNull();
    expect(o.shipping_address?.city).toBe('Guatemala');
    expect(o.items.map((i) => [i.is_under_warranty, i.warranty_claim_status, i.warranty_claim_id])).toEqual([
      [true, null, null],
      [false, null, null],
    ]);
    expect((await api.call('GET', '/order/100004/warranty', { token: lucia })).body).toEqual([]);
  });

  it('100005 waits for a bank deposit: unpaid, slip required, none uploaded, with the instructions', async () => {
    const o = await detail('100005');
    expect(o).toMatchObject({ step: 'AwaitingCustomerInput', payment_method: 'BANK_DEPOSIT', is_bank_slip_required: true, is_bank_slip_accepted: false, bank_slips: [] });
    expect(o.totals.amount_unpaid).toBe(o.totals.amount_total);
    expect(o.totals.amount_unpaid).toBeGreaterThan(0);
    expect(o.advance_amount).toBe(o.totals.amount_total);
    expect(o.advance_instructions[0]).toMatchObject({ type: 'TITLE', text: 'Cómo pagar tu pedido 100005' });
  });

  it('100006 is paid and Approved, with one unit of a line out of stock', async () => {
    const o = await detail('100006');
    expect(o).toMatchObject({ step: 'Approved', payment_method: 'CARD', is_cancel_enabled: true });
    expect(o.totals.amount_unpaid).toBe(0);
    expect(o.items.map((i) => [i.quantity, i.quantity_out_of_stock])).toEqual([
      [2, 1],
      [1, 0],
    ]);
  });

  it('100007 is paid by card, Approved, asks for the authorization number and can be cancelled', async () => {
    const o = await detail('100007');
    expect(o).toMatchObject({ step: 'Approved', payment_method: 'CARD', is_payment_card_authorization_number_required: true, is_cancel_enabled: true });
    expect(DEMO_CARD_AUTHORIZATION_NUMBER).toBe('123456');
  });

  it('are lucia’s alone: ana gets 404 on each', async () => {
    for (const n of ['100004', '100005', '100006', '100007']) {
      const res = await api.call('GET', `/order/${n}`, { token: ana });
      expect(res.status, n).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'El pedido no existe.' });
    }
    const mine = (await api.call('GET', '/order', { token: ana })).body as { order_number: string }[];
    expect(mine.map((o) => o.order_number)).not.toContain('100004');
  });
});

describe('POST /dev/orders/{n}/bank_slips/{id}/verify', () => {
  it('verifies slips; once they cover the amount the order is paid and Approved, with its notification', async () => {
    const total = (await detail('100005')).totals.amount_total;
    const first = await api.upload('/order/100005/bank_slip/', lucia, { image: blob(images.png(300, 200), 'image/png'), amount: '100' });
    const second = await api.upload('/order/100005/bank_slip/', lucia, { image: blob(images.png(300, 200), 'image/png'), amount: (total - 100).toFixed(2) });
    expect([first.status, second.status]).toEqual([200, 200]);
    // Ana cannot see, read or verify lucia's slips through the shopper routes.
    expect((await api.raw('GET', `/order/100005/bank_slip/${first.body.id}/`, ana)).status).toBe(404);

    const partly = await api.call('POST', `${DEV}/100005/bank_slips/${first.body.id}/verify`);
    expect(partly.status).toBe(200);
    expect(partly.body).toEqual({
      order_number: '100005',
      bank_slip: { id: first.body.id, is_verified: true, amount: 100 },
      amount_verified: 100,
      is_paid: false,
      step: 'AwaitingCustomerInput',
    });
    let o = await detail('100005');
    expect(o.bank_slips.map((s) => [s.id, s.is_verified])).toEqual([
      [first.body.id, true],
      [second.body.id, false],
    ]);
    expect(o.step).toBe('AwaitingCustomerInput');
    expect(await notesOf('100005')).toEqual([]);

    const covered = await api.call('POST', `${DEV}/100005/bank_slips/${second.body.id}/verify`);
    expect(covered.body).toMatchObject({ is_paid: true, step: 'Approved', amount_verified: total });
    o = await detail('100005');
    expect(o).toMatchObject({ step: 'Approved', is_bank_slip_accepted: true, is_bank_slip_required: false });
    expect(o.totals.amount_unpaid).toBe(0);
    expect((await notesOf('100005')).map((x) => [x.type, x.subject])).toEqual([['ORDER_STATUS', 'Pedido 100005: Pedido aprobado']]);

    // Verifying again changes nothing more.
    await api.call('POST', `${DEV}/100005/bank_slips/${second.body.id}/verify`);
    expect((await detail('100005')).step).toBe('Approved');
    expect(await notesOf('100005')).toHaveLength(1);
  });

  it('a slip of another order, or none, is 404', async () => {
    const slip = api.db.prepare('SELECT id FROM order_bank_slips ORDER BY id LIMIT 1').get() as { id: number };
    for (const path of [`${DEV}/100006/bank_slips/${slip.id}/verify`, `${DEV}/100005/bank_slips/99999/verify`, `${DEV}/100005/bank_slips/abc/verify`, `${DEV}/999999/bank_slips/1/verify`]) {
      const res = await api.call('POST', path);
      expect(res.status, path).toBe(404);
      expect(res.body.cause).toBe('notFound');
    }
  });
});

describe('POST /dev/orders/{n}/out_of_stock', () => {
  it('marks units of a line out of stock, and 0 clears them', async () => {
    const item = (await detail('100007')).items[0]!;
    const res = await api.call('POST', `${DEV}/100007/out_of_stock`, { body: { item_id: item.item_id, quantity: 1 } });
    expect(res.body).toEqual({ order_number: '100007', item_id: item.item_id, quantity: 1, quantity_out_of_stock: 1 });
    expect((await detail('100007')).items[0]!.quantity_out_of_stock).toBe(1);
    expect((await api.call('GET', '/order/100007/ship_in_stock', { token: lucia })).body.items_to_wait).toHaveLength(1);
    await api.call('POST', `${DEV}/100007/out_of_stock`, { body: { item_id: Number(item.item_id), quantity: 0 } });
    expect((await detail('100007')).items[0]!.quantity_out_of_stock).toBe(0);
  });

  it.each<[Record<string, unknown>, number, string]>([
    [{ item_id: 'x', quantity: 1 }, 404, 'notFound'],
    [{ quantity: 1 }, 404, 'notFound'],
    [{ item_id: 'ITEM', quantity: 5 }, 400, 'apiCallFailed'],
    [{ item_id: 'ITEM', quantity: -1 }, 400, 'apiCallFailed'],
    [{ item_id: 'ITEM', quantity: 0.5 }, 400, 'apiCallFailed'],
  ])('refuses %j', async (body, status, cause) => {
    const item = (await detail('100007')).items[0]!;
    const sent = { ...body, ...(body.item_id === 'ITEM' ? { item_id: item.item_id } : {}) };
    const res = await api.call('POST', `${DEV}/100007/out_of_stock`, { body: sent });
    expect(res.status).toBe(status);
    expect(res.body.cause).toBe(cause);
    if (status === 400) expect(res.body.message).toBe('La solicitud no es válida: quantity debe ser un número entero de 0 a 1.');
  });

  it('refuses a body that is not a JSON object (400, never a 500)', async () => {
    for (const raw of ['nope', '[1]', 'null']) {
      const res = await api.call('POST', `${DEV}/100007/out_of_stock`, { raw });
      expect(res.status, raw).toBe(400);
      expect(res.body.cause).toBe('apiCallFailed');
      expect(res.body.message).toMatch(/^La solicitud no es válida: /);
    }
  });

  it('refuses an order that already left (NOT_ALLOWED) and a line of another order (404)', async () => {
    const delivered = (await detail('100004')).items[0]!;
    const res = await api.call('POST', `${DEV}/100004/out_of_stock`, { body: { item_id: delivered.item_id, quantity: 1 } });
    expect(res.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido ya salió o está cancelado: sus productos ya no se marcan como agotados.' });
    const other = await api.call('POST', `${DEV}/100007/out_of_stock`, { body: { item_id: delivered.item_id, quantity: 1 } });
    expect(other.status).toBe(404);
  });

  it('does not exist without the development pages', async () => {
    const { makeApi } = await import('./support');
    const prod = makeApi();
    expect((await prod.call('POST', `${DEV}/100006/out_of_stock`, { body: { item_id: '1', quantity: 1 } })).status).toBe(404);
    expect(prod.db.prepare('SELECT SUM(quantity_out_of_stock) AS n FROM order_items').get()).toEqual({ n: 1 });
  });
});

describe('tracking, delay and tickets in the order', () => {
  it('a shipped home delivery has its tracking link; a pickup or unshipped order none', async () => {
    expect((await detail('100004')).tracking_links).toEqual([{ number: 'TND100004GT', link: 'https://rastreo.example/guia/TND100004GT' }]);
    expect((await detail('100006')).tracking_links).toEqual([]);
    expect((await detail('100002')).tracking_links).toEqual([]);
  });

  it('is_delayed once the promised range has passed in Guatemala, never once delivered', async () => {
    const o = await detail('100006');
    const endDay = o.promised_delivery_end!.slice(0, 10);
    expect(endDay).toMatch(/^20[0-9]{2}-[0-9]{2}-[0-9]{2}$/);
    const saved = api.clock.now;
    try {
      // 23:30 in Guatemala on the last promised day (05:30 UTC the next day): not late yet.
      api.clock.now = new Date(`${endDay}T23:30:00-06:00`);
      const token = await api.login('lucia@tienda.test');
      expect(OrderSchema.parse((await api.call('GET', '/order/100006', { token })).body).is_delayed).toBe(false);
      api.clock.now = new Date(api.clock.now.getTime() + 3_600_000); // 00:30 the day after
      expect(OrderSchema.parse((await api.call('GET', '/order/100006', { token })).body).is_delayed).toBe(true);
      expect(OrderSchema.parse((await api.call('GET', '/order/100004', { token })).body).is_delayed).toBe(false);
    } finally {
      api.clock.now = saved;
    }
  });

  it('an event line gives one ticket code per unit once paid', async () => {
    const event = api.db.prepare(`SELECT id, price_cents FROM products WHERE type = 'EVENT_TICKET' ORDER BY id LIMIT 1`).get() as { id: number; price_cents: number };
    const orderId = (api.db.prepare(`SELECT id FROM orders WHERE order_number = '100006'`).get() as { id: number }).id;
    const { lastInsertRowid } = api.db.prepare('INSERT INTO order_items (order_id, product_id, quantity, unit_price_cents) VALUES (?, ?, 2, ?)').run(orderId, event.id, event.price_cents);
    const o = await detail('100006');
    expect(o.event_tickets.map(({ ticket_code, date_used, seat }) => ({ ticket_code, date_used, seat }))).toEqual([
      { ticket_code: `TK-100006-${lastInsertRowid}-1`, date_used: null, seat: null },
      { ticket_code: `TK-100006-${lastInsertRowid}-2`, date_used: null, seat: null },
    ]);
    // When and where the event is (migration 25's extension), on every ticket.
    expect(o.event_tickets[0]!.event).toMatchObject({ venue_name: expect.any(String), starts_at: expect.any(String) });
    // An event still to come, whatever day the database was seeded.
    expect(Date.parse(o.event_tickets[0]!.event!.starts_at)).toBeGreaterThan(api.clock.now.getTime());
    expect((await detail('100005')).event_tickets).toEqual([]);
    api.db.prepare('DELETE FROM order_items WHERE id = ?').run(lastInsertRowid);
  });

  it("the worker's per-location query uses migration 19's index", () => {
    const plan = api.db
      .prepare(`EXPLAIN QUERY PLAN SELECT id FROM orders o WHERE json_extract(o.details, '$.pickup_option.public_id') = ?`)
      .all('gt-zona-10') as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' ')).toContain('orders_pickup_location');
  });
});
