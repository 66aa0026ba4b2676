import { beforeEach, describe, expect, it } from 'vitest';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let ana: string;
beforeEach(async () => {
  api = makeApi();
  ana = await api.login();
});

const pointsOf = (email: string) => (api.db.prepare('SELECT points FROM users WHERE email = ?').get(email) as { points: number }).points;
const count = (sql: string) => (api.db.prepare(sql).get() as { n: number }).n;

describe('GET /user/points/', () => {
  it("answers ana's balance, the rate and her history, newest first, dates with a bracketed zone", async () => {
    const res = await api.call('GET', '/user/points/', { token: ana });
    expect(res.status).toBe(200);
    expect(res.body.total_points).toBe(350);
    expect(res.body.points_per_currency).toBe(10);
    expect(res.body.entries).toEqual([
      { points: 150, type: 'ORDER', date_created: '2026-01-08T11:20:00-06:00[America/Guatemala]' },
      { points: -100, type: 'COUPON', date_created: '2025-12-20T16:45:00-06:00[America/Guatemala]' },
      { points: 20, type: 'REVIEW', date_created: '2025-12-03T09:10:00-06:00[America/Guatemala]' },
      { points: 180, type: 'ORDER', date_created: '2025-11-21T13:30:00-06:00[America/Guatemala]' },
      { points: 100, type: 'BONUS', date_created: '2025-09-10T10:00:00-06:00[America/Guatemala]' },
    ]);
    expect(res.body.entries.reduce((sum: number, e: { points: number }) => sum + e.points, 0)).toBe(350);
  });

  it("gives carlos his own points, never ana's, and an anonymous session 403", async () => {
    const carlos = await api.login('carlos@tienda.test');
    const res = await api.call('GET', '/user/points/', { token: carlos });
    expect(res.body.total_points).toBe(120);
    expect(res.body.entries.map((e: any) => e.points)).toEqual([20, 100]);
    const anonymous = await api.anonymous();
    for (const [method, path] of [['GET', '/user/points/'], ['GET', '/user/points/coupon/'], ['POST', '/user/points/coupon/']] as const) {
      const refused = await api.call(method, path, { token: anonymous, body: method === 'POST' ? { amount: 10 } : undefined });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' });
    }
  });
});

describe('points into a coupon', () => {
  it('offers each amount at 10 points per quetzal, available when the balance covers it', async () => {
    const res = await api.call('GET', '/user/points/coupon/', { token: ana });
    expect(res.body).toEqual([
      { amount: 10, points: 100, is_available: true },
      { amount: 25, points: 250, is_available: true },
      { amount: 50, points: 500, is_available: false },
      { amount: 100, points: 1000, is_available: false },
    ]);
  });

  it('deducts the points, records the entry and creates a personal coupon usable in the cart', async () => {
    const res = await api.call('POST', '/user/points/coupon/', { token: ana, body: { amount: 25 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ amount: 25, points: 250, total_points: 100, coupon: { discount: 25, error_code: null, auto_apply: false } });
    const code = res.body.coupon.code as string;
    expect(code).toMatch(/^PUNTOS-[A-Z2-9]{8}$/);
    const history = (await api.call('GET', '/user/points/', { token: ana })).body;
    expect(history.total_points).toBe(100);
    expect(history.entries[0]).toEqual({ points: -250, type: 'COUPON', date_created: '2026-03-02T09:00:00-06:00[America/Guatemala]' });
    const mine = (await api.call('GET', '/user/coupon/', { token: ana })).body.map((c: { code: string }) => c.code);
    expect(mine).toContain(code);
    expect((await api.call('GET', '/user/points/coupon/', { token: ana })).body.map((o: any) => o.is_available)).toEqual([true, false, false, false]);

    const cartId = (await api.call('POST', '/cart', { token: ana })).body.cart_id;
    const product = api.db.prepare(`SELECT public_sku, price_cents FROM products WHERE status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND price_cents BETWEEN 10000 AND 100000 LIMIT 1`).get() as { public_sku: string; price_cents: number };
    await api.call('POST', `/cart/${cartId}/item`, { token: ana, body: { product_public_sku: product.public_sku, quantity: 1 } });
    const cart = await api.call('PUT', `/cart/${cartId}`, { token: ana, body: { coupons: [{ code }] } });
    expect(cart.body.coupons[0]).toMatchObject({ code, discount: 25, error_code: null });
    expect(cart.body.amount_total).toBeCloseTo(product.price_cents / 100 - 25, 2);
    // Nobody else can use it.
    const carlos = await api.login('carlos@tienda.test');
    const theirs = (await api.call('POST', '/cart', { token: carlos })).body.cart_id;
    expect((await api.call('PUT', `/cart/${theirs}`, { token: carlos, body: { coupons: [{ code }] } })).body.coupons[0].error_code).toBe('INVALID_CODE');
  });

  it('refuses with a Spanish 400 when the points do not cover it, changing nothing', async () => {
    const res = await api.call('POST', '/user/points/coupon/', { token: ana, body: { amount: 50 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'NOT_ALLOWED', message: 'No tienes puntos suficientes: un cupón de Q50 cuesta 500 puntos y tienes 350.' });
    expect(pointsOf('ana@tienda.test')).toBe(350);
    expect(count(`SELECT COUNT(*) AS n FROM coupons WHERE code LIKE 'PUNTOS-%'`)).toBe(0);
    expect(count(`SELECT COUNT(*) AS n FROM points_entries`)).toBe(7);
  });

  it('lets two concurrent conversions spend the same points only once', async () => {
    api.db.prepare(`UPDATE users SET points = 300 WHERE email = 'ana@tienda.test'`).run();
    const answers = await Promise.all([1, 2, 3].map(() => api.call('POST', '/user/points/coupon/', { token: ana, body: { amount: 25 } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(pointsOf('ana@tienda.test')).toBe(50);
    expect(count(`SELECT COUNT(*) AS n FROM coupons WHERE code LIKE 'PUNTOS-%'`)).toBe(1);
    expect(count(`SELECT COUNT(*) AS n FROM points_entries WHERE type = 'COUPON' AND points = -250`)).toBe(1);
  });

  it('refuses garbage bodies with a 400 apiCallFailed and a Spanish message', async () => {
    const amounts = 'el campo "amount" debe ser uno de los montos disponibles (Q10, Q25, Q50, Q100).';
    const cases: [unknown, string][] = [
      [{}, 'falta el campo "amount".'],
      [[], 'falta el campo "amount".'],
      [null, 'falta el campo "amount".'],
      [{ amount: 'mucho' }, amounts],
      [{ amount: 7 }, amounts],
      [{ amount: -25 }, amounts],
      [{ amount: 25.5 }, amounts],
      [{ amount: 1e308 }, amounts],
    ];
    for (const [body, message] of cases) {
      const res = await api.call('POST', '/user/points/coupon/', { token: ana, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ cause: 'apiCallFailed', message: `La solicitud no es válida: ${message}` });
    }
    const raw = await api.call('POST', '/user/points/coupon/', { token: ana, raw: 'amount=25' });
    expect(raw.status).toBe(400);
    expect(pointsOf('ana@tienda.test')).toBe(350);
  });

  it("deletes a user's points, cards, coupons and added locations with the account", async () => {
    const carlos = await api.login('carlos@tienda.test');
    const id = (api.db.prepare(`SELECT id FROM users WHERE email = 'carlos@tienda.test'`).get() as { id: number }).id;
    expect((await api.call('DELETE', '/user/', { token: carlos })).status).toBe(200);
    for (const table of ['points_entries', 'saved_cards', 'user_pickup_locations']) expect(count(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ${id}`)).toBe(0);
    expect(count(`SELECT COUNT(*) AS n FROM coupons WHERE owner_user_id = ${id}`)).toBe(0);
  });
});
