import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { apiError, cart, cartItem, productOfType } from '../../mocks/fixtures';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { cartClient, cartWithSimpleLine } from './cart-harness';

setupMsw();

const LINE = 'item-SKU-SIMPLE';

describe('UpdateCartItemUseCase', () => {
  it('changes the quantity of a line with PUT and shows the answer', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    const answer = await client.cart.update({ itemId: LINE, quantity: 5 });
    expect(answer.items[0]?.quantity).toBe(5);
    expect(await requests.single('PUT', `/cart/cart-7/item/${LINE}`).request.json()).toEqual({ item_id: LINE, quantity: 5 });
    expect(client.cart.store.quantity).toBe(5);
  });

  it('removes the line when the quantity is 0', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    const answer = await client.cart.update({ itemId: LINE, quantity: 0 });
    expect(answer.items).toEqual([]);
    expect(requests.describe()).toBe(`DELETE /cart/cart-7/item/${LINE}`);
    expect(requests.count('PUT', /item/)).toBe(0);
    expect(client.cart.store.cart?.items).toEqual([]);
  });

  it.each([
    [-1, 'NOT_ALLOWED'],
    [1.5, 'NOT_ALLOWED'],
    [100, 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY'],
  ])('refuses quantity %s with %s before any request', async (quantity, cause) => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    expect((await failureOf(client.cart.update({ itemId: LINE, quantity }))).cause).toBe(cause);
    expect(requests.total).toBe(0);
  });

  it('refuses a line that is not in the cart with notFound before any request', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    const error = await failureOf(client.cart.update({ itemId: 'item-nope', quantity: 1 }));
    expect(error.cause).toBe('notFound');
    expect(error.userMessage).toBe('Ese producto ya no está en tu carrito.');
    expect(requests.total).toBe(0);
  });

  it('refetches the cart after a failed update and rethrows that cause', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    server.use(http.put(url('/cart/:id/item/:itemId'), () => HttpResponse.json(apiError('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY'), { status: 400 })));
    expect((await failureOf(client.cart.update({ itemId: LINE, quantity: 50 }))).cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(requests.count('GET', '/cart/cart-7')).toBe(1);
    expect(client.cart.store.cart?.items[0]?.quantity).toBe(2);
  });

  // Issue 23: a seat line's quantity is its seats, chosen on the event's map.
  it('refuses another quantity for a seat line with EVENT_SEATS_ERROR before any request, and still removes it with 0', async () => {
    const event = productOfType('EVENT_SEAT', { price: 150 });
    const seats = cart({ cart_id: 'cart-7', items: [cartItem(event, { quantity: 3 })] });
    const { client } = await cartClient({ cart: seats, load: true, products: [event] });
    const line = `item-${event.public_sku}`;
    const error = await failureOf(client.cart.update({ itemId: line, quantity: 4 }));
    expect([error.cause, error.userMessage]).toEqual([
      'EVENT_SEATS_ERROR',
      'La cantidad de un evento con asientos es la de tus asientos (3 asientos). Para cambiarla, agrega asientos desde el mapa del evento o quita la línea.',
    ]);
    expect(requests.total).toBe(0);
    expect(client.cart.store.cart?.items[0]?.quantity).toBe(3);
    await client.cart.update({ itemId: line, quantity: 0 });
    expect(requests.describe()).toBe(`DELETE /cart/cart-7/item/${line}`);
  });
});
