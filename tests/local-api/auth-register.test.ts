import { beforeEach, describe, expect, it } from 'vitest';
import { SessionTokenSchema } from '../../src/domain';
import { RATE_LIMITS } from '../../local-api/auth/rate-limits';
import { findProduct } from './support';
import { makeAuthApi, type AuthApi } from './auth-support';

let api: AuthApi;
beforeEach(() => {
  api = makeAuthApi();
});

describe('POST /register/', () => {
  it('creates the account, answers a user token with the names, and sends an email code to the outbox', async () => {
    const res = await api.register({ email: 'Nueva@Tienda.test' });
    expect(res.status).toBe(200);
    expect(SessionTokenSchema.parse(res.body)).toEqual({ token: expect.stringMatching(/^[0-9a-f]{64}$/), first_name: 'Lucía', last_name: 'Gómez', email: 'nueva@tienda.test' });
    const user = await api.call('GET', '/user/', { token: res.body.token });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: 'nueva@tienda.test', is_email_verified: false });
    const mail = await api.lastMessage('nueva@tienda.test');
    expect(mail.body).toMatch(/código es \d{6}/);
    // then the same password logs in
    const login = await api.call('POST', '/login/', { body: { login: 'nueva@tienda.test', email: 'nueva@tienda.test', password: 'Quetzal#2026' } });
    expect(login.status).toBe(200);
  }, 20_000);

  it('merges the anonymous cart into the new account and ends the anonymous session', async () => {
    const anonymous = await api.anonymous();
    const product = findProduct(api.db, "type = 'SIMPLE' AND stock_quantity > 5 AND status = 'PUBLISHED'");
    const cart = await api.call('POST', '/cart?is_mergeable=true', { token: anonymous });
    expect(cart.status).toBe(200);
    const added = await api.call('POST', `/cart/${cart.body.cart_id}/item`, { token: anonymous, body: { product_public_sku: product.public_sku, quantity: 2 } });
    expect(added.status).toBe(200);
    const res = await api.register({}, anonymous);
    expect(res.status).toBe(200);
    const mine = await api.call('POST', '/cart?is_mergeable=true', { token: res.body.token });
    expect(mine.body.cart_id).toBe(cart.body.cart_id);
    expect(JSON.stringify(mine.body)).toContain(product.public_sku);
    expect((await api.call('POST', '/cart?is_mergeable=true', { token: anonymous })).body.cause).toBe('INVALID_TOKEN');
  }, 20_000);

  it.each([
    ['Abc12!', 'PASSWORD_TOO_WEAK', /al menos 8 caracteres/],
    ['soloLetrasAqui', 'PASSWORD_TOO_WEAK', /letras con números o símbolos/],
    ['12345678901', 'PASSWORD_TOO_WEAK', /letras con números o símbolos/],
    ['Password123', 'PASSWORD_TOO_WEAK', /demasiado común/],
    ['nueva2026!', 'PASSWORD_TOO_WEAK', /tu nombre ni tu correo/],
    ['lucia-2026', 'PASSWORD_TOO_WEAK', /tu nombre ni tu correo/],
    [' Quetzal#2026', 'PASSWORD_INVALID', /espacios/],
    ['Quetzal\u0000#2026', 'PASSWORD_INVALID', /caracteres de control/],
  ])('refuses %j with %s and a Spanish message, creating nothing', async (password, cause, message) => {
    const res = await api.register({ password, first_name: 'Lucia' });
    expect(res.status).toBe(400);
    expect(res.body.cause).toBe(cause);
    expect(res.body.message).toMatch(message);
    // The field it is about (docs/contract.md), so a form shows it beside the password.
    expect(res.body.field).toBe('password');
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'nueva@tienda.test'").get()).toEqual({ n: 0 });
  });

  it.each([
    ['first_name', 'Rosa2', 'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones.'],
    ['last_name', '<b>Pérez</b>', 'El apellido solo puede tener letras, espacios, apóstrofos, puntos y guiones.'],
  ])('refuses a %s of %j with 400 apiCallFailed naming the field, creating nothing', async (field, value, message) => {
    const res = await api.register({ [field]: value });
    expect([res.status, res.body]).toEqual([400, { cause: 'apiCallFailed', message, field }]);
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'nueva@tienda.test'").get()).toEqual({ n: 0 });
  });

  it('answers USER_ALREADY_EXISTS for a taken email (any case), and a missing email with MISSING_EMAIL', async () => {
    const res = await api.register({ email: 'ANA@tienda.test' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'USER_ALREADY_EXISTS', message: 'Ya existe una cuenta con ese correo. Inicia sesión o cambia tu contraseña.' });
    const missing = await api.call('POST', '/register/', { body: { password: 'Quetzal#2026', first_name: 'A', last_name: 'B' } });
    expect(missing.body.cause).toBe('MISSING_EMAIL');
    const bad = await api.register({ email: 'no-es-correo' });
    expect(bad.body.cause).toBe('apiCallFailed');
    const noName = await api.register({ first_name: '' });
    expect(noName.body).toMatchObject({ cause: 'apiCallFailed', message: expect.stringContaining('first_name') });
  });

  it('throttles sign-ups per address with 429 and Retry-After', async () => {
    for (let i = 0; i < RATE_LIMITS.registerPerAddress.limit; i++)
      expect((await api.register({ email: `x${i}@tienda.test`, password: 'corta' })).body.cause).toBe('PASSWORD_TOO_WEAK');
    const blocked = await api.register({ email: 'otra@tienda.test' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.cause).toBe('TOO_MANY_REQUESTS');
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await api.register({ email: 'otra@tienda.test', password: 'corta' }, undefined, '198.51.100.2')).body.cause).toBe('PASSWORD_TOO_WEAK');
  });
});
