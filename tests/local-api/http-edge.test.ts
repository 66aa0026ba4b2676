import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wholeBodyOf } from '../../src/data/http/whole-body';
import { apiCaching } from '../../local-api/http/caching';
import { createApp, normalizeOrigin } from '../../local-api/app';
import { openDatabase } from '../../local-api/seed/open';
import { isJsonContentType, MAX_BODY_BYTES } from '../../local-api/http/body';
import { serveStatic } from '../../local-api/http/static-files';
import { startServer, type RunningServer } from '../../local-api/server';
import { API, allStrings, findProduct, makeApi, type TestApi } from './support';

let api: TestApi;
let token: string;
let cartId: string;
let sku: string;

beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
  cartId = String((await api.call('POST', '/cart', { token })).body.cart_id);
  sku = findProduct(api.db, `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 10`).public_sku;
});

/** A request straight to the app (no support helper), so headers and body are exactly these. */
const send = (method: string, path: string, init: RequestInit & { duplex?: 'half' } = {}) =>
  api.app.request(`${API}${path}`, { method, ...init, headers: { Session: token, ...(init.headers as Record<string, string>) } });

const lines = () => (api.db.prepare('SELECT COUNT(*) AS n FROM cart_items').get() as { n: number }).n;

describe('request bodies', () => {
  it('refuses a Content-Length over 64 KiB with 413 apiCallFailed before reading a byte', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
      },
    });
    const res = await send('POST', `/cart/${cartId}/item`, {
      body,
      duplex: 'half',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(5 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ cause: 'apiCallFailed', message: 'El cuerpo de la solicitud es demasiado grande: el máximo es 64 KiB.' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // A ReadableStream pulls once ahead on creation; nothing was read by the server.
    expect(pulled).toBeLessThanOrEqual(1);
    expect(lines()).toBe(0);
  });

  it('stops reading a body without Content-Length as soon as it passes 64 KiB', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`{"product_public_sku":"${sku}","quantity":1,"vending_machine_slot_id":"`));
      },
      pull(controller) {
        sent += chunk.length;
        if (sent > 5 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await send('POST', `/cart/${cartId}/item`, { body, duplex: 'half', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(413);
    expect((await res.json()).cause).toBe('apiCallFailed');
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 3 * chunk.length);
    expect(lines()).toBe(0);
  });

  it('takes a body of exactly 64 KiB', async () => {
    const prefix = '{"note":"';
    const raw = `${prefix}${'x'.repeat(MAX_BODY_BYTES - prefix.length - 2)}"}`;
    expect(raw.length).toBe(MAX_BODY_BYTES);
    const res = await send('PUT', `/cart/${cartId}`, { body: raw, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('refuses a body that is not JSON with 415, and takes JSON with parameters or a +json type', async () => {
    const raw = JSON.stringify({ product_public_sku: sku, quantity: 1 });
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/json', 'application/jsonp']) {
      const res = await send('POST', `/cart/${cartId}/item`, { body: raw, headers: { 'Content-Type': type } });
      expect(res.status, type).toBe(415);
      expect(await res.json(), type).toEqual({ cause: 'apiCallFailed', message: 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json).' });
    }
    expect(lines()).toBe(0);
    expect(['application/json', 'Application/JSON; charset=utf-8', 'application/merge-patch+json'].every(isJsonContentType)).toBe(true);
    expect(['', 'text/plain', 'application/jsonx', 'application/json-seq'].some(isJsonContentType)).toBe(false);
    const ok = await send('POST', `/cart/${cartId}/item`, { body: raw, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(ok.status).toBe(200);
    expect(lines()).toBe(1);
    // No body, no Content-Type needed.
    expect((await send('POST', '/anonymous/')).status).toBe(200);
  });

  it('logs a body the client stopped sending at debug level, without a stack or an error line', async () => {
    const before = api.logs.length;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":"ana@'));
      },
      pull(controller) {
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const res = await send('POST', '/login/', { body, duplex: 'half', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect((await res.json()).cause).toBe('networkConnection');
    const logged = api.logs.slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^debug Solicitud interrumpida por el cliente: POST \/api\/public\/login\//);
    expect(logged[0]).not.toMatch(/\n\s+at /);
  });
});

describe('refused bodies on a kept-alive connection', () => {
  let server: RunningServer;
  const dir = mkdtempSync(join(tmpdir(), 'tienda-edge-'));
  beforeAll(async () => {
    server = await startServer({ port: 0, host: '127.0.0.1', dbPath: join(dir, 'tienda.sqlite'), staticDir: null, quiet: true, logger: () => {}, dev: false });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One request through `agent`; any socket error (ECONNRESET, EPIPE) rejects it. */
  const through = (agent: Agent, method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: any; reused: boolean }>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/public${path}`, { method, agent, headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString() || 'null'), reused: req.reusedSocket }));
      });
      req.on('error', reject);
      req.end(body);
    });

  it('answers a 5 MB body with 413 and Connection: close; the keep-alive client\'s next request succeeds', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await through(agent, 'POST', '/anonymous/', Buffer.alloc(5 * 1024 * 1024, 0x20));
      expect([refused.status, refused.body.cause, refused.headers.connection]).toEqual([413, 'apiCallFailed', 'close']);
      const next = await through(agent, 'POST', '/anonymous/');
      expect(next.status).toBe(200);
      expect(next.body.token).toMatch(/^[0-9a-f]{64}$/);
      // The client opened a new connection, as the answer told it to.
      expect(next.reused).toBe(false);
      const again = await through(agent, 'POST', '/anonymous/');
      expect([again.status, again.reused]).toEqual([200, true]);
    } finally {
      agent.destroy();
    }
  });

  /**
   * Request `head` on a raw connection with none of the body it announces; answers what the server wrote
   * until it closed the connection.
   */
  const unreadBody = (head: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1');
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      socket.write(head);
    });

  it('closes the connection after a 413, 415 or 401 given before the body was read, so no next request is sent into a body the server stopped reading', async () => {
    const cases: [string, number][] = [
      [`POST /api/public/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${5 * 1024 * 1024}\r\n\r\n`, 413],
      ['POST /api/public/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n', 415],
      ['POST /api/public/user/avatar/upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n', 401],
    ];
    for (const [head, status] of cases) {
      const written = await unreadBody(head);
      expect(written.split('\r\n')[0], head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(written, head).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(written.slice(written.indexOf('\r\n\r\n') + 4)).cause, head).toMatch(/^(apiCallFailed|AUTH_ERROR)$/);
    }
    // A body that was read whole keeps the connection: a 400 for a wrong password is no reason to close.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const wrong = await through(agent, 'POST', '/login/', JSON.stringify({ email: 'nadie@tienda.test', password: 'x' }));
      expect([wrong.status, wrong.headers.connection]).toEqual([400, 'keep-alive']);
    } finally {
      agent.destroy();
    }
  });
});

describe('list parameters', () => {
  it('answers 400 for more image_min_widths than there are renditions, and ignores widths outside the set', async () => {
    const over = await api.call('GET', `/page/product/${sku}?image_min_widths=150,300,500,700,1200,2500,150`, { token });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: el parámetro "image_min_widths" admite como máximo 6 valores.' });
    const odd = await api.call('GET', `/page/product/${sku}?image_min_widths=640,9999,abc,500`, { token });
    expect(odd.status).toBe(200);
    expect(odd.body.product.images[0].urls.map((u: { width: number }) => u.width)).toEqual([500]);
    const none = await api.call('GET', `/page/product/${sku}?image_min_widths=1,2,3`, { token });
    expect(none.body.product.images[0].urls.map((u: { width: number }) => u.width)).toEqual([300, 700]);
  });

  it('bounds include by the number of parts and brand_slugs by 50', async () => {
    expect((await api.call('GET', `/page/product/${sku}?include=${Array(30).fill('PRODUCT').join(',')}`, { token })).status).toBe(400);
    expect((await api.call('GET', `/product?brand_slugs=${Array(51).fill('sonaria').join(',')}`, { token })).status).toBe(400);
    expect((await api.call('GET', `/product?brand_slugs=${Array(50).fill('sonaria').join(',')}&page_size=1`, { token })).status).toBe(200);
  });
});

describe('public origin', () => {
  it('gives root-relative media URLs and builds absolute links from the configured origin, whatever Host says', async () => {
    const db = openDatabase(':memory:');
    const app = createApp({ db, logger: () => {}, publicOrigin: 'https://tienda.example/' });
    const { token: session } = (await (await app.request(`${API}/anonymous/`, { method: 'POST' })).json()) as { token: string };
    const spoof = { Session: session, Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', Forwarded: 'host=evil.example' };
    const res = await app.request('http://evil.example/api/public/page/home', { headers: spoof });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('evil.example');
    const strings = allStrings(JSON.parse(text));
    // No media URL names a host: one cached answer serves every host name the store is reached at.
    expect(strings.filter((s) => /^[a-z]+:\/\//i.test(s) || s.startsWith('//'))).toEqual([]);
    const media = strings.filter((s) => s.includes('/media/'));
    expect(media.length).toBeGreaterThan(50);
    for (const url of media) expect(url.startsWith('/api/public/media/'), url).toBe(true);
    // A link that leaves the page (a share link) is absolute, on the configured origin only.
    const sku = (db.prepare("SELECT public_sku FROM products WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1").get() as { public_sku: string }).public_sku;
    const share = await app.request(`http://evil.example/api/public/share/product/${sku}`, { headers: spoof });
    expect(share.status).toBe(200);
    expect(((await share.json()) as { url: string }).url).toMatch(/^https:\/\/tienda\.example\/s\/[\w-]{8}$/);
    db.close();
  });

  it('is an http(s) origin or a configuration error', () => {
    expect(normalizeOrigin('http://localhost:9004')).toBe('http://localhost:9004');
    expect(normalizeOrigin('https://Tienda.Example:443/')).toBe('https://tienda.example');
    for (const bad of ['tienda.example', 'ftp://tienda.example', 'https://tienda.example/tienda', 'https://tienda.example/?x=1', 'javascript:alert(1)'])
      expect(() => normalizeOrigin(bad), bad).toThrow(/publicOrigin/);
  });
});

describe('media', () => {
  it('draws only names the catalogue gives out, with nosniff and a CSP without scripts', async () => {
    const product = findProduct(api.db, `status = 'PUBLISHED' AND image_count >= 2`) as ReturnType<typeof findProduct> & { image_count: number };
    const good = await api.app.request(`${API}/media/product/${product.public_sku}-2.svg?w=300`);
    expect(good.status).toBe(200);
    expect(good.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(good.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await api.app.request(`${API}/media/benefit/envoltura-basica.svg`)).status).toBe(200);
    for (const path of [
      `/media/product/${encodeURIComponent('../../etc/passwd')}.svg`,
      `/media/product/${product.public_sku}-${product.image_count + 1}.svg`,
      '/media/category/no-existe.svg',
      `/media/banner/${encodeURIComponent('<svg onload=alert(1)>')}.svg`,
    ]) {
      const res = await api.app.request(`${API}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ cause: 'notFound', message: 'La imagen no existe.' });
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

describe('static files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tienda-static-'));
  beforeAll(() => {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets', 'app.js.map'), '{"sourcesContent":["secreto"]}');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('never serves a source map, and marks what it serves nosniff', async () => {
    for (const path of ['/assets/app.js.map', '/assets/app.js%2Emap', '/assets/app.js.MAP']) {
      const res = await serveStatic(dir, path, 'GET');
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('secreto');
    }
    const js = await serveStatic(dir, '/assets/app.js', 'GET');
    expect(js.status).toBe(200);
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CORS and whole answers', () => {
  it('gives every answer under the API root the CORS headers, errors, 304s and changes included', async () => {
    const product = await send('GET', `/page/product/${sku}`);
    const etag = product.headers.get('etag')!;
    const answers = {
      read: product,
      notModified: await send('GET', `/page/product/${sku}`, { headers: { 'If-None-Match': etag } }),
      notFound: await send('GET', '/nada'),
      noSession: await api.app.request(`${API}/page/home`),
      change: await send('POST', '/cart', { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      refusedBody: await send('POST', '/cart', { headers: { 'Content-Type': 'text/plain' }, body: '{}' }),
    };
    expect(answers.notModified.status).toBe(304);
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers.get('access-control-allow-origin'), name).toBe('*');
      expect(res.headers.get('access-control-expose-headers'), name).toBe('Retry-After');
      expect(res.headers.get('x-content-type-options'), name).toBe('nosniff');
      // A preflight's own headers are for preflights only.
      expect(res.headers.get('access-control-allow-methods'), name).toBeNull();
    }
    const outside = await api.app.request('/dev/clock');
    expect(outside.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("makes a route's JSON answer with its bytes, which are JSON.stringify's", async () => {
    const app = new Hono();
    const seen: (Uint8Array | undefined)[] = [];
    const value = { nombre: 'Piñata \u{1F389}', precio: 12.5, lista: [1, null, 'ñ'] };
    app.use('/api/*', apiCaching('/api'));
    app.use('/api/*', async (c, next) => {
      await next();
      seen.push(wholeBodyOf(c.res));
    });
    app.get('/api/thing', (c) => c.json(value, 201, { 'X-Uno': '1' }));
    const res = await app.request('/api/thing');
    expect(seen[0]).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(seen[0])).toBe(JSON.stringify(value));
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('x-uno')).toBe('1');
    expect(await res.text()).toBe(JSON.stringify(value));
  });
});
