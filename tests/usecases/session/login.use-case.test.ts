import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { failureOf, makeClient, readStored } from '../../mocks/client';
import { cartBackend } from '../../mocks/handlers/cart';
import { CREDENTIALS, sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw } from '../../mocks/server';

setupMsw();

async function startedClient() {
  const session = sessionBackend();
  const carts = cartBackend();
  server.use(...session.handlers, ...carts.handlers);
  const storage = new MemoryStorage();
  const harness = makeClient({ storage });
  await harness.client.start();
  requests.clear();
  harness.errors.length = 0;
  return { ...harness, storage, carts };
}

describe('LoginUseCase', () => {
  it('signs in: authenticated user, user loaded, session persisted and the account cart adopted without fetching the merged anonymous one', async () => {
    const { client, storage } = await startedClient();
    const user = await client.session.login({ email: ` ${CREDENTIALS.email} `, password: CREDENTIALS.password });
    expect(user.public_id).toBe('user-1');
    expect(requests.describe()).toBe('POST /login/, GET /user/, POST /cart');
    expect(new URL(requests.single('POST', '/cart').request.url).searchParams.get('is_mergeable')).toBe('true');
    expect(requests.single('POST', '/cart').headers.get('Session')).toBe('user-token-1');
    expect(await requests.single('POST', '/login/').request.json()).toEqual({
      login: CREDENTIALS.email,
      email: CREDENTIALS.email,
      password: CREDENTIALS.password,
    });
    expect(requests.single('GET', '/user/').headers.get('Session')).toBe('user-token-1');
    expect(client.session.store.getSnapshot()).toMatchObject({
      authState: 'authenticatedUser',
      session: { token: 'user-token-1', isUser: true },
      profile: { first_name: 'Ana', last_name: 'López', email: 'ana@example.com' },
      error: null,
    });
    expect(client.user.store.user?.public_id).toBe('user-1');
    expect(readStored(storage, 'session')).toMatchObject({ token: 'user-token-1', isUser: true });
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-2', owner: 'user-1' });
    expect(client.cart.store.cart?.cart_id).toBe('cart-2');
  });

  it('restores the prior state with the error on LOGIN_FAILED, persisting nothing', async () => {
    const { client, storage, errors } = await startedClient();
    const before = client.session.store.getSnapshot();
    const states: string[] = [];
    client.session.store.subscribe(() => states.push(client.session.store.getSnapshot().authState));
    const error = await failureOf(client.session.login({ email: CREDENTIALS.email, password: 'wrong' }));
    expect(error.cause).toBe('LOGIN_FAILED');
    expect(error.userMessage).toBe('Correo o contraseña incorrectos.');
    expect(states).toEqual(['authenticating', 'authenticatedAnonymously']);
    expect(client.session.store.getSnapshot()).toEqual({ ...before, error });
    expect(client.user.store.user).toBeNull();
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-1', isUser: false });
    expect(requests.describe()).toBe('POST /login/');
    expect(errors.map((e) => e.cause)).toEqual(['LOGIN_FAILED']);
  });

  it.each([
    ['an invalid email', 'ana@', 'secreto'],
    ['an empty email', '  ', 'secreto'],
    ['an empty password', CREDENTIALS.email, ''],
  ])('refuses %s with missingAuthData without any request', async (_label, email, password) => {
    const { client } = await startedClient();
    const before = client.session.store.getSnapshot();
    const error = await failureOf(client.session.login({ email, password }));
    expect(error.cause).toBe('missingAuthData');
    expect(error.apiMessage).toMatch(/correo/i);
    expect(requests.total).toBe(0);
    expect(client.session.store.getSnapshot()).toBe(before);
  });

  it('refuses a second login while one is under way with authInProgress', async () => {
    const { client } = await startedClient();
    const first = client.session.login(CREDENTIALS);
    const second = await failureOf(client.session.login(CREDENTIALS));
    expect(second.cause).toBe('authInProgress');
    await first;
    expect(requests.count('POST', '/login/')).toBe(1);
  });
});
