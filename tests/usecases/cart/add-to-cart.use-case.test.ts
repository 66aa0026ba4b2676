import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { apiError, cart, cartItem } from '../../mocks/fixtures';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { BOOK, cartClient, cartWithSimpleLine, SIMPLE, WIRE } from './cart-harness';

setupMsw();

const ITEM_POSTS = /^\/cart\/[^/]+\/item$/;

describe('AddToCartUseCase', () => {
  it('adds a product to the current cart and shows the answer', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    const answer = await client.cart.add({ product: BOOK, quantity: 3, dedication: { message: 'Feliz cumpleaños' } });
    expect(answer.items.map((item) => [item.product.public_sku, item.quantity])).toEqual([
      ['SKU-SIMPLE', 2],
      ['SKU-BOOK', 3],
    ]);
    expect(await requests.single('POST', '/cart/cart-7/item').request.json()).toEqual({
      product_public_sku: 'SKU-BOOK',
      quantity: 3,
      dedication: { message: 'Feliz cumpleaños' },
      vending_machine_slot_id: null,
    });
    expect(requests.total).toBe(1);
    expect(client.cart.store.getSnapshot()).toMatchObject({ status: 'ready', updating: false, error: null });
    expect(client.cart.store.quantity).toBe(5);
  });

  it('gets or creates the cart first when none is loaded', async () => {
    const { client } = await cartClient();
    await client.cart.add({ product: SIMPLE, quantity: 1 });
    expect(requests.describe()).toBe('POST /cart, POST /cart/cart-1/item');
  });

  it('refetches the cart after a failed add and rethrows that cause, keeping the lines in view', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    server.use(
      http.post(url('/cart/:id/item'), () =>
        HttpResponse.json(apiError('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', 'Solo quedan 2 unidades.'), { status: 400 }),
      ),
    );
    const error = await failureOf(client.cart.add({ product: SIMPLE, quantity: 5 }));
    expect(error.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(error.apiMessage).toBe('Solo quedan 2 unidades.');
    expect(requests.count('GET', '/cart/cart-7')).toBe(1);
    expect(requests.describe()).toBe('POST /cart/cart-7/item, GET /cart/cart-7');
    const state = client.cart.store.getSnapshot();
    expect(state.cart?.items.map((item) => [item.item_id, item.quantity])).toEqual([['item-SKU-SIMPLE', 2]]);
    expect(state).toMatchObject({ status: 'ready', updating: false, error: { cause: 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY' } });
  });

  it('refuses a kind that may not share the cart with NOT_ALLOWED and a Spanish message, without any item POST', async () => {
    const { client, errors } = await cartClient({ cart: cart({ cart_id: 'cart-d', items: [cartItem(WIRE.DIGITAL)] }), load: true });
    const error = await failureOf(client.cart.add({ product: SIMPLE, quantity: 1 }));
    expect(error.cause).toBe('NOT_ALLOWED');
    expect(error.userMessage).toBe('No puedes combinar productos físicos con productos digitales en el mismo carrito. Completa o vacía tu carrito primero.');
    expect(requests.count('POST', ITEM_POSTS)).toBe(0);
    expect(requests.total).toBe(0);
    expect(errors).toEqual([error]);
  });

  it.each([
    [0, 'NOT_ALLOWED'],
    [-2, 'NOT_ALLOWED'],
    [1.5, 'NOT_ALLOWED'],
    [Number.NaN, 'NOT_ALLOWED'],
    [100, 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY'],
  ])('refuses quantity %s with %s before any request', async (quantity, cause) => {
    const { client } = await cartClient({ cart: cartWithSimpleLine(), load: true });
    const error = await failureOf(client.cart.add({ product: SIMPLE, quantity }));
    expect(error.cause).toBe(cause);
    expect(error.apiMessage).toMatch(/cantidad|unidades/);
    expect(requests.total).toBe(0);
  });

  it('accepts 99', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine(), load: true });
    await client.cart.add({ product: BOOK, quantity: 99 });
    expect(requests.count('POST', ITEM_POSTS)).toBe(1);
  });

  it.each(['OUT_OF_STOCK', 'DISCONTINUED', 'UNKNOWN'] as const)('refuses a product that is %s before any request', async (stock_status) => {
    const { client } = await cartClient({ cart: cartWithSimpleLine(), load: true });
    const error = await failureOf(client.cart.add({ product: { ...SIMPLE, stock_status }, quantity: 1 }));
    expect(error.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(error.apiMessage).toBe('Este producto no está disponible.');
    expect(requests.total).toBe(0);
  });

  it('runs concurrent adds one at a time, in order', async () => {
    const { client, carts } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    let inFlight = 0;
    let maxInFlight = 0;
    server.use(
      http.post(url('/cart/:id/item'), async () => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await delay(15);
        inFlight -= 1;
        return undefined; // fall through to the cart backend
      }),
    );
    const [first, second] = await Promise.all([
      client.cart.add({ product: BOOK, quantity: 1 }),
      client.cart.add({ product: BOOK, quantity: 2 }),
    ]);
    expect(maxInFlight).toBe(1);
    expect(first.items.find((item) => item.product.public_sku === 'SKU-BOOK')?.quantity).toBe(1);
    expect(second.items.find((item) => item.product.public_sku === 'SKU-BOOK')?.quantity).toBe(3);
    expect(client.cart.store.cart).toBe(second);
    expect(carts.carts.get('cart-7')?.items?.find((item) => item.product.public_sku === 'SKU-BOOK')?.quantity).toBe(3);
    expect(requests.count('POST', '/cart/cart-7/item')).toBe(2);
  });

  it('replaces a cart that vanished during the add and adds to the new one, once', async () => {
    const { client, carts, storage } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    carts.carts.delete('cart-7');
    const answer = await client.cart.add({ product: BOOK, quantity: 1 });
    expect(answer.cart_id).toBe('cart-1');
    expect(requests.describe()).toBe('POST /cart/cart-7/item, POST /cart, POST /cart/cart-1/item');
    expect(JSON.parse(String(storage.getItem('tienda.cart')))).toEqual({ cartId: 'cart-1', owner: 'anonymous' });
  });

  it("keeps the previous cart when the answer is not a Cart (schemaValidationError naming 'Cart')", async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    const previous = client.cart.store.cart;
    const { amount_total: _, ...broken } = cart({ cart_id: 'cart-7', items: [] });
    server.use(
      http.post(url('/cart/:id/item'), () => HttpResponse.json(broken)),
      http.get(url('/cart/:id'), () => HttpResponse.json(broken)),
    );
    const error = await failureOf(client.cart.add({ product: BOOK, quantity: 1 }));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.details).toMatchObject({ shape: 'Cart', fields: ['amount_total'] });
    expect(error.description).toContain('Cart');
    expect(client.cart.store.cart).toBe(previous);
    expect(client.cart.store.getSnapshot().error?.cause).toBe('schemaValidationError');
  });

  it.each([
    ['a dedication message of 501 characters', { dedication: { message: 'm'.repeat(501) } }, 'El mensaje de la dedicatoria admite como máximo 500 caracteres.'],
    ['a from_name of 81', { dedication: { from_name: 'n'.repeat(81) } }, 'El nombre de quien regala admite como máximo 80 caracteres.'],
    ['a to_name of 81', { dedication: { to_name: 'n'.repeat(81) } }, 'El nombre de quien recibe admite como máximo 80 caracteres.'],
    ['a to_email that is no email', { dedication: { to_email: 'lucia-arroba-correo' } }, 'El correo de quien recibe tiene un formato que no es válido.'],
    ['a slot id of 41', { vendingMachineSlotId: 'S'.repeat(41) }, 'La posición en la máquina expendedora admite como máximo 40 caracteres.'],
  ])('refuses %s with NOT_ALLOWED and a Spanish message naming the field, without any request', async (_label, extra, message) => {
    const { client, errors } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    const error = await failureOf(client.cart.add({ product: BOOK, quantity: 1, ...extra }));
    expect(error.cause).toBe('NOT_ALLOWED');
    expect(error.userMessage).toBe(message);
    expect(requests.total).toBe(0);
    expect(errors.map((e) => e.cause)).toEqual(['NOT_ALLOWED']);
    expect(client.cart.store.quantity).toBe(2);
  });

  it('sends a dedication at its bounds whole (emoji count as one character), trimmed', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    const message = '🎁'.repeat(500);
    await client.cart.add({ product: BOOK, quantity: 1, dedication: { to_name: ' Lucía ', to_email: 'lucia@correo.gt', message } });
    expect((await requests.single('POST', '/cart/cart-7/item').request.json()).dedication).toEqual({
      to_name: 'Lucía',
      to_email: 'lucia@correo.gt',
      message,
    });
  });
});
