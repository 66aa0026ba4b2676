import { mkdtempSync, rmSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { RunningServer } from '../../local-api/server';
import { startStoreServer } from '../../scripts/store-server';

let store: RunningServer;
let dir: string;
let products: { public_sku: string; slug: string; title: string; price: number }[];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tienda-ssr-'));
  store = await startStoreServer({ port: 0, dbPath: join(dir, 'tienda.sqlite'), webDir: inject('webDir') });
  const { token } = (await (await fetch(`${store.url}/api/public/anonymous/`, { method: 'POST' })).json()) as { token: string };
  const list = (await (await fetch(`${store.url}/api/public/product?page_size=2`, { headers: { Session: token } })).json()) as {
    products: typeof products;
  };
  products = list.products;
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A GET that leaves the body as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const sessionCount = () => (store.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
const cartCount = () => (store.db.prepare('SELECT COUNT(*) AS n FROM carts').get() as { n: number }).n;
const quetzales = (amount: number) => new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'GTQ' }).format(amount);

describe('npm start’s server renderer against the real local API', () => {
  it('answers a product page with the title, the price in quetzales and the JSON-LD already in the HTML', async () => {
    const product = products[0]!;
    const response = await fetch(`${store.url}/producto/${product.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    const escapedTitle = product.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    expect(html).toContain(`<h1 tabindex="-1" class="page-title">${escapedTitle}</h1>`);
    expect(html).toContain(quetzales(product.price));
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      sku: product.public_sku,
      offers: { '@type': 'Offer', priceCurrency: 'GTQ', price: product.price.toFixed(2), url: `${store.url}/producto/${product.slug}` },
    });
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(html).toContain(`<link rel="canonical" href="${store.url}/producto/${product.slug}">`);
  });

  it('keeps the HTML light: home ≤ 120 KB, every product page of the listing ≤ 90 KB, and no inline style sheet over 14 KB', async () => {
    // Byte sizes are deterministic for one seed (issue 22's goals); the styles are linked, hashed files.
    const { token } = (await (await fetch(`${store.url}/api/public/anonymous/`, { method: 'POST' })).json()) as { token: string };
    const list = (await (await fetch(`${store.url}/api/public/product?page_size=40`, { headers: { Session: token } })).json()) as { products: typeof products };
    expect(list.products.length).toBe(40);
    const sizes: Record<string, number> = {};
    for (const path of ['/', ...list.products.map((product) => `/producto/${product.slug}`)]) {
      const html = await (await fetch(store.url + path)).text();
      sizes[path] = Buffer.byteLength(html);
      for (const style of html.match(/<style[^>]*>[\s\S]*?<\/style>/g) ?? []) expect(Buffer.byteLength(style), path).toBeLessThanOrEqual(14 * 1024);
    }
    expect(sizes['/'], 'home').toBeLessThanOrEqual(120 * 1024);
    const heaviest = Object.entries(sizes).filter(([path]) => path !== '/').sort((a, b) => b[1] - a[1])[0]!;
    expect(heaviest[1], heaviest[0]).toBeLessThanOrEqual(90 * 1024);
  });

  it('sends each page whole and in order: no streamed boundary moved into place by a script (pages work without JS)', async () => {
    for (const path of ['/', `/producto/${products[0]!.slug}`, '/categoria/tecnologia']) {
      const html = await (await fetch(store.url + path)).text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      // The hydration state (inert JSON), the head's three scripts (the locale-data worker, the session class, the
      // early-submit keeper), the boot module and, on a product page, the JSON-LD: nothing else runs.
      expect(scripts.filter((tag) => !/application\/(ld\+)?json/.test(tag)), path).toEqual(['<script>', '<script>', '<script>', '<script type="module">']);
      expect(html, path).not.toMatch(/\$RC|<template/);
    }
  });

  it('answers 404 for an unknown slug and an unknown product, with the Spanish page', async () => {
    // The build's own index.html is no page of the store either.
    for (const path of ['/no-existe-esta-pagina', '/producto/no-existe-este-producto', '/index.html']) {
      const response = await fetch(store.url + path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Security-Policy'), path).toMatch(/script-src 'sha256-/);
      expect(await response.text()).toContain('No encontramos esta página');
    }
  });

  it('compresses the HTML and the JS by Accept-Encoding, keeps hashed assets immutable, and sends the security headers', async () => {
    const plain = await (await fetch(`${store.url}/`, { headers: { 'Accept-Encoding': 'identity' } })).text();
    const home = await rawGet(`${store.url}/`, { 'Accept-Encoding': 'br' });
    expect(home.headers['content-encoding']).toBe('br');
    const decoded = brotliDecompressSync(home.body).toString('utf8');
    expect(decoded.length).toBeGreaterThan(plain.length * 0.9);
    expect(decoded).toContain('<div id="root">');
    const script = decoded.match(/entry\.src="(\/assets\/[^"]+\.js)"/)![1]!;
    const js = await rawGet(store.url + script, { 'Accept-Encoding': 'gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(js.body).length).toBeGreaterThan(js.body.length);
    const csp = String(home.headers['content-security-policy']);
    expect(csp).toMatch(/script-src ('sha256-[^']+' )+'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home.headers['x-content-type-options']).toBe('nosniff');
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['permissions-policy']).toContain('camera=()');
    // Home is public: a shared cache may keep it, and the compressed answer's validator is the weak form.
    expect(home.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(String(home.headers.etag)).toMatch(/^W\/"[\w-]{27}"$/);
    expect(String(home.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(home.headers['set-cookie']).toBeUndefined();
  });

  it('answers a public page with the same bytes for every visitor, a 304 to a revalidation, and keeps personal pages private', async () => {
    const path = `/producto/${products[0]!.slug}`;
    const first = await fetch(store.url + path, { headers: { 'User-Agent': 'uno', 'Accept-Encoding': 'identity' } });
    const second = await fetch(store.url + path, { headers: { 'User-Agent': 'dos', 'Accept-Encoding': 'identity', 'Accept-Language': 'en-US' } });
    expect(await first.text()).toBe(await second.text());
    const etag = first.headers.get('ETag')!;
    expect(second.headers.get('ETag')).toBe(etag);
    expect(first.headers.get('xkey')!.split(' ')).toEqual(expect.arrayContaining(['tienda', `prod-${products[0]!.public_sku}`]));
    const revalidated = await fetch(store.url + path, { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'identity' } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const listing = await fetch(`${store.url}/categoria/tecnologia`);
    expect(listing.headers.get('xkey')!.split(' ')).toContain('cat-tecnologia');
    for (const personal of ['/carrito', '/cuenta', '/pagar', '/buscar?q=cafe']) {
      const response = await fetch(store.url + personal);
      expect(response.headers.get('Cache-Control'), personal).toBe('private, no-store');
      expect(response.headers.get('ETag'), personal).toBeNull();
    }
  });

  it('leaves a product page\'s lists, reviews and questions out of its HTML, and answers them as public JSON at /producto/<slug>/secciones, keyed by the product and every product listed', async () => {
    const product = products[0]!;
    const html = await (await fetch(`${store.url}/producto/${product.slug}`)).text();
    // The sections above them are in the page (the payment options); the lists, reviews and questions (and their headings) are not.
    expect(html).toContain('id="formas-de-pago"');
    for (const list of ['comparar', 'opiniones', 'preguntas', 'juntos', 'relacionados', 'alternativas']) expect(html, list).not.toContain(`id="${list}"`);
    const sessionsBefore = sessionCount();
    const answer = await fetch(`${store.url}/producto/${product.slug}/secciones`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400');
    expect(answer.headers.get('Set-Cookie')).toBeNull();
    const { public_sku: ownSku, ...lists } = (await answer.json()) as Record<string, { public_sku: string; id?: string | number }[]> & { public_sku: string };
    expect(ownSku).toBe(product.public_sku);
    // What the API gives for the same parts, cut as the page shows them (eight related products).
    const { token } = (await (await fetch(`${store.url}/api/public/anonymous/`, { method: 'POST' })).json()) as { token: string };
    const parts = 'COMPARE_TO,REVIEWS,QUESTIONS,BOUGHT_TOGETHER_PRODUCTS,RELATED_PRODUCTS,SUBSTITUTES';
    const api = (await (await fetch(`${store.url}/api/public/page/product/${product.public_sku}?include=${parts}`, { headers: { Session: token } })).json()) as Record<
      string,
      { public_sku: string; id?: string | number }[]
    >;
    const ids = (list: { id?: string | number }[] | undefined) => (list ?? []).map((item) => String(item.id));
    expect(ids(lists.reviews)).toEqual(ids(api.reviews));
    expect(ids(lists.questions)).toEqual(ids(api.questions));
    expect(lists.review_stats).toEqual(api.review_stats);
    const skus = (list: { public_sku: string }[] | undefined) => (list ?? []).map((item) => item.public_sku);
    expect(skus(lists.compare_to)).toEqual(skus(api.compare_to));
    expect(skus(lists.products_bought_together)).toEqual(skus(api.products_bought_together));
    expect(skus(lists.related_products)).toEqual(skus(api.related_products).slice(0, 8));
    expect(skus(lists.substitutes)).toEqual(skus(api.substitutes));
    expect(skus(lists.recommendations)).toEqual(skus(api.recommendations));
    expect(skus(lists.related_products).length).toBeGreaterThan(0);
    // The product's own key (a review or an answered question purges it) and every product listed, so a price or stock change purges the answer.
    const keys = answer.headers.get('xkey')!.split(' ');
    const listed = new Set(Object.values(lists).flatMap((list) => (Array.isArray(list) ? skus(list).filter(Boolean) : [])));
    expect(new Set(keys)).toEqual(new Set(['tienda', `prod-${product.public_sku}`, ...[...listed].map((sku) => `prod-${sku}`)]));
    // The server read it with its own session: none was made for the visitor (the token above is the test's own).
    expect(sessionCount()).toBe(sessionsBefore + 1);
    const revalidated = await fetch(`${store.url}/producto/${product.slug}/secciones`, { headers: { 'If-None-Match': answer.headers.get('ETag')!, 'Accept-Encoding': 'identity' } });
    expect(revalidated.status).toBe(304);
    const missing = await fetch(`${store.url}/producto/no-existe-este-producto/secciones`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60');
    expect(await missing.json()).toEqual({ cause: 'PRODUCT_NOT_FOUND' });
  });

  it('renders home\'s first sections, and answers the rest as public JSON at /inicio/secciones, keyed by home and every product', async () => {
    const { token } = (await (await fetch(`${store.url}/api/public/anonymous/`, { method: 'POST' })).json()) as { token: string };
    const api = (await (await fetch(`${store.url}/api/public/page/home`, { headers: { Session: token } })).json()) as {
      sections: { section_id: number; title: string | null }[];
    };
    expect(api.sections.length).toBeGreaterThan(5);
    const html = await (await fetch(`${store.url}/`)).text();
    for (const section of api.sections.slice(0, 5)) expect(html, String(section.title)).toContain(`seccion-${section.section_id}"`);
    for (const section of api.sections.slice(5)) expect(html, String(section.title)).not.toContain(`seccion-${section.section_id}"`);
    const answer = await fetch(`${store.url}/inicio/secciones`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400');
    const later = (await answer.json()) as { sections: { section_id: number; items: { product?: { public_sku: string } }[] }[] };
    expect(later.sections.map((section) => section.section_id)).toEqual(api.sections.slice(5).map((section) => section.section_id));
    const keys = answer.headers.get('xkey')!.split(' ');
    expect(keys).toEqual(expect.arrayContaining(['tienda', 'home']));
    const skus = later.sections.flatMap((section) => section.items.flatMap((item) => (item.product ? [item.product.public_sku] : [])));
    expect(skus.length).toBeGreaterThan(0);
    for (const sku of skus) expect(keys).toContain(`prod-${sku}`);
  });

  it('renders parallel requests in isolation, with one server session and no cart, whatever session the shoppers carry', async () => {
    // Warm the server's own anonymous session.
    await fetch(`${store.url}/`);
    const [sessionsBefore, cartsBefore] = [sessionCount(), cartCount()];
    const [a, b] = products;
    const shoppers = await Promise.all(
      [a!, b!, a!, b!].map(async (product, i) => {
        const response = await fetch(`${store.url}/producto/${product.slug}`, {
          headers: { 'User-Agent': `comprador-${i}`, Session: `token-del-comprador-${i}`, Cookie: `tienda=${i}` },
        });
        return { product, html: await response.text() };
      }),
    );
    for (const { product, html } of shoppers) {
      const other = product === a ? b! : a!;
      expect(html).toContain(`>${product.title.replace(/&/g, '&amp;')}</h1>`);
      expect(html).not.toContain(`>${other.title.replace(/&/g, '&amp;')}</h1>`);
      expect(html).not.toContain('token-del-comprador');
    }
    // Public data comes with the server's one anonymous session: rendering creates no session and no cart.
    expect(sessionCount()).toBe(sessionsBefore);
    expect(cartCount()).toBe(cartsBefore);
  });

  it('serves robots.txt and a sitemap index whose files list category, brand and product URLs', async () => {
    expect(await (await fetch(`${store.url}/robots.txt`)).text()).toContain(`Sitemap: ${store.url}/sitemap.xml`);
    const index = await (await fetch(`${store.url}/sitemap.xml`)).text();
    const files = Array.from(index.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1]!);
    expect(files).toContain(`${store.url}/sitemap-paginas.xml`);
    expect(files).toContain(`${store.url}/sitemap-productos-1.xml`);
    const pages = await (await fetch(`${store.url}/sitemap-paginas.xml`)).text();
    expect(pages).toMatch(/<loc>[^<]+\/categoria\/[^<]+<\/loc>/);
    expect(pages).toMatch(/<loc>[^<]+\/marca\/[^<]+<\/loc>/);
    const productUrls = await (await fetch(`${store.url}/sitemap-productos-1.xml`)).text();
    expect(productUrls).toContain(`<loc>${store.url}/producto/${products[0]!.slug}</loc>`);
    expect((await fetch(`${store.url}/sitemap-productos-99.xml`)).status).toBe(404);
  });
});
