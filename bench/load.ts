/**
 * `npm run bench:load`: requests per second and latency (autocannon, loopback only, 20 connections,
 * BENCH_LOAD_SECONDS per row, default 8) of the store as `npm start` serves it, on a fresh temporary
 * database and an ephemeral port, and through Varnish when it is installed. One run, one table:
 *
 *   - the HTTP floor: a hono «hola» on @hono/node-server, in the store's own process;
 *   - the API's GET /api/public/page/product/{id} with a Session header;
 *   - a product page and the home page from the store itself (`Cache-Control: no-cache`, in case the
 *     server keeps answers of its own), each request a different product (up to 200);
 *   - the same product pages and the home page through Varnish (deploy/varnish/tienda.vcl), warmed first.
 *
 * The store (and the floor) run in a child process, so that autocannon's own work in this process does not
 * share their event loop. The ratio column is each row's requests per second over the floor's. This is a
 * benchmark, not a test: slow rows still exit 0; failing to measure exits 1.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import zlib from 'node:zlib';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startStoreServer } from '../scripts/store-server';
import { findVarnishd, startVarnish, VARNISH_INSTALL, type RunningVarnish } from '../scripts/varnish';
import { buildWeb, webBuildIsStale } from '../scripts/web-build';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONNECTIONS = 20;
const MAX_PRODUCTS = 200;
/**
 * Products rendered once each before the one-at-a-time rows, and never measured: a server in production has run its
 * code before (V8 has compiled it, every screen's chunk is loaded), and a just-started process has not. The measured
 * products are other ones, each still visited once, with nothing cached.
 */
const WARM_UP_PRODUCTS = 30;
const SERVER_FLAG = '--load-server';

interface Servers {
  floor: string;
  store: string;
  storePort: number;
}

// ---------------------------------------------------------------- the servers (child process)

/** The floor and the store in this (child) process, on ephemeral ports; their URLs go to the parent. */
async function serve(): Promise<void> {
  const [{ Hono }, { serve: serveHono }] = await Promise.all([import('hono'), import('@hono/node-server')]);
  const hola = new Hono().get('/', (c) => c.text('hola'));
  const floor = await new Promise<{ port: number; close(): void }>((resolve) => {
    // overrideGlobalObjects false, as the store's own server: node-server's lighter Request/Response must not replace the
    // globals the store's renderer uses in this process.
    const server = serveHono({ fetch: hola.fetch, port: 0, hostname: '127.0.0.1', overrideGlobalObjects: false }, (info) =>
      resolve({ port: info.port, close: () => server.close() }),
    );
  });
  const store = await startStoreServer({ port: 0, dbPath: process.env.TIENDA_DB_PATH!, quiet: true });
  const stop = () => {
    floor.close();
    void store.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
  process.send!({ floor: `http://127.0.0.1:${floor.port}`, store: `http://127.0.0.1:${store.port}`, storePort: store.port } satisfies Servers);
}

function startServers(dbPath: string): Promise<{ child: ChildProcess; servers: Servers }> {
  const child = fork(import.meta.filename, [SERVER_FLAG], { env: { ...process.env, TIENDA_DB_PATH: dbPath, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (servers: Servers) => resolve({ child, servers }));
    child.once('exit', (code, signal) => reject(new Error(`the store process ended before it listened (${signal ?? `exit ${code}`})`)));
  });
}

// ---------------------------------------------------------------- measuring

interface Row {
  name: string;
  rps?: number;
  p50?: number;
  p95?: number;
  p99?: number;
  note?: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** One autocannon run of SECONDS against `url`, cycling through `paths`. */
async function measure(name: string, url: string, paths: string[], headers: Record<string, string> = {}): Promise<Row> {
  let next = 0;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    // Each request the next path: every product page a different URL.
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const failed = result.errors + result.timeouts + result.non2xx;
  if (!result['2xx']) return { name, note: `ninguna respuesta 2xx en ${SECONDS} s${failed ? ` (${failed} fallidas)` : ''}` };
  const odd = [...statuses].filter(([status]) => status < 200 || status >= 300).map(([status, n]) => `${n}×${status}`);
  return {
    name,
    rps: result['2xx'] / result.duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    ...(failed ? { note: `${failed} fallidas${odd.length ? ` (${odd.join(', ')})` : ''}${result.errors + result.timeouts ? `, ${result.errors} errores, ${result.timeouts} sin respuesta` : ''}` } : {}),
  };
}

async function getJson<T>(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<T> {
  const response = await fetch(url, { method, headers });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Up to MAX_PRODUCTS + WARM_UP_PRODUCTS published products (slug and SKU), through the API. */
async function findProducts(store: string, session: string): Promise<{ slug: string; public_sku: string }[]> {
  const found: { slug: string; public_sku: string }[] = [];
  for (let page = 1; found.length < MAX_PRODUCTS + WARM_UP_PRODUCTS; page++) {
    const { products } = await getJson<{ products: { slug: string; public_sku: string }[] }>(
      `${store}/api/public/product?page_size=100&page=${page}`,
      { Session: session },
    );
    if (!products.length) break;
    found.push(...products);
  }
  return found.slice(0, MAX_PRODUCTS + WARM_UP_PRODUCTS);
}

/** GETs every path once through Varnish (4 at a time) so that the measured run reads the cache; says whether it does. */
async function warm(varnish: RunningVarnish, paths: string[]): Promise<string | undefined> {
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) await (await fetch(varnish.url + path)).arrayBuffer();
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const probe = await fetch(varnish.url + paths[0]!);
  await probe.arrayBuffer();
  const cache = probe.headers.get('X-Cache');
  return cache === 'HIT' ? undefined : `X-Cache: ${cache ?? '—'} (la página no es pública: Varnish no la guarda)`;
}

// ---------------------------------------------------------------- the table

function printTable(rows: Row[], floorRps: number): void {
  const number = (value: number | undefined, digits: number) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits));
  const header = ['', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', '× piso'];
  const lines = rows.map((row) => [
    row.name,
    number(row.rps, 0),
    number(row.p50, 1),
    number(row.p95, 1),
    number(row.p99, 1),
    row.rps === undefined ? '—' : `${(row.rps / floorRps).toFixed(3)}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  rows.forEach((row, i) => console.log(format(lines[i]!) + (row.note ? `  ${row.note}` : '')));
}

interface Timing {
  ms: number[];
  bytes: number[];
}

/**
 * Each path once, in order, one request at a time, on one kept-alive connection: how long each whole answer took, and
 * its raw size. The time runs from sending the request to the last byte of the answer, plus decompressing it in one go
 * as a browser does (zlib, a few tenths of a millisecond). It used fetch before: undici decompresses through a chain of
 * streams in JavaScript, which added about 1.5 ms of the client's own work to every 25 KB page (measured in this
 * process, not the server's).
 */
async function oneAtATime(base: string, paths: string[], headers: Record<string, string>): Promise<Timing> {
  const timing: Timing = { ms: [], bytes: [] };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const path of paths) {
      const started = performance.now();
      // Compressed as a browser asks (the server's cost includes it).
      const { status, encoding, body } = await getRaw(base + path, headers, agent);
      const raw = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;
      timing.ms.push(performance.now() - started);
      if (status !== 200) throw new Error(`GET ${path}: ${status}`);
      timing.bytes.push(raw.byteLength);
    }
  } finally {
    agent.destroy();
  }
  return timing;
}

/** One GET through node:http, its body as it came (still compressed). */
function getRaw(url: string, headers: Record<string, string>, agent: http.Agent): Promise<{ status: number; encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
};

async function main(): Promise<void> {
  if (!Number.isFinite(SECONDS) || SECONDS <= 0 || SECONDS > 600) {
    console.error(`BENCH_LOAD_SECONDS must be a number of seconds from 1 to 600, not "${process.env.BENCH_LOAD_SECONDS}".`);
    process.exit(1);
  }
  if (webBuildIsStale()) {
    console.error('Building the web UI (dist/web)…');
    await buildWeb();
  }
  const dir = mkdtempSync(join(tmpdir(), 'tienda-bench-load-'));
  let child: ChildProcess | undefined;
  let varnish: RunningVarnish | undefined;
  try {
    const started = await startServers(join(dir, 'tienda.sqlite'));
    child = started.child;
    const { floor, store, storePort } = started.servers;
    const { token } = await getJson<{ token: string }>(`${store}/api/public/anonymous/`, {}, 'POST');
    const listed = await findProducts(store, token);
    if (listed.length <= WARM_UP_PRODUCTS) throw new Error(`the API listed ${listed.length} products, not more than the ${WARM_UP_PRODUCTS} of the warm-up`);
    const warmUp = listed.slice(0, WARM_UP_PRODUCTS);
    const products = listed.slice(WARM_UP_PRODUCTS);
    const productPaths = products.map((p) => `/producto/${encodeURIComponent(p.slug)}`);
    const apiPaths = products.map((p) => `/api/public/page/product/${encodeURIComponent(p.public_sku)}`);
    const noCache = { 'Cache-Control': 'no-cache', 'Accept-Encoding': 'gzip, br' };

    // The process warmed up on other products and home (not measured); then one request at a time, each product once
    // (a render with nothing cached anywhere), then the home 50 times.
    await oneAtATime(store, [...warmUp.map((p) => `/producto/${encodeURIComponent(p.slug)}`), ...Array.from({ length: 10 }, () => '/')], noCache);
    const serial = await oneAtATime(store, productPaths, noCache);
    const serialHome = await oneAtATime(store, Array.from({ length: 50 }, () => '/'), noCache);

    console.error(`${SECONDS} s per row, ${CONNECTIONS} connections, ${products.length} products (after ${warmUp.length} others and home 10 times to warm the process up), loopback.`);
    const rows: Row[] = [];
    const run = async (row: Promise<Row>) => {
      const done = await row;
      rows.push(done);
      console.error(`  ${done.name}: ${done.rps?.toFixed(0) ?? '—'} req/s`);
    };
    await run(measure('Piso HTTP (hono «hola»)', floor, ['/']));
    await run(measure('API GET /page/product/{id} (Session)', store, apiPaths, { Session: token, 'Accept-Encoding': 'gzip, br' }));
    await run(measure('Página de producto, sin caché', store, productPaths, noCache));
    await run(measure('Inicio, sin caché', store, ['/'], noCache));

    if (findVarnishd()) {
      varnish = await startVarnish({ backends: [{ host: '127.0.0.1', port: storePort }] });
      const productNote = await warm(varnish, productPaths);
      const homeNote = await warm(varnish, ['/']);
      const gzip = { 'Accept-Encoding': 'gzip, br' };
      await run(measure('Página de producto, vía Varnish', varnish.url, productPaths, gzip).then((row) => (productNote ? { ...row, note: productNote } : row)));
      await run(measure('Inicio, vía Varnish', varnish.url, ['/'], gzip).then((row) => (homeNote ? { ...row, note: homeNote } : row)));
    } else {
      rows.push({ name: 'Varnish', note: `Varnish no instalado: ${VARNISH_INSTALL}` });
    }

    console.log('');
    printTable(rows, rows[0]!.rps!);
    console.log('');
    console.log(`One request at a time, no cache (issue 22's goals):`);
    console.log('');
    console.log('| page | requests | p50 ms | p95 ms | p99 ms | HTML KB (median, raw) | goal |');
    console.log('|---|--:|--:|--:|--:|--:|---|');
    const line = (name: string, t: Timing, goal: string) =>
      console.log(`| ${name} | ${t.ms.length} | ${pct(t.ms, 0.5).toFixed(1)} | ${pct(t.ms, 0.95).toFixed(1)} | ${pct(t.ms, 0.99).toFixed(1)} | ${(pct(t.bytes, 0.5) / 1000).toFixed(1)} | ${goal} |`);
    line('product page, each product once', serial, 'p50 ≤ 12 ms, p95 ≤ 25 ms, ≤ 90 KB');
    line('home', serialHome, 'p50 ≤ 15 ms, ≤ 120 KB');
  } catch (error) {
    console.error(`bench:load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  } finally {
    await varnish?.stop();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

// Last: everything above is initialised before either runs.
if (process.argv.includes(SERVER_FLAG)) await serve();
else await main();
