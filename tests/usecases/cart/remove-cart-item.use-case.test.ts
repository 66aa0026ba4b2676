import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { cartClient, cartWithSimpleLine } from './cart-harness';

setupMsw();

describe('RemoveCartItemUseCase', () => {
  it('removes a line with DELETE and shows the answer', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    const answer = await client.cart.remove('item-SKU-SIMPLE');
    expect(answer.items).toEqual([]);
    expect(requests.describe()).toBe('DELETE /cart/cart-7/item/item-SKU-SIMPLE');
    expect(client.cart.store.quantity).toBe(0);
  });

  it('refuses a line that is not in the cart with notFound before any request', async () => {
    const { client } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    expect((await failureOf(client.cart.remove('item-nope'))).cause).toBe('notFound');
    expect(requests.total).toBe(0);
  });

  it('refetches the cart after a failed remove, rethrows, and keeps the line in view', async () => {
    const { client, errors } = await cartClient({ cart: cartWithSimpleLine('cart-7'), load: true });
    server.use(http.delete(url('/cart/:id/item/:itemId'), () => new HttpResponse(null, { status: 500 })));
    const error = await failureOf(client.cart.remove('item-SKU-SIMPLE'));
    expect(error.cause).toBe('apiCallFailed');
    expect(requests.describe()).toBe('DELETE /cart/cart-7/item/item-SKU-SIMPLE, GET /cart/cart-7');
    expect(client.cart.store.cart?.items).toHaveLength(1);
    expect(errors.map((e) => e.cause)).toEqual(['apiCallFailed']);
  });
});
