import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src';
import { failureOf, makeClient, readStored, storedCart, storedSession } from '../../mocks/client';
import { apiError, cart, user } from '../../mocks/fixtures';
import { cartBackend } from '../../mocks/handlers/cart';
import { sessionBackend } from '../../mocks/handlers/session';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { cartClient, cartWithSimpleLine } from './cart-harness';

setupMsw();

describe('GetOrCreateCartUseCase', () => {
  it('creates a mergeable cart and stores its id when none is stored', async () => {
    const { client, storage } = await cartClient();
    const created = await client.cart.get();
    expect(created.cart_id).toBe('cart-1');
    expect(requests.describe()).toBe('POST /cart');
    expect(requests.single('POST', '/cart').query.get('is_mergeable')).toBe('true');
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-1', owner: 'anonymous' });
    expect(client.cart.store.getSnapshot()).toMatchObject({ status: 'ready', updating: false, error: null });
    expect(client.cart.store.quantity).toBe(0);
  });

  it('fetches the stored cart id', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7') });
    const fetched = await client.cart.get();
    expect(fetched.cart_id).toBe('cart-7');
    expect(fetched.items.map((item) => item.item_id)).toEqual(['item-SKU-SIMPLE']);
    expect(requests.describe()).toBe('GET /cart/cart-7');
    expect(client.cart.store.quantity).toBe(2);
  });

  it('answers the loaded cart without a call, and fetches again on refresh', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7') });
    const first = await client.cart.get();
    await expect(client.cart.get()).resolves.toBe(first);
    expect(requests.count('GET', '/cart/cart-7')).toBe(1);
    await client.cart.get({ refresh: true });
    expect(requests.count('GET', '/cart/cart-7')).toBe(2);
  });

  it('shares one creation between concurrent callers', async () => {
    const { client } = await cartClient();
    const [a, b, c] = await Promise.all([client.cart.get(), client.cart.get(), client.cart.get()]);
    expect(a.cart_id).toBe('cart-1');
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(requests.count('POST', '/cart')).toBe(1);
  });

  it('drops a stored cart the server no longer has (404) and creates a new one', async () => {
    const { client, storage, errors } = await cartClient();
    await storedCart(storage, 'cart-gone');
    const fresh = await client.cart.get();
    expect(fresh.cart_id).toBe('cart-1');
    expect(requests.describe()).toBe('GET /cart/cart-gone, POST /cart');
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-1', owner: 'anonymous' });
    expect(errors.map((e) => e.cause)).toEqual(['notFound']);
  });

  it('drops a stored cart answered with 403 CART_FORBIDDEN_USER and creates a new one, logging at error level', async () => {
    const { client, logger } = await cartClient({ cart: cartWithSimpleLine('cart-7') });
    server.use(http.get(url('/cart/cart-7'), () => HttpResponse.json(apiError('CART_FORBIDDEN_USER'), { status: 403 })));
    const fresh = await client.cart.get();
    expect(fresh.cart_id).toBe('cart-1');
    expect(requests.count('GET', '/cart/cart-7')).toBe(1);
    expect(requests.count('POST', '/cart')).toBe(1);
    expect(requests.count('POST', '/anonymous/')).toBe(0);
    expect(logger.forCause('CART_FORBIDDEN_USER').map((entry) => entry.level)).toEqual(['error']);
  });

  it('drops a stored cart of another user without fetching it (cartIsFromDifferentUser) and creates a new one', async () => {
    const session = sessionBackend({ user: user({ public_id: 'user-2' }) });
    session.acceptUserToken('user-2-token');
    const carts = cartBackend();
    carts.seed(cart({ cart_id: 'cart-of-user-1' }));
    server.use(...session.handlers, ...carts.handlers);
    const storage = new MemoryStorage();
    await storedSession(storage, { token: 'user-2-token', isUser: true });
    await storedCart(storage, 'cart-of-user-1', 'user-1');
    const { client, errors } = makeClient({ storage });
    await client.start();
    expect(client.cart.store.cart?.cart_id).toBe('cart-1');
    expect(requests.count('GET', '/cart/cart-of-user-1')).toBe(0);
    expect(requests.count('POST', '/cart')).toBe(1);
    expect(errors.map((e) => e.cause)).toEqual(['cartIsFromDifferentUser']);
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-1', owner: 'user-2' });
  });

  it('fails without replacing the cart for other failures', async () => {
    const { client, storage } = await cartClient({ cart: cartWithSimpleLine('cart-7') });
    server.use(http.get(url('/cart/cart-7'), () => new HttpResponse(null, { status: 500 })));
    const error = await failureOf(client.cart.get());
    expect(error.cause).toBe('apiCallFailed');
    expect(requests.count('POST', '/cart')).toBe(0);
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-7', owner: 'anonymous' });
    expect(client.cart.store.getSnapshot()).toMatchObject({ status: 'error', cart: null, error });
  });
});
