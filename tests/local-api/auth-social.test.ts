import { beforeEach, describe, expect, it } from 'vitest';
import { makeAuthApi, type AuthApi } from './auth-support';

let api: AuthApi;
beforeEach(() => {
  api = makeAuthApi();
});

const providerToken = async (body: Record<string, string>) => {
  const res = await api.call('POST', '/dev/social/token', { body });
  expect(res.status).toBe(200);
  return res.body.token as string;
};

describe('POST /login_token/', () => {
  it('LOGGED_IN with a token for a verified provider email: a new account, then the same one again', async () => {
    const anonymous = await api.anonymous();
    const token = await providerToken({ provider: 'google', scenario: 'verified', email: 'sofia@tienda.test', first_name: 'Sofía', last_name: 'Martínez' });
    const res = await api.call('POST', '/login_token/', { token: anonymous, body: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'LOGGED_IN', token: expect.stringMatching(/^[0-9a-f]{64}$/), first_name: 'Sofía', last_name: 'Martínez', email: 'sofia@tienda.test' });
    expect((await api.call('GET', '/user/', { token: res.body.token })).body).toMatchObject({ email: 'sofia@tienda.test', is_email_verified: true });
    expect((await api.call('POST', '/cart?is_mergeable=true', { token: anonymous })).body.cause).toBe('INVALID_TOKEN');
    // a provider token signs in once
    expect((await api.call('POST', '/login_token/', { body: { token } })).body.cause).toBe('LOGIN_FAILED');
    const again = await api.call('POST', '/login_token/', { body: { token: await providerToken({ scenario: 'verified', email: 'sofia@tienda.test', first_name: 'S', last_name: 'M' }) } });
    expect(again.body.status).toBe('LOGGED_IN');
    expect(api.db.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'sofia@tienda.test'").get()).toEqual({ n: 1 });
  });

  it('EMAIL_AND_NAME_CONFIRMATION_REQUIRED for an unverified or private email, then LOGGED_IN with the confirmed values', async () => {
    const unverified = await providerToken({ scenario: 'unverified', email: 'pablo@tienda.test', first_name: 'Pablo', last_name: 'Ruiz' });
    expect((await api.call('POST', '/login_token/', { body: { token: unverified } })).body).toEqual({
      status: 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED', first_name: 'Pablo', last_name: 'Ruiz', email: 'pablo@tienda.test',
    });
    const hidden = await providerToken({ provider: 'apple', scenario: 'private', email: 'oculto@tienda.test' });
    expect((await api.call('POST', '/login_token/', { body: { token: hidden } })).body).toEqual({
      status: 'EMAIL_AND_NAME_CONFIRMATION_REQUIRED', first_name: null, last_name: null, email: null,
    });
    const done = await api.call('POST', '/login_token/', { body: { token: hidden, first_name: 'Inés', last_name: 'Paz', email: 'ines@tienda.test' } });
    expect(done.body).toMatchObject({ status: 'LOGGED_IN', first_name: 'Inés', last_name: 'Paz', email: 'ines@tienda.test' });
    expect((await api.lastMessage('ines@tienda.test')).body).toMatch(/código es \d{6}/);
  });

  it('never hands an existing account to an unverified email (USER_ALREADY_EXISTS), and answers other statuses', async () => {
    const token = await providerToken({ scenario: 'unverified', email: 'x@tienda.test', first_name: 'X', last_name: 'Y' });
    const res = await api.call('POST', '/login_token/', { body: { token, first_name: 'X', last_name: 'Y', email: 'ana@tienda.test' } });
    expect(res.status).toBe(400);
    expect(res.body.cause).toBe('USER_ALREADY_EXISTS');
    const review = await providerToken({ scenario: 'review', email: 'r@tienda.test' });
    expect((await api.call('POST', '/login_token/', { body: { token: review } })).body).toEqual({ status: 'PROVIDER_REVIEW_REQUIRED' });
    expect((await api.call('POST', '/login_token/', { body: { token: 'dev-google-inventado' } })).body.cause).toBe('LOGIN_FAILED');
    api.db.prepare("UPDATE users SET disabled = 1 WHERE email = 'ana@tienda.test'").run();
    const disabled = await providerToken({ scenario: 'verified', email: 'ana@tienda.test', first_name: 'Ana', last_name: 'López' });
    expect((await api.call('POST', '/login_token/', { body: { token: disabled } })).body).toEqual({ status: 'ACCOUNT_DISABLED' });
  });

  it('the provider page issues a token into the return address fragment, and refuses an outside return address', async () => {
    const pageRes = await api.call('GET', '/dev/social?provider=google&return=/ingresar');
    expect(pageRes.status).toBe(200);
    expect(pageRes.text).toContain('Iniciar sesión con google');
    const posted = await api.call('POST', '/dev/social', { form: { provider: 'google', return: '/ingresar', email: 'f@tienda.test', first_name: 'F', last_name: 'G', scenario: 'verified' } });
    expect(posted.status).toBe(303);
    const location = posted.headers.get('Location')!;
    expect(location).toMatch(/^\/ingresar#provider=google&provider_token=dev-google-[0-9a-f]+$/);
    const token = location.split('provider_token=')[1]!;
    expect((await api.call('POST', '/login_token/', { body: { token } })).body.status).toBe('LOGGED_IN');
    expect((await api.call('GET', '/dev/social?provider=google&return=//evil.example')).status).toBe(400);
    expect((await api.call('GET', '/dev/social?provider=google&return=https://evil.example')).status).toBe(400);
  });
});
