import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf, readStored } from '../../mocks/client';
import { apiError } from '../../mocks/fixtures';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { cartClient, cartWithSimpleLine } from './cart-harness';
import { productsOf, shopperAboutToLogIn } from './kept-apart-harness';

setupMsw();

describe('tienda.cart.delete (DELETE /cart/{id})', () => {
  it('deletes the current cart, then creates, stores and shows a new empty one', async () => {
    const { client, carts, storage, errors } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    const fresh = await client.cart.delete();
    expect(requests.describe()).toBe('DELETE /cart/cart-7, POST /cart');
    expect(carts.carts.has('cart-7')).toBe(false);
    expect(fresh.cart_id).toBe('cart-1');
    expect(fresh.items).toEqual([]);
    expect(client.cart.store.getSnapshot()).toMatchObject({ status: 'ready', updating: false, error: null, cart: { cart_id: 'cart-1' } });
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-1', owner: 'anonymous' });
    expect(errors).toEqual([]);
  });

  it('refuses an id that is not one of the shopper’s carts with notFound, without a call', async () => {
    const { client, errors } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    for (const id of ['cart-de-otro', '  ']) {
      const failure = await failureOf(client.cart.delete(id));
      expect(failure.cause).toBe('notFound');
      expect(failure.userMessage).toBe('Ese carrito no está entre los tuyos.');
    }
    expect(requests.total).toBe(0);
    expect(client.cart.store.getSnapshot().cart?.cart_id).toBe('cart-7');
    expect(errors.map((error) => error.cause)).toEqual(['notFound', 'notFound']);
  });

  it('deletes the cart kept apart at login: the current cart stays, read again, and the other cart is forgotten', async () => {
    const harness = await shopperAboutToLogIn({ anonymous: productsOf('DIGITAL', 'Libro digital', 1), account: productsOf('SIMPLE', 'Audífonos', 1) });
    await harness.login();
    requests.clear();
    const { client } = harness;
    const other = client.cart.store.getSnapshot().otherCart!.cartId;
    const current = client.cart.store.getSnapshot().cart!.cart_id;
    const after = await client.cart.delete(other);
    expect(requests.describe()).toBe(`DELETE /cart/${other}, GET /cart/${current}`);
    expect(after.cart_id).toBe(current);
    expect(client.cart.store.getSnapshot().otherCart).toBeNull();
  });

  it('keeps the cart on screen and reports a failure other than a missing cart', async () => {
    const { client, errors } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    server.use(http.delete(url('/cart/:id'), () => HttpResponse.json(apiError('apiCallFailed', 'No pudimos borrar tu carrito.'), { status: 500 })));
    const failure = await failureOf(client.cart.delete());
    expect(failure.cause).toBe('apiCallFailed');
    expect(requests.describe()).toBe('DELETE /cart/cart-7');
    expect(client.cart.store.getSnapshot()).toMatchObject({ cart: { cart_id: 'cart-7' }, updating: false, error: { cause: 'apiCallFailed' } });
    expect(errors.map((error) => error.cause)).toEqual(['apiCallFailed']);
  });

  it('a cart the server no longer has counts as deleted: a new one is made', async () => {
    const { client, carts } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    carts.carts.delete('cart-7');
    const fresh = await client.cart.delete();
    expect(requests.describe()).toBe('DELETE /cart/cart-7, POST /cart');
    expect(fresh.cart_id).toBe('cart-1');
  });
});
