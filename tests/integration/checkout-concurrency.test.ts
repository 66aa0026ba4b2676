import { Agent, createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { MemoryStorage, type KeyValueStorage, type ProductSummary } from '../../src';
import { clientFor, startLocalApi, type RunningApi } from './support/local-api';

/**
 * Orders are never doubled: two tabs and a double click on one cart give one
 * order, and an order answer lost on the way back is reconciled by reading the
 * orders, without sending the order again. The library talks to the real local
 * API (a socket, a fresh temporary database) through a small proxy that counts
 * the order calls reaching the server, and can drop an answer.
 */
let api: RunningApi;
let proxy: Proxy;
beforeAll(async () => {
  api = await startLocalApi();
  proxy = await startProxy(new URL(api.url));
});
afterAll(async () => {
  await proxy?.close();
  await api?.stop();
});
afterEach(() => {
  proxy.reset();
});

const ana = DEMO_ACCOUNTS[0]!;
const ORDER_PATH = /^\/api\/public\/checkout\/[^/]+\/order\/?$/;

interface Proxy {
  apiRoot: string;
  /** PUT /checkout/{id}/order calls that reached the server, with their Idempotency-Key. */
  orderCalls: { key: string | undefined; cartId: string }[];
  /** What to do with the next order call: pass it, forward it and then drop its answer, or drop it before the server sees it. */
  nextOrder: 'pass' | 'dropAnswer' | 'dropRequest';
  /** The Idempotency-Key of each order call the proxy dropped before the server saw it. */
  dropped: (string | undefined)[];
  reset(): void;
  close(): Promise<void>;
}

/** A loopback proxy in front of the API: forwards everything, counting and optionally breaking the order calls. */
async function startProxy(target: URL): Promise<Proxy> {
  const state: Proxy = {
    apiRoot: '',
    orderCalls: [],
    nextOrder: 'pass',
    dropped: [],
    reset() {
      state.orderCalls = [];
      state.nextOrder = 'pass';
      state.dropped = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        upstreamAgent.destroy();
      }),
  };
  // A new upstream connection for every request: a pooled one the API closes as it idles out
  // (both sides time out at 5 s) would fail a request at random, and a failed order call or
  // orders read is exactly what these tests count.
  const upstreamAgent = new Agent({ keepAlive: false });
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    const isOrder = req.method === 'PUT' && ORDER_PATH.test(path.split('?')[0]!);
    const mode = isOrder ? state.nextOrder : 'pass';
    if (isOrder) state.nextOrder = 'pass';
    if (mode === 'dropRequest') {
      state.dropped.push(req.headers['idempotency-key'] as string | undefined);
      req.resume();
      req.socket.destroy();
      return;
    }
    if (isOrder) state.orderCalls.push({ key: req.headers['idempotency-key'] as string | undefined, cartId: path.split('/')[4]! });
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path, method: req.method, headers: { ...req.headers, host: target.host }, agent: upstreamAgent },
      (answer) => {
        if (mode === 'dropAnswer') {
          // The server finished (its whole answer is read), but the client never sees it.
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => req.socket.destroy());
    req.pipe(upstream);
  });
  // The client's pooled sockets idle out after 5 s: the proxy keeps them longer, so the client always
  // closes first and never sends on a socket the proxy is closing (close() ends them all).
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.apiRoot = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/public`;
  return state;
}

type Client = ReturnType<typeof clientFor>['client'];

/** A client through the proxy; clients given one storage share the session, as two tabs do. */
function tab(storage: KeyValueStorage) {
  return clientFor({ ...api, apiRoot: proxy.apiRoot }, { storage });
}

const stockOf = (sku: string) => (api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(sku) as { stock_quantity: number }).stock_quantity;
const ordersInDb = (cartId: string) =>
  api.db.prepare('SELECT order_number FROM orders WHERE cart_public_id = ?').all(cartId).map((row) => (row as { order_number: string }).order_number);

/** Ana signed in with an empty account cart, then `quantity` of the `offset`-th simple product in stock. */
async function shopper(storage: KeyValueStorage, quantity: number, offset: number) {
  api.db.prepare(`UPDATE carts SET status = 'DELETED' WHERE status = 'OPEN'`).run();
  const { client, logs } = tab(storage);
  await client.start();
  await client.session.login({ email: ana.email, password: ana.password });
  const row = api.db
    .prepare(
      `SELECT public_sku FROM products WHERE status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 20
       AND price_cents BETWEEN 5000 AND 150000 ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as { public_sku: string };
  const product: ProductSummary = (await client.catalog.loadProductPage({ id: row.public_sku })).product;
  await client.cart.add({ product, quantity });
  const cartId = String(client.cart.store.getSnapshot().cart!.cart_id);
  return { client, logs, product, cartId };
}

/** Delivery to ana's saved address, cash on delivery or the given card. */
async function readyToPay(client: Client, card?: string) {
  await client.checkout.start();
  const options = await client.checkout.loadDeliveryOptions('demo-ana-casa');
  const standard = options.find((option) => !option.is_disabled && !option.is_express)!;
  await client.checkout.edit({ kind: 'shippingAddress', id: 'demo-ana-casa' });
  await client.checkout.edit({ kind: 'deliveryOption', id: standard.id! });
  await client.checkout.edit({ kind: 'pickupContact', name: 'Ana López', phone: '55551234' });
  if (card) {
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
    await client.checkout.edit({ kind: 'newCard', card: { number: card, expiration_month: 12, expiration_year: 2031, cvv: '737', tokenize: false } });
  } else await client.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
}

/** The orders of this cart as GET /order lists them (through the library). */
async function listedOrders(client: Client, cartId: string) {
  return (await client.orders.list({ page: 1 })).filter((order) => order.cart_id === cartId).map((order) => order.order_number);
}

describe('two tabs, one cart: one order', () => {
  it('cash on delivery from two clients sharing the session: both end placed with the one order (the refused tab finds it); stock taken once', async () => {
    const storage = new MemoryStorage();
    const first = await shopper(storage, 2, 0);
    const second = tab(storage);
    await second.client.start();
    // The second tab has the same session and the same cart.
    expect(String(second.client.cart.store.getSnapshot().cart?.cart_id)).toBe(first.cartId);
    await readyToPay(first.client);
    await readyToPay(second.client);
    const before = stockOf(first.product.public_sku);

    const outcomes = await Promise.allSettled([first.client.checkout.createOrder(), second.client.checkout.createOrder()]);

    const placed = outcomes.flatMap((o) => (o.status === 'fulfilled' && o.value.status === 'placed' ? [o.value] : []));
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect(placed).toHaveLength(2);
    const orderNumber = placed[0]!.orderNumber;
    expect(placed[1]!.orderNumber).toBe(orderNumber);
    // One tab has the order call's answer; the other, refused (NOT_ALLOWED), found the order by reconciliation.
    expect(placed.map((p) => (p.result ? 'answer' : 'found')).sort()).toEqual(['answer', 'found']);
    // Two different keys (one per tab) reached the server; one order came of them.
    expect(proxy.orderCalls).toHaveLength(2);
    expect(new Set(proxy.orderCalls.map((call) => call.key)).size).toBe(2);
    expect(ordersInDb(first.cartId)).toEqual([orderNumber]);
    expect(await listedOrders(first.client, first.cartId)).toEqual([orderNumber]);
    expect(stockOf(first.product.public_sku)).toBe(before - 2);
  });

  it('a slow bank that lets both tabs past the first check: still one order, paid once, stock taken once', async () => {
    const storage = new MemoryStorage();
    const first = await shopper(storage, 1, 1);
    const second = tab(storage);
    await second.client.start();
    expect(String(second.client.cart.store.getSnapshot().cart?.cart_id)).toBe(first.cartId);
    // 4000 0000 0000 0077: the simulated bank takes about 3 seconds, so both requests are inside it at once.
    await readyToPay(first.client, '4000000000000077');
    await readyToPay(second.client, '4000000000000077');
    const before = stockOf(first.product.public_sku);

    const outcomes = await Promise.allSettled([first.client.checkout.createOrder(), second.client.checkout.createOrder()]);

    const placed = outcomes.flatMap((o) => (o.status === 'fulfilled' && o.value.status === 'placed' ? [o.value] : []));
    // Both tabs end with the one order: the refused one found it by reconciliation.
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    expect(placed).toHaveLength(2);
    expect(placed[1]!.orderNumber).toBe(placed[0]!.orderNumber);
    expect(proxy.orderCalls).toHaveLength(2);
    expect(ordersInDb(first.cartId)).toEqual([placed[0]!.orderNumber]);
    expect(await listedOrders(second.client, first.cartId)).toEqual([placed[0]!.orderNumber]);
    const paid = api.db.prepare('SELECT payment_status, paid_cents, total_cents FROM orders WHERE cart_public_id = ?').get(first.cartId) as {
      payment_status: string;
      paid_cents: number;
      total_cents: number;
    };
    expect(paid.payment_status).toBe('PAID');
    expect(paid.paid_cents).toBe(paid.total_cents);
    expect(stockOf(first.product.public_sku)).toBe(before - 1);
  }, 30_000);
});

describe('a double click on one client: one order', () => {
  it('two createOrder calls at once send one order request and give the same placed order', async () => {
    const { client, product, cartId } = await shopper(new MemoryStorage(), 3, 2);
    await readyToPay(client);
    const before = stockOf(product.public_sku);

    const [one, two] = await Promise.all([client.checkout.createOrder(), client.checkout.createOrder()]);

    expect(one.status).toBe('placed');
    expect(two).toEqual(one);
    expect(proxy.orderCalls).toHaveLength(1);
    if (one.status !== 'placed') return;
    expect(ordersInDb(cartId)).toEqual([one.orderNumber]);
    expect(await listedOrders(client, cartId)).toEqual([one.orderNumber]);
    expect(stockOf(product.public_sku)).toBe(before - 3);
  });
});

describe('a lost order answer: reconciled by reading the orders', () => {
  it('the server placed the order but the answer never arrived: placed, exactly one order, no second order call', async () => {
    const { client, logs, product, cartId } = await shopper(new MemoryStorage(), 1, 3);
    await readyToPay(client);
    const before = stockOf(product.public_sku);
    proxy.nextOrder = 'dropAnswer';

    const result = await client.checkout.createOrder();

    expect(result.status).toBe('placed');
    if (result.status !== 'placed') return;
    expect(proxy.orderCalls).toHaveLength(1);
    const numbers = ordersInDb(cartId);
    expect(numbers).toHaveLength(1);
    expect(result.orderNumber).toBe(numbers[0]);
    // Reconciliation found it: there was no answer, only the order read back.
    expect(result.result).toBeNull();
    expect(result.order?.cart_id).toBe(cartId);
    expect(await listedOrders(client, cartId)).toEqual(numbers);
    expect(stockOf(product.public_sku)).toBe(before - 1);
    expect(logs.some((log) => log.level === 'warn' && log.message.includes('the order answer was lost'))).toBe(true);
    // The success sequence ran: a new, empty cart.
    const cart = client.cart.store.getSnapshot().cart!;
    expect(String(cart.cart_id)).not.toBe(cartId);
    expect(cart.items).toEqual([]);
  });

  it('the request itself was lost: no order is found, so it is sent once more with the same key, and one order results', async () => {
    const { client, product, cartId } = await shopper(new MemoryStorage(), 1, 4);
    await readyToPay(client);
    const before = stockOf(product.public_sku);
    proxy.nextOrder = 'dropRequest';

    const result = await client.checkout.createOrder();

    expect(result.status).toBe('placed');
    expect(proxy.dropped).toHaveLength(1);
    expect(proxy.orderCalls).toHaveLength(1);
    expect(proxy.orderCalls[0]!.key).toBe(proxy.dropped[0]);
    expect(ordersInDb(cartId)).toHaveLength(1);
    expect(stockOf(product.public_sku)).toBe(before - 1);
  });
});
