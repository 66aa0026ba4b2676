import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage } from '../../src/core';
import { localApiHandlers } from '../../local-api/kit';

// The local API's own code on an in-memory database, answering on http://localhost:9004:
// the local environment's default, so the client needs no apiRoot.
const api = localApiHandlers();
const server = setupServer(...api.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  api.close();
});

it('places a cash-on-delivery order for what is in the cart', async () => {
  const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage() });
  await tienda.start();
  await tienda.session.login({ email: 'ana@tienda.test', password: 'Tienda123!' });

  const { results } = await tienda.search.search({ query: 'café', pageSize: 24 });
  const product = results.products.find((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK')!;
  await tienda.cart.add({ product, quantity: 2 });

  // Delivery to ana's saved address, with a contact phone, paid on delivery.
  await tienda.checkout.start();
  const options = await tienda.checkout.loadDeliveryOptions('demo-ana-casa');
  const delivery = options.find((option) => !option.is_disabled)!;
  await tienda.checkout.edit({ kind: 'shippingAddress', id: 'demo-ana-casa' });
  await tienda.checkout.edit({ kind: 'deliveryOption', id: delivery.id! });
  await tienda.checkout.edit({ kind: 'pickupContact', name: 'Ana López', phone: '55551234' });
  await tienda.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
  const total = tienda.checkout.store.getSnapshot().preview!.totals.amount_total;

  const result = await tienda.checkout.createOrder();

  expect(result.status).toBe('placed');
  if (result.status !== 'placed') return;
  expect(result.order?.items.map((item) => [item.product.public_sku, item.quantity])).toEqual([[product.public_sku, 2]]);
  expect(result.order?.totals.amount_total).toBe(total);
  // The order is stored, and the cart starts again empty.
  const row = api.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE order_number = ?').get(result.orderNumber);
  expect(row).toEqual({ n: 1 });
  expect(tienda.cart.store.getSnapshot().cart?.items).toEqual([]);
});
