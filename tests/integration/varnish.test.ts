/**
 * Varnish in front of the store (deploy/varnish/tienda.vcl through scripts/varnish.ts): first the VCL's rules
 * against a scripted backend (what is stored, what goes through, PURGE, compression, grace, the 503 page), then
 * the real store behind it: two servers on one temporary database, port 0 everywhere.
 *
 * Varnish must be installed (Debian: apt-get install -y varnish varnish-modules); without it every test here
 * fails, saying so.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { RunningServer } from '../../local-api/server';
import { startStoreServer } from '../../scripts/store-server';
import { findVarnishd, startVarnish, VARNISH_INSTALL, type RunningVarnish } from '../../scripts/varnish';

const execFileAsync = promisify(execFile);
/** Starting varnishd (VCL compilation) and, for the store, loading the server build. */
const START_TIMEOUT_MS = 120_000;

function requireVarnish(): void {
  if (!findVarnishd()) throw new Error(`Varnish no está instalado: estas pruebas lo necesitan. Instálalo con: ${VARNISH_INSTALL}`);
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As sent (still compressed when Content-Encoding says so). */
  raw: Buffer;
  /** Decoded text. */
  text: string;
}

/** One HTTP request with exactly these headers (fetch would add Accept-Encoding and hide Host). */
function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // node sends a DELETE's body without Content-Length (the bytes would leak into the next request): always say it.
    const length = options.body !== undefined ? { 'Content-Length': String(Buffer.byteLength(options.body)) } : {};
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: { ...length, ...options.headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text });
      });
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Where two texts first differ, with some context (a short failure message for two whole pages), or null. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i} of ${a.length}/${b.length}: «${a.slice(Math.max(0, i - 60), i + 60)}» ≠ «${b.slice(Math.max(0, i - 60), i + 60)}»`;
}

/** Polls `check` until it gives a value (a condition, never a fixed time; the test's own timeout bounds it). */
async function until<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ------------------------------------------------------------------ the VCL against a scripted backend

/**
 * A backend whose every path answers `<path> v<n>` (n counts that path's fetches) with the Cache-Control the
 * path names, and records what it was asked.
 */
function scriptedBackend() {
  const fetches = new Map<string, number>();
  const seen: { method: string; url: string; headers: IncomingHttpHeaders }[] = [];
  const cacheControl: Record<string, string> = {
    '/public': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    '/private': 'private, no-store',
    '/no-cache': 'public, no-cache, s-maxage=60',
    '/not-public': 's-maxage=60',
    '/no-age': 'public',
    '/cookie': 'public, s-maxage=60',
    '/swr': 'public, max-age=0, s-maxage=0, stale-while-revalidate=600',
    '/must-revalidate': 'public, max-age=0, s-maxage=0',
    '/gzip': 'public, s-maxage=60',
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    if (path === '/robots.txt') {
      res.end('User-agent: *\n');
      return;
    }
    seen.push({ method: req.method!, url: req.url!, headers: req.headers });
    const n = (fetches.get(path) ?? 0) + 1;
    fetches.set(path, n);
    const kind = `/${path.split('/')[1]}`;
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': cacheControl[kind] ?? 'public, s-maxage=60',
      ETag: `"${path}-${n}"`,
      xkey: `tienda page-${path.replace(/\W/g, '')} ${path.startsWith('/public/p') ? `prod-${path.slice(-1)} cat-${path.slice(-1) === '1' ? 'x' : 'y'}` : ''}`.trim(),
      Vary: 'Accept-Encoding',
    };
    if (kind === '/cookie') headers['Set-Cookie'] = 'visitor=1; Path=/';
    let body: Buffer = Buffer.from(`${path} v${n} ${'relleno '.repeat(50)}`);
    if (kind === '/gzip' && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return {
    server,
    seen,
    fetchesOf: (path: string) => fetches.get(path) ?? 0,
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('deploy/varnish/tienda.vcl against a scripted backend', () => {
  const backend = scriptedBackend();
  let varnish: RunningVarnish;
  const get = (path: string, headers: Record<string, string> = {}) => send(varnish.url + path, { headers });

  beforeAll(async () => {
    requireVarnish();
    const port = await backend.listen();
    varnish = await startVarnish({ backends: [{ host: '127.0.0.1', port }] });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await varnish?.stop();
    await backend.close();
  });

  it('stores a public page: the second GET is a HIT with the same body and an Age, without the xkey header', async () => {
    const first = await get('/public/a');
    const second = await get('/public/a');
    expect([first.status, first.headers['x-cache']]).toEqual([200, 'MISS']);
    expect([second.status, second.headers['x-cache']]).toEqual([200, 'HIT']);
    expect(second.text).toBe(first.text);
    expect(second.text).toMatch(/^\/public\/a v1 /);
    expect(second.headers.age).toMatch(/^\d+$/);
    expect(second.headers.xkey).toBeUndefined();
    expect(second.headers['x-tienda-swr']).toBeUndefined();
    expect(second.headers['x-tienda-stale']).toBeUndefined();
    expect(backend.fetchesOf('/public/a')).toBe(1);
  });

  it('answers 304 from the cache to a matching If-None-Match', async () => {
    const page = await get('/public/etag');
    const again = await get('/public/etag', { 'If-None-Match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(backend.fetchesOf('/public/etag')).toBe(1);
  });

  it('does not store what is private, no-store, no-cache, not public, without an age, or with Set-Cookie', async () => {
    for (const path of ['/private/a', '/no-cache/a', '/not-public/a', '/no-age/a', '/cookie/a']) {
      const first = await get(path);
      const second = await get(path);
      expect([first.headers['x-cache'], second.headers['x-cache']], path).toEqual(['PASS', 'PASS']);
      expect(second.text, path).toMatch(new RegExp(`^${path} v2 `));
      expect(backend.fetchesOf(path), path).toBe(2);
    }
  });

  it('passes every request with Session, Authorization or Cookie, and every method but GET and HEAD', async () => {
    await get('/public/b');
    expect((await get('/public/b')).headers['x-cache']).toBe('HIT');
    const asked = () => backend.fetchesOf('/public/b');
    for (const headers of [{ Session: 'token' }, { Authorization: 'Bearer x' }, { Cookie: 'a=1' }] as Record<string, string>[]) {
      const before = asked();
      const answers = [await get('/public/b', headers), await get('/public/b', headers)];
      expect(answers.map((a) => a.headers['x-cache'])).toEqual(['PASS', 'PASS']);
      expect(asked()).toBe(before + 2);
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const before = asked();
      const answer = await send(`${varnish.url}/public/b`, { method, headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect([answer.status, answer.headers['x-cache']], method).toEqual([200, 'PASS']);
      expect(backend.seen.at(-1)?.method, method).toBe(method);
      expect(asked(), method).toBe(before + 1);
    }
    // The page stays cached for everyone else.
    expect((await get('/public/b')).headers['x-cache']).toBe('HIT');
    const ban = await send(`${varnish.url}/public/b`, { method: 'BAN' });
    expect(ban.status).toBe(405);
    expect(JSON.parse(ban.text)).toMatchObject({ cause: 'apiCallFailed' });
  });

  it('PURGE with xkey-purge drops the objects with any of those keys, and only those', async () => {
    for (const path of ['/public/p1', '/public/p2', '/public/p1', '/public/p2']) await get(path);
    expect((await get('/public/p1')).headers['x-cache']).toBe('HIT');
    expect((await get('/public/p2')).headers['x-cache']).toBe('HIT');

    const purge = await send(`${varnish.url}/`, { method: 'PURGE', headers: { 'xkey-purge': 'prod-1 marca-nada' } });
    expect(purge.status).toBe(200);
    expect(purge.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(purge.text)).toEqual({ purged: 1 });
    const p1 = await get('/public/p1');
    expect([p1.headers['x-cache'], p1.text.split(' ')[1]]).toEqual(['MISS', 'v2']);
    expect((await get('/public/p2')).headers['x-cache']).toBe('HIT');

    // Several keys at once, a category key among them.
    expect(JSON.parse((await send(`${varnish.url}/`, { method: 'PURGE', headers: { 'xkey-purge': 'prod-9 cat-y' } })).text)).toEqual({ purged: 1 });
    expect((await get('/public/p2')).headers['x-cache']).toBe('MISS');
    expect((await get('/public/p1')).headers['x-cache']).toBe('HIT');

    const noKeys = await send(`${varnish.url}/`, { method: 'PURGE' });
    expect(noKeys.status).toBe(400);
    expect(JSON.parse(noKeys.text).message).toMatch(/xkey-purge/);
  });

  it('refuses PURGE from an address outside the purgers ACL (403), and the page stays cached', async () => {
    const port = (backend.server.address() as AddressInfo).port;
    const strict = await startVarnish({ backends: [{ host: '127.0.0.1', port }], purgers: ['192.0.2.10', '10.0.0.0/8'] });
    try {
      await send(`${strict.url}/public/acl`);
      const purge = await send(`${strict.url}/`, { method: 'PURGE', headers: { 'xkey-purge': 'tienda' } });
      expect(purge.status).toBe(403);
      expect(JSON.parse(purge.text)).toMatchObject({ cause: 'forbidden' });
      expect((await send(`${strict.url}/public/acl`)).headers['x-cache']).toBe('HIT');
    } finally {
      await strict.stop();
    }
  });

  it('keeps one gzip copy of a page for every Accept-Encoding (brotli, gzip, none) and gunzips it for who needs it', async () => {
    const gzip = await get('/gzip/a', { 'Accept-Encoding': 'gzip, br' });
    const brotliOnly = await get('/gzip/a', { 'Accept-Encoding': 'br' });
    const identity = await get('/gzip/a');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect([brotliOnly.headers['content-encoding'], identity.headers['content-encoding']]).toEqual([undefined, undefined]);
    expect([gzip.headers['x-cache'], brotliOnly.headers['x-cache'], identity.headers['x-cache']]).toEqual(['MISS', 'HIT', 'HIT']);
    expect(new Set([gzip.text, brotliOnly.text, identity.text]).size).toBe(1);
    expect(backend.fetchesOf('/gzip/a')).toBe(1);
    expect(backend.seen.filter((s) => s.url === '/gzip/a').map((s) => s.headers['accept-encoding'])).toEqual(['gzip']);
  });

  it('serves a stale page within its stale-while-revalidate window and refreshes it in the background', async () => {
    const first = await get('/swr/a'); // s-maxage=0: stale at once
    const stale = await get('/swr/a');
    expect([first.headers['x-cache'], first.text.split(' ')[1]]).toEqual(['MISS', 'v1']);
    expect([stale.headers['x-cache'], stale.text.split(' ')[1]]).toEqual(['HIT', 'v1']);
    // The refresh the stale answer started lands in the cache.
    const refreshed = await until(async () => {
      const answer = await get('/swr/a');
      return answer.text.startsWith('/swr/a v2 ') && answer;
    });
    expect(refreshed.headers['x-cache']).toBe('HIT');
  });

  it('fetches a stale page without stale-while-revalidate again while the store is up', async () => {
    const first = await get('/must-revalidate/a');
    const second = await get('/must-revalidate/a');
    expect([first.headers['x-cache'], first.text.split(' ')[1]]).toEqual(['MISS', 'v1']);
    expect(second.text.split(' ')[1]).toBe('v2');
    expect(second.headers['x-cache']).not.toBe('HIT');
  });

  // Last: it stops the backend.
  it('with the backend down: stale pages are served (at once, and once the probe says sick), other pages get the Spanish 503 page', async () => {
    await get('/must-revalidate/down');
    await get('/public/down');
    await backend.close();

    const checkDown = async () => {
      // Stale, and beyond any stale-while-revalidate: what was stored still beats an error.
      const stale = await get('/must-revalidate/down');
      expect([stale.status, stale.text.split(' ')[0]]).toEqual([200, '/must-revalidate/down']);
      expect((await get('/public/down')).status).toBe(200);
      const missing = await get('/public/never-cached');
      expect(missing.status).toBe(503);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.headers['cache-control']).toBe('no-store');
      expect(missing.headers['retry-after']).toMatch(/^\d+$/);
      expect(missing.text).toContain('<html lang="es-GT">');
      expect(missing.text).toContain('<title>La tienda no está disponible');
      expect(missing.text).toMatch(/<p>[^<]*Inténtalo de nuevo[^<]*<\/p>/);
      expect(missing.text).toContain('<a href="/">');
      expect(missing.text).not.toMatch(/Guru Meditation|Varnish/i);
      // An API call gets the API's error shape.
      const api = await send(`${varnish.url}/api/public/category/root`, { headers: { Session: 'x' } });
      expect([api.status, api.headers['content-type'], api.headers['retry-after']]).toEqual([503, 'application/json; charset=utf-8', '30']);
      expect(JSON.parse(api.text)).toMatchObject({ cause: 'UNKNOWN', message: expect.stringContaining('no está disponible') });
    };
    await checkDown();
    // The probe (GET /robots.txt) marks the backend sick: stale pages are then served without trying it.
    await until(async () => /\bsick\b/.test(await varnish.admin('backend.list')));
    await checkDown();
  });
});

// ------------------------------------------------------------------ the store behind Varnish

describe('the store behind Varnish (two servers on one database)', () => {
  let dir: string;
  let varnish: RunningVarnish;
  let stores: RunningServer[] = [];
  let productPath: string;
  let otherProductPath: string;
  let categoryPath: string;
  const viaVarnish = (path: string, headers: Record<string, string> = {}) => send(varnish.url + path, { headers });

  beforeAll(async () => {
    requireVarnish();
    dir = mkdtempSync(join(tmpdir(), 'tienda-varnish-test-'));
    const dbPath = join(dir, 'tienda.sqlite');
    // Varnish first, so the stores know where shoppers reach them and where to send purges.
    varnish = await startVarnish({ backends: [] });
    const options = { port: 0, dbPath, webDir: inject('webDir'), publicOrigin: varnish.url, purgeUrl: `${varnish.url}/` };
    stores.push(await startStoreServer(options)); // the first one creates and seeds the database
    stores.push(await startStoreServer(options));
    await varnish.setBackends(stores.map((store) => ({ host: '127.0.0.1', port: store.port })));

    const session = { Session: await anonymousToken() };
    const { children } = JSON.parse((await send(`${varnish.url}/api/public/category/root`, { headers: session })).text) as {
      children: { slug: string }[];
    };
    const slug = children[0]!.slug;
    categoryPath = `/categoria/${slug}`;
    const category = await viaVarnish(categoryPath);
    expect(category.status).toBe(200);
    const links = [...new Set([...category.text.matchAll(/href="\/producto\/([^"?#/]+)"/g)].map((m) => m[1]!))];
    // A product the listing shows and that is IN_STOCK, so that a low stock reads «Quedan N» on both pages.
    const { products } = JSON.parse((await send(`${varnish.url}/api/public/product?category_slug=${slug}&page_size=100`, { headers: session })).text) as {
      products: { slug: string; stock_status: string }[];
    };
    const inStock = new Set(products.filter((p) => p.stock_status === 'IN_STOCK').map((p) => p.slug));
    const chosen = links.find((link) => inStock.has(link));
    expect(chosen, `an IN_STOCK product among the listing's ${links.length} links`).toBeDefined();
    productPath = `/producto/${chosen}`;
    otherProductPath = `/producto/${links.find((link) => link !== chosen)}`;
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    for (const store of stores) await store.close();
    await varnish?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function anonymousToken(): Promise<string> {
    const answer = await send(`${varnish.url}/api/public/anonymous/`, { method: 'POST' });
    expect(answer.status).toBe(200);
    return (JSON.parse(answer.text) as { token: string }).token;
  }

  /** Requests Varnish sent to each store server (`store_1`: count), as varnishstat reads them. */
  async function backendRequests(): Promise<Record<string, number>> {
    const { stdout } = await execFileAsync('varnishstat', ['-n', varnish.workdir, '-1', '-f', 'VBE.*.req']);
    const counts: Record<string, number> = {};
    for (const [, name, n] of stdout.matchAll(/^VBE\.[^.\s]+\.(store_\d+)\.req\s+(\d+)/gm)) counts[name!] = Number(n);
    return counts;
  }

  /** GETs `path` through Varnish twice: the second answer must be a HIT. */
  async function warm(path: string): Promise<Answer> {
    const first = await viaVarnish(path);
    expect(first.status, path).toBe(200);
    const second = await viaVarnish(path);
    expect(second.headers['x-cache'], path).toBe('HIT');
    return second;
  }

  it('stores a public page: the second GET of a product page is a HIT with the same body', async () => {
    const first = await viaVarnish(productPath);
    const second = await viaVarnish(productPath);
    expect([first.status, first.headers['x-cache']]).toEqual([200, 'MISS']);
    expect(first.headers['cache-control']).toMatch(/\bpublic\b/);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect([second.status, second.headers['x-cache']]).toEqual([200, 'HIT']);
    expect(second.text).toBe(first.text);
    expect(first.headers.xkey).toBeUndefined();
  });

  it('never answers a signed-in shopper from the cache, and no cached page carries her name or email', async () => {
    const anonymous = await anonymousToken();
    const login = await send(`${varnish.url}/api/public/login/`, {
      method: 'POST',
      headers: { Session: anonymous, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ana@tienda.test', password: 'Tienda123!' }),
    });
    expect([login.status, login.headers['x-cache']]).toEqual([200, 'PASS']);
    const { token, email } = JSON.parse(login.text) as { token: string; email: string };
    expect(email).toBe('ana@tienda.test');
    const ana = { Session: token };

    await warm(productPath);
    for (const path of [productPath, '/', categoryPath]) {
      const answers = [await viaVarnish(path, ana), await viaVarnish(path, ana)];
      expect(answers.map((a) => a.status), path).toEqual([200, 200]);
      expect(answers.map((a) => a.headers['x-cache']), path).toEqual(['PASS', 'PASS']);
    }
    for (const path of ['/api/public/user/', '/api/public/user/points', `/api/public/page/product/${productPath.split('/').pop()}`]) {
      const answers = [await viaVarnish(path, ana), await viaVarnish(path, ana)];
      expect(answers.map((a) => a.headers['x-cache']), path).toEqual(['PASS', 'PASS']);
      expect(answers[1]!.status, path).toBe(200);
    }
    expect((await viaVarnish('/api/public/user/', ana)).text).toContain('ana@tienda.test');

    for (const path of [productPath, '/', categoryPath]) {
      const page = await viaVarnish(path);
      expect(page.status, path).toBe(200);
      expect(page.headers['x-cache'], path).not.toBe('PASS');
      expect(page.text, path).not.toContain('ana@tienda.test');
      expect(page.text, path).not.toContain('Ana López');
    }
  });

  it('a stock change made through the local API reaches the product page and its category listing at once', async () => {
    const product = await warm(productPath);
    const category = await warm(categoryPath);
    const sku = /"sku":"([^"]+)"/.exec(product.text)?.[1];
    expect(sku, 'the product page’s JSON-LD names its SKU').toBeTruthy();
    // A low stock whose text («Quedan N») neither page shows yet.
    const stock = [2, 3, 4, 5].find((n) => !product.text.includes(`Quedan ${n}`) && !category.text.includes(`Quedan ${n}`));
    expect(stock).toBeDefined();

    const change = await send(`${stores[0]!.url}/dev/products/${encodeURIComponent(sku!)}/stock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ stock }),
    });
    expect(change.status).toBe(200);
    expect(JSON.parse(change.text)).toMatchObject({ stock_quantity: stock, stock_status: 'IN_STOCK' });

    const productAfter = await viaVarnish(productPath);
    expect(productAfter.headers['x-cache']).toBe('MISS');
    expect(productAfter.text).toContain(`Quedan ${stock}`);
    const categoryAfter = await viaVarnish(categoryPath);
    expect(categoryAfter.headers['x-cache']).toBe('MISS');
    expect(categoryAfter.text).toContain(`Quedan ${stock}`);
  });

  it('a price change made through the local API reaches the product page and its category listing at once', async () => {
    const product = await warm(productPath);
    const category = await warm(categoryPath);
    const sku = /"sku":"([^"]+)"/.exec(product.text)?.[1];
    expect(sku).toBeTruthy();
    // A price neither page shows yet: Q 1,234.56 (es-GT formats it «Q 1,234.56»).
    expect(product.text).not.toContain('1,234.56');
    expect(category.text).not.toContain('1,234.56');
    const change = await send(`${stores[0]!.url}/dev/products/${encodeURIComponent(sku!)}/price`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ price: 1234.56 }),
    });
    expect(change.status).toBe(200);
    const productAfter = await viaVarnish(productPath);
    expect(productAfter.headers['x-cache']).toBe('MISS');
    expect(productAfter.text).toContain('1,234.56');
    const categoryAfter = await viaVarnish(categoryPath);
    expect(categoryAfter.headers['x-cache']).toBe('MISS');
    expect(categoryAfter.text).toContain('1,234.56');
  });

  it('two servers on one database give the same bytes, directly and through Varnish', async () => {
    const host = new URL(varnish.url).host;
    const direct = await Promise.all(stores.map((store) => send(store.url + productPath, { headers: { Host: host } })));
    const cached = await viaVarnish(productPath);
    expect(direct.map((a) => a.status)).toEqual([200, 200]);
    expect(firstDifference(direct[0]!.text, direct[1]!.text), 'server 1 against server 2').toBeNull();
    expect(direct[1]!.headers.etag).toBe(direct[0]!.headers.etag);
    expect(firstDifference(direct[0]!.text, cached.text), 'server 1 against Varnish').toBeNull();
    // Round robin: four passes, two to each server (varnishstat counts each backend's requests).
    const before = await backendRequests();
    for (let i = 0; i < 4; i++) expect((await viaVarnish('/api/public/category/root', { Session: 'x' })).headers['x-cache']).toBe('PASS');
    const after = await backendRequests();
    expect(Object.keys(after).sort()).toEqual(['store_1', 'store_2']);
    expect(Object.entries(after).map(([name, n]) => n - (before[name] ?? 0))).toEqual([2, 2]);
  });

  // Last: it stops both servers.
  it('with the store stopped, a cached page is still served and an uncached one gets the Spanish 503 page', async () => {
    const cached = await warm(productPath);
    for (const store of stores) await store.close();
    stores = [];
    const stillThere = await viaVarnish(productPath);
    expect([stillThere.status, stillThere.headers['x-cache']]).toEqual([200, 'HIT']);
    expect(stillThere.text).toBe(cached.text);
    const missing = await viaVarnish(otherProductPath);
    expect(missing.status).toBe(503);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers['retry-after']).toMatch(/^\d+$/);
    expect(missing.text).toContain('<html lang="es-GT">');
    expect(missing.text).toContain('La tienda no está disponible');
    expect(missing.text).toContain('<a href="/">');
  });
});
