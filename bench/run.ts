/**
 * `npm run bench`: speed, memory and size measurements, printed as a table.
 * Goals live here, not in timed tests. Everything runs on loopback against
 * a fresh temporary database; request loops are bounded.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { createApp } from '../local-api/app';
import { openDatabase } from '../local-api/seed/open';
import { startServer } from '../local-api/server';
import { createTiendaClient, MemoryStorage } from '../src/node';
import { demoCheckoutBody } from '../local-api/seed/demo-checkout';
import type { Database } from '../local-api/db/database';
import { WEB_DIR } from '../scripts/web-build';
import { benchSearch, searchBenchTable } from './search';
import { PRODUCT_PAGE_PARTS } from '../src/domain';

interface Row {
  measure: string;
  value: string;
  goal: string;
  ok: boolean | null;
}
const rows: Row[] = [];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeMany(count: number, work: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return samples;
}

function record(measure: string, value: number, unit: string, goal: number | null) {
  rows.push({
    measure,
    value: `${value.toFixed(unit === 'ms' ? 2 : 0)} ${unit}`,
    goal: goal === null ? '—' : `≤ ${goal} ${unit}`,
    ok: goal === null ? null : value <= goal,
  });
}

/** One API call, in process or over a socket: status and parsed body. */
type Call = (method: string, path: string, options?: { token?: string; body?: unknown; headers?: Record<string, string> }) => Promise<{ status: number; body: any }>;

function caller(send: (path: string, init: RequestInit) => Response | Promise<Response>): Call {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.Session = options.token;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await send(`/api/public${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/**
 * PUT /checkout/{id}/preview and order creation (PUT /checkout/{id}/order,
 * cash on delivery to ana's saved address): p50 and p95 of the call alone.
 * Each order gets a fresh cart of one cheap product (made untimed, its stock
 * topped up untimed), so every sample creates a real order.
 */
async function benchCheckout(label: string, db: Database, call: Call, runs: { preview: number; orders: number }, goals: { preview: number; order: number }) {
  const login = await call('POST', '/login/', { body: { login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'Tienda123!' } });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const token = login.body.token as string;
  const product = db
    .prepare(`SELECT id, public_sku FROM products WHERE status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND price_cents BETWEEN 5000 AND 20000 ORDER BY id LIMIT 1`)
    .get() as { id: number; public_sku: string };
  const newCart = async () => {
    db.prepare('UPDATE products SET stock_quantity = 40 WHERE id = ?').run(product.id);
    const cart = await call('POST', '/cart?is_mergeable=true', { token });
    const cartId = cart.body.cart_id as string;
    const added = await call('POST', `/cart/${cartId}/item`, { token, body: { product_public_sku: product.public_sku, quantity: 1 } });
    if (added.status !== 200) throw new Error(`add: ${added.status} ${JSON.stringify(added.body)}`);
    return cartId;
  };
  const body = (cartId: string) => demoCheckoutBody(cartId, { pickup_contact: { name: 'Ana López', phone: '55501234' } });

  const previewCart = await newCart();
  const preview = await timeMany(runs.preview, async () => {
    const answer = await call('PUT', `/checkout/${previewCart}/preview`, { token, body: body(previewCart) });
    if (answer.status !== 200) throw new Error(`preview: ${answer.status} ${JSON.stringify(answer.body)}`);
  });
  record(`PUT /checkout/{id}/preview ${label} p50 (${runs.preview} runs)`, percentile(preview, 50), 'ms', null);
  record(`PUT /checkout/{id}/preview ${label} p95 (${runs.preview} runs)`, percentile(preview, 95), 'ms', goals.preview);

  const orders: number[] = [];
  for (let i = 0; i < runs.orders; i++) {
    const cartId = i === 0 ? previewCart : await newCart();
    const start = performance.now();
    const answer = await call('PUT', `/checkout/${cartId}/order`, { token, body: body(cartId), headers: { 'Idempotency-Key': `bench-${label.replace(/\W+/g, '-')}-${i}` } });
    orders.push(performance.now() - start);
    if (answer.status !== 200 || answer.body.payment_result_type !== 'SUCCESS') throw new Error(`order: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  record(`order creation (COD) ${label} p50 (${runs.orders} runs)`, percentile(orders, 50), 'ms', null);
  record(`order creation (COD) ${label} p95 (${runs.orders} runs)`, percentile(orders, 95), 'ms', goals.order);
}

const dir = mkdtempSync(join(tmpdir(), 'tienda-bench-'));
try {
  // Seeding a fresh database.
  const seedTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const db = openDatabase(join(dir, `seed-${i}.sqlite`));
    seedTimes.push(performance.now() - start);
    db.close();
  }
  record('create + migrate + seed database (median of 3)', percentile(seedTimes, 50), 'ms', 2000);

  // In-process API handler latency (no network).
  const db = openDatabase(join(dir, 'api.sqlite'));
  const app = createApp({ db });
  const anon = (await (await app.request('/api/public/anonymous/', { method: 'POST' })).json()) as { token: string };
  const headers = { Session: anon.token };
  const list = (await (await app.request('/api/public/product?page_size=24', { headers })).json()) as {
    products: { public_sku: string }[];
  };
  const sku = list.products[0]!.public_sku;
  const cases: [string, string, number][] = [
    ['GET /page/home', '/api/public/page/home', 25],
    ['GET /product (24 per page)', '/api/public/product?page=3&page_size=24&sort_by=PriceLowToHigh', 25],
    ['GET /page/product/{id} (6 parts)', `/api/public/page/product/${sku}?include=PRODUCT,REVIEWS,VARIANTS,RELATED_PRODUCTS,ATTRIBUTES,WAITLIST`, 25],
  ];
  for (const [name, path, goal] of cases) {
    const samples = await timeMany(200, async () => {
      const response = await app.request(path, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    });
    record(`${name} handler p50 (200 runs)`, percentile(samples, 50), 'ms', null);
    record(`${name} handler p95 (200 runs)`, percentile(samples, 95), 'ms', goal);
  }
  db.close();

  // The library over HTTP on loopback, through the public entry point.
  const server = await startServer({ port: 0, dbPath: join(dir, 'http.sqlite'), staticDir: null, quiet: true });
  try {
    const client = createTiendaClient({
      environment: 'local',
      apiRoot: `${server.url}/api/public`,
      storage: new MemoryStorage(),
      logger: { log: () => undefined },
    });
    const start = performance.now();
    await client.start();
    record('client.start() (anonymous session + cart)', performance.now() - start, 'ms', 200);
    const home = await timeMany(50, () => client.catalog.loadHome());
    record('client.catalog.loadHome p95 over HTTP (50 runs)', percentile(home, 95), 'ms', 50);
    const page = await timeMany(50, () => client.catalog.loadProductPage({ id: sku, include: ['REVIEWS', 'VARIANTS'] }));
    record('client.catalog.loadProductPage p95 over HTTP (50 runs)', percentile(page, 95), 'ms', 50);
    const product = (await client.catalog.loadProductPage({ id: sku })).product;
    const adds = await timeMany(30, () => client.cart.add({ product, quantity: 1 }).catch(() => undefined));
    record('client.cart.add p95 over HTTP (30 runs)', percentile(adds, 95), 'ms', 50);
  } finally {
    await server.close();
  }

  // Issue 22: the server renderer makes one API call per page, which must leave it room in its budget: the product
  // page with every part (the renderer's image widths), each of 200 products once, and the home, serially over
  // loopback as the renderer calls them (Session header, compressed answers).
  {
    const pageServer = await startServer({ port: 0, dbPath: join(dir, 'pages.sqlite'), staticDir: null, quiet: true });
    try {
      const api = `${pageServer.url}/api/public`;
      const { token } = (await (await fetch(`${api}/anonymous/`, { method: 'POST' })).json()) as { token: string };
      const get = async (path: string) => {
        const response = await fetch(`${api}${path}`, { headers: { Session: token } });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        await response.arrayBuffer();
      };
      const skus = pageServer.db.prepare(`SELECT public_sku FROM products WHERE status = 'PUBLISHED' ORDER BY id`).pluck().all() as string[];
      const step = Math.max(1, Math.floor(skus.length / 200));
      const visited = skus.filter((_, i) => i % step === 0).slice(0, 200);
      const include = `${PRODUCT_PAGE_PARTS.map((part) => `include=${part}`).join('&')}&image_min_widths=500&image_min_widths=2500`;
      const pagePath = (sku: string) => `/page/product/${encodeURIComponent(sku)}?${include}`;
      // A server that has answered before: one page of a product outside the 200, and the home.
      await get(pagePath(skus[1]!));
      await get('/page/home');
      let next = 0;
      const pages = await timeMany(visited.length, () => get(pagePath(visited[next++]!)));
      const label = `GET /page/product/{id} (all ${PRODUCT_PAGE_PARTS.length} parts, ${visited.length} products once each) over HTTP`;
      record(`${label} p50`, percentile(pages, 50), 'ms', 3);
      record(`${label} p95`, percentile(pages, 95), 'ms', 6);
      const homes = await timeMany(100, () => get('/page/home'));
      record('GET /page/home over HTTP p50 (100 runs)', percentile(homes, 50), 'ms', 4);
    } finally {
      await pageServer.close();
    }
  }

  // Checkout: the preview and order creation, in process and over loopback, each on a fresh database.
  {
    const checkoutDb = openDatabase(join(dir, 'checkout.sqlite'));
    const checkoutApp = createApp({ db: checkoutDb, logger: () => undefined });
    await benchCheckout('handler', checkoutDb, caller((path, init) => checkoutApp.request(path, init)), { preview: 200, orders: 100 }, { preview: 25, order: 50 });
    checkoutDb.close();
    const checkoutServer = await startServer({ port: 0, dbPath: join(dir, 'checkout-http.sqlite'), staticDir: null, quiet: true });
    try {
      await benchCheckout('over HTTP', checkoutServer.db, caller((path, init) => fetch(`${checkoutServer.url}${path}`, init)), { preview: 100, orders: 50 }, { preview: 50, order: 60 });
    } finally {
      await checkoutServer.close();
    }
  }

  global.gc?.();
  record('heap used after the runs', process.memoryUsage().heapUsed / 1024 / 1024, 'MiB', null);
  record('resident set size', process.memoryUsage().rss / 1024 / 1024, 'MiB', 400);

  // Sizes of the built web UI.
  if (existsSync(join(WEB_DIR, 'assets'))) {
    const js = readdirSync(join(WEB_DIR, 'assets')).filter((name) => name.endsWith('.js'));
    const html = readFileSync(join(WEB_DIR, 'index.html'), 'utf8');
    const entryName = html.match(/assets\/([^"]+\.js)/)?.[1];
    const bytes = (name: string) => readFileSync(join(WEB_DIR, 'assets', name));
    if (entryName) record('web entry chunk, gzip', gzipSync(bytes(entryName)).length / 1024, 'KiB', 120);
    record('all web JS, gzip', js.reduce((sum, name) => sum + gzipSync(bytes(name)).length, 0) / 1024, 'KiB', 220);
    record('web JS chunks', js.length, 'files', null);
  } else {
    rows.push({ measure: 'web bundle sizes', value: 'not built (npm run build)', goal: '—', ok: null });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const width = Math.max(...rows.map((row) => row.measure.length));
console.log(`\n| ${'measure'.padEnd(width)} | value          | goal           | ok |`);
console.log(`|${'-'.repeat(width + 2)}|----------------|----------------|----|`);
for (const row of rows) {
  console.log(
    `| ${row.measure.padEnd(width)} | ${row.value.padEnd(14)} | ${row.goal.padEnd(14)} | ${row.ok === null ? '  ' : row.ok ? '✓ ' : '✗ '} |`,
  );
}

// Search at 100k products, side by side with MiniSearch (bench/search.ts): after the table above, so its memory
// (a 100k catalogue and a MiniSearch index) does not count in the resident set size measured there.
console.log(`\n${searchBenchTable(await benchSearch())}`);
