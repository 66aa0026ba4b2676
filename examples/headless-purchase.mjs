// A whole purchase, headless, in Node: the local API in process (a fresh database on an ephemeral
// port), a client signed in as a demo account, a search, an add to cart and a cash-on-delivery order.
// Run it in a project that installed the tienda tarball:  node headless-purchase.mjs
import { ConsoleLogger, createTiendaClient, MemoryStorage, UseCaseError } from 'tienda/core';
import { startLocalApi } from 'tienda/testing/local-api';

const api = await startLocalApi();
try {
  const tienda = createTiendaClient({
    environment: 'local',
    apiRoot: api.apiRoot,
    storage: new MemoryStorage(),
    // Warnings and errors only, on stderr (the default logs every request at the local environment's debug level).
    logger: new ConsoleLogger('warn'),
  });
  await tienda.start();
  await tienda.session.login({ email: 'ana@tienda.test', password: 'Tienda123!' });

  // The first simple product in stock that a search for "café" finds.
  const { results } = await tienda.search.search({ query: 'café' });
  const found = results.products.find((product) => product.type === 'SIMPLE' && product.stock_status === 'IN_STOCK');
  if (!found) throw new Error('La búsqueda no encontró un producto disponible.');
  const { product } = await tienda.catalog.loadProductPage({ id: found.public_sku });
  const cart = await tienda.cart.add({ product, quantity: 2 });

  // Delivery to ana's saved address, standard option, paid on delivery.
  await tienda.checkout.start();
  const [address] = await tienda.addresses.list();
  const options = await tienda.checkout.loadDeliveryOptions(String(address.id));
  const standard = options.find((option) => !option.is_disabled && !option.is_express);
  await tienda.checkout.edit({ kind: 'shippingAddress', id: String(address.id) });
  await tienda.checkout.edit({ kind: 'deliveryOption', id: standard.id });
  await tienda.checkout.edit({ kind: 'pickupContact', name: 'Ana López', phone: '55551234' });
  await tienda.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
  const result = await tienda.checkout.createOrder();
  if (result.status !== 'placed') throw new Error(`El pedido quedó pendiente: ${result.message}`);

  const [latest] = await tienda.orders.list({ page: 1 });
  console.log(
    JSON.stringify({
      product: product.public_sku,
      cartItems: cart.items.length,
      order: result.orderNumber,
      listedFirst: latest.order_number,
      paymentMethod: latest.payment_method,
      total: latest.totals.amount_total,
    }),
  );
} catch (error) {
  // A refusal of the store carries a catalogue cause and a Spanish message for the shopper.
  if (error instanceof UseCaseError) console.error(`${error.cause}: ${error.shopperMessage}`);
  throw error;
} finally {
  await api.close();
}
