import { describe, expect, it, vi } from 'vitest';
import { images, blob, makeAccountApi } from './account-support';
import { findProduct } from './support';

// The deletion test signs in three times (scrypt) and uploads five pictures: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const count = (api: ReturnType<typeof makeAccountApi>, sql: string, ...params: unknown[]) =>
  (api.db.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).get(...params) as { n: number }).n;

describe('GET /version/', () => {
  it.each([
    ['android', '1.9.9', { should_update: true, recommended_version: '3.1.0', force_update: true, minimum_version: '2.0.0' }],
    ['android', '2.0.0', { should_update: true, recommended_version: '3.1.0', force_update: false, minimum_version: '2.0.0' }],
    ['ios', '3.1', { should_update: false, recommended_version: '3.1.0', force_update: false, minimum_version: '2.0.0' }],
    ['IOS', '10.0.0', { should_update: false, recommended_version: '3.1.0', force_update: false, minimum_version: '2.0.0' }],
    ['web', '1.0.0', { should_update: false, recommended_version: '1.0.0', force_update: false, minimum_version: '1.0.0' }],
  ])('%s %s', async (platform, version, answer) => {
    const api = makeAccountApi();
    const token = await api.anonymous();
    const res = await api.call('GET', `/version/?platform=${platform}&version_name=${version}`, { token });
    expect([res.status, res.body]).toEqual([200, answer]);
  });

  it('refuses an unknown platform or version with 400, and no session with 401', async () => {
    const api = makeAccountApi();
    const token = await api.anonymous();
    const platform = await api.call('GET', '/version/?platform=symbian&version_name=1.0.0', { token });
    expect([platform.status, platform.body.message]).toEqual([400, 'El parámetro "platform" debe ser uno de: android, ios, web.']);
    const version = await api.call('GET', '/version/?platform=android&version_name=latest', { token });
    expect([version.status, version.body.message]).toEqual([400, 'El parámetro "version_name" debe ser una versión como 3.1.0.']);
    expect((await api.call('GET', '/version/?platform=android&version_name=1.0.0')).status).toBe(401);
  });
});

describe('POST /one_signal_player/ and /user/device/permission', () => {
  it('stores the player id once per user', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    for (let i = 0; i < 2; i++) {
      const res = await api.call('POST', '/one_signal_player/', { token, body: { player_id: 'a1b2-c3d4_e5' } });
      expect([res.status, res.body]).toEqual([200, { player_id: 'a1b2-c3d4_e5' }]);
    }
    expect(count(api, 'push_players')).toBe(1);
    for (const body of [{}, { player_id: '' }, { player_id: 'x'.repeat(101) }, { player_id: 'a b' }, { player_id: 3 }, { player_id: 'ok', extra: 1 }]) {
      const res = await api.call('POST', '/one_signal_player/', { token, body });
      expect([JSON.stringify(body), res.status, res.body.cause]).toEqual([JSON.stringify(body), 400, 'apiCallFailed']);
    }
    expect(count(api, 'push_players')).toBe(1);
  });

  it('stores one permission record per player and type, the latest status winning', async () => {
    const api = makeAccountApi();
    const token = await api.login();
    const first = await api.call('POST', '/user/device/permission', { token, body: { player_id: 'p1', permission_type: 'push_notifications', status: 'denied' } });
    expect([first.status, first.body]).toEqual([200, { player_id: 'p1', permission_type: 'PUSH_NOTIFICATIONS', status: 'DENIED' }]);
    const second = await api.call('POST', '/user/device/permission', { token, body: { player_id: 'p1', permission_type: 'PUSH_NOTIFICATIONS', status: true } });
    expect(second.body.status).toBe('GRANTED');
    await api.call('POST', '/user/device/permission', { token, body: { player_id: 'p1', permission_type: 'LOCATION', status: 'NOT_DETERMINED' } });
    expect(api.db.prepare('SELECT permission_type, status FROM device_permissions ORDER BY permission_type').all()).toEqual([
      { permission_type: 'LOCATION', status: 'NOT_DETERMINED' },
      { permission_type: 'PUSH_NOTIFICATIONS', status: 'GRANTED' },
    ]);
    for (const body of [
      { player_id: 'p1', permission_type: 'TELEPATHY', status: 'GRANTED' },
      { player_id: 'p1', permission_type: 'LOCATION', status: 'MAYBE' },
      { player_id: 'p1', permission_type: 'LOCATION' },
      { permission_type: 'LOCATION', status: 'GRANTED' },
    ]) {
      const res = await api.call('POST', '/user/device/permission', { token, body });
      expect([res.status, res.body.cause]).toEqual([400, 'apiCallFailed']);
    }
  });
});

describe('DELETE /user/', () => {
  it('deletes the user and everything theirs, ends all their sessions, and answers a fresh anonymous token', async () => {
    const api = makeAccountApi({ dev: true });
    const token = await api.login();
    const otherDevice = await api.login();
    const carlos = await api.login('carlos@tienda.test');
    const product = findProduct(api.db, "status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity > 5");
    for (const who of [token, carlos]) {
      const cart = await api.call('POST', '/cart/?is_mergeable=true', { token: who });
      expect(cart.status).toBe(200);
      const added = await api.call('POST', `/cart/${cart.body.cart_id}/item/`, { token: who, body: { product_public_sku: product.public_sku, quantity: 1 } });
      expect([added.status, added.body]).toEqual([200, expect.anything()]);
    }
    await api.upload('/user/avatar/upload', token, { image: blob(images.png(100, 100)) });
    await api.upload('/user/dpi/', token, { front: blob(images.png(100, 100)), back: blob(images.png(100, 100)), selfie: blob(images.png(100, 100)) });
    await api.call('PUT', '/setting/', { token, body: { push_offers: true } });
    await api.call('POST', '/dev/notify', { token, body: { type: 'POINTS' } });
    await api.call('POST', '/one_signal_player/', { token, body: { player_id: 'p1' } });
    await api.upload('/user/avatar/upload', carlos, { image: blob(images.png(100, 100)) });
    const anaId = (api.db.prepare("SELECT id FROM users WHERE email = 'ana@tienda.test'").get() as { id: number }).id;

    const res = await api.call('DELETE', '/user/', { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/);

    for (const old of [token, otherDevice]) {
      const after = await api.call('GET', '/user/', { token: old });
      expect([after.status, after.body.cause]).toEqual([401, 'INVALID_TOKEN']);
    }
    const fresh = await api.call('GET', '/user/', { token: res.body.token });
    expect([fresh.status, fresh.body.cause]).toEqual([403, 'onlyAnonymousTokenFound']);
    const freshCart = await api.call('POST', '/cart/?is_mergeable=true', { token: res.body.token });
    expect([freshCart.status, freshCart.body.items]).toEqual([200, []]);

    expect(count(api, 'users WHERE id = ?', anaId)).toBe(0);
    expect(count(api, 'sessions WHERE user_id = ?', anaId)).toBe(0);
    expect(count(api, 'carts WHERE owner = ?', `u:${anaId}`)).toBe(0);
    for (const table of ['user_files', 'user_settings', 'notifications', 'push_players', 'identity_documents'])
      expect([table, count(api, `${table} WHERE user_id = ?`, anaId)]).toEqual([table, 0]);
    const login = await api.call('POST', '/login/', { body: { login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'Tienda123!' } });
    expect([login.status, login.body.cause]).toEqual([400, 'LOGIN_FAILED']);

    // Carlos keeps everything.
    const carlosUser = await api.call('GET', '/user/', { token: carlos });
    expect(carlosUser.status).toBe(200);
    expect((await api.raw('GET', carlosUser.body.avatar)).status).toBe(200);
    expect((await api.call('POST', '/cart/?is_mergeable=true', { token: carlos })).body.items).toHaveLength(1);
  });
});
