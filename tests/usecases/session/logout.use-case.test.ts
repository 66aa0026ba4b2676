import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { makeClient, readStored } from '../../mocks/client';
import { apiError } from '../../mocks/fixtures';
import { cartBackend } from '../../mocks/handlers/cart';
import { CREDENTIALS, sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

async function signedInClient() {
  const session = sessionBackend();
  const carts = cartBackend();
  server.use(...session.handlers, ...carts.handlers);
  const storage = new MemoryStorage();
  const harness = makeClient({ storage });
  await harness.client.start();
  await harness.client.session.login(CREDENTIALS);
  requests.clear();
  return { ...harness, storage, carts };
}

describe('LogoutUseCase', () => {
  it('persists the fresh anonymous token, clears the user and creates a new cart', async () => {
    const { client, storage } = await signedInClient();
    expect(client.cart.store.cart?.cart_id).toBe('cart-2');
    await expect(client.session.logout()).resolves.toEqual({ token: 'anon-2', isUser: false });
    expect(requests.describe()).toBe('POST /logout/, POST /cart');
    expect(requests.single('POST', '/logout/').headers.get('Session')).toBe('user-token-1');
    expect(requests.single('POST', '/cart').headers.get('Session')).toBe('anon-2');
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-2', isUser: false });
    expect(client.user.store.user).toBeNull();
    expect(client.session.store.getSnapshot()).toMatchObject({ authState: 'authenticatedAnonymously', profile: null });
    expect(client.cart.store.cart?.cart_id).toBe('cart-3');
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-3', owner: 'anonymous' });
  });

  it('still signs out locally when the server rejects the logout, without a recovery retry', async () => {
    const { client, storage, errors } = await signedInClient();
    server.use(http.post(url('/logout/'), () => HttpResponse.json(apiError('AUTH_EXPIRED'), { status: 401 })));
    const session = await client.session.logout();
    expect(requests.count('POST', '/logout/')).toBe(1);
    expect(session).toEqual({ token: 'anon-2', isUser: false });
    expect(requests.describe()).toBe('POST /logout/, POST /anonymous/, POST /cart');
    expect(client.user.store.user).toBeNull();
    expect(readStored(storage, 'session')).toEqual({ token: 'anon-2', isUser: false });
    expect(errors.map((e) => e.cause)).toContain('AUTH_EXPIRED');
  });
});
