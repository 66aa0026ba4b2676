import { brotliDecompressSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL, etagMatches } from '../../local-api/http/caching';
import { brotliWindowBits, compress, isCompressible, negotiateEncoding } from '../../local-api/http/compression';
import { startServer, type RunningServer } from '../../local-api/server';

const dir = mkdtempSync(join(tmpdir(), 'tienda-delivery-'));
const web = join(dir, 'web');
let server: RunningServer;
let token: string;

/** Text that compresses well but is not one repeated byte. */
const text = (lines: number, tag = 'línea') =>
  Array.from({ length: lines }, (_, i) => `<p class="item-${i % 7}">${tag} ${i}: artículos de la tienda</p>`).join('\n');
/** A bundle-like file, varied enough that brotli's top quality visibly beats its fast ones. */
const APP_JS = (() => {
  const words = ['carrito', 'producto', 'precio', 'oferta', 'categoría', 'marca', 'envío', 'cuotas', 'reseña', 'inventario', 'sesión', 'pedido'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const lines = Array.from({ length: 400 }, (_, i) => {
    const a = words[next() % words.length]!;
    const b = words[next() % words.length]!;
    return `function ${a}_${i}(${b}) { return ${b}.${a} ?? ${next() % 9973} * ${(next() % 1000) / 10}; }`;
  });
  return `${lines.join('\n')}\n`;
})();
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 0)]);

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request over plain node:http, which (unlike fetch) hands back the body exactly as it was sent. */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
const api = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  raw(`/api/public${path}`, { Session: token, ...headers }, method);
const varyOf = (res: Raw) => String(res.headers.vary ?? '').toLowerCase();

beforeAll(async () => {
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), `<!doctype html><title>Tienda</title><div id="root"></div>\n${text(40)}`);
  writeFileSync(join(web, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(web, 'logo.png'), PNG);
  server = await startServer({ port: 0, dbPath: join(dir, 'data', 'tienda.sqlite'), staticDir: web, quiet: true });
  const res = await raw('/api/public/anonymous/', {}, 'POST');
  token = JSON.parse(res.body.toString('utf8')).token;
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['*', 'br'],
    ['gzip;q=0, *', 'br'],
    ['identity', null],
    ['deflate', null],
    ['', null],
  ])('picks %j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
  it('answers identity without the header', () => expect(negotiateEncoding(null)).toBeNull());
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['application/json', true],
    ['application/manifest+json', true],
    ['application/ld+json', true],
    ['image/svg+xml; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['text/xml', true],
    ['text/plain', true],
    ['image/png', false],
    ['image/webp', false],
    ['font/woff2', false],
    ['application/octet-stream', false],
    [null, false],
  ])('%s → %s', (type, expected) => expect(isCompressible(type)).toBe(expected));
});

describe('compression of API answers', () => {
  it('sends brotli when the client prefers it, with the same JSON as the plain answer', async () => {
    const plain = await api('/page/home');
    const br = await api('/page/home', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(10_000);
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(varyOf(br)).toContain('accept-encoding');
    expect(varyOf(plain)).toContain('accept-encoding');
    // the same representation's validator, made weak once re-encoded
    expect(plain.headers.etag).toMatch(/^"[^"]+"$/);
    expect(br.headers.etag).toBe(`W/${plain.headers.etag}`);
  });

  it('sends gzip when the client ranks it higher or accepts only gzip', async () => {
    const plain = await api('/page/offers');
    for (const accept of ['gzip', 'br;q=0.5, gzip;q=0.9']) {
      const gz = await api('/page/offers', { 'Accept-Encoding': accept });
      expect(gz.headers['content-encoding'], accept).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString('utf8')).toBe(plain.body.toString('utf8'));
      expect(gz.body.length).toBeLessThan(plain.body.length / 3);
    }
  });

  it('sends the plain body for identity or when every coding has q=0', async () => {
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await api('/page/offers', { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      expect(JSON.parse(res.body.toString('utf8')).sections.length).toBeGreaterThan(0);
      expect(varyOf(res)).toContain('accept-encoding');
    }
  });

  it('leaves a small answer alone', async () => {
    const res = await raw('/api/public/anonymous/', { 'Accept-Encoding': 'br, gzip' }, 'POST');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBeLessThan(1024);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(JSON.parse(res.body.toString('utf8')).token).toMatch(/.{16,}/);
  });

  it('does not compress a HEAD answer', async () => {
    const res = await api('/page/offers', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBe(0);
  });
});

describe('compression of the web UI', () => {
  it('serves hashed assets brotli-compressed at maximum quality, from memory until the file changes', async () => {
    const first = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(zlib.brotliDecompressSync(first.body).toString('utf8')).toBe(APP_JS);
    const brotli = (quality: number) =>
      zlib.brotliCompressSync(APP_JS, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(APP_JS),
        },
      });
    expect(brotli(11).length).toBeLessThan(brotli(5).length);
    expect(first.body.equals(brotli(11))).toBe(true);
    const again = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    expect(again.body.equals(first.body)).toBe(true);

    // same size, so only the modification time tells the versions apart
    const changed = APP_JS.replace('function', 'FUNCTION');
    expect(changed.length).toBe(APP_JS.length);
    writeFileSync(join(web, 'assets', 'app-abc123.js'), changed);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(web, 'assets', 'app-abc123.js'), later, later);
    const fresh = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(fresh.body).toString('utf8')).toBe(changed);
    const gz = await raw('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString('utf8')).toBe(changed);
  });

  it('compresses index.html and keeps its no-cache', async () => {
    const res = await raw('/carrito', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(res.body).toString('utf8')).toContain('<div id="root"></div>');
  });

  it('never compresses a PNG', async () => {
    const res = await raw('/logo.png', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(PNG)).toBe(true);
  });
});

describe('compress()', () => {
  const brRequest = new Request('http://tienda.test/', { headers: { 'Accept-Encoding': 'br' } });

  it('merges Accept-Encoding into an existing Vary and keeps status and other headers', async () => {
    const body = text(50);
    const res = await compress(
      brRequest,
      new Response(body, {
        status: 201,
        headers: { 'Content-Type': 'application/ld+json', Vary: 'Origin', 'X-Tienda': 'sí', 'Content-Length': String(Buffer.byteLength(body)) },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('Vary')).toBe('Origin, Accept-Encoding');
    expect(res.headers.get('X-Tienda')).toBe('sí');
    expect(res.headers.get('Content-Encoding')).toBe('br');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(bytes.length);
    expect(zlib.brotliDecompressSync(bytes).toString('utf8')).toBe(body);
  });

  it('compresses a whole body in a window that holds it (16 to 22 bits), as small as the default window would', async () => {
    expect([0, 65_520, 65_521, 80_000, 1024 * 1024, 8 * 1024 * 1024].map(brotliWindowBits)).toEqual([16, 16, 17, 17, 21, 22]);
    const body = `<!doctype html>${Array.from({ length: 3000 }, (_, i) => `<p class="p${i % 7}">Producto ${i}</p>`).join('')}`;
    const res = await compress(brRequest, new Response(body, { headers: { 'Content-Type': 'text/html', 'Content-Length': String(Buffer.byteLength(body)) } }));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(zlib.brotliDecompressSync(bytes).toString('utf8')).toBe(body);
    const defaultWindow = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 3 },
    });
    expect(bytes.length).toBe(defaultWindow.length);
  });

  it('leaves an answer that already has a Content-Encoding, or a PNG, exactly as it was', async () => {
    const encoded = new Response(zlib.gzipSync(text(50)), { headers: { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' } });
    expect(await compress(brRequest, encoded)).toBe(encoded);
    const png = new Response(PNG, { headers: { 'Content-Type': 'image/png', 'Content-Length': String(PNG.length) } });
    expect(await compress(brRequest, png)).toBe(png);
  });

  it('compresses a streamed HTML body as it arrives, flushing each chunk, and delivers all of it', async () => {
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (push = controller) });
    const res = await compress(brRequest, new Response(stream, { headers: { 'Content-Type': 'text/html; charset=utf-8', ETag: '"v1"' } }));
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Content-Length')).toBeNull();
    expect(res.headers.get('ETag')).toBe('W/"v1"');
    const reader = res.body!.getReader();
    const decoder = zlib.createBrotliDecompress();
    let decoded = '';
    decoder.on('data', (chunk: Buffer) => (decoded += chunk.toString('utf8')));
    /**
     * Reads compressed bytes until the decoded text reaches `length` characters. A chunk that is never flushed
     * leaves the read pending: the test then fails at its timeout, and the stream ending early fails the check after.
     */
    const readUntil = async (length: number) => {
      while (decoded.length < length) {
        const { value, done } = await reader.read();
        if (done) break;
        await new Promise<void>((resolveWrite) => decoder.write(value, () => resolveWrite()));
        await new Promise((resolveTick) => setImmediate(resolveTick));
      }
    };

    const head = `<!doctype html><html><head><title>Tienda</title></head><body>${text(10, 'cabecera')}`;
    push.enqueue(new TextEncoder().encode(head));
    await readUntil(head.length);
    // The shell arrived while the rest of the render is still pending.
    expect(decoded).toBe(head);

    const rest = `${text(200, 'producto')}</body></html>`;
    push.enqueue(new TextEncoder().encode(rest.slice(0, 5000)));
    push.enqueue(new TextEncoder().encode(rest.slice(5000)));
    push.close();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      decoder.write(value);
    }
    await new Promise<void>((resolveEnd) => decoder.end(() => resolveEnd()));
    await new Promise((resolveTick) => setImmediate(resolveTick));
    expect(decoded).toBe(head + rest);
  });

  it('gzips a streamed body for a gzip-only client', async () => {
    const body = text(100);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 100)));
        controller.enqueue(new TextEncoder().encode(body.slice(100)));
        controller.close();
      },
    });
    const request = new Request('http://tienda.test/', { headers: { 'Accept-Encoding': 'gzip;q=1, br;q=0' } });
    const res = await compress(request, new Response(stream, { headers: { 'Content-Type': 'text/html' } }));
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(body);
  });

  it('leaves 204 and 304 answers without a body', async () => {
    const empty = new Response(null, { status: 204, headers: { 'Content-Type': 'text/html' } });
    expect(await compress(brRequest, empty)).toBe(empty);
    const notModified = await compress(brRequest, new Response(null, { status: 304, headers: { ETag: '"abc"' } }));
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    expect(notModified.headers.get('Content-Encoding')).toBeNull();
    expect(notModified.headers.get('ETag')).toBe('W/"abc"');
  });
});

describe('caching of API answers', () => {
  it('answers a matching If-None-Match with 304 and no body, and a stale one with the page', async () => {
    const first = await api('/page/offers');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(CACHE_CONTROL.shared);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);

    const again = await api('/page/offers', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(CACHE_CONTROL.shared);
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers['content-type']).toBe(first.headers['content-type']);

    // what a browser sends back after a compressed answer: the weak form
    const compressed = await api('/page/offers', { 'Accept-Encoding': 'br' });
    expect(compressed.headers.etag).toBe(`W/${etag}`);
    const revalidated = await api('/page/offers', { 'Accept-Encoding': 'br', 'If-None-Match': String(compressed.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(`W/${etag}`);
    expect(varyOf(revalidated)).toContain('accept-encoding');

    const stale = await api('/page/offers', { 'If-None-Match': '"otra-version"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(first.body)).toBe(true);
  });

  it('keeps per-shopper pages private and revalidated, with a new ETag once they change', async () => {
    const home = await api('/page/home');
    expect(home.headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
    expect((await api('/page/home', { 'If-None-Match': String(home.headers.etag) })).status).toBe(304);
    const product = await api('/page/product/TND-00002?include=PRODUCT,WAITLIST');
    expect(product.status).toBe(200);
    expect(product.headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
    expect(product.headers.etag).toMatch(/^"/);
    // the view just recorded changes the recently viewed section
    const changed = await api('/page/home', { 'If-None-Match': String(home.headers.etag) });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(home.headers.etag);
    expect(changed.body.toString('utf8')).toContain('TND-00002');
  });

  it('lets anyone cache the catalogue answers that do not depend on the session', async () => {
    for (const path of ['/page/newest', '/category/root', '/brand/voltix', '/product?page_size=2', '/slug/ofertas']) {
      const res = await api(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe(CACHE_CONTROL.shared);
      expect(res.headers.etag, path).toMatch(/^"/);
      expect(etagMatches(String(res.headers.etag), String(res.headers.etag))).toBe(true);
    }
  });

  it('never stores cart or session answers', async () => {
    const created = await api('/cart/', {}, 'POST');
    expect(created.status).toBe(200);
    expect(created.headers['cache-control']).toBe('private, no-store');
    const { cart_id: cartId } = JSON.parse(created.body.toString('utf8')) as { cart_id: string };
    const cart = await api(`/cart/${cartId}`);
    expect(cart.status).toBe(200);
    expect(cart.headers['cache-control']).toBe('private, no-store');
    expect(cart.headers.etag).toBeUndefined();
    expect((await api(`/cart/${cartId}`, { 'If-None-Match': '*' })).status).toBe(200);
    const user = await api('/user/');
    expect(user.headers['cache-control']).toBe('no-store');
    const anonymous = await raw('/api/public/anonymous/', {}, 'POST');
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
  });

  it('never caches an error, even on a cacheable route', async () => {
    for (const [path, status] of [
      ['/nada', 404],
      ['/brand/no-existe', 404],
      ['/page/offers?page=0', 400],
    ] as const) {
      const res = await api(path, { 'Accept-Encoding': 'br' });
      expect(res.status, path).toBe(status);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.headers.etag, path).toBeUndefined();
      expect(JSON.parse(res.body.toString('utf8')).cause, path).toBeTruthy();
    }
    const noSession = await raw('/api/public/page/offers');
    expect(noSession.status).toBe(401);
    expect(noSession.headers['cache-control']).toBe('no-store');
  });

  it('keeps the long max-age of the generated media SVGs, leaving the small ones uncompressed', async () => {
    const res = await raw('/api/public/media/brand/sonaria.svg?w=400', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBeLessThan(1024);
    expect(res.body.toString('utf8')).toMatch(/^<svg/);
    // An illustrated picture (over 1 KiB) is compressed, and keeps its max-age.
    const art = await raw('/api/public/media/category/hogar.svg?w=400', { 'Accept-Encoding': 'br' });
    expect(art.headers['cache-control']).toBe('public, max-age=86400');
    expect(art.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(art.body).toString('utf8')).toMatch(/^<svg/);
  });
});
