/**
 * Purge by key (issue 22): when a product a page shows changes, by any code path, the local API sends
 * `PURGE <purgeUrl>` with `xkey-purge: <keys>` and has the cache's answer before it answers the request
 * that made the change. A tiny HTTP server on port 0 plays the cache and records what it is sent.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../local-api/app';
import { openDatabase } from '../../local-api/seed/open';
import { type Database } from '../../local-api/db/database';
import { chunkKeys, type PurgeUrlOption } from '../../local-api/http/purge';
import { startServer, type RunningServer } from '../../local-api/server';
import { demoCheckoutBody } from '../../local-api/seed/demo-checkout';

const API = '/api/public';

interface Purge {
  method: string;
  path: string;
  keys: string[];
}

/** The stand-in for Varnish: records each request; answers `status`, or holds the answer while `hold` is on. */
interface Receiver {
  url: string;
  received: Purge[];
  status: number;
  hold: boolean;
  held: ServerResponse[];
  /** Resolves with the next request the receiver gets. */
  next(): Promise<Purge>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const waiters: ((purge: Purge) => void)[] = [];
  const receiver = { received: [] as Purge[], status: 200, hold: false, held: [] as ServerResponse[] } as Receiver;
  receiver.next = () => new Promise<Purge>((resolve) => waiters.push(resolve));
  const server: Server = createServer((req, res) => {
    const header = req.headers['xkey-purge'];
    const purge = { method: req.method ?? '', path: req.url ?? '', keys: String(header ?? '').split(' ').filter(Boolean) };
    receiver.received.push(purge);
    for (const resolve of waiters.splice(0)) resolve(purge);
    req.resume();
    if (receiver.hold) receiver.held.push(res);
    else res.writeHead(receiver.status).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/varnish/purga`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      for (const res of receiver.held) res.writeHead(200).end();
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return receiver;
}

/** A port nothing listens on (one the system just gave and took back). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/purga`;
}

interface Api {
  server: RunningServer;
  logs: string[];
  dir: string;
  call(method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

async function startApi(purgeUrl: PurgeUrlOption): Promise<Api> {
  const dir = mkdtempSync(join(tmpdir(), 'tienda-purge-'));
  const logs: string[] = [];
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dbPath: join(dir, 'tienda.sqlite'),
    staticDir: null,
    quiet: true,
    dev: true,
    logger: (level, message) => logs.push(`${level} ${message}`),
    ...(purgeUrl !== undefined ? { purgeUrl } : {}),
  });
  return {
    server,
    logs,
    dir,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...(options.headers ?? {}) };
      if (options.token) headers.Session = options.token;
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(`${server.url}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface ProductFacts {
  id: number;
  public_sku: string;
  category_id: number;
  brand_id: number | null;
  author_id: number | null;
  variant_group_id: string | null;
  price_cents: number;
  regular_price_cents: number;
  stock_quantity: number;
}

const productOf = (db: Database, sku: string) => db.prepare('SELECT * FROM products WHERE public_sku = ?').get(sku) as ProductFacts;

/** The keys a change of the product must purge, read from the database by walking its rows. */
function keysOf(db: Database, sku: string): string[] {
  const product = productOf(db, sku);
  const keys = [`prod-${sku}`];
  for (let id: number | null = product.category_id; id !== null; ) {
    const category = db.prepare('SELECT parent_id, slug FROM categories WHERE id = ?').get(id) as { parent_id: number | null; slug: string };
    keys.push(`cat-${category.slug}`);
    id = category.parent_id;
  }
  if (product.brand_id !== null) keys.push(`brand-${(db.prepare('SELECT slug FROM brands WHERE id = ?').get(product.brand_id) as { slug: string }).slug}`);
  if (product.author_id !== null) keys.push(`author-${(db.prepare('SELECT slug FROM authors WHERE id = ?').get(product.author_id) as { slug: string }).slug}`);
  if (product.variant_group_id !== null)
    for (const { public_sku } of db.prepare('SELECT public_sku FROM products WHERE variant_group_id = ?').all(product.variant_group_id) as { public_sku: string }[])
      keys.push(`prod-${public_sku}`);
  for (const { public_sku } of db
    .prepare('SELECT p.public_sku FROM bundle_items b JOIN products p ON p.id = b.bundle_id WHERE b.product_id = ?')
    .all(product.id) as { public_sku: string }[])
    keys.push(`prod-${public_sku}`);
  return [...new Set(keys)].sort();
}

/** Published simple products in stock at their regular price, with a brand, three categories deep, in no variant group or bundle; cheapest first (two of two stay under cash on delivery's limit). */
function plainProducts(db: Database): string[] {
  return db
    .prepare(
      `SELECT p.public_sku FROM products p JOIN categories c ON c.id = p.category_id
       WHERE p.status = 'PUBLISHED' AND p.type = 'SIMPLE' AND p.stock_status = 'IN_STOCK' AND p.stock_quantity >= 10 AND p.is_on_sale = 0
         AND p.brand_id IS NOT NULL AND p.variant_group_id IS NULL AND c.depth = 3 AND p.id NOT IN (SELECT product_id FROM bundle_items)
       ORDER BY p.price_cents, p.id`,
    )
    .pluck()
    .all() as string[];
}
const plainProduct = (db: Database) => plainProducts(db)[0]!;

const triggersOf = (db: Database) => (db.prepare("SELECT name FROM sqlite_temp_master WHERE type = 'trigger' ORDER BY name").pluck().all() as string[]);

const login = async () =>
  (await api.call('POST', `${API}/login/`, { body: { login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'Tienda123!' } })).body.token as string;

let receiver: Receiver;
let api: Api;
/** Products of the shared server's database as seeded, one per test (a test's changes never move another's choice). */
let pool: string[];

beforeAll(async () => {
  receiver = await startReceiver();
  api = await startApi(receiver.url);
  pool = plainProducts(api.server.db);
  expect(pool.length).toBeGreaterThanOrEqual(12);
});
afterAll(async () => {
  await api?.close();
  await receiver?.close();
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.status = 200;
  receiver.hold = false;
});

describe('the development controls purge what they change, before they answer', () => {
  it('POST /dev/products/{sku}/stock sends one PURGE with the product, its category chain and its brand', async () => {
    const sku = pool[0]!;
    const expected = keysOf(api.server.db, sku);
    expect(expected.filter((key) => key.startsWith('cat-'))).toHaveLength(3);
    expect(expected.filter((key) => key.startsWith('brand-'))).toHaveLength(1);

    const res = await api.call('POST', `/dev/products/${sku}/stock`, { body: { stock: 3 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ public_sku: sku, stock_quantity: 3, stock_status: 'IN_STOCK' });
    // Already there when the answer arrived: the next read finds the cache purged.
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.method).toBe('PURGE');
    expect(receiver.received[0]!.path).toBe('/varnish/purga');
    expect([...receiver.received[0]!.keys].sort()).toEqual(expected);
  });

  it('setting the same stock again changes nothing and sends nothing', async () => {
    const sku = pool[1]!;
    expect((await api.call('POST', `/dev/products/${sku}/stock`, { body: { stock: 7 } })).status).toBe(200);
    expect(receiver.received).toHaveLength(1);
    expect((await api.call('POST', `/dev/products/${sku}/stock`, { body: { stock: 7 } })).status).toBe(200);
    expect(receiver.received).toHaveLength(1);
  });

  it('POST /dev/products/{sku}/price sets a sale below the regular price, a new regular price above it, and purges each time', async () => {
    const sku = pool[2]!;
    const before = productOf(api.server.db, sku);
    expect(before.regular_price_cents).toBe(before.price_cents);
    const regular = before.regular_price_cents / 100;

    const saleCents = Math.round(before.regular_price_cents / 2) - 1;
    const sale = await api.call('POST', `/dev/products/${sku}/price`, { body: { price: saleCents / 100 } });
    expect(sale).toEqual({ status: 200, body: { public_sku: sku, price: saleCents / 100, regular_price: regular, is_on_sale: true } });
    expect(receiver.received).toHaveLength(1);
    expect([...receiver.received[0]!.keys].sort()).toEqual(keysOf(api.server.db, sku));

    // The catalogue shows the sale at once.
    const token = (await api.call('POST', `${API}/anonymous/`)).body.token as string;
    const page = await api.call('GET', `${API}/page/product/${sku}`, { token });
    expect(page.status).toBe(200);
    expect(page.body.product).toMatchObject({ price: saleCents / 100, sale_price: saleCents / 100, regular_price: regular, is_on_sale: true });

    const dearCents = before.regular_price_cents + 10_000;
    const dearer = await api.call('POST', `/dev/products/${sku}/price`, { body: { price: dearCents / 100 } });
    expect(dearer).toEqual({ status: 200, body: { public_sku: sku, price: dearCents / 100, regular_price: dearCents / 100, is_on_sale: false } });
    expect(productOf(api.server.db, sku)).toMatchObject({ price_cents: dearCents, regular_price_cents: dearCents });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.keys).toContain(`prod-${sku}`);
  });

  it('refuses a bad price with 400 apiCallFailed in Spanish, changing and purging nothing', async () => {
    const sku = pool[3]!;
    const before = productOf(api.server.db, sku);
    for (const body of [{ price: 0 }, { price: -5 }, { price: 10.005 }, { price: 1_000_000.01 }, { price: '12' }, { price: null }, {}, [], 'x']) {
      const res = await api.call('POST', `/dev/products/${sku}/price`, { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.cause).toBe('apiCallFailed');
      expect(res.body.message).toMatch(/^La solicitud no es válida: /);
    }
    const raw = await fetch(`${api.server.url}/dev/products/${sku}/price`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect([raw.status, ((await raw.json()) as { cause: string }).cause]).toEqual([400, 'apiCallFailed']);
    expect(productOf(api.server.db, sku)).toEqual(before);
    expect(receiver.received).toEqual([]);
    const unknown = await api.call('POST', '/dev/products/NO-EXISTE/price', { body: { price: 10 } });
    expect(unknown.status).toBe(404);
    // The largest price there is, to the cent.
    expect((await api.call('POST', `/dev/products/${sku}/price`, { body: { price: 1_000_000 } })).body.price).toBe(1_000_000);
  });

  it('purges the other variants of a group too: their pages show its swatch', async () => {
    const db = api.server.db;
    const group = db.prepare("SELECT public_sku FROM products WHERE variant_group_id = 'VG-OXFORD' ORDER BY id").pluck().all() as string[];
    expect(group).toHaveLength(4);
    const res = await api.call('POST', `/dev/products/${group[0]}/price`, { body: { price: 199 } });
    expect(res.status).toBe(200);
    expect(receiver.received).toHaveLength(1);
    const keys = receiver.received[0]!.keys;
    for (const sku of group) expect(keys).toContain(`prod-${sku}`);
    expect([...keys].sort()).toEqual(keysOf(db, group[0]!));
  });
});

describe('every code path that changes a product purges it', () => {
  it('placing a cash-on-delivery order purges the ordered products (their stock went down), and cancelling it purges them again', async () => {
    const db = api.server.db;
    const [first, second] = [pool[4]!, pool[5]!];
    const token = await login();
    const cartId = (await api.call('POST', `${API}/cart`, { token })).body.cart_id as string;
    for (const sku of [first, second]) expect((await api.call('POST', `${API}/cart/${cartId}/item`, { token, body: { product_public_sku: sku, quantity: 2 } })).status).toBe(200);
    const stock = [productOf(db, first).stock_quantity, productOf(db, second).stock_quantity];
    // Filling a cart changes no product.
    expect(receiver.received).toEqual([]);

    const order = await api.call('PUT', `${API}/checkout/${cartId}/order`, {
      token,
      body: demoCheckoutBody(cartId),
      headers: { 'Idempotency-Key': `purge-test-${cartId}` },
    });
    expect(order.status).toBe(200);
    expect([productOf(db, first).stock_quantity, productOf(db, second).stock_quantity]).toEqual([stock[0]! - 2, stock[1]! - 2]);
    expect(receiver.received).toHaveLength(1);
    expect([...receiver.received[0]!.keys].sort()).toEqual([...new Set([...keysOf(db, first), ...keysOf(db, second)])].sort());

    const cancel = await api.call('POST', `${API}/order/${order.body.order_number}/cancel`, { token, body: { reason: 'Ya no lo necesito' } });
    expect(cancel.status).toBe(200);
    expect(productOf(db, first).stock_quantity).toBe(stock[0]);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.keys).toEqual(expect.arrayContaining([`prod-${first}`, `prod-${second}`]));
  });

  it('a review purges the product: every key when its rating moves the average, its own page alone when only its text changes', async () => {
    const db = api.server.db;
    const sku = pool[11]!;
    const token = await login();
    const written = await api.call('POST', `${API}/product/${sku}/review`, { token, body: { rating: 1, comment: 'Llegó tarde y con la caja golpeada.' } });
    expect(written.status).toBe(200);
    expect(receiver.received).toHaveLength(1);
    expect([...receiver.received[0]!.keys].sort()).toEqual(keysOf(db, sku));
    const edited = await api.call('PUT', `${API}/product/${sku}/review`, { token, body: { rating: 1, comment: 'Llegó tarde, pero funciona bien.' } });
    expect(edited.status).toBe(200);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.keys).toEqual([`prod-${sku}`]);
  });

  it('a change outside any request (a job, a timer) is purged on its own', async () => {
    const sku = pool[6]!;
    const arrived = receiver.next();
    api.server.db.prepare('UPDATE products SET title = title || ? WHERE public_sku = ?').run(' (nuevo)', sku);
    expect((await arrived).keys).toContain(`prod-${sku}`);
    expect(receiver.received).toHaveLength(1);
  });

  it('reading pages (a product page view, listings) and a popularity bump send nothing', async () => {
    const db = api.server.db;
    const [viewed, bumped, renamed] = [pool[7]!, pool[9]!, pool[10]!];
    const token = (await api.call('POST', `${API}/anonymous/`)).body.token as string;
    for (const path of [`/page/product/${viewed}?include=PRODUCT,REVIEWS,RELATED_PRODUCTS`, '/page/home', '/product?page_size=12', `/page/product/${viewed}`])
      expect((await api.call('GET', `${API}${path}`, { token })).status, path).toBe(200);
    expect(receiver.received).toEqual([]);
    // A popularity bump and a title change outside any request go out together if both count: only the title does.
    const arrived = receiver.next();
    db.prepare('UPDATE products SET popularity = popularity + 1 WHERE public_sku = ?').run(bumped);
    db.prepare('UPDATE products SET title = title || ? WHERE public_sku = ?').run(' (nuevo)', renamed);
    const purge = await arrived;
    expect(purge.keys).toContain(`prod-${renamed}`);
    expect(purge.keys).not.toContain(`prod-${bumped}`);
    expect(receiver.received).toHaveLength(1);
  });
});

describe('a shared wishlist is purged by its key', () => {
  it('unsharing purges `wishlist-<old public id>`; adding to or removing from a shared list purges its page; a private list purges nothing', async () => {
    const token = await login();
    const sku = pool[11]!;
    const keysSent = () => receiver.received.flatMap((purge) => purge.keys).filter((key) => key.startsWith('wishlist-'));
    // Private: its page does not exist, nothing to purge.
    expect((await api.call('POST', `${API}/wishlist/favourites`, { token, body: { product_public_sku: sku } })).status).toBe(200);
    expect(keysSent()).toEqual([]);
    const shared = await api.call('PUT', `${API}/wishlist/favourites/share`, { token });
    const publicId = shared.body.public_id as string;
    expect(keysSent()).toEqual([]);
    expect((await api.call('DELETE', `${API}/wishlist/favourites/${sku}`, { token })).status).toBe(200);
    expect(keysSent()).toEqual([`wishlist-${publicId}`]);
    receiver.received.length = 0;
    const unshared = await api.call('DELETE', `${API}/wishlist/favourites/share`, { token });
    expect(unshared.body.public_id).not.toBe(publicId);
    expect(keysSent()).toEqual([`wishlist-${publicId}`]);
  });
});

describe('a cache that fails never fails the change', () => {
  it('answers 200 when the cache answers 500, and logs a warning without the purge URL\'s secrets', async () => {
    receiver.status = 500;
    const sku = pool[8]!;
    const res = await api.call('POST', `/dev/products/${sku}/stock`, { body: { stock: 4 } });
    expect(res.status).toBe(200);
    expect(productOf(api.server.db, sku).stock_quantity).toBe(4);
    expect(receiver.received).toHaveLength(1);
    const warning = api.logs.filter((line) => line.startsWith('warn ') && line.includes('purga'));
    expect(warning).toHaveLength(1);
    expect(warning[0]).toContain('HTTP 500');
  });

  it('answers 200 when the cache is down, and logs a warning (never the token in the URL)', async () => {
    let target: string | null = `${(await closedPortUrl()).replace('http://', 'http://usuario:secreto@')}?token=muy-secreto`;
    const down = await startApi(() => target);
    try {
      const sku = plainProduct(down.server.db);
      const res = await down.call('POST', `/dev/products/${sku}/stock`, { body: { stock: 2 } });
      expect(res.status).toBe(200);
      expect(productOf(down.server.db, sku).stock_quantity).toBe(2);
      const warnings = down.logs.filter((line) => line.startsWith('warn '));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('ECONNREFUSED');
      expect(warnings.join('\n')).not.toMatch(/secreto|usuario/);

      // A function that gives nothing: nothing is collected or sent.
      target = null;
      expect((await down.call('POST', `/dev/products/${sku}/stock`, { body: { stock: 5 } })).status).toBe(200);
      expect(down.logs.filter((line) => line.startsWith('warn '))).toHaveLength(1);
      // It is read on each change: pointed at the receiver, the next change reaches it.
      target = receiver.url;
      expect((await down.call('POST', `/dev/products/${sku}/stock`, { body: { stock: 6 } })).status).toBe(200);
      expect(receiver.received.map((purge) => purge.keys.includes(`prod-${sku}`))).toEqual([true]);
    } finally {
      await down.close();
    }
  });

  it('answers without waiting longer than purgeWaitMs for a cache that does not answer, and says so', async () => {
    receiver.hold = true;
    const db = openDatabase(':memory:');
    const logs: string[] = [];
    const app = createApp({ db, dev: true, purgeUrl: receiver.url, purgeWaitMs: 20, logger: (level, message) => logs.push(`${level} ${message}`) });
    try {
      const sku = plainProduct(db);
      const arrived = receiver.next();
      const res = await app.request(`http://localhost:9004/dev/products/${sku}/stock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ stock: 1 }),
      });
      expect(res.status).toBe(200);
      // The answer came while the cache still holds the purge unanswered.
      expect((await arrived).keys).toContain(`prod-${sku}`);
      expect(receiver.held).toHaveLength(1);
      expect(logs.filter((line) => line.startsWith('warn '))).toEqual(['warn La purga de la caché tardó más de 20 ms: se responde sin esperarla.']);
    } finally {
      for (const held of receiver.held.splice(0)) held.writeHead(200).end();
      db.close();
    }
  });
});

describe('configuration', () => {
  it('with no purge URL installs nothing and sends nothing', async () => {
    const saved = process.env.TIENDA_PURGE_URL;
    delete process.env.TIENDA_PURGE_URL;
    const plain = await startApi(undefined);
    try {
      expect(triggersOf(plain.server.db)).toEqual([]);
      const sku = plainProduct(plain.server.db);
      expect((await plain.call('POST', `/dev/products/${sku}/stock`, { body: { stock: 9 } })).status).toBe(200);
      expect((await plain.call('POST', `/dev/products/${sku}/price`, { body: { price: 12.5 } })).status).toBe(200);
      expect(receiver.received).toEqual([]);
    } finally {
      await plain.close();
      if (saved !== undefined) process.env.TIENDA_PURGE_URL = saved;
    }
  });

  it('takes TIENDA_PURGE_URL by default, and installs its triggers on this connection only', async () => {
    const saved = process.env.TIENDA_PURGE_URL;
    process.env.TIENDA_PURGE_URL = receiver.url;
    const fromEnv = await startApi(undefined);
    try {
      expect(triggersOf(fromEnv.server.db).length).toBeGreaterThan(3);
      // TEMP triggers: nothing of them is in the file.
      expect(fromEnv.server.db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name LIKE 'tienda_purge%'").pluck().get()).toBe(0);
      const sku = plainProduct(fromEnv.server.db);
      expect((await fromEnv.call('POST', `/dev/products/${sku}/stock`, { body: { stock: 8 } })).status).toBe(200);
      expect(receiver.received).toHaveLength(1);
      expect([...receiver.received[0]!.keys].sort()).toEqual(keysOf(fromEnv.server.db, sku));
    } finally {
      await fromEnv.close();
      if (saved === undefined) delete process.env.TIENDA_PURGE_URL;
      else process.env.TIENDA_PURGE_URL = saved;
    }
  });

  it('refuses a purge URL that is no http(s) URL at start, with a clear error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tienda-purge-bad-'));
    try {
      for (const bad of ['varnish:6081', 'ftp://varnish/', 'no es una url'])
        await expect(startServer({ port: 0, dbPath: join(dir, 'tienda.sqlite'), staticDir: null, quiet: true, purgeUrl: bad }), bad).rejects.toThrow(
          /purgeUrl \(TIENDA_PURGE_URL\)/,
        );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('splits keys into headers of at most 8 KiB', () => {
    const keys = Array.from({ length: 1000 }, (_, i) => `prod-TND-${String(i).padStart(5, '0')}`);
    const chunks = chunkKeys(keys);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.flat()).toEqual(keys);
    for (const chunk of chunks) expect(Buffer.byteLength(chunk.join(' '))).toBeLessThanOrEqual(8 * 1024);
    expect(chunkKeys(['prod-A', 'prod-B'])).toEqual([['prod-A', 'prod-B']]);
  });
});
