/**
 * The HTTP edge of the local API under hostile and careless requests: body
 * size (declared and chunked), content type, oversized headers, aborted
 * bodies, list amplification, Host spoofing, media names, security headers
 * and source maps. Each case asserts the status, a JSON {cause, message} with
 * a catalogue cause where it is a refusal, no 5xx, a server that still
 * answers, and a database that holds nothing it should not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../local-api/db/database';
import { startServer, type RunningServer } from '../../local-api/server';
import { isErrorCause } from '../../src/domain';
import { API_PATH, expectAlive, expectNoErrorLogs, expectRefusal, startApi, type Answer, type ResilienceApi } from './support';

const KIB = 1024;
const MB = 1024 * KIB;

let api: ResilienceApi;
let token: string;
let sku: string;

beforeAll(async () => {
  api = await startApi();
  token = await api.anonymous();
  sku = (
    api.server.db
      .prepare(`SELECT public_sku FROM products WHERE status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 10 ORDER BY id LIMIT 1`)
      .get() as { public_sku: string }
  ).public_sku;
});

afterAll(async () => {
  await api?.stop();
});

// ---- helpers ---------------------------------------------------------------------------------

/** The longest text or blob stored in any column of any table: a refused body must leave no trace. */
function largestStoredValue(db: Database): number {
  let largest = 0;
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[];
  for (const { name } of tables) {
    const columns = (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[]).map((c) => c.name);
    if (columns.length === 0) continue;
    const row = db.prepare(`SELECT ${columns.map((c) => `COALESCE(MAX(LENGTH("${c}")), 0)`).join(', ')} FROM "${name}"`).raw().get() as number[];
    largest = Math.max(largest, ...row);
  }
  return largest;
}

/** A cart of its own session (a session may hold only a few open carts), which becomes `token` for the case. */
async function newCart(): Promise<string> {
  token = await api.anonymous();
  const answer = await api.call('POST', '/cart', { token });
  expect(answer.status, answer.text).toBe(200);
  return String(answer.body.cart_id);
}

async function cartLines(cartId: string, session = token): Promise<number> {
  const answer = await api.call('GET', `/cart/${cartId}`, { token: session });
  expect(answer.status, answer.text).toBe(200);
  return (answer.body.items as unknown[]).length;
}

const addItemBody = (extra: Record<string, unknown> = {}) => ({ product_public_sku: sku, quantity: 1, ...extra });

/** A JSON body of about `bytes` bytes: a string field holding most of it. */
const bigBody = (bytes: number, field = 'vending_machine_slot_id', extra: Record<string, unknown> = addItemBody()) =>
  JSON.stringify({ ...extra, [field]: 'x'.repeat(bytes) });

function parseAnswer(status: number, headers: IncomingHttpHeaders, text: string): Answer {
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status, headers, body, text };
}

/**
 * A chunked body (no Content-Length) of `total` bytes: `head`, then filler, written chunk by chunk with
 * backpressure, stopping as soon as an answer arrives (a server that refuses early need not swallow the rest).
 * `sentWhenAnswered`: the bytes written when the answer's head arrived.
 */
function sendChunked(
  path: string,
  head: string,
  total: number,
  session = token,
  contentType = 'application/json',
): Promise<Answer & { sentWhenAnswered: number }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(
      `${api.server.url}${API_PATH}${path}`,
      { method: 'POST', agent: false, headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked', Session: session } },
      (res) => {
        answered = true;
        const sentWhenAnswered = sent;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ ...parseAnswer(res.statusCode ?? 0, res.headers, Buffer.concat(chunks).toString('utf8')), sentWhenAnswered });
          req.destroy();
        });
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const filler = Buffer.alloc(16 * KIB, 'x');
    let sent = 0;
    const pump = () => {
      if (sent === 0) {
        req.write(head);
        sent = head.length;
      }
      while (!answered && sent < total) {
        const chunk = filler.subarray(0, Math.min(filler.length, total - sent));
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** One request written by hand on a raw socket, read until the server closes (or `timeoutMs`). */
function rawExchange(request: string | Buffer, timeoutMs = 3000): Promise<{ answer: Answer | null; raw: string }> {
  return new Promise((resolve) => {
    const socket = connect(api.server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('utf8');
      const match = /^HTTP\/1\.1 (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(raw);
      if (!match) return resolve({ answer: null, raw });
      const headers: IncomingHttpHeaders = {};
      for (const line of match[2]!.split('\r\n')) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ answer: parseAnswer(Number(match[1]), headers, match[3]!), raw });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('close', finish);
    socket.on('error', () => finish());
    socket.write(request);
  });
}

/** A media URL of an answer (root-relative) as a path under the API root. */
const mediaPath = (url: string) => {
  const { pathname, search } = new URL(url, api.server.url);
  return `${pathname.slice(API_PATH.length)}${search}`;
};

/** Polls `check` until it holds (a condition, not a time: the test's own timeout bounds a wait that never ends). */
async function waitFor(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

/** Every string in a JSON tree. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

// ---- body size ---------------------------------------------------------------------------------

describe('body size', () => {
  it('refuses a 5 MB body (Content-Length) with 413 on add item, PUT /cart/{id}, POST /anonymous/ and /login/, storing nothing', async () => {
    const cartId = await newCart();
    const sessionsBefore = (api.server.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
    const cases: [string, string, string][] = [
      ['POST', `/cart/${cartId}/item`, bigBody(5 * MB)],
      ['PUT', `/cart/${cartId}`, bigBody(5 * MB, 'note', {})],
      ['POST', '/anonymous/', bigBody(5 * MB, 'note', {})],
      ['POST', '/login/', bigBody(5 * MB, 'password', { email: 'ana@tienda.test' })],
    ];
    for (const [method, path, raw] of cases) {
      const answer = await api.call(method, path, { token, raw });
      expectRefusal(answer, 413, 'apiCallFailed');
      expect(answer.body.message).toMatch(/64 KiB/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(await cartLines(cartId)).toBe(0);
    expect((api.server.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n).toBe(sessionsBefore);
    expect(largestStoredValue(api.server.db)).toBeLessThan(64 * KIB);
    await expectAlive(api);
  });

  it('refuses a 5 MB chunked body with 413 while reading it, and takes a small chunked one', async () => {
    const cartId = await newCart();
    const head = `{"product_public_sku":"${sku}","quantity":1,"vending_machine_slot_id":"`;
    const refused = await sendChunked(`/cart/${cartId}/item`, head, 5 * MB);
    expectRefusal(refused, 413, 'apiCallFailed');
    // Refused while reading: the answer came before the 5 MB were all written (not after swallowing them).
    expect(refused.sentWhenAnswered).toBeLessThan(5 * MB);
    expect(await cartLines(cartId)).toBe(0);

    const small = JSON.stringify(addItemBody());
    const taken = await sendChunked(`/cart/${cartId}/item`, small, small.length);
    expect(taken.status, taken.text).toBe(200);
    expect(await cartLines(cartId)).toBe(1);
    expect(largestStoredValue(api.server.db)).toBeLessThan(64 * KIB);
    await expectAlive(api);
  });

  it('reads a body just under the limit (no 413, no 5xx)', async () => {
    const cartId = await newCart();
    const answer = await api.call('PUT', `/cart/${cartId}`, { token, raw: bigBody(60 * KIB, 'note', {}) });
    expect(answer.status, answer.text.slice(0, 200)).not.toBe(413);
    expect(answer.status).toBeLessThan(500);
    await expectAlive(api);
  });
});

// ---- content type ------------------------------------------------------------------------------

describe('content type', () => {
  it('refuses a body that is not application/json with 415, and takes application/json with a charset', async () => {
    const cartId = await newCart();
    const raw = JSON.stringify(addItemBody());
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', '']) {
      const answer = await api.call('POST', `/cart/${cartId}/item`, { token, raw, headers: { 'Content-Type': type } });
      expectRefusal(answer, 415, 'apiCallFailed');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    const login = await api.call('POST', '/login/', { raw: 'email=ana@tienda.test&password=Tienda123!', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expectRefusal(login, 415, 'apiCallFailed');
    expect(await cartLines(cartId)).toBe(0);

    const taken = await api.call('POST', `/cart/${cartId}/item`, { token, raw, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(taken.status, taken.text).toBe(200);
    expect(await cartLines(cartId)).toBe(1);
    // A request without a body needs no Content-Type (POST /anonymous/, POST /cart, DELETE).
    expect((await api.call('POST', '/anonymous/')).status).toBe(200);
    await expectAlive(api);
  });
});

// ---- headers -----------------------------------------------------------------------------------

describe('oversized headers', () => {
  it.each([20 * KIB, 200 * KIB])('answers a %i-byte header with a JSON 431 and closes, then keeps answering', async (size) => {
    const request =
      `GET ${API_PATH}/category/root HTTP/1.1\r\nHost: localhost\r\nSession: ${token}\r\nX-Relleno: ${'a'.repeat(size)}\r\n\r\n`;
    const { answer, raw } = await rawExchange(request);
    expect(answer, `raw answer: ${JSON.stringify(raw.slice(0, 200))}`).not.toBeNull();
    expectRefusal(answer!, 431, 'apiCallFailed');
    expect(answer!.headers['x-content-type-options']).toBe('nosniff');
    expect(answer!.headers.connection).toBe('close');
    await expectAlive(api);
    expectNoErrorLogs(api);
  });
});

// ---- aborted requests --------------------------------------------------------------------------

describe('aborted requests', () => {
  it('logs 40 bodies cut short at debug level, with no error line, no stack and no 500', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const cartId = await newCart();
    const before = api.logs.length;
    const sockets = Array.from({ length: 40 }, (_, i) => {
      const socket = connect(api.server.port, '127.0.0.1');
      socket.on('error', () => {});
      const chunked = i % 4 === 3;
      const path = i % 2 === 0 ? '/login/' : `/cart/${cartId}/item`;
      socket.write(
        `POST ${API_PATH}${path} HTTP/1.1\r\nHost: localhost\r\nSession: ${token}\r\nContent-Type: application/json\r\n` +
          (chunked ? 'Transfer-Encoding: chunked\r\n\r\n10\r\n{"email":"ana@ti\r\n' : 'Content-Length: 1000\r\n\r\n{"email":"ana@tienda.test","pass'),
      );
      return socket;
    });
    // Let the server start reading every body, then go away.
    await new Promise((r) => setTimeout(r, 150));
    const answers: string[] = [];
    for (const socket of sockets) socket.on('data', (chunk: Buffer) => answers.push(chunk.toString('utf8')));
    for (const socket of sockets) socket.destroy();
    const aborted = () => api.logs.slice(before).filter((line) => line.startsWith('debug ') && /interrumpida/.test(line));
    await waitFor(() => aborted().length >= 40);
    await new Promise((r) => setTimeout(r, 100));

    // One debug line per aborted request, and nothing else.
    expect(aborted()).toHaveLength(40);
    const lines = api.logs.slice(before);
    expect(lines).toHaveLength(40);
    expect(lines.filter((line) => line.startsWith('error ') || line.startsWith('warn '))).toEqual([]);
    expect(lines.some((line) => /\n\s+at /.test(line))).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
    expect(answers.join('')).not.toMatch(/ 5\d\d /);
    consoleError.mockRestore();
    expect(await cartLines(cartId)).toBe(0);
    await expectAlive(api);
    expectNoErrorLogs(api);
  });
});

// ---- amplification -----------------------------------------------------------------------------

describe('list parameters', () => {
  it('refuses a 13 KB image_min_widths list with a small 400 instead of a multi-megabyte answer', async () => {
    const widths = Array.from({ length: 2800 }, (_, i) => i + 1).join(',');
    const path = `/page/product/${sku}?image_min_widths=${widths}`;
    expect(path.length).toBeGreaterThan(12_000);
    const answer = await api.call('GET', path, { token });
    expectRefusal(answer, 400, 'apiCallFailed');
    expect(answer.body.message).toMatch(/image_min_widths/);
    expect(answer.text.length).toBeLessThan(path.length);
    await expectAlive(api);
  });

  it('offers only known renditions: unknown widths are ignored and the answer stays bounded', async () => {
    const defaults = await api.call('GET', `/page/product/${sku}`, { token });
    expect(defaults.status).toBe(200);
    const unknown = await api.call('GET', `/page/product/${sku}?image_min_widths=1,2,3,4,5,640`, { token });
    expect(unknown.status).toBe(200);
    expect(unknown.text.length).toBe(defaults.text.length);

    const all = await api.call('GET', `/page/product/${sku}?image_min_widths=150,300,500,700,1200,2500`, { token });
    expect(all.status).toBe(200);
    const widthsOf = (answer: Answer) => (answer.body.product.images[0].urls as { width: number }[]).map((u) => u.width);
    expect(widthsOf(all)).toEqual([150, 300, 500, 700, 1200, 2500]);
    // Six renditions instead of two: a few times the default answer, never hundreds.
    expect(all.text.length).toBeLessThan(4 * defaults.text.length);

    const repeated = await api.call('GET', `/page/product/${sku}?image_min_widths=150&image_min_widths=300,500,700,1200,2500,150`, { token });
    expectRefusal(repeated, 400, 'apiCallFailed');
  });

  it('bounds include and brand_slugs too', async () => {
    const include = await api.call('GET', `/page/product/${sku}?include=${Array(200).fill('REVIEWS').join(',')}`, { token });
    expectRefusal(include, 400, 'apiCallFailed');
    const brands = await api.call('GET', `/product?brand_slugs=${Array.from({ length: 500 }, (_, i) => `marca-${i}`).join(',')}`, { token });
    expectRefusal(brands, 400, 'apiCallFailed');
    const fine = await api.call('GET', `/product?brand_slugs=sonaria,otra&page_size=2`, { token });
    expect(fine.status).toBe(200);
    await expectAlive(api);
  });
});

// ---- Host spoofing -----------------------------------------------------------------------------

describe('Host header', () => {
  it('never copies Host or X-Forwarded-* into a URL: media are root-relative, links are on the configured origin', async () => {
    const cartId = await newCart();
    const add = await api.call('POST', `/cart/${cartId}/item`, { token, body: addItemBody() });
    expect(add.status).toBe(200);
    const spoof = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    for (const path of ['/page/home', '/category/root', `/page/product/${sku}`, `/cart/${cartId}`]) {
      const answer = await api.call('GET', path, { token, headers: spoof });
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).not.toContain('evil.example');
      const all = strings(answer.body);
      expect(all.filter((s) => /^[a-z]+:\/\//i.test(s) || s.startsWith('//')), path).toEqual([]);
      const media = all.filter((s) => s.includes('/media/'));
      expect(media.length, path).toBeGreaterThan(0);
      for (const url of media) expect(url.startsWith(`${API_PATH}/media/`), url).toBe(true);
    }
    // What must be absolute (a share link) is built from the server's own origin, never from the spoofed Host.
    const share = await api.call('GET', `/share/product/${sku}`, { token, headers: spoof });
    expect(share.status, share.text).toBe(200);
    expect(share.text).not.toContain('evil.example');
    expect((share.body as { url: string }).url.startsWith(`${api.server.url}/s/`)).toBe(true);
    await expectAlive(api);
  });
});

// ---- media -------------------------------------------------------------------------------------

describe('media', () => {
  it('serves every picture the API names, with nosniff and a CSP that forbids scripts', async () => {
    const cartId = await newCart();
    expect((await api.call('POST', `/cart/${cartId}/item`, { token, body: addItemBody() })).status).toBe(200);
    const answers = await Promise.all(
      ['/page/home', '/category/root', `/page/product/${sku}?include=PRODUCT,BOUGHT_TOGETHER_PRODUCTS`, `/cart/${cartId}`, '/product?page_size=48'].map((path) =>
        api.call('GET', path, { token }),
      ),
    );
    const urls = new Set(answers.flatMap((answer) => strings(answer.body)).filter((s) => s.includes(`${API_PATH}/media/`)));
    const paths = [...urls].map(mediaPath);
    expect(paths.some((p) => p.startsWith('/media/benefit/envoltura-'))).toBe(true);
    for (const kind of ['product', 'category', 'brand', 'banner', 'benefit']) expect(paths.some((p) => p.startsWith(`/media/${kind}/`)), kind).toBe(true);
    for (let i = 0; i < paths.length; i += 16) {
      await Promise.all(
        paths.slice(i, i + 16).map(async (path) => {
          const answer = await api.call('GET', path);
          expect(answer.status, path).toBe(200);
          expect(answer.headers['content-type'], path).toMatch(/^image\/svg\+xml/);
          expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
          expect(answer.headers['content-security-policy'], path).toMatch(/default-src 'none'/);
          expect(answer.headers['content-security-policy'], path).not.toMatch(/script-src|unsafe-eval/);
        }),
      );
    }
  });

  it('answers 404 notFound JSON for any name the catalogue does not have (traversal, markup, missing images)', async () => {
    const hidden = api.server.db.prepare(`SELECT public_sku FROM products WHERE status NOT IN ('PUBLISHED','DISCONTINUED') LIMIT 1`).get() as
      | { public_sku: string }
      | undefined;
    const count = (api.server.db.prepare('SELECT image_count FROM products WHERE public_sku = ?').get(sku) as { image_count: number }).image_count;
    const names = [
      `/media/product/${encodeURIComponent('../../etc/passwd')}.svg`,
      `/media/product/..%2F..%2F..%2Fetc%2Fpasswd.svg`,
      `/media/category/${encodeURIComponent('<script>alert(1)</script>')}.svg`,
      `/media/brand/${encodeURIComponent('Hola mundo')}.svg`,
      `/media/author/no-existe.svg`,
      `/media/banner/banner-9999.svg`,
      `/media/banner/categoria-no-existe.svg`,
      `/media/benefit/beneficio-0.svg`,
      `/media/benefit/cualquier-cosa.svg`,
      `/media/product/${sku}-${Math.max(1, count) + 1}.svg`,
      `/media/product/${sku}-01.svg`,
      `/media/product/${sku}.svg`,
      `/media/product/TND-99999-1.svg`,
      ...(hidden ? [`/media/product/${hidden.public_sku}-1.svg`] : []),
    ];
    for (const path of names) {
      const answer = await api.call('GET', path);
      expectRefusal(answer, 404, 'notFound');
      expect(answer.text, path).not.toContain('<svg');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
    }
    await expectAlive(api);
  });
});

// ---- headers on every answer -------------------------------------------------------------------

describe('nosniff', () => {
  it('is on every API answer: 200, 204, 304, 400, 401, 404, a preflight', async () => {
    const ok = await api.call('GET', '/category/root', { token });
    expect(ok.status).toBe(200);
    const etag = String(ok.headers.etag);
    const notModified = await api.call('GET', '/category/root', { token, headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    const cartId = await newCart();
    const answers: [string, Answer][] = [
      ['200', ok],
      ['304', notModified],
      ['204', await api.call('DELETE', `/cart/${cartId}`, { token })],
      ['400', await api.call('GET', '/product?page=0', { token })],
      ['401', await api.call('GET', '/category/root')],
      ['404', await api.call('GET', '/no/existe', { token })],
      ['404 outside the API', await api.call('GET', `${api.server.url}/otra/cosa.txt`)],
      ['preflight', await api.call('OPTIONS', '/cart', { headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' } })],
    ];
    for (const [name, answer] of answers) {
      expect(answer.status, name).toBeLessThan(500);
      expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
      if (answer.status >= 400) expect(isErrorCause(answer.body?.cause), name).toBe(true);
    }
  });
});

// ---- source maps -------------------------------------------------------------------------------

describe('source maps', () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tienda-resilience-web-'));
    mkdirSync(join(dir, 'web', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'web', 'index.html'), '<!doctype html><title>Tienda</title>');
    writeFileSync(join(dir, 'web', 'assets', 'app-abc123.js'), 'console.log("hola")\n//# sourceMappingURL=app-abc123.js.map');
    writeFileSync(join(dir, 'web', 'assets', 'app-abc123.js.map'), JSON.stringify({ version: 3, sourcesContent: ['secreto'] }));
    server = await startServer({ port: 0, dbPath: join(dir, 'tienda.sqlite'), staticDir: join(dir, 'web'), quiet: true, logger: () => {} });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are never served by npm start, even when a build left one behind', async () => {
    for (const path of ['/assets/app-abc123.js.map', '/assets/APP-ABC123.JS.MAP', '/assets/app-abc123.js.map/', '/assets/app-abc123.js%2Emap']) {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('secreto');
    }
    const script = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('are not emitted by the browser build (hidden ones only with --mode debug); the server build keeps its own', async () => {
    const { default: config } = await import('../../vite.config');
    const resolve = (mode: string, isSsrBuild: boolean) =>
      (config as (env: { command: 'build'; mode: string; isSsrBuild: boolean }) => { build: { sourcemap?: unknown } })({ command: 'build', mode, isSsrBuild }).build;
    expect(resolve('production', false).sourcemap).toBe(false);
    expect(resolve('debug', false).sourcemap).toBe('hidden');
    expect(resolve('production', true).sourcemap).toBe(true);
  });
});
