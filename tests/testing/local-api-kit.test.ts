import { scryptSync } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_API_ORIGIN, localApiHandlers, startLocalApi, type LocalApiDatabase, type LocalApiHandlers } from '../../local-api/kit';
import { createTiendaClient, MemoryStorage, UseCaseError, type ProductSummary, type TiendaClient } from '../../src/node';
import { networkError, rateLimited, unauthorizedOnce } from '../../src/testing';
import { failureOf } from '../integration/support/local-api';
import { deliverHome, EVERYDAY, stockOf } from '../integration/support/shopper';

/**
 * `tienda/testing/local-api`: the msw handlers answered by the local API's own app on an in-memory
 * database, and the real local API on an ephemeral port; then both driven through the same public calls
 * to check that they answer the same shapes.
 */

const ANA = { email: 'ana@tienda.test', password: 'Tienda123!' };
/** A simple product in stock at an everyday price (the same row in every freshly seeded database). */
const skuOf = (db: LocalApiDatabase, offset = 0) =>
  (db.prepare(`SELECT public_sku FROM products WHERE ${EVERYDAY} ORDER BY id LIMIT 1 OFFSET ?`).get(offset) as { public_sku: string }).public_sku;

const quiet = { log() {} };

/** Requests meant for handlers (the default origin, tienda.localhost) must be answered; the real local API's pass. */
const HANDLED_HOSTS = new Set(['localhost:9004', 'tienda.localhost']);
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: (request, print) => (HANDLED_HOSTS.has(new URL(request.url).host) ? print.error() : undefined) });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
const seen: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  seen.push(`${request.method} ${url.origin}${url.pathname}`);
});
const count = (method: string, path: string) => seen.filter((line) => line === `${method} ${LOCAL_API_ORIGIN}/api/public${path}`).length;

describe('localApiHandlers()', () => {
  let api: LocalApiHandlers;
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(() => api?.close());

  it('answers a client made for the local environment with no apiRoot: a product, a cart, a demo login', async () => {
    api = localApiHandlers();
    expect(api.apiRoot).toBe('http://localhost:9004/api/public');
    server.use(...api.handlers);
    const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage(), logger: quiet });
    await tienda.start();

    const sku = skuOf(api.db);
    const row = api.db.prepare('SELECT slug, price_cents, stock_quantity FROM products WHERE public_sku = ?').get(sku) as {
      slug: string;
      price_cents: number;
      stock_quantity: number;
    };
    expect(await tienda.catalog.resolveSlug(row.slug)).toMatchObject({ page_type: 'PRODUCT', id: sku });
    const { product } = await tienda.catalog.loadProductPage({ id: sku });
    expect(product.public_sku).toBe(sku);
    expect(product.price).toBe(row.price_cents / 100);

    const cart = await tienda.cart.add({ product, quantity: 2 });
    expect(cart.items.map((item) => [item.product.public_sku, item.quantity])).toEqual([[sku, 2]]);
    expect(cart.amount_sub_total).toBeCloseTo(product.price * 2, 2);
    // Stored in the handlers' own database.
    const inCarts = (api.db.prepare('SELECT SUM(ci.quantity) AS n FROM cart_items ci JOIN products p ON p.id = ci.product_id WHERE p.public_sku = ?').get(sku) as { n: number }).n;
    expect(inCarts).toBe(2);

    await tienda.session.login(ANA);
    expect(tienda.session.store.getSnapshot().authState).toBe('authenticatedUser');
    expect(tienda.user.store.getSnapshot().user?.email).toBe(ANA.email);
    // The anonymous line went into ana's cart on login.
    expect(tienda.cart.store.getSnapshot().cart?.items.find((item) => item.product.public_sku === sku)?.quantity).toBeGreaterThanOrEqual(2);
    // Every request went to the local environment's default root, and msw answered it.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((line) => !line.includes(' http://localhost:9004/api/public/'))).toEqual([]);
    expect(count('POST', '/anonymous/')).toBe(1);
    expect(count('GET', `/slug/${row.slug}`)).toBe(1);
  });

  it('makes an independent store per call', async () => {
    const first = localApiHandlers();
    const second = localApiHandlers();
    try {
      const sku = skuOf(first.db);
      expect(skuOf(second.db)).toBe(sku);
      const before = stockOf(second, sku);
      first.db.prepare('UPDATE products SET stock_quantity = 3 WHERE public_sku = ?').run(sku);
      first.db.prepare('UPDATE products SET price_cents = price_cents + 100 WHERE public_sku = ?').run(sku);
      expect(stockOf(second, sku)).toBe(before);

      server.use(...second.handlers);
      const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage(), logger: quiet });
      const { product } = await tienda.catalog.loadProductPage({ id: sku });
      const secondPrice = (second.db.prepare('SELECT price_cents FROM products WHERE public_sku = ?').get(sku) as { price_cents: number }).price_cents;
      const firstPrice = (first.db.prepare('SELECT price_cents FROM products WHERE public_sku = ?').get(sku) as { price_cents: number }).price_cents;
      expect(firstPrice).toBe(secondPrice + 100);
      expect(product.price).toBe(secondPrice / 100);
      expect(product.stock_status_text ?? '').not.toBe('Quedan 3');
      // A session made through the second store is unknown to the first.
      const token = tienda.session.store.getSnapshot().session!.token;
      const sessions = (db: LocalApiDatabase) => (db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
      expect(sessions(second.db)).toBeGreaterThan(sessions(first.db));
      expect(token).toBeTruthy();
    } finally {
      first.close();
      second.close();
    }
  });

  it('answers 503 once closed', async () => {
    const closing = localApiHandlers();
    server.use(...closing.handlers);
    const open = await fetch(`${closing.apiRoot}/anonymous/`, { method: 'POST' });
    expect(open.status).toBe(200);
    expect(await open.json()).toMatchObject({ token: expect.any(String) });
    closing.close();
    closing.close(); // twice is harmless
    const closed = await fetch(`${closing.apiRoot}/anonymous/`, { method: 'POST' });
    expect(closed.status).toBe(503);
    expect(await closed.json()).toEqual({ cause: 'apiCallFailed', message: 'La API local de pruebas ya se cerró.' });
    const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage(), logger: quiet });
    const error = await failureOf(tienda.catalog.loadHome());
    expect(error.status).toBe(503);
    expect(error.cause).toBe('apiCallFailed');
  });

  it('answers the /dev controls on the default origin: the outbox and advancing an order', async () => {
    api ??= localApiHandlers();
    server.use(...api.handlers);
    const outbox = await fetch(`${LOCAL_API_ORIGIN}/dev/outbox.json`);
    expect(outbox.status).toBe(200);
    expect(await outbox.json()).toEqual({ messages: expect.any(Array) });

    const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage(), logger: quiet });
    await tienda.start();
    await tienda.session.login({ email: 'lucia@tienda.test', password: 'Tienda123!' });
    const orders = await tienda.orders.list({ page: 1 });
    expect(orders.length).toBeGreaterThan(0);
    const advanced = await fetch(`${LOCAL_API_ORIGIN}/dev/orders/${orders[0]!.order_number}/advance`, { method: 'POST' });
    expect(advanced.status).toBe(200);
    expect(await advanced.json()).toMatchObject({ order_number: orders[0]!.order_number });
  });
});

describe('fault helpers in front of localApiHandlers()', () => {
  let api: LocalApiHandlers;
  beforeAll(() => {
    api = localApiHandlers();
  });
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(() => api.close());

  it('unauthorizedOnce: the library takes a new anonymous session from the local API and the retry reaches it', async () => {
    server.use(...api.handlers);
    const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage(), logger: quiet });
    const first = await tienda.session.start();
    const sessions = () => (api.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
    const before = sessions();
    server.use(unauthorizedOnce('get', '/category/root'));
    seen.length = 0;
    const tree = await tienda.catalog.loadNavigation();
    expect(tree.length).toBeGreaterThan(0);
    expect(count('GET', '/category/root')).toBe(2);
    expect(count('POST', '/anonymous/')).toBe(1);
    const token = tienda.session.store.getSnapshot().session!.token;
    expect(token).not.toBe(first.token);
    // The new session is one the local API made.
    expect(sessions()).toBe(before + 1);
  });

  it('rateLimited: the library waits Retry-After + 1 s, retries once, and the local API answers', async () => {
    server.use(...api.handlers);
    const waits: number[] = [];
    const tienda = createTiendaClient({
      environment: 'local',
      storage: new MemoryStorage(),
      logger: quiet,
      sleep: async (ms) => void waits.push(ms),
    });
    server.use(rateLimited('get', '/page/home', { retryAfter: 2 }));
    const home = await tienda.catalog.loadHome();
    expect(home.sections.length).toBeGreaterThan(0);
    expect(waits).toEqual([3_000]);
    expect(count('GET', '/page/home')).toBe(2);
  });

  it('networkError fails without reaching the local API, which answers again once the fault is gone', async () => {
    server.use(...api.handlers);
    const tienda = createTiendaClient({ environment: 'local', storage: new MemoryStorage(), logger: quiet });
    await tienda.session.start();
    server.use(networkError('get', '/page/home', { times: 1 }));
    const error = await failureOf(tienda.catalog.loadHome());
    expect(error.cause).toBe('networkConnection');
    const home = await tienda.catalog.loadHome();
    expect(home.sections.length).toBeGreaterThan(0);
    expect(count('GET', '/page/home')).toBe(2);
  });
});

/**
 * The shape of a JSON value: object keys (sorted) with their shapes, the distinct shapes of an array's
 * items, and the type of anything else. Ids, tokens, dates and URLs differ between two APIs; their types
 * do not.
 */
function shape(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const distinct = [...new Set(value.map((item) => JSON.stringify(shape(item))))].sort();
    return distinct.map((text) => JSON.parse(text) as unknown);
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([key, item]) => [key, shape(item)]));
  }
  return typeof value;
}

/** A request's method and path with its volatile parts (numbers, random ids and slugs) named, and its query's keys. */
function route(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname
    .replace(/^\/api\/public/, '')
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':n' : /^[A-Za-z0-9_-]{16,}$/.test(segment) ? ':id' : segment))
    .join('/');
  const query = [...new Set(url.searchParams.keys())].sort().join('&');
  return `${request.method} ${path}${query ? `?${query}` : ''}`;
}

interface Exchange {
  route: string;
  status: number;
  contentType: string | null;
  body: unknown;
}

/**
 * Every answer msw saw for `host`: mocked (the handlers answered) or bypassed (it went on to the network:
 * the real API). Both kinds are recorded and told apart, so a test can check which side answered.
 */
function recordTraffic(host: string) {
  const mocked: Promise<Exchange>[] = [];
  const bypassed: Promise<Exchange>[] = [];
  const read = async (request: Request, response: Response): Promise<Exchange> => {
    // Parsed whatever the content type says: a shape is compared, not a header.
    const contentType = response.headers.get('content-type');
    // A bypassed answer comes as it crossed the wire: compressed when the server compressed it.
    const bytes = Buffer.from(await response.clone().arrayBuffer());
    const encoding = response.headers.get('content-encoding');
    const text = (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = `<not JSON: ${text.slice(0, 40)}>`;
    }
    return { route: route(request), status: response.status, contentType, body };
  };
  const onMocked = ({ request, response }: { request: Request; response: Response }) => {
    if (new URL(request.url).host === host) mocked.push(read(request, response));
  };
  const onBypass = ({ request, response }: { request: Request; response: Response }) => {
    if (new URL(request.url).host === host) bypassed.push(read(request, response));
  };
  server.events.on('response:mocked', onMocked);
  server.events.on('response:bypass', onBypass);
  return {
    async stop() {
      server.events.removeListener('response:mocked', onMocked);
      server.events.removeListener('response:bypass', onBypass);
      return { mocked: await Promise.all(mocked), bypassed: await Promise.all(bypassed) };
    },
  };
}

/** A refusal, as the library reports it. */
const refusal = (error: UseCaseError) => ({ cause: error.cause, status: error.status });

/**
 * The same public calls, in the same order, against one API: browse, search, a refused and a good login,
 * cart changes, a refused SKU, addresses, wishlist, a cash-on-delivery checkout, the orders.
 */
async function scenario(apiRoot: string, db: LocalApiDatabase) {
  const tienda: TiendaClient = createTiendaClient({ environment: 'local', apiRoot, storage: new MemoryStorage(), logger: quiet });
  await tienda.start();
  await tienda.catalog.loadHome();
  await tienda.catalog.loadNavigation();
  const listing = await tienda.catalog.browseProducts({ kind: 'category', slug: 'audifonos', pageSize: 5 });
  const sku = skuOf(db);
  const other = skuOf(db, 1);
  const slug = (db.prepare('SELECT slug FROM products WHERE public_sku = ?').get(sku) as { slug: string }).slug;
  await tienda.catalog.resolveSlug(slug);
  const { product } = await tienda.catalog.loadProductPage({ id: sku });
  const { product: second } = await tienda.catalog.loadProductPage({ id: other });
  const found = await tienda.search.search({ query: 'cafe', pageSize: 5 });

  const badLogin = refusal(await failureOf(tienda.session.login({ email: ANA.email, password: 'no-es-la-clave' })));
  await tienda.session.login(ANA);
  await tienda.user.load();

  const added = await tienda.cart.add({ product, quantity: 2 });
  const lineOf = (cart: typeof added, wanted: string) => cart.items.find((item) => item.product.public_sku === wanted)!.item_id;
  await tienda.cart.update({ itemId: lineOf(added, sku), quantity: 1 });
  const both = await tienda.cart.add({ product: second, quantity: 1 });
  const afterRemove = await tienda.cart.remove(lineOf(both, other));
  const ghost: ProductSummary = { ...product, public_sku: 'TND-99999' };
  const badSku = refusal(await failureOf(tienda.cart.add({ product: ghost, quantity: 1 })));

  const addresses = await tienda.addresses.list();
  await tienda.wishlists.add(other);
  const wishlist = await tienda.wishlists.list();
  await tienda.wishlists.remove(other);

  await deliverHome(tienda);
  await tienda.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
  const result = await tienda.checkout.createOrder();
  if (result.status !== 'placed') throw new Error(`the order was not placed: ${result.status}`);
  const orders = await tienda.orders.list({ page: 1 });
  const order = await tienda.orders.get(result.orderNumber);
  const stored = db.prepare('SELECT COUNT(*) AS n FROM orders WHERE order_number = ?').get(result.orderNumber) as { n: number };

  return {
    facts: {
      sku,
      listed: listing.products.products.length,
      found: found.results.products.length,
      lines: afterRemove.items.map((item) => [item.product.public_sku, item.quantity]),
      addresses: addresses.map((address) => address.id),
      wishlisted: wishlist.products.some((item) => item.public_sku === other),
      ordered: order.items.map((item) => [item.product.public_sku, item.quantity]),
      listedOrder: orders.some((listed) => listed.order_number === result.orderNumber),
      storedHere: stored.n,
      badLogin,
      badSku,
    },
  };
}

describe('parity: localApiHandlers() and startLocalApi() answer the same calls with the same shapes', () => {
  it('runs the same public calls against both and compares every answer’s status and shape', async () => {
    // The handlers answer on an origin of their own; the real API's requests (another host) pass through msw.
    // The handlers' half runs first, before any HTTP server has replaced the fetch globals (see kit.ts).
    const kit = localApiHandlers({ origin: 'http://tienda.localhost' });
    server.use(...kit.handlers);
    let real: Awaited<ReturnType<typeof startLocalApi>> | null = null;
    try {
      const kitTraffic = recordTraffic('tienda.localhost');
      const viaKit = await scenario(kit.apiRoot, kit.db);
      const kitSide = await kitTraffic.stop();

      real = await startLocalApi();
      const realTraffic = recordTraffic(new URL(real.url).host);
      const viaReal = await scenario(real.apiRoot, real.db);
      const realSide = await realTraffic.stop();

      expect(kitSide.mocked.every((exchange) => exchange.contentType === 'application/json')).toBe(true);
      // Each side was answered where it should be: the handlers mocked, the real API over its socket.
      expect(kitSide.bypassed).toEqual([]);
      expect(realSide.mocked).toEqual([]);
      expect(kitSide.mocked.length).toBeGreaterThan(20);
      expect(realSide.bypassed.length).toBe(kitSide.mocked.length);
      expect(viaKit.facts.storedHere).toBe(1);
      expect(viaReal.facts.storedHere).toBe(1);

      // The same facts, and the refusals with the same cause and status.
      expect(viaKit.facts).toEqual(viaReal.facts);
      expect(viaKit.facts.badLogin).toEqual({ cause: 'LOGIN_FAILED', status: 400 });
      expect(viaKit.facts.badSku).toEqual({ cause: 'PRODUCT_NOT_FOUND', status: 404 });
      expect(viaKit.facts.lines).toEqual([[viaKit.facts.sku, 1]]);
      expect(viaKit.facts.addresses).toContain('demo-ana-casa');
      expect(viaKit.facts.wishlisted).toBe(true);

      // Every answer: the same route, status and shape. Sorted by route (stably, so repeated calls keep their
      // order), because calls the library makes in parallel (a search and its facets) finish in either order.
      const summary = (side: Exchange[]) =>
        side
          .map((exchange) => ({ route: exchange.route, status: exchange.status, shape: shape(exchange.body) }))
          .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
      const kitAnswers = summary(kitSide.mocked);
      const realAnswers = summary(realSide.bypassed);
      expect(kitAnswers.map((answer) => answer.route)).toEqual(realAnswers.map((answer) => answer.route));
      for (const [index, answer] of kitAnswers.entries()) expect(answer, answer.route).toEqual(realAnswers[index]);

      // The spread the parity covers.
      const routes = new Set(kitAnswers.map((answer) => answer.route));
      for (const expected of [
        'POST /anonymous/',
        'POST /login/',
        'GET /user/',
        'GET /page/home?',
        'GET /category/root',
        'GET /category/audifonos',
        'GET /product?',
        'GET /slug/:id',
        'GET /page/product/',
        'GET /search?',
        'GET /search/filter?',
        'POST /cart?',
        'POST /cart/:id/item',
        'PUT /cart/:id/item/:n',
        'DELETE /cart/:id/item/:n',
        'GET /address',
        'POST /wishlist/favourites',
        'GET /wishlist/favourites?',
        'DELETE /wishlist/favourites/',
        'GET /checkout/:id/shipping_option/delivery?',
        'PUT /checkout/:id/preview',
        'PUT /checkout/:id/order',
        'GET /order?',
        'GET /order/:n',
      ]) {
        expect([...routes].some((route) => route.startsWith(expected)), `${expected} in ${[...routes].join(', ')}`).toBe(true);
      }
      // The shapes are real bodies, not placeholders: a refusal and a product page.
      const answerOf = (prefix: string, status: number) => kitAnswers.find((answer) => answer.route.startsWith(prefix) && answer.status === status)!;
      expect(answerOf('POST /login/', 400).shape).toMatchObject({ cause: 'string', message: 'string' });
      expect(answerOf('POST /cart/:id/item', 404).shape).toMatchObject({ cause: 'string', message: 'string' });
      expect(answerOf('GET /page/product/', 200).shape).toMatchObject({ product: { public_sku: 'string', price: 'number' } });
      expect(answerOf('PUT /checkout/:id/order', 200).shape).toMatchObject({ order_number: expect.any(String) });
      expect(kitAnswers.filter((answer) => answer.status >= 400).map((answer) => [answer.route, answer.status])).toEqual(
        realAnswers.filter((answer) => answer.status >= 400).map((answer) => [answer.route, answer.status]),
      );
    } finally {
      kit.close();
      await real?.close();
    }
  }, 60_000);
});

// Last: once @hono/node-server has served in this process, the handlers' answers lose their headers (kit.ts).
/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('startLocalApi()', () => {
  it('serves the API on a real port with a fresh database, and close() frees the port and deletes the database', async () => {
    const api = await startLocalApi();
    const folder = dirname((api.db as unknown as { name: string }).name);
    let closed = false;
    try {
      expect(api.port).toBeGreaterThan(0);
      expect(api.url).toBe(`http://localhost:${api.port}`);
      expect(api.apiRoot).toBe(`${api.url}/api/public`);
      expect(existsSync(folder)).toBe(true);
      expect(await listening(api.port)).toBe(true);
      const tienda = createTiendaClient({ environment: 'local', apiRoot: api.apiRoot, storage: new MemoryStorage(), logger: quiet });
      await tienda.start();
      await tienda.session.login(ANA);
      expect(tienda.user.store.getSnapshot().user?.email).toBe(ANA.email);
      const orders = (api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
      expect(orders).toBeGreaterThan(0);
      await api.close();
      closed = true;
      expect(existsSync(folder)).toBe(false);
      expect(await listening(api.port)).toBe(false);
    } finally {
      if (!closed) await api.close();
    }
  });
});

describe("startLocalApi({ passwordHashing: 'fast' })", () => {
  /** Whether `password` matches a stored `scrypt$N$r$p$salt$hash` by the product's own scrypt at the stored parameters. */
  const realScryptMatches = (password: string, stored: string) => {
    const [, n, r, p, salt, hash] = stored.split('$');
    const key = scryptSync(password, Buffer.from(salt!, 'hex'), hash!.length / 2, { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 });
    return key.toString('hex') === hash;
  };
  const storedHash = (db: LocalApiDatabase, email: string) =>
    (db.prepare('SELECT password_hash FROM users WHERE email = ?').get(email) as { password_hash: string }).password_hash;

  it('signs up, logs in, refuses a wrong password and lets the demo accounts in; its hashes are cheap ones, the default’s real', async () => {
    const fast = await startLocalApi({ passwordHashing: 'fast' });
    const real = await startLocalApi();
    try {
      const email = `rapida-${Date.now()}@tienda.test`;
      const password = 'Quetzal-2026-azul';
      for (const api of [fast, real]) {
        const tienda = createTiendaClient({ environment: 'local', apiRoot: api.apiRoot, storage: new MemoryStorage(), logger: quiet });
        await tienda.start();
        await tienda.account.signUp({ email, password, first_name: 'Inés', last_name: 'Ajú' });
        await tienda.session.logout();
        expect((await failureOf(tienda.session.login({ email, password: 'otra-cosa-2026' }))).cause).toBe('LOGIN_FAILED');
        await tienda.session.login({ email, password });
        expect(tienda.user.store.getSnapshot().user?.email).toBe(email);
        await tienda.session.logout();
        await tienda.session.login(ANA);
        expect(tienda.user.store.getSnapshot().user?.email).toBe(ANA.email);
      }
      // The same label (the product's parameters) on both; only the default's is a real scrypt result at them.
      expect(storedHash(fast.db, email)).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(realScryptMatches(password, storedHash(fast.db, email))).toBe(false);
      expect(realScryptMatches(password, storedHash(real.db, email))).toBe(true);
    } finally {
      await fast.close();
      await real.close();
    }
  }, 60_000);
});

describe('both in one process', () => {
  it('keeps the handlers’ headers once a startLocalApi() server runs beside them (the globals stay the platform’s)', async () => {
    const GlobalRequest = globalThis.Request;
    const GlobalResponse = globalThis.Response;
    const real = await startLocalApi();
    const handlers = localApiHandlers({ origin: 'http://tienda.localhost' });
    server.use(...handlers.handlers);
    try {
      expect([globalThis.Request === GlobalRequest, globalThis.Response === GlobalResponse]).toEqual([true, true]);
      const fromHandlers = await fetch(`${handlers.apiRoot}/anonymous/`, { method: 'POST' });
      expect(fromHandlers.status).toBe(200);
      expect(fromHandlers.headers.get('content-type')).toMatch(/^application\/json/);
      expect(fromHandlers.headers.get('x-content-type-options')).toBe('nosniff');
      // And the real server still reads JSON bodies (the body middleware rebuilds its requests with the platform's Request).
      const session = (await (await fetch(`${real.apiRoot}/anonymous/`, { method: 'POST' })).json()) as { token: string };
      const login = await fetch(`${real.apiRoot}/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', Session: session.token },
        body: JSON.stringify(ANA),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      handlers.close();
      await real.close();
    }
  });
});
