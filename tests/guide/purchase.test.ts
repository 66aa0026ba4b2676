import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage, type TiendaClient } from '../../src/core';
import { startLocalApi, type RunningLocalApi } from '../../local-api/kit';

// The real local API over HTTP, on a free port, with a fresh database in a temporary folder.
let api: RunningLocalApi;
let tienda: TiendaClient;
beforeAll(async () => {
  api = await startLocalApi();
  tienda = createTiendaClient({ environment: 'local', apiRoot: api.apiRoot, storage: new MemoryStorage() });
});
afterAll(() => api.close());

it('signs in, searches, buys cash on delivery and finds the order in the list', async () => {
  await tienda.start();
  await tienda.session.login({ email: 'ana@tienda.test', password: 'Tienda123!' });
  expect(tienda.user.store.getSnapshot().user?.email).toBe('ana@tienda.test');

  const { results } = await tienda.search.search({ query: 'audífonos' });
  const product = results.products.find((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK')!;
  const cart = await tienda.cart.add({ product, quantity: 1 });
  expect(cart.items.map((item) => item.product.public_sku)).toContain(product.public_sku);

  // Delivery to ana's saved address, paid on delivery.
  await tienda.checkout.start();
  const [address] = await tienda.addresses.list();
  const options = await tienda.checkout.loadDeliveryOptions(address!.id);
  await tienda.checkout.edit({ kind: 'shippingAddress', id: address!.id });
  await tienda.checkout.edit({ kind: 'deliveryOption', id: options.find((option) => !option.is_disabled)!.id! });
  await tienda.checkout.edit({ kind: 'pickupContact', name: 'Ana López', phone: '55551234' });
  await tienda.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
  const result = await tienda.checkout.createOrder();
  expect(result.status).toBe('placed');

  const orders = await tienda.orders.list({ page: 1 });
  const order = orders.find((o) => o.order_number === result.orderNumber);
  expect(order?.items.map((item) => item.product.public_sku)).toContain(product.public_sku);
});
