import { beforeEach, describe, expect, it } from 'vitest';
import { SessionTokenSchema, UserSchema } from '../../src/domain';
import { TEXT_LIMITS } from '../../src/domain/shared/request-checks';
import { LOGIN_FAILURE_LIMIT, SESSION_TTL_MS } from '../../local-api/session/session-service';
import { makeApi, type TestApi } from './support';

let api: TestApi;
beforeEach(() => {
  api = makeApi();
});

describe('anonymous sessions', () => {
  it('hands out a 256-bit hex token without needing a session', async () => {
    const res = await api.call('POST', '/anonymous/');
    expect(res.status).toBe(200);
    expect(SessionTokenSchema.parse(res.body).token).toMatch(/^[0-9a-f]{64}$/);
    const other = await api.anonymous();
    expect(other).not.toBe(res.body.token);
  });

  it('stores only a hash of the token', async () => {
    const token = await api.anonymous();
    const stored = api.db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('works with or without the trailing slash', async () => {
    expect((await api.call('POST', '/anonymous')).status).toBe(200);
  });
});

describe('login', () => {
  it('signs in a demo account with email or login and answers the names', async () => {
    const res = await api.call('POST', '/login/', { body: { login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'Tienda123!' } });
    expect(res.status).toBe(200);
    expect(SessionTokenSchema.parse(res.body)).toMatchObject({ first_name: 'Ana', last_name: 'López', email: 'ana@tienda.test' });
    const byLogin = await api.call('POST', '/login/', { body: { login: 'CARLOS@tienda.test', email: '', password: 'Tienda123!' } });
    expect(byLogin.status).toBe(200);
    expect(byLogin.body.first_name).toBe('Carlos');
  });

  it('answers 400 LOGIN_FAILED (not 401) for a wrong password or an unknown email', async () => {
    for (const body of [
      { login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'equivocada' },
      { login: 'nadie@tienda.test', email: 'nadie@tienda.test', password: 'Tienda123!' },
    ]) {
      const res = await api.call('POST', '/login/', { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ cause: 'LOGIN_FAILED', message: 'Correo o contraseña incorrectos.' });
    }
  });

  it('answers 400 apiCallFailed for a body without a password or an email', async () => {
    const noPassword = await api.call('POST', '/login/', { body: { email: 'ana@tienda.test' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.cause).toBe('apiCallFailed');
    expect(noPassword.body.message).toContain('password');
    const noEmail = await api.call('POST', '/login/', { body: { password: 'x' } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.cause).toBe('apiCallFailed');
  });

  it('refuses an over-long email or password with 400 apiCallFailed before hashing, counting no failed attempt', async () => {
    for (const [body, field] of [
      [{ email: `${'a'.repeat(TEXT_LIMITS.email)}@x.gt`, password: 'Tienda123!' }, 'email'],
      [{ login: `${'a'.repeat(TEXT_LIMITS.email)}@x.gt`, password: 'Tienda123!' }, 'login'],
      [{ email: 'ana@tienda.test', password: 'p'.repeat(TEXT_LIMITS.password + 1) }, 'password'],
      [{ email: 'ana@tienda.test', password: 'p'.repeat(10_000) }, 'password'],
    ] as const) {
      const res = await api.call('POST', '/login/', { body });
      expect(res.status, field).toBe(400);
      expect(res.body.cause).toBe('apiCallFailed');
      expect(res.body.message).toMatch(new RegExp(`^La solicitud no es válida: el campo "${field}" admite como máximo \\d+ caracteres\\.$`));
    }
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM login_failures').get()).toEqual({ n: 0 });
    // a password at the bound is checked as any other
    const atBound = await api.call('POST', '/login/', { body: { email: 'ana@tienda.test', password: 'p'.repeat(TEXT_LIMITS.password) } });
    expect(atBound.body.cause).toBe('LOGIN_FAILED');
  });

  it('answers 429 TOO_MANY_REQUESTS with Retry-After after 10 failures in 10 minutes, then lets in again', async () => {
    const wrong = { login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'mala' };
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) expect((await api.call('POST', '/login/', { body: wrong })).status).toBe(400);
    const blocked = await api.call('POST', '/login/', { body: { ...wrong, password: 'Tienda123!' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.cause).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // another email is not affected
    expect((await api.call('POST', '/login/', { body: { login: 'carlos@tienda.test', email: 'carlos@tienda.test', password: 'Tienda123!' } })).status).toBe(200);
    api.clock.now = new Date(api.clock.now.getTime() + retryAfter * 1000 + 1000);
    expect((await api.call('POST', '/login/', { body: { ...wrong, password: 'Tienda123!' } })).status).toBe(200);
  }, 30_000); // 13 scrypt runs at OWASP cost (about 0.4 s each)
});

describe('logout', () => {
  it('ends the session and answers a fresh anonymous one', async () => {
    const user = await api.login();
    const res = await api.call('POST', '/logout/', { token: user });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[0-9a-f]{64}$/);
    expect((await api.call('GET', '/user/', { token: user })).body.cause).toBe('INVALID_TOKEN');
    expect((await api.call('GET', '/user/', { token: res.body.token })).body.cause).toBe('onlyAnonymousTokenFound');
  });
});

describe('authentication errors', () => {
  it('answers 401 AUTH_ERROR without a Session header', async () => {
    const res = await api.call('GET', '/user/');
    expect(res.status).toBe(401);
    expect(res.body.cause).toBe('AUTH_ERROR');
    expect((await api.call('GET', '/page/home')).body.cause).toBe('AUTH_ERROR');
  });

  it('answers 401 INVALID_TOKEN for an unknown token', async () => {
    const res = await api.call('GET', '/category/root', { token: 'f'.repeat(64) });
    expect(res.status).toBe(401);
    expect(res.body.cause).toBe('INVALID_TOKEN');
  });

  it('answers 401 AUTH_EXPIRED once the 30 days are over', async () => {
    const token = await api.anonymous();
    api.clock.now = new Date(api.clock.now.getTime() + SESSION_TTL_MS - 1000);
    expect((await api.call('GET', '/category/root', { token })).status).toBe(200);
    api.clock.now = new Date(api.clock.now.getTime() + 2000);
    const res = await api.call('GET', '/category/root', { token });
    expect(res.status).toBe(401);
    expect(res.body.cause).toBe('AUTH_EXPIRED');
  });

  it('answers 403 USER_ERROR when the user is disabled or gone', async () => {
    const ana = await api.login();
    api.db.prepare(`UPDATE users SET disabled = 1 WHERE email = 'ana@tienda.test'`).run();
    const disabled = await api.call('GET', '/user/', { token: ana });
    expect(disabled.status).toBe(403);
    expect(disabled.body.cause).toBe('USER_ERROR');

    const carlos = await api.login('carlos@tienda.test');
    api.db.prepare(`DELETE FROM users WHERE email = 'carlos@tienda.test'`).run();
    const gone = await api.call('GET', '/page/home', { token: carlos });
    expect(gone.status).toBe(403);
    expect(gone.body.cause).toBe('USER_ERROR');
  });

  it('refuses a disabled user at login with LOGIN_FAILED', async () => {
    api.db.prepare(`UPDATE users SET disabled = 1 WHERE email = 'ana@tienda.test'`).run();
    expect((await api.call('POST', '/login/', { body: { login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'Tienda123!' } })).body.cause).toBe('LOGIN_FAILED');
  });
});

describe('GET /user/', () => {
  it('answers the signed-in user', async () => {
    const res = await api.call('GET', '/user/', { token: await api.login('carlos@tienda.test') });
    expect(res.status).toBe(200);
    const user = UserSchema.parse(res.body);
    expect(user).toMatchObject({ email: 'carlos@tienda.test', first_name: 'Carlos', last_name: 'Pérez', is_pickup_location_worker: true });
    expect(user.public_id).toMatch(/^usr_/);
  });

  it('answers 403 onlyAnonymousTokenFound (spec section 6) to an anonymous session', async () => {
    const res = await api.call('GET', '/user/', { token: await api.anonymous() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' });
  });
});

describe('logging', () => {
  it('never writes a token or a password, even when a genuine bug answers 500 UNKNOWN', async () => {
    const anonymous = await api.anonymous();
    const user = await api.login('ana@tienda.test', 'Tienda123!', anonymous);
    await api.call('POST', '/login/', { body: { login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'SecretoMalo1' }, token: user });
    await api.call('GET', '/user/', { token: 'a'.repeat(64) });
    api.db.exec('DROP TABLE recently_viewed');
    const broken = await api.call('GET', '/session/recently-viewed', { token: user });
    expect(broken.status).toBe(500);
    expect(broken.body.cause).toBe('UNKNOWN');
    const log = api.logs.join('\n');
    expect(log).toContain('recently_viewed'); // the bug itself is logged
    for (const secret of [anonymous, user, 'Tienda123!', 'SecretoMalo1']) expect(log).not.toContain(secret);
  });
});
