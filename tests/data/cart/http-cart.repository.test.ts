import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpCartRepository } from '../../../src/data/cart/http-cart.repository';
import { ApiClient } from '../../../src/data/http/api-client';
import { FakeSessionSource, RecordingLogger } from '../../mocks/doubles';
import { cart, cartItem, productSummary } from '../../mocks/fixtures';
import { failureOf } from '../../mocks/client';
import { API, requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const repository = () => new HttpCartRepository(new ApiClient({ baseURL: API, sessions: new FakeSessionSource('tok'), logger: new RecordingLogger() }));
const answerCart = (body = cart()) => () => HttpResponse.json(body);

describe('HttpCartRepository', () => {
  it('creates a mergeable cart with POST /cart?is_mergeable=true', async () => {
    server.use(http.post(url('/cart'), answerCart(cart({ cart_id: 'cart-9' }))));
    const created = await repository().create(true);
    expect(created.cart_id).toBe('cart-9');
    const sent = requests.single('POST', '/cart');
    expect(sent.query.get('is_mergeable')).toBe('true');
    expect(sent.headers.get('Session')).toBe('tok');
  });

  it('fetches a cart with GET /cart/{id}, escaping the id', async () => {
    server.use(http.get(url('/cart/:id'), answerCart(cart({ cart_id: 'a b' }))));
    await repository().get('a b');
    expect(requests.single('GET', '/cart/a%20b').method).toBe('GET');
  });

  it('adds an item with POST /cart/{id}/item and the spec body', async () => {
    const product = productSummary();
    server.use(http.post(url('/cart/:id/item'), answerCart(cart({ items: [cartItem(product, { quantity: 2 })] }))));
    const answer = await repository().addItem('cart-1', { product_public_sku: 'SKU-1', quantity: 2, dedication: null, vending_machine_slot_id: 7 });
    expect(answer.items[0]?.quantity).toBe(2);
    const sent = requests.single('POST', '/cart/cart-1/item');
    expect(await sent.request.json()).toEqual({ product_public_sku: 'SKU-1', quantity: 2, dedication: null, vending_machine_slot_id: 7 });
  });

  it('updates an item with PUT /cart/{id}/item/{itemId}', async () => {
    server.use(http.put(url('/cart/:id/item/:itemId'), answerCart()));
    await repository().updateItem('cart-1', 'item-3', { item_id: 'item-3', quantity: 4 });
    expect(await requests.single('PUT', '/cart/cart-1/item/item-3').request.json()).toEqual({ item_id: 'item-3', quantity: 4 });
  });

  it('removes an item with DELETE /cart/{id}/item/{itemId} and deletes a cart with DELETE /cart/{id}', async () => {
    server.use(
      http.delete(url('/cart/:id/item/:itemId'), answerCart()),
      http.delete(url('/cart/:id'), () => new HttpResponse(null, { status: 204 })),
    );
    await repository().removeItem('cart-1', 'item-3');
    await expect(repository().delete('cart-1')).resolves.toBeUndefined();
    expect(requests.describe()).toBe('DELETE /cart/cart-1/item/item-3, DELETE /cart/cart-1');
  });

  it("names the 'Cart' shape when the answer is not a cart", async () => {
    const { amount_total: _, ...broken } = cart();
    server.use(http.get(url('/cart/:id'), () => HttpResponse.json(broken)));
    const error = await failureOf(repository().get('cart-1'));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.details).toMatchObject({ shape: 'Cart', fields: ['amount_total'] });
    expect(error.description).toContain('Cart');
  });
});
