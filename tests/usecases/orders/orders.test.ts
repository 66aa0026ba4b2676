import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../mocks/client';
import { wireOrder } from '../../mocks/handlers/checkout';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { checkoutClient } from '../checkout/checkout-harness';

setupMsw();

const page = (from: number, count: number) => Array.from({ length: count }, (_, i) => wireOrder(`TND-${from + i}`, `cart-${from + i}`));

describe('tienda.orders.list', () => {
  it.each([0, -1, 1.5, Number.NaN])('refuses page %s with invalidPage, without a call', async (bad) => {
    const { client, errors } = await checkoutClient({ signedIn: true });
    const failure = await failureOf(client.orders.list({ page: bad }));
    expect(failure.cause).toBe('invalidPage');
    expect(failure.userMessage).toBe('La página debe ser 1 o mayor.');
    expect(errors.map((error) => error.cause)).toEqual(['invalidPage']);
    expect(requests.total).toBe(0);
  });

  it('asks the first page for 20, newest first, into the orders store', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(http.get(url('/order'), () => HttpResponse.json(page(1, 20))));
    const orders = await client.orders.list();
    const call = requests.single('GET', '/order');
    expect(call.query.get('page')).toBe('1');
    expect(call.query.get('page_size')).toBe('20');
    expect(call.headers.get('Session')).toBe('user-token-stored');
    expect(orders).toHaveLength(20);
    expect(client.orders.store.getSnapshot()).toMatchObject({ status: 'ready', page: 1, hasMore: true });
    expect(client.orders.store.getSnapshot().orders[0]?.order_number).toBe('TND-1');
  });

  it('adds a later page to the list, and reads an answer holding the list under `orders`', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(
      http.get(url('/order'), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '1' ? HttpResponse.json(page(1, 20)) : HttpResponse.json({ orders: page(21, 3) }),
      ),
    );
    await client.orders.list({ page: 1 });
    await client.orders.list({ page: 2 });
    const snapshot = client.orders.store.getSnapshot();
    expect(snapshot.orders).toHaveLength(23);
    expect(snapshot).toMatchObject({ page: 2, hasMore: false });
  });

  it('needs a signed-in user: anonymous is onlyAnonymousTokenFound, without a call', async () => {
    const { client } = await checkoutClient();
    expect((await failureOf(client.orders.list())).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });

  it('a shape mismatch is schemaValidationError naming the shape', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(http.get(url('/order'), () => HttpResponse.json({ results: 'nope' })));
    const failure = await failureOf(client.orders.list());
    expect(failure.cause).toBe('schemaValidationError');
    expect(failure.details).toMatchObject({ shape: 'OrderList' });
    expect(client.orders.store.getSnapshot().error?.cause).toBe('schemaValidationError');
  });
});

describe('tienda.orders.get', () => {
  it('fetches one order into the store as current, with its enums read through their fallbacks', async () => {
    const { client, logger } = await checkoutClient({ signedIn: true });
    server.use(http.get(url('/order/:n'), ({ params }) => HttpResponse.json(wireOrder(String(params.n), 'cart-9', { step: 'Teleported', payment_method: 'BITCOIN', invoice_type: 'WHATEVER' }))));
    const order = await client.orders.get('TND-77');
    expect(requests.single('GET', '/order/TND-77')).toBeTruthy();
    expect(order).toMatchObject({ order_number: 'TND-77', step: 'Unknown', payment_method: 'UNKNOWN', invoice_type: 'NO_TAX_ID' });
    expect(client.orders.store.getSnapshot().current?.order_number).toBe('TND-77');
    expect(logger.at('error')).toEqual([]);
  });

  it('logs an order without items as an error, and still returns it', async () => {
    const { client, logger } = await checkoutClient({ signedIn: true });
    server.use(http.get(url('/order/:n'), ({ params }) => HttpResponse.json(wireOrder(String(params.n), null, { items: [] }))));
    const order = await client.orders.get('TND-5');
    expect(order.items).toEqual([]);
    expect(logger.at('error').map((entry) => entry.message)).toEqual(['order TND-5 holds no item']);
  });

  it('an unknown order is notFound; a blank number is notFound without a call', async () => {
    const { client } = await checkoutClient({ signedIn: true });
    server.use(http.get(url('/order/:n'), () => HttpResponse.json({ cause: 'notFound', message: 'No existe ese pedido.' }, { status: 404 })));
    const missing = await failureOf(client.orders.get('TND-404'));
    expect(missing.cause).toBe('notFound');
    expect(missing.userMessage).toBe('No existe ese pedido.');
    requests.clear();
    expect((await failureOf(client.orders.get('  '))).cause).toBe('notFound');
    expect(requests.total).toBe(0);
  });
});
