import { describe, expect, it } from 'vitest';
import { notify, NOTIFICATION_TYPES } from '../../local-api/account/notifications';
import type { AppDeps } from '../../local-api/http/context';
import { createApp } from '../../local-api/app';
import { openDatabase } from '../../local-api/seed/open';
import { makeAccountApi } from './account-support';
import { API } from './support';

const DEFAULTS = {
  push_orders: true,
  email_orders: true,
  push_answers: true,
  email_answers: true,
  push_waitlist: true,
  email_waitlist: true,
  push_offers: false,
  email_offers: false,
  push_wishlist: true,
  email_wishlist: true,
};

const userId = (api: ReturnType<typeof makeAccountApi>, email = 'ana@tienda.test') =>
  (api.db.prepare('SELECT id FROM users WHERE email = ?').get(email) as { id: number }).id;
const depsOf = (api: ReturnType<typeof makeAccountApi>) =>
  ({ db: api.db, now: () => api.clock.now, random: () => 0.5, log: () => {}, catalogue: null as never }) satisfies AppDeps;

describe('GET and PUT /setting/', () => {
  it('answers the ten flags with their defaults (offers are opt-in), and keeps a partial change', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const initial = await api.call('GET', '/setting/', { token });
    expect([initial.status, initial.body]).toEqual([200, DEFAULTS]);
    const changed = await api.call('PUT', '/setting/', { token, body: { push_offers: true, email_orders: false } });
    expect([changed.status, changed.body]).toEqual([200, { ...DEFAULTS, push_offers: true, email_orders: false }]);
    expect((await api.call('GET', '/setting/', { token })).body).toEqual(changed.body);
    // Another user's settings are their own.
    expect((await api.call('GET', '/setting/', { token: await api.login('carlos@tienda.test') })).body).toEqual(DEFAULTS);
  });

  it.each([
    [{ push_sms: true }, 'El ajuste "push_sms" no existe.'],
    [{ push_orders: 'true' }, 'El ajuste "push_orders" debe ser true o false.'],
    [{ email_offers: 1 }, 'El ajuste "email_offers" debe ser true o false.'],
    [{ push_orders: null }, 'El ajuste "push_orders" debe ser true o false.'],
    [[true], 'Los ajustes deben enviarse como un objeto JSON.'],
  ])('refuses %j with 400 apiCallFailed, changing nothing', async (body, message) => {
    const api = makeAccountApi();
    const token = await api.login();
    const res = await api.call('PUT', '/setting/', { token, body: Array.isArray(body) ? body : { push_answers: false, ...body } });
    expect([res.status, res.body]).toEqual([400, { cause: 'apiCallFailed', message }]);
    expect((await api.call('GET', '/setting/', { token })).body).toEqual(DEFAULTS);
  });
});

describe('notifications', () => {
  it('lists what POST /dev/notify made, newest first, in the spec\'s shape, and the user counts the unread', async () => {
    const api = makeAccountApi({ dev: true });
    const token = await api.login();
    const first = await api.call('POST', '/dev/notify', { token, body: { type: 'QUESTION_ANSWERED', url: '/producto/audifonos' } });
    expect(first.body).toEqual({ created: true, id: expect.any(Number) });
    api.clock.now = new Date('2026-03-02T16:00:00Z');
    await api.call('POST', '/dev/notify', { token, body: { type: 'WAITLIST_BACK_IN_STOCK', subject: 'Ya llegó', message: 'Tu producto está disponible.', url: '/producto/x' } });
    const list = await api.call('GET', '/user/notification/', { token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toEqual({
      id: expect.any(Number),
      type: 'WAITLIST_BACK_IN_STOCK',
      subject: 'Ya llegó',
      message: 'Tu producto está disponible.',
      icon: '/api/public/media/notification/WAITLIST_BACK_IN_STOCK.svg',
      background_color_hex: '#e7f6ec',
      status_changed_date: '2026-03-02T16:00:00.000Z',
      order_number: null,
      dismiss_after_open: false,
      url: '/producto/x',
      is_read: false,
      date_created: '2026-03-02T16:00:00.000Z',
    });
    expect(list.body[1]).toMatchObject({ id: first.body.id, type: 'QUESTION_ANSWERED', subject: 'Respondieron tu pregunta', url: '/producto/audifonos' });
    expect((await api.call('GET', '/user/', { token })).body.notification).toEqual({ unread_count: 2 });
    const icon = await api.raw('GET', list.body[0].icon);
    expect([icon.status, icon.headers.get('Content-Type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(await icon.text()).toContain('Lucide');
    // Another user sees none of them.
    expect((await api.call('GET', '/user/notification/', { token: await api.login('carlos@tienda.test') })).body).toEqual([]);
  });

  it('creates nothing when the push flag of its topic is off; account notices are always created', async () => {
    const api = makeAccountApi({ dev: true });
    const token = await api.login();
    await api.call('PUT', '/setting/', { token, body: { push_waitlist: false, push_wishlist: false } });
    expect((await api.call('POST', '/dev/notify', { token, body: { type: 'WAITLIST_BACK_IN_STOCK' } })).body).toEqual({ created: false, id: null });
    expect((await api.call('POST', '/dev/notify', { token, body: { type: 'FAVORITE_ON_SALE' } })).body.created).toBe(false);
    expect((await api.call('POST', '/dev/notify', { token, body: { type: 'COUPON' } })).body.created).toBe(false); // offers: off by default
    expect((await api.call('POST', '/dev/notify', { token, body: { type: 'QUESTION_ANSWERED' } })).body.created).toBe(true);
    const all = Object.fromEntries(['orders', 'answers', 'waitlist', 'offers', 'wishlist'].map((topic) => [`push_${topic}`, false]));
    await api.call('PUT', '/setting/', { token, body: all });
    expect(notify(depsOf(api), userId(api), 'EMAIL_VERIFIED')).toEqual(expect.any(Number));
    expect(notify(depsOf(api), userId(api), 'ORDER_STATUS', { order_number: 'T-1' })).toBeNull();
    expect((await api.call('GET', '/user/notification/', { token })).body.map((n: { type: string }) => n.type)).toEqual(['EMAIL_VERIFIED', 'QUESTION_ANSWERED']);
    expect(notify(depsOf(api), 999_999, 'EMAIL_VERIFIED')).toBeNull();
  });

  it('clears one: gone from the list whatever its type, and only the owner may; someone else\'s is 404', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const deps = depsOf(api);
    const order = notify(deps, userId(api), 'ORDER_STATUS', { order_number: 'T-100', url: '/cuenta/pedidos/T-100' })!;
    const kept = notify(deps, userId(api), 'QUESTION_ANSWERED', { url: '/cuenta' })!;
    const dismissable = notify(deps, userId(api), 'EMAIL_VERIFIED')!;
    const carlos = await api.login('carlos@tienda.test');
    expect((await api.call('POST', `/user/notification/${order}/clear/`, { token: carlos })).status).toBe(404);

    api.clock.now = new Date('2026-03-03T10:00:00Z');
    const res = await api.call('POST', `/user/notification/${order}/clear/`, { token });
    expect([res.status, res.body]).toEqual([200, { id: order, is_read: true, dismissed: true }]);
    expect((await api.call('POST', `/user/notification/${dismissable}/clear/`, { token })).body).toEqual({ id: dismissable, is_read: true, dismissed: true });
    const list = (await api.call('GET', '/user/notification/', { token })).body;
    expect(list.map((n: { id: number }) => n.id)).toEqual([kept]);
    expect(list[0]).toMatchObject({ id: kept, is_read: false, type: 'QUESTION_ANSWERED' });
    expect((await api.call('POST', `/user/notification/${order}/clear/`, { token })).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999999999999'])
      expect([bad, (await api.call('POST', `/user/notification/${bad}/clear/`, { token })).body.cause]).toEqual([bad, 'notFound']);
  });

  it('has the spec\'s 12 concrete types (UNKNOWN is the client\'s fallback); /dev/notify refuses others', async () => {
    expect(NOTIFICATION_TYPES).toHaveLength(12);
    const api = makeAccountApi({ dev: true });
    const token = await api.login();
    for (const body of [{ type: 'UNKNOWN' }, { type: 'SPAM' }, {}, { type: 'POINTS', url: 'https://evil.example' }, { type: 'POINTS', subject: 5 }]) {
      const res = await api.call('POST', '/dev/notify', { token, body });
      expect([res.status, res.body.cause]).toEqual([400, 'apiCallFailed']);
    }
    expect((await api.call('POST', '/dev/notify', { token: await api.anonymous(), body: { type: 'POINTS' } })).body.cause).toBe('onlyAnonymousTokenFound');
  });

  it('has no /dev/notify behind a public origin that is not loopback, even with dev on', async () => {
    const db = openDatabase(':memory:');
    const app = createApp({ db, logger: () => {}, dev: true, publicOrigin: 'https://tienda.example' });
    const login = await app.request(`${API}/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'Tienda123!' }),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await app.request(`${API}/dev/notify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Session: token },
      body: JSON.stringify({ type: 'POINTS' }),
    });
    expect(res.status).toBe(404);
    expect((db.prepare('SELECT COUNT(*) AS n FROM notifications').get() as { n: number }).n).toBe(0);
  });

  it('has no /dev/notify unless the dev option is on', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const res = await api.call('POST', '/dev/notify', { token, body: { type: 'POINTS' } });
    expect([res.status, res.body.cause]).toEqual([404, 'notFound']);
  });
});
