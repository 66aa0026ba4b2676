import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf, readStored } from '../../mocks/client';
import { apiError } from '../../mocks/fixtures';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { productsOf, shopperAboutToLogIn } from './kept-apart-harness';

setupMsw();

const DIGITAL = productsOf('DIGITAL', 'Libro digital', 2);
const PHYSICAL = productsOf('SIMPLE', 'Audífonos', 1);

async function signedInWithLinesKeptApart() {
  const harness = await shopperAboutToLogIn({ anonymous: DIGITAL, account: PHYSICAL });
  await harness.login();
  requests.clear();
  harness.errors.length = 0;
  return harness;
}

describe('OpenCartUseCase', () => {
  it('opens the cart kept apart at login, stores its id, and offers the account cart left as the other cart', async () => {
    const { client, storage, errors } = await signedInWithLinesKeptApart();
    const opened = await client.cart.open('cart-1');
    expect(opened.cart_id).toBe('cart-1');
    expect(requests.describe()).toBe('GET /cart/cart-1');
    const state = client.cart.store.getSnapshot();
    expect(state.cart?.items.map((item) => item.product.public_sku)).toEqual(['DIGITAL-1', 'DIGITAL-2']);
    expect(state.otherCart).toMatchObject({ cartId: 'acct-1', keptApartAtLogin: false, message: 'Tu otro carrito tiene «Audífonos 1».' });
    expect(state.otherCart?.items.map((item) => item.product.public_sku)).toEqual(['SIMPLE-1']);
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'cart-1', owner: 'user-1' });
    expect(errors).toEqual([]);

    // and back again
    await client.cart.open('acct-1');
    expect(client.cart.store.getSnapshot().cart?.cart_id).toBe('acct-1');
    expect(client.cart.store.getSnapshot().otherCart?.cartId).toBe('cart-1');
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'acct-1', owner: 'user-1' });
  });

  it('refuses an id that is not one of the shopper’s carts with notFound, without a call', async () => {
    const { client, errors } = await signedInWithLinesKeptApart();
    const error = await failureOf(client.cart.open('cart-de-otro'));
    expect(error.cause).toBe('notFound');
    expect(error.userMessage).toBe('Ese carrito no está entre los tuyos.');
    expect(requests.total).toBe(0);
    expect(client.cart.store.getSnapshot().cart?.cart_id).toBe('acct-1');
    expect(errors.map((e) => e.cause)).toEqual(['notFound']);
  });

  it('keeps the current cart and forgets the other one when it has gone meanwhile (404)', async () => {
    const { client, storage } = await signedInWithLinesKeptApart();
    server.use(http.get(url('/cart/cart-1'), () => HttpResponse.json(apiError('notFound', 'El carrito no existe.'), { status: 404 })));
    const error = await failureOf(client.cart.open('cart-1'));
    expect(error.cause).toBe('notFound');
    expect(error.userMessage).toBe('Ese carrito ya no está disponible.');
    const state = client.cart.store.getSnapshot();
    expect(state.cart?.cart_id).toBe('acct-1');
    expect(state.otherCart).toBeNull();
    expect(state.error?.userMessage).toBe('Ese carrito ya no está disponible.');
    expect(readStored(storage, 'cart')).toEqual({ cartId: 'acct-1', owner: 'user-1' });
  });
});
