import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServer } from '../../local-api/server';
import { OrderSchema } from '../../src/domain/orders/order';
import { blob, images, makeAccountApi, type AccountApi } from './account-support';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, findProduct, newCard, NO_DELIVERY, placeOrder } from './checkout-support';

/*
 * Issue 23: what an order holds (gift-card balance, a personal coupon, units,
 * event seats) comes back exactly once when it is cancelled, loses lines to
 * missing stock, or is left unpaid past its deadline (orders/release.ts).
 */

// Logins (scrypt) and several orders per test.
vi.setConfig({ testTimeout: 30_000 });

const ORIGIN = 'http://localhost:9004';
const HOUR = 3_600_000;
const CARD = 'FELIZ-CUMP-LEAN-IOS';

const balanceOf = (api: AccountApi, number = CARD) =>
  (api.db.prepare('SELECT balance_cents FROM gift_cards WHERE number = ?').get(number) as { balance_cents: number }).balance_cents;
const setBalance = (api: AccountApi, cents: number, number = CARD) => api.db.prepare('UPDATE gift_cards SET balance_cents = ? WHERE number = ?').run(cents, number);
const couponUsedAt = (api: AccountApi, code = 'CUMPLEANA25') => (api.db.prepare('SELECT used_at FROM coupons WHERE code = ?').get(code) as { used_at: string | null }).used_at;
const stockOf = (api: AccountApi, sku: string) => (api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(sku) as { stock_quantity: number }).stock_quantity;
const stored = (api: AccountApi, n: string) => {
  const row = api.db.prepare('SELECT cancellation FROM orders WHERE order_number = ?').get(n) as { cancellation: string | null };
  return row.cancellation === null ? null : (JSON.parse(row.cancellation) as Record<string, any>);
};
const orderRow = (api: AccountApi, n: string) =>
  api.db.prepare('SELECT * FROM orders WHERE order_number = ?').get(n) as { id: number; gift_card_cents: number; total_cents: number; paid_cents: number; payment_status: string; cancelled_at: string | null };

/**
 * Ana's order of `quantity` of the `offset`-th cheap product, with the codes applied to the cart first
 * (a gift card of `giftCents` balance, optionally her personal coupon CUMPLEANA25).
 */
async function orderWithCodes(api: AccountApi, token: string, opts: { giftCents: number; coupon?: boolean; quantity?: number; offset: number; payment?: Record<string, unknown> }) {
  closeOpenCarts(api);
  setBalance(api, opts.giftCents);
  const { cartId, sku, priceCents } = await cartWith(api, token, CHEAP, opts.quantity ?? 1, opts.offset);
  const codes = await api.call('PUT', `/cart/${cartId}`, {
    token,
    body: { coupons: opts.coupon ? [{ code: 'CUMPLEANA25' }] : [], gift_cards: opts.giftCents > 0 ? [{ number: CARD }] : [] },
  });
  if (codes.status !== 200) throw new Error(JSON.stringify(codes.body));
  const res = await placeOrder(api, token, cartId, checkoutBody(cartId, opts.payment ?? {}));
  if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return { n: res.body.order_number as string, sku, priceCents, result: res.body };
}

describe('cancelling gives back what the order held', () => {
  const api = makeAccountApi({ dev: true });
  let ana: string;
  beforeAll(async () => {
    ana = await api.login();
  });
  beforeEach(() => api.db.prepare(`UPDATE coupons SET used_at = NULL WHERE code = 'CUMPLEANA25'`).run());

  it('returns a Q97 gift-card share, the personal coupon and the units, and records them', async () => {
    const { n, sku } = await orderWithCodes(api, ana, { giftCents: 9700, coupon: true, quantity: 2, offset: 0 });
    const stockAfterOrder = stockOf(api, sku);
    expect(balanceOf(api)).toBe(0);
    expect(orderRow(api, n).gift_card_cents).toBe(9700);
    expect(couponUsedAt(api)).not.toBeNull();

    const res = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'Ya no lo necesito' } });
    expect(res.status).toBe(200);
    expect(OrderSchema.parse(res.body)).toMatchObject({ status: 'cancelled', step: 'PermanentFailure', icon: 9 });
    expect(balanceOf(api)).toBe(9700);
    expect(couponUsedAt(api)).toBeNull();
    expect(stockOf(api, sku)).toBe(stockAfterOrder + 2);
    const record = stored(api, n)!;
    expect(record).toMatchObject({ reason: 'Ya no lo necesito', cause: 'SHOPPER', refund: null });
    expect(record.returned).toEqual({
      gift_cards: [{ number: CARD, amount_cents: 9700 }],
      coupons: ['CUMPLEANA25'],
      units: [{ product_id: findProduct(api.db, `public_sku = '${sku}'`).id, quantity: 2 }],
      seats: [],
    });
  });

  it('two cancels at once, then a third: one 200, the card credited once', async () => {
    const { n, sku } = await orderWithCodes(api, ana, { giftCents: 9700, coupon: true, offset: 1 });
    const stockAfterOrder = stockOf(api, sku);
    const [a, b] = await Promise.all([
      api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'uno' } }),
      api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'dos' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect((a.status === 400 ? a : b).body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido ya está cancelado.' });
    const third = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'tres' } });
    expect(third.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido ya está cancelado.' });
    expect(balanceOf(api)).toBe(9700);
    expect(stockOf(api, sku)).toBe(stockAfterOrder + 1);
    expect(couponUsedAt(api)).toBeNull();
  });

  it('frees the event seats its cart held (they read SOLD while it is an order) and their stock', async () => {
    closeOpenCarts(api);
    const product = findProduct(api.db, `type = 'EVENT_SEAT' AND status = 'PUBLISHED' AND stock_status = 'PRESALE'`);
    const seatsOf = async (token: string) =>
      (await api.call('GET', `/page/product/${product.public_sku}?include=EVENT_SEATS`, { token })).body.event_seats as { id: string; status: string }[];
    const chosen = (await seatsOf(ana)).filter((s) => s.status === 'AVAILABLE').slice(0, 2).map((s) => s.id);
    await api.call('PUT', `/product/${product.public_sku}/event_seats`, { token: ana, body: { seat_ids: chosen } });
    const cartId = (await api.call('POST', '/cart', { token: ana })).body.cart_id as string;
    await api.call('POST', `/cart/${cartId}/item`, { token: ana, body: { product_public_sku: product.public_sku, quantity: 2 } });
    const stockBefore = stockOf(api, product.public_sku);
    const n = (await placeOrder(api, ana, cartId, checkoutBody(cartId, NO_DELIVERY))).body.order_number as string;
    const other = await api.anonymous();
    const statuses = async () => (await seatsOf(other)).filter((s) => chosen.includes(s.id)).map((s) => s.status);
    expect(await statuses()).toEqual(['SOLD', 'SOLD']);
    expect((await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'No puedo ir' } })).status).toBe(200);
    expect(await statuses()).toEqual(['AVAILABLE', 'AVAILABLE']);
    expect(stockOf(api, product.public_sku)).toBe(stockBefore);
    expect(stored(api, n)!.returned.seats).toEqual(chosen);
  });

  it('a coupon the order gave back is not given back again by a second order it did not pay', async () => {
    const first = await orderWithCodes(api, ana, { giftCents: 9700, coupon: true, offset: 2 });
    expect((await api.call('POST', `/order/${first.n}/cancel`, { token: ana, body: { reason: 'x' } })).status).toBe(200);
    // The coupon is free again: a second order uses it; cancelling the first again changes nothing.
    const second = await orderWithCodes(api, ana, { giftCents: 0, coupon: true, offset: 3 });
    expect(couponUsedAt(api)).not.toBeNull();
    expect((await api.call('POST', `/order/${first.n}/cancel`, { token: ana, body: { reason: 'x' } })).status).toBe(400);
    expect(couponUsedAt(api)).not.toBeNull();
    expect(stored(api, second.n)).toBeNull();
  });
});

describe('remove_out_of_stock, then cancel', () => {
  const api = makeAccountApi({ dev: true });
  let ana: string;
  beforeAll(async () => {
    ana = await api.login();
  });

  it('the removed units’ gift-card share comes back at once, the rest with the cancellation: the total exactly once', async () => {
    const start = 1_000_000;
    const { n, sku, priceCents } = await orderWithCodes(api, ana, { giftCents: start, quantity: 3, offset: 4 });
    const held = orderRow(api, n).gift_card_cents;
    expect(orderRow(api, n)).toMatchObject({ total_cents: 0, payment_status: 'NOT_REQUIRED' });
    expect(balanceOf(api)).toBe(start - held);
    const stockAfterOrder = stockOf(api, sku);

    const item = OrderSchema.parse((await api.call('GET', `/order/${n}`, { token: ana })).body).items[0]!;
    expect((await api.call('POST', `${ORIGIN}/dev/orders/${n}/out_of_stock`, { body: { item_id: item.item_id, quantity: 1 } })).status).toBe(200);
    const removed = await api.call('POST', `/order/${n}/remove_out_of_stock`, { token: ana, body: {} });
    expect(removed.status).toBe(200);
    expect(orderRow(api, n).gift_card_cents).toBe(held - priceCents);
    expect(balanceOf(api)).toBe(start - held + priceCents);
    expect(stored(api, n)).toEqual({
      removed_out_of_stock_cents: 0,
      refund_cents: 0,
      refund: null,
      returned: { gift_cards: [{ number: CARD, amount_cents: priceCents }], coupons: [], units: [], seats: [] },
    });
    // The missing unit was never on the shelf: it does not come back.
    expect(stockOf(api, sku)).toBe(stockAfterOrder);

    const cancelled = await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'Mejor no' } });
    expect(cancelled.status).toBe(200);
    expect(balanceOf(api)).toBe(start);
    expect(stockOf(api, sku)).toBe(stockAfterOrder + 2);
    const record = stored(api, n)!;
    expect(record.returned.gift_cards).toEqual([{ number: CARD, amount_cents: held - priceCents }]);
    expect(record.removal.returned.gift_cards).toEqual([{ number: CARD, amount_cents: priceCents }]);
    // Nothing more on a second cancel.
    expect((await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'otra' } })).status).toBe(400);
    expect(balanceOf(api)).toBe(start);
  });
});

describe('POST /dev/clock', () => {
  const api = makeAccountApi({ dev: true });
  const clock = (body: unknown) => api.call('POST', `${ORIGIN}/dev/clock`, { body });

  it('moves the clock every rule reads: advance_ms, set, reset; GET tells the time', async () => {
    const start = api.clock.now.toISOString();
    expect((await api.call('GET', `${ORIGIN}/dev/clock`)).body).toEqual({ now: start, offset_ms: 0 });
    const moved = await clock({ advance_ms: 2 * HOUR });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ now: new Date(Date.parse(start) + 2 * HOUR).toISOString(), offset_ms: 2 * HOUR, expired: [] });
    const set = await clock({ set: '2026-04-01T12:00:00.000Z' });
    expect(set.body).toMatchObject({ now: '2026-04-01T12:00:00.000Z', offset_ms: Date.parse('2026-04-01T12:00:00.000Z') - Date.parse(start) });
    // A seat hold (15 minutes) reads the same clock.
    const token = await api.anonymous();
    const seatProduct = findProduct(api.db, `type = 'EVENT_SEAT' AND status = 'PUBLISHED' AND stock_status = 'PRESALE'`);
    const map = (await api.call('GET', `/page/product/${seatProduct.public_sku}?include=EVENT_SEATS`, { token })).body.event_seats as { id: string; status: string }[];
    const seat = map.find((s) => s.status === 'AVAILABLE')!.id;
    expect((await api.call('PUT', `/product/${seatProduct.public_sku}/event_seats`, { token, body: { seat_ids: [seat] } })).status).toBe(200);
    await clock({ advance_ms: 16 * 60_000 });
    const other = await api.anonymous();
    const after = (await api.call('GET', `/page/product/${seatProduct.public_sku}?include=EVENT_SEATS`, { token: other })).body.event_seats as { id: string; status: string }[];
    expect(after.find((s) => s.id === seat)!.status).toBe('AVAILABLE');
    expect((await clock({ reset: true })).body).toEqual({ now: start, offset_ms: 0, expired: [] });
  });

  it('refuses bad input with apiCallFailed in Spanish, never 500', async () => {
    const bad = 'La solicitud no es válida: indica uno de advance_ms (milisegundos, entero), set (fecha ISO 8601) o reset (true).';
    for (const body of [{}, { advance_ms: 'x' }, { advance_ms: 1.5 }, { set: 'mañana' }, { reset: false }, { advance_ms: 1, set: '2026-01-01T00:00:00Z' }]) {
      const res = await clock(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ cause: 'apiCallFailed', message: bad });
    }
    const far = await clock({ advance_ms: 20 * 365 * 24 * HOUR });
    expect(far.status).toBe(400);
    expect(far.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: el reloj se mueve a lo sumo 10 años.' });
    expect((await api.call('POST', `${ORIGIN}/dev/clock`, { raw: '{' })).body.cause).toBe('apiCallFailed');
  });

  it('does not exist without dev', async () => {
    const plain = makeAccountApi();
    expect((await plain.call('POST', `${ORIGIN}/dev/clock`, { body: { advance_ms: 1 } })).status).toBe(404);
  });
});

describe('an unpaid order expires at its deadline', () => {
  const api = makeAccountApi({ dev: true });
  let ana: string;
  let carlos: string;
  beforeAll(async () => {
    ana = await api.login();
    carlos = await api.login('carlos@tienda.test');
    // lucia's demo deposit order (100005) is due a day after seeding: let it go first, so each test sees only its own.
    expect((await clock({ advance_ms: 7 * 24 * HOUR })).body.expired).toEqual(['100005']);
  });
  beforeEach(async () => {
    await api.call('POST', `${ORIGIN}/dev/clock`, { body: { reset: true } });
    api.db.prepare(`UPDATE coupons SET used_at = NULL WHERE code = 'CUMPLEANA25'`).run();
  });
  const clock = (body: unknown) => api.call('POST', `${ORIGIN}/dev/clock`, { body });

  it('a bank deposit holds 48 hours: then the gift card, coupon and units come back, without a request to the order', async () => {
    const { n, sku, result } = await orderWithCodes(api, ana, { giftCents: 9700, coupon: true, quantity: 2, offset: 5, payment: { payment_method: 'BANK_DEPOSIT' } });
    expect(result.payment_result_type).toBe('ADVANCE_NEEDED');
    const due = new Date(api.clock.now.getTime() + 48 * HOUR);
    const dueText = result.advance_instructions[1].text as string;
    expect(dueText).toContain('Guardamos tu pedido 48 horas, hasta el 4 de marzo a las 09:00; después lo cancelamos y liberamos los productos.');
    const stockAfterOrder = stockOf(api, sku);

    const early = await clock({ advance_ms: 48 * HOUR - 60_000 });
    expect(early.body.expired).toEqual([]);
    expect(balanceOf(api)).toBe(0);
    const late = await clock({ advance_ms: 60_000 });
    expect(late.body).toMatchObject({ now: due.toISOString(), expired: [n] });
    expect(balanceOf(api)).toBe(9700);
    expect(couponUsedAt(api)).toBeNull();
    expect(stockOf(api, sku)).toBe(stockAfterOrder + 2);
    expect(stored(api, n)).toMatchObject({ cause: 'PAYMENT_EXPIRED', refund: null, returned: { gift_cards: [{ number: CARD, amount_cents: 9700 }], coupons: ['CUMPLEANA25'] } });

    const order = OrderSchema.parse((await api.call('GET', `/order/${n}`, { token: ana })).body);
    expect(order).toMatchObject({
      step: 'PermanentFailure',
      status: 'cancelled',
      title: 'Pedido cancelado: no recibimos tu pago a tiempo',
      icon: 9,
      is_cancel_enabled: false,
      is_bank_slip_required: false,
      advance_amount: null,
      advance_instructions: [],
    });
    expect(order.totals.amount_to_pay).toBe(0);
    const notes = (await api.call('GET', '/user/notification', { token: ana })).body as { order_number: string; subject: string; message: string }[];
    expect(notes.filter((x) => x.order_number === n).map((x) => [x.subject, x.message])).toEqual([
      [`Pedido ${n}: Pedido cancelado: no recibimos tu pago a tiempo`, 'Cancelamos tu pedido porque venció el plazo para pagarlo. Liberamos los productos; si usaste una tarjeta de regalo o un cupón, ya puedes volver a usarlos.'],
    ]);
    const slip = await api.upload(`/order/${n}/bank_slip/`, ana, { image: blob(images.png(300, 200), 'image/png'), amount: '10' });
    expect(slip.status).toBe(400);
    expect(slip.body.cause).toBe('NOT_ALLOWED');
    expect((await api.call('POST', `/order/${n}/cancel`, { token: ana, body: { reason: 'x' } })).body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido ya está cancelado.' });
    expect(balanceOf(api)).toBe(9700);
  });

  it('expires on another shopper’s read when the clock passed the deadline without the dev control', async () => {
    const { n, sku } = await orderWithCodes(api, ana, { giftCents: 9700, offset: 6, payment: { payment_method: 'BANK_DEPOSIT' } });
    const stockAfterOrder = stockOf(api, sku);
    const due = new Date(api.clock.now.getTime() + 48 * HOUR).toISOString();
    api.clock.now = new Date(api.clock.now.getTime() + 49 * HOUR);
    try {
      expect((await api.call('GET', '/order', { token: carlos })).status).toBe(200);
      // Cancelled at its deadline, not when someone happened to look.
      expect(orderRow(api, n).cancelled_at).toBe(due);
      expect(balanceOf(api)).toBe(9700);
      expect(stockOf(api, sku)).toBe(stockAfterOrder + 1);
    } finally {
      api.clock.now = new Date(api.clock.now.getTime() - 49 * HOUR);
    }
  });

  it('a development control finds a due order cancelled: advancing it does not approve it', async () => {
    const { n } = await orderWithCodes(api, ana, { giftCents: 0, offset: 6, payment: { payment_method: 'BANK_DEPOSIT' } });
    api.clock.now = new Date(api.clock.now.getTime() + 48 * HOUR);
    try {
      const advanced = await api.call('POST', `${ORIGIN}/dev/orders/${n}/advance`);
      expect(advanced.status).toBe(400);
      expect(advanced.body).toEqual({ cause: 'NOT_ALLOWED', message: 'El pedido está cancelado: ya no cambia de estado.' });
      expect(orderRow(api, n)).toMatchObject({ payment_status: 'AWAITING_DEPOSIT', paid_cents: 0 });
    } finally {
      api.clock.now = new Date(api.clock.now.getTime() - 48 * HOUR);
    }
  });

  it('slips that cover the amount stop the deadline; a slip for less does not', async () => {
    const covered = await orderWithCodes(api, ana, { giftCents: 0, offset: 7, payment: { payment_method: 'BANK_DEPOSIT' } });
    const short = await orderWithCodes(api, ana, { giftCents: 0, offset: 8, payment: { payment_method: 'BANK_DEPOSIT' } });
    const amount = (n: string) => (orderRow(api, n).total_cents / 100).toFixed(2);
    expect((await api.upload(`/order/${covered.n}/bank_slip/`, ana, { image: blob(images.png(300, 200), 'image/png'), amount: amount(covered.n) })).status).toBe(200);
    expect((await api.upload(`/order/${short.n}/bank_slip/`, ana, { image: blob(images.png(300, 200), 'image/png'), amount: '1.00' })).status).toBe(200);
    const late = await clock({ advance_ms: 72 * HOUR });
    expect(late.body.expired).toEqual([short.n]);
    expect(orderRow(api, covered.n).cancelled_at).toBeNull();
  });

  it('a 3-D Secure order waits 2 hours: after that the authenticated retry is refused and nothing is charged', async () => {
    closeOpenCarts(api);
    const { cartId, sku } = await cartWith(api, ana, CHEAP, 1, 9);
    const body = checkoutBody(cartId, { payment_method: 'CARD', new_card: newCard('4000000000003220') });
    const first = await placeOrder(api, ana, cartId, body);
    expect(first.body.payment_result_type).toBe('STEP_UP_REQUIRED_3DS');
    const n = first.body.order_number as string;
    const stockAfterOrder = stockOf(api, sku);
    const url = new URL(first.body.step_up_params.step_up_url);
    const ref = url.searchParams.get('ref')!;
    await api.app.request(`${ORIGIN}/dev/3ds`, {
      method: 'POST',
      body: new URLSearchParams({ ref, code: '1234', action: 'authorize' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    const { transaction_id } = (await api.call('GET', `/checkout/${ref}/3ds_wait_for_result/`, { token: ana })).body;
    expect(transaction_id).toMatch(/^txn_/);
    expect((await clock({ advance_ms: 2 * HOUR })).body.expired).toEqual([n]);
    const retry = await placeOrder(api, ana, cartId, { ...body, transaction_id });
    expect(retry.status).toBe(400);
    expect(retry.body).toEqual({ cause: 'NOT_ALLOWED', message: `Tu pedido ${n} se canceló porque venció el plazo para pagarlo. Vuelve a hacer tu pedido.` });
    expect(orderRow(api, n)).toMatchObject({ payment_status: 'AWAITING_CARD_VERIFICATION', paid_cents: 0 });
    expect(stockOf(api, sku)).toBe(stockAfterOrder + 1);
  });

  it('a Vana Pay order waits 2 hours: approving it later pays nothing', async () => {
    closeOpenCarts(api);
    const { cartId } = await cartWith(api, ana, CHEAP, 1, 1);
    const placed = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'VANA_PAY' }));
    const n = placed.body.order_number as string;
    const link = new URL((placed.body.advance_instructions as { type: string; text: string }[]).find((i) => i.type === 'LINK')!.text);
    expect((placed.body.advance_instructions as { text: string }[]).map((i) => i.text)).toContain('Tienes 2 horas para aprobarlo: después cancelamos el pedido y liberamos los productos.');
    expect((await clock({ advance_ms: 2 * HOUR })).body.expired).toEqual([n]);
    const approved = await api.call('POST', `${ORIGIN}/dev/vana/approve`, { body: { order_number: n, ref: link.searchParams.get('ref') } });
    expect(approved.status).toBe(400);
    expect(approved.body).toEqual({ cause: 'NOT_ALLOWED', message: `Tu pedido ${n} se canceló porque venció el plazo para pagarlo. Vuelve a hacer tu pedido.` });
    expect(orderRow(api, n)).toMatchObject({ paid_cents: 0 });
  });

  it('an event-seat order by deposit gives its seats and stock back when it expires', async () => {
    closeOpenCarts(api);
    const product = findProduct(api.db, `type = 'EVENT_SEAT' AND status = 'PUBLISHED' AND stock_status = 'PRESALE'`);
    const seatsOf = async (token: string) =>
      (await api.call('GET', `/page/product/${product.public_sku}?include=EVENT_SEATS`, { token })).body.event_seats as { id: string; status: string }[];
    const chosen = (await seatsOf(ana)).filter((s) => s.status === 'AVAILABLE').slice(0, 2).map((s) => s.id);
    expect((await api.call('PUT', `/product/${product.public_sku}/event_seats`, { token: ana, body: { seat_ids: chosen } })).status).toBe(200);
    const cart = await api.call('POST', '/cart', { token: ana });
    const cartId = cart.body.cart_id as string;
    expect((await api.call('POST', `/cart/${cartId}/item`, { token: ana, body: { product_public_sku: product.public_sku, quantity: 2 } })).status).toBe(200);
    const stockBefore = stockOf(api, product.public_sku);
    const placed = await placeOrder(api, ana, cartId, checkoutBody(cartId, { ...NO_DELIVERY, payment_method: 'BANK_DEPOSIT' }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const n = placed.body.order_number as string;
    const other = await api.anonymous();
    expect((await seatsOf(other)).filter((s) => chosen.includes(s.id)).map((s) => s.status)).toEqual(['SOLD', 'SOLD']);
    expect((await clock({ advance_ms: 48 * HOUR })).body.expired).toEqual([n]);
    expect((await seatsOf(other)).filter((s) => chosen.includes(s.id)).map((s) => s.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
    expect(stockOf(api, product.public_sku)).toBe(stockBefore);
    expect(stored(api, n)!.returned.seats).toEqual(chosen);
    expect((await api.call('PUT', `/product/${product.public_sku}/event_seats`, { token: other, body: { seat_ids: chosen } })).status).toBe(200);
  });

  it('cash on delivery and paid orders never expire', async () => {
    const cod = await orderWithCodes(api, ana, { giftCents: 0, offset: 2 });
    const card = await orderWithCodes(api, ana, { giftCents: 0, offset: 3, payment: { payment_method: 'CARD', new_card: newCard('4242424242424242') } });
    expect((await clock({ advance_ms: 10 * 24 * HOUR })).body.expired).toEqual([]);
    expect(orderRow(api, cod.n).cancelled_at).toBeNull();
    expect(orderRow(api, card.n).cancelled_at).toBeNull();
  });
});

describe("the server's expiry sweep", () => {
  it('cancels an order past its deadline on its minute timer, without any request, and stops on close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tienda-expiry-'));
    let now = new Date('2026-03-02T15:00:00Z');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'tienda.sqlite'), staticDir: null, quiet: true, logger: () => undefined, now: () => now, purgeUrl: null });
      const demo = () => server.db.prepare(`SELECT cancelled_at, payment_due_at FROM orders WHERE order_number = '100005'`).get() as { cancelled_at: string | null; payment_due_at: string | null };
      try {
        const due = demo().payment_due_at!;
        expect(due).toBe('2026-03-03T15:10:00.000Z');
        now = new Date(Date.parse(due) + 1);
        expect(vi.getTimerCount()).toBe(1);
        vi.advanceTimersByTime(59_999);
        expect(demo().cancelled_at).toBeNull();
        vi.advanceTimersByTime(1);
        expect(demo()).toEqual({ cancelled_at: due, payment_due_at: null });
      } finally {
        await server.close();
      }
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
