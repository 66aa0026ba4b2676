import { beforeAll, describe, expect, it } from 'vitest';
import { OrderSchema } from '../../src/domain/orders/order';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, makeCheckoutApi, placeOrder } from './checkout-support';

const api = makeCheckoutApi();
let ana: string;
let carlos: string;
const placed: string[] = [];

beforeAll(async () => {
  ana = await api.login();
  carlos = await api.login('carlos@tienda.test');
  for (let i = 0; i < 3; i++) {
    closeOpenCarts(api);
    const { cartId } = await cartWith(api, ana, CHEAP, 1, i);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: i === 1 ? 'BANK_DEPOSIT' : 'COD' }));
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    placed.push(res.body.order_number);
  }
});

describe('GET /order', () => {
  it('lists the user’s orders newest first, each an OrderSchema with its cart id', async () => {
    const res = await api.call('GET', '/order', { token: ana });
    expect(res.status).toBe(200);
    const orders = res.body.map((o: unknown) => OrderSchema.parse(o));
    expect(orders.map((o: { order_number: string }) => o.order_number)).toEqual([...placed].reverse());
    expect(orders.every((o: { cart_id: string | null }) => typeof o.cart_id === 'string')).toBe(true);
    expect((await api.call('GET', '/order', { token: carlos })).body).toEqual([]);
  });

  it('pages: page from 1, page_size default 20 and at most 50; anything else is 400 invalidPage', async () => {
    const second = (await api.call('GET', '/order?page=2&page_size=2', { token: ana })).body;
    expect(second.map((o: { order_number: string }) => o.order_number)).toEqual([placed[0]]);
    expect((await api.call('GET', '/order?page=3&page_size=2', { token: ana })).body).toEqual([]);
    for (const query of ['page=0', 'page=-1', 'page=abc', 'page_size=51', 'page_size=0', 'page=1.5']) {
      const res = await api.call('GET', `/order?${query}`, { token: ana });
      expect(res.status, query).toBe(400);
      expect(res.body.cause).toBe('invalidPage');
      expect(res.body.message).toMatch(/página/);
    }
    expect((await api.call('GET', '/order?page_size=50', { token: ana })).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const res = await api.call('GET', '/order', { token: await api.anonymous() });
    expect(res.status).toBe(403);
    expect(res.body.cause).toBe('onlyAnonymousTokenFound');
  });
});

describe('GET /order/{n}', () => {
  it('answers the owner the order with status, prices at order time and totals', async () => {
    const n = placed[1]!;
    api.db.prepare('UPDATE products SET price_cents = price_cents * 2').run();
    try {
      const order = OrderSchema.parse((await api.call('GET', `/order/${n}`, { token: ana })).body);
      expect(order.payment_method).toBe('BANK_DEPOSIT');
      expect(order).toMatchObject({ step: 'AwaitingCustomerInput', title: 'Esperando tu depósito', color_hex: '#b26a00', icon: 0, is_bank_slip_required: true });
      const line = order.items[0]!;
      expect(line.price * 100).toBeCloseTo(line.product.price * 50, 5);
      expect(order.totals.amount_to_pay).toBe(order.totals.amount_total);
      expect(order.contact_email).toBe('ana@tienda.test');
      expect(order.delivery_option?.id).toBe('STANDARD');
      expect(order.shipping_address?.id).toBe('demo-ana-casa');
    } finally {
      api.db.prepare('UPDATE products SET price_cents = price_cents / 2').run();
    }
  });

  it("someone else's order, a missing one and garbage all answer 404 notFound", async () => {
    for (const [token, n] of [
      [carlos, placed[0]!],
      [ana, '999999'],
      [ana, 'abc'],
      [ana, '1%27%20OR%201=1'],
    ] as const) {
      const res = await api.call('GET', `/order/${n}`, { token });
      expect(res.status, n).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'El pedido no existe.' });
    }
  });
});

describe('account deletion', () => {
  it('keeps the user’s orders and lines, detached from them (an unpaid one cancelled), and takes the idempotency keys with it', async () => {
    const { deleteAccount } = await import('../../local-api/account/delete-account');
    const { cartId } = await cartWith(api, carlos, CHEAP);
    const res = await placeOrder(api, carlos, cartId, checkoutBody(cartId, { shipping_address_id: null, delivery_option_id: null, pickup_option_id: 'gt-zona-10' }));
    expect(res.status).toBe(200);
    const userId = (api.db.prepare("SELECT id FROM users WHERE email = 'carlos@tienda.test'").get() as { id: number }).id;
    const count = (sql: string) => (api.db.prepare(sql).get(userId) as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?')).toBe(1);
    const orders = (api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
    const items = (api.db.prepare('SELECT COUNT(*) AS n FROM order_items').get() as { n: number }).n;
    deleteAccount({ db: api.db, now: () => new Date(), random: Math.random, log: () => {}, catalogue: undefined as never }, userId);
    expect(count('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?')).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM checkout_idempotency WHERE user_id = ?')).toBe(0);
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(orders);
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM order_items').get() as { n: number }).n).toBe(items);
    expect(api.db.prepare('SELECT user_id, status, payment_status FROM orders WHERE order_number = ?').get(res.body.order_number)).toEqual({
      user_id: null,
      status: 'PermanentFailure',
      payment_status: 'ON_DELIVERY',
    });
  });
});
