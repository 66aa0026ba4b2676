import { beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../local-api/auth/rate-limits';
import { needsRehash, SCRYPT_PARAMS, scryptKdf, verifyPassword } from '../../local-api/session/passwords';
import { endAllSessionsOf } from '../../local-api/session/session-service';
import { makeAuthApi, type AuthApi } from './auth-support';

let api: AuthApi;
beforeEach(() => {
  api = makeAuthApi();
});
const loginBody = (email: string, password = 'Tienda123!') => ({ body: { login: email, email, password } });

describe('passwords', () => {
  // The time of a wrong password against an unknown email: tests/timing/login-time.test.ts (npm run test:timing).
  // About the hash itself: the product's scrypt, not the tests' cheap one.
  beforeEach(() => {
    api = makeAuthApi({ passwordKdf: scryptKdf });
  });

  it('stores OWASP scrypt hashes (N=2^17, r=8, p=1), the demo ones included, and verifies them', async () => {
    const rows = api.db.prepare('SELECT password_hash FROM users').all() as { password_hash: string }[];
    for (const { password_hash } of rows) {
      expect(password_hash.startsWith(`scrypt$${SCRYPT_PARAMS.N}$8$1$`)).toBe(true);
      expect(needsRehash(password_hash)).toBe(false);
    }
    expect(await verifyPassword('Tienda123!', rows[0]!.password_hash)).toBe(true);
    expect(await verifyPassword('Tienda123?', rows[0]!.password_hash)).toBe(false);
    expect(await verifyPassword('Tienda123!', 'scrypt$1048576$64$1$00$00')).toBe(false); // over maxmem: refused, not thrown
  }, 20_000);

  it('rehashes an older, weaker hash at the next good login', async () => {
    const { scryptSync } = await import('node:crypto');
    const old = ['scrypt', 16384, 8, 1, '00'.repeat(16), scryptSync('Tienda123!', Buffer.alloc(16), 64, { N: 16384, r: 8, p: 1 }).toString('hex')].join('$');
    api.db.prepare("UPDATE users SET password_hash = ? WHERE email = 'ana@tienda.test'").run(old);
    expect((await api.call('POST', '/login/', loginBody('ana@tienda.test'))).status).toBe(200);
    const { password_hash } = api.db.prepare("SELECT password_hash FROM users WHERE email = 'ana@tienda.test'").get() as { password_hash: string };
    expect(password_hash.startsWith('scrypt$131072$8$1$')).toBe(true);
  }, 20_000);
});

describe('sessions', () => {
  it('a login ends the session that made it: a second user from the same client leaves the first token dead', async () => {
    const ana = (await api.call('POST', '/login/', loginBody('ana@tienda.test'))).body.token;
    const carlos = await api.call('POST', '/login/', { ...loginBody('carlos@tienda.test'), token: ana });
    expect(carlos.status).toBe(200);
    const old = await api.call('GET', '/cart?is_mergeable=true', { token: ana });
    expect((await api.call('POST', '/cart?is_mergeable=true', { token: ana })).body.cause).toBe('INVALID_TOKEN');
    expect(old.status).not.toBe(200);
    expect((await api.call('POST', '/cart?is_mergeable=true', { token: carlos.body.token })).status).toBe(200);
  }, 20_000);

  it('logout ends the session on the server and answers a fresh anonymous token', async () => {
    const ana = (await api.call('POST', '/login/', loginBody('ana@tienda.test'))).body.token;
    const out = await api.call('POST', '/logout/', { token: ana });
    expect(out.status).toBe(200);
    expect(out.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await api.call('POST', '/cart?is_mergeable=true', { token: ana })).body.cause).toBe('INVALID_TOKEN');
    expect((await api.call('POST', '/cart?is_mergeable=true', { token: out.body.token })).status).toBe(200);
  }, 20_000);

  it('endAllSessionsOf ends every session of that user and no one else’s', async () => {
    const a1 = (await api.call('POST', '/login/', loginBody('ana@tienda.test'))).body.token;
    const a2 = (await api.call('POST', '/login/', loginBody('ana@tienda.test'))).body.token;
    const c1 = (await api.call('POST', '/login/', loginBody('carlos@tienda.test'))).body.token;
    const { id } = api.db.prepare("SELECT id FROM users WHERE email = 'ana@tienda.test'").get() as { id: number };
    expect(endAllSessionsOf({ db: api.db, now: () => api.clock.now } as never, id)).toBe(2);
    for (const token of [a1, a2]) expect((await api.call('POST', '/cart?is_mergeable=true', { token })).body.cause).toBe('INVALID_TOKEN');
    expect((await api.call('POST', '/cart?is_mergeable=true', { token: c1 })).status).toBe(200);
  }, 20_000);
});

describe('login rate limits', () => {
  it('throttles 15 different emails tried once each from one address (spraying), not another address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 15; i++) answers.push((await api.call('POST', '/login/', loginBody(`persona${i}@tienda.test`, 'Verano2026!'))).status);
    const limit = RATE_LIMITS.loginFailuresPerAddress.limit;
    expect(answers.slice(0, limit)).toEqual(new Array(limit).fill(400));
    expect(answers.slice(limit)).toEqual(new Array(15 - limit).fill(429));
    const blocked = await api.call('POST', '/login/', loginBody('ana@tienda.test'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.cause).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await api.call('POST', '/login/', { ...loginBody('ana@tienda.test'), address: '198.51.100.77' })).status).toBe(200);
    api.clock.now = new Date(api.clock.now.getTime() + retryAfter * 1000 + 1000);
    expect((await api.call('POST', '/login/', loginBody('ana@tienda.test'))).status).toBe(200);
  }, 60_000);
});
