import { describe, expect, it, vi } from 'vitest';
import { UseCaseError, type TiendaClient, type TiendaConfig } from '../../../src/index';
import { CACHE_CONTROL, createWebHandler, type WebHandlerOptions } from '../../../src/presentation/server/entry-server';
import { scriptHash } from '../../../src/presentation/server/security';
import { wholeBodyOf } from '../../../src/data/http/whole-body';
import type { SanitizedHtml } from '../../../src/presentation/shared/sanitize';
import { product } from '../fake-client';
import { page } from '../page-fixture';
import type { Deployment } from '../../../src/presentation/app/deployment';
import { INFO_PAGES } from '../../../src/presentation/info/info-pages';

const ASSETS = {
  entry: '/assets/index.js',
  entryImports: ['/assets/react.js'],
  screenModules: (screen: string) => [`/assets/${screen.split('/')[1]}.js`],
  stylesheets: ['/assets/index.css'],
  screenStylesheets: (screen: string) => [`/assets/${screen.split('/')[1]}.css`],
};

const HOSTILE_TITLE = 'Taza </script><script>alert(1)</script><!-- \u2028';

interface FakeCalls {
  configs: TiendaConfig[];
  clients: TiendaClient[];
  /** The user agent each page load forwarded, read while it ran. */
  userAgents: (string | null | undefined)[];
}

/** A handler whose per-request clients are fakes answering from `pages` (by id) after `delay` ms. */
function handlerWith(pages: Record<string, ReturnType<typeof page> | Error>, options: Partial<WebHandlerOptions> & { delay?: number } = {}) {
  const calls: FakeCalls = { configs: [], clients: [], userAgents: [] };
  const createClient = (config: TiendaConfig) => {
    const client = {
      catalog: {
        loadNavigation: vi.fn(async () => [{ id: 1, parent_id: null, name: 'Tecnología', slug: 'tecnologia' }]),
        loadProductPage: vi.fn(async ({ id }: { id: string }) => {
          await new Promise((resolve) => setTimeout(resolve, options.delay ?? 0));
          calls.userAgents.push(config.requestInfo?.()?.userAgent);
          const answer = pages[id];
          if (!answer) throw new UseCaseError('PRODUCT_NOT_FOUND', { apiMessage: 'El producto no existe.', status: 404 });
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    } as unknown as TiendaClient;
    calls.configs.push(config);
    calls.clients.push(client);
    return client;
  };
  const handler = createWebHandler({
    clientDir: '/nowhere',
    environment: 'local',
    apiRoot: 'http://api.test/api/public',
    sanitizeHtml: (html) => html.replace(/<script[\s\S]*?<\/script>/g, '') as SanitizedHtml,
    createClient,
    assets: ASSETS,
    logger: { log: () => undefined },
    ...options,
  });
  return { handler, calls };
}

function productPage(slug: string, title: string, price = 299) {
  const p = page();
  return { ...p, product: { ...p.product, ...product({ slug, title, price, public_sku: `SKU-${slug}` }), images: [] } };
}

async function html(response: Response): Promise<string> {
  return response.text();
}

describe('the server renderer', () => {
  it('answers a product page with its title, its price in quetzales, JSON-LD and the security headers', async () => {
    const { handler } = handlerWith({ audifonos: productPage('audifonos', 'Audífonos Sonaria Pro', 1299.5) });
    const response = await handler(new Request('http://tienda.test/producto/audifonos'));
    expect(response.status).toBe(200);
    const body = await html(response);
    expect(body).toContain('<h1 tabindex="-1" class="page-title">Audífonos Sonaria Pro</h1>');
    expect(body).toMatch(/Q\s?1,299\.50/);
    expect(body).toContain('<title>Audífonos Sonaria Pro · Tienda</title>');
    expect(body).toContain('<link rel="canonical" href="http://tienda.test/producto/audifonos">');
    const jsonLd = JSON.parse(body.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)![1]!);
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Audífonos Sonaria Pro', offers: { priceCurrency: 'GTQ', price: '1299.50', availability: 'https://schema.org/InStock' } });
    expect(body).toContain('"/assets/ProductScreen.js"');
    // The shell's and the product screen's stylesheets are linked, nothing inlined.
    expect(body).toContain('<link rel="stylesheet" href="/assets/index.css"><link rel="stylesheet" href="/assets/ProductScreen.css">');
    expect(body).not.toContain('<style>');
    const csp = response.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    // Every script that runs is allowed by its hash (and nothing carries a nonce); JSON data blocks do not run.
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(body).not.toContain('nonce');
    const running = [...body.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(running.length).toBeGreaterThan(0);
    for (const text of running) expect(scriptSrc).toContain(scriptHash(text));
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    // «Usar mi ubicación» (an address's pin) works on the page itself, and in no frame.
    expect(response.headers.get('Permissions-Policy')).toContain('geolocation=(self)');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/img-src [^;]*https:/);
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('lets a shared cache keep a public page: the same bytes and headers for every visitor, an ETag, a 304 when it matches', async () => {
    const { handler } = handlerWith({ a: productPage('a', 'A') });
    const visitor = (headers: Record<string, string>) => handler(new Request('http://tienda.test/producto/a', { headers }));
    const first = await visitor({ 'user-agent': 'uno', referer: 'https://buscador.example/' });
    const second = await visitor({ 'user-agent': 'dos', 'accept-language': 'en' });
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toBe(b);
    expect(first.headers.get('Cache-Control')).toBe(CACHE_CONTROL.page);
    expect(first.headers.get('Cache-Control')).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(first.headers.get('Content-Security-Policy')).toBe(second.headers.get('Content-Security-Policy'));
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers.get('ETag')).toBe(etag);
    expect(first.headers.get('Content-Length')).toBe(String(new TextEncoder().encode(a).byteLength));
    // The bytes ride with the answer (whole-body.ts), so the server compresses and sends them without reading them back.
    expect(new TextDecoder().decode(wholeBodyOf(second))).toBe(b);
    // The same headers for a page again (the CSP of its boot script is kept), and for HEAD, which has no body.
    const head = await handler(new Request('http://tienda.test/producto/a', { method: 'HEAD' }));
    expect([...head.headers]).toEqual([...second.headers]);
    expect(wholeBodyOf(head)).toBeUndefined();
    // The product, and the page's own key, name it for the purge.
    expect(first.headers.get('xkey')!.split(' ')).toEqual(expect.arrayContaining(['tienda', 'prod-SKU-a']));
    // A revalidation, also with the weak form a compressed answer carries, answers 304 without a body.
    for (const validator of [etag, `W/${etag}`, `"otro", ${etag}`]) {
      const revalidated = await visitor({ 'if-none-match': validator });
      expect(revalidated.status, validator).toBe(304);
      expect(await revalidated.text()).toBe('');
      expect(revalidated.headers.get('ETag')).toBe(etag);
    }
    expect((await visitor({ 'if-none-match': '"otro"' })).status).toBe(200);
  });

  it('keeps pages that depend on the visitor out of shared caches', async () => {
    const { handler } = handlerWith({});
    for (const path of ['/carrito', '/cuenta', '/pagar', '/cuenta/pedidos']) {
      const response = await handler(new Request(`http://tienda.test${path}`));
      expect(response.headers.get('Cache-Control'), path).toBe('private, no-store');
      expect(response.headers.get('ETag'), path).toBeNull();
      expect(response.headers.get('xkey'), path).toBeNull();
    }
  });

  it('writes canonical URLs on the configured public origin, whatever host the request named', async () => {
    const { handler } = handlerWith({ a: productPage('a', 'A') }, { publicOrigin: 'https://tienda.example' });
    const body = await (await handler(new Request('http://127.0.0.1:9004/producto/a'))).text();
    expect(body).toContain('<link rel="canonical" href="https://tienda.example/producto/a">');
    expect(body).not.toContain('127.0.0.1');
  });

  it('redirects the old /producto/{sku} address to the slug with a 301', async () => {
    const { handler } = handlerWith({ 'SKU-taza': productPage('taza', 'Taza') });
    const response = await handler(new Request('http://tienda.test/producto/SKU-taza'));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/producto/taza');
    expect(response.headers.get('Cache-Control')).toBe(CACHE_CONTROL.page);
  });

  it('answers 404 with the Spanish not-found page for an unknown product and an unknown path', async () => {
    const { handler } = handlerWith({});
    for (const path of ['/producto/no-existe', '/a/b/c']) {
      const response = await handler(new Request(`http://tienda.test${path}`));
      expect(response.status, path).toBe(404);
      const body = await html(response);
      expect(body).toContain('No encontramos esta página');
      expect(body).toContain('<meta name="robots" content="noindex">');
      expect(response.headers.get('Cache-Control'), path).toBe(CACHE_CONTROL.notFound);
    }
  });

  it('answers a failing API with a Spanish error page and 502 or 503, never hanging', async () => {
    const { handler } = handlerWith({ caida: new UseCaseError('apiCallFailed'), red: new UseCaseError('networkConnection') });
    const failing = await handler(new Request('http://tienda.test/producto/caida'));
    expect(failing.status).toBe(502);
    expect(await html(failing)).toContain('Algo salió mal');
    const offline = await handler(new Request('http://tienda.test/producto/red'));
    expect(offline.status).toBe(503);
    expect(await html(offline)).toContain('No pudimos conectarnos con la tienda');
  });

  it('answers 504 with a page of its own when the data takes longer than the timeout', async () => {
    const { handler, calls } = handlerWith({ lenta: productPage('lenta', 'Lenta') }, { delay: 200, timeoutMs: 50 });
    const response = await handler(new Request('http://tienda.test/producto/lenta'));
    expect(response.status).toBe(504);
    // Answered before the data came back (each answer records its user agent): the page did not wait for it.
    expect(calls.userAgents).toEqual([]);
    expect(await html(response)).toContain('tardando demasiado');
  });

  it('embeds a hostile product title safely: it cannot end the script element, and the state parses back', async () => {
    const { handler } = handlerWith({ taza: productPage('taza', HOSTILE_TITLE) });
    const body = await html(await handler(new Request('http://tienda.test/producto/taza')));
    expect(body).not.toContain('<script>alert(1)</script>');
    const state = body.match(/<script type="application\/json" id="tienda-hydration">([^<]*)<\/script>/)![1]!;
    const data = JSON.parse(state) as { loaderData: Record<string, { page?: { product: { title: string } } }> };
    const titles = Object.values(data.loaderData).flatMap((entry) => (entry?.page ? [entry.page.product.title] : []));
    expect(titles).toEqual([HOSTILE_TITLE]);
  });

  it('shares one server client between requests, yet each API call forwards its own request, and no shopper sees another', async () => {
    const forwarded: (string | null | undefined)[] = [];
    const { handler, calls } = handlerWith({ uno: productPage('uno', 'Producto Uno'), dos: productPage('dos', 'Producto Dos') }, { delay: 20 });
    const [first, second] = await Promise.all([
      handler(new Request('http://tienda.test/producto/uno', { headers: { 'User-Agent': 'shopper-uno', Session: 'token-uno' } })),
      handler(new Request('http://tienda.test/producto/dos', { headers: { 'User-Agent': 'shopper-dos', Session: 'token-dos' } })),
    ]);
    const [one, two] = [await html(first), await html(second)];
    expect(one).toContain('Producto Uno');
    expect(one).not.toContain('Producto Dos');
    expect(two).toContain('Producto Dos');
    expect(two).not.toContain('Producto Uno');
    // One client (its container is costly to build), whose forwarded facts are those of the request being rendered.
    expect(calls.clients).toHaveLength(1);
    const load = calls.clients[0]!.catalog.loadProductPage as unknown as { mock: { calls: unknown[][] } };
    expect(load.mock.calls).toHaveLength(2);
    forwarded.push(...calls.userAgents);
    expect(forwarded.sort()).toEqual(['shopper-dos', 'shopper-uno']);
    expect(calls.configs[0]!.requestInfo?.()).toBeNull();
    // The shopper's own token never reaches the server's client, nor the page.
    expect(one + two).not.toContain('token-uno');
    expect(one + two).not.toContain('token-dos');
    // Its storage keeps nothing but the server's own anonymous session.
    await calls.configs[0]!.storage!.setItem('tienda.cart', '{"cartId":"c-1"}');
    expect(await calls.configs[0]!.storage!.getItem('tienda.cart')).toBeNull();
  });

  it('serves robots.txt with the sitemap, and refuses other methods', async () => {
    const { handler } = handlerWith({});
    const robots = await handler(new Request('http://tienda.test/robots.txt'));
    expect(await robots.text()).toContain('Sitemap: http://tienda.test/sitemap.xml');
    const post = await handler(new Request('http://tienda.test/', { method: 'POST' }));
    expect(post.status).toBe(405);
  });


  it('renders for the deployment it is given: outside local the page carries it for the browser, shows no demo and allows the providers', async () => {
    const deployment: Deployment = {
      environment: 'staging',
      apiRoot: 'https://api.staging.test/api/public',
      social: { google: { clientId: 'g-123.apps.googleusercontent.com', scriptUrl: 'https://accounts.google.com/gsi/client' } },
    };
    const { handler } = handlerWith({}, { environment: 'staging', deployment, browserApiOrigin: 'https://api.staging.test' });
    const staging = await handler(new Request('http://tienda.test/ayuda'));
    expect(staging.status).toBe(200);
    const body = await html(staging);
    const written = body.match(/<script type="application\/json" id="tienda-deployment">([^<]*)<\/script>/);
    expect(JSON.parse(written![1]!)).toEqual(deployment);
    expect(body).toContain('Realizar pedido');
    expect(body).not.toMatch(/demostración|todavía no forma parte/);
    // No information page speaks of a demo outside local, its head included; the legal ones say what the store does.
    for (const page of INFO_PAGES) {
      const text = await html(await handler(new Request(`http://tienda.test/${page.path}`)));
      expect(text, page.path).not.toMatch(/demostraci|de prueba|inventad/i);
    }
    const privacy = await html(await handler(new Request('http://tienda.test/privacidad')));
    expect(privacy).toContain('Eliminar mi cuenta</a> borra tus datos personales');
    expect(privacy).toContain('lo mínimo para que funcionen tu sesión, tu carrito, tu cuenta y tus pedidos.');
    expect(privacy).toContain('salvo el código de Google, Facebook o Apple en la página Ingresar');
    const terms = await html(await handler(new Request('http://tienda.test/terminos-y-condiciones')));
    expect(terms).toContain('Un pedido queda hecho cuando confirmas «Realizar pedido»');
    const csp = staging.headers.get('Content-Security-Policy')!;
    expect(csp).toMatch(/script-src [^;]*'strict-dynamic' 'self' https:\/\/accounts\.google\.com;/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/api\.staging\.test https:\/\/accounts\.google\.com\/gsi\/;/);
    expect(staging.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');

    const { handler: local } = handlerWith({});
    const demo = await local(new Request('http://tienda.test/ayuda'));
    const demoBody = await html(demo);
    expect(demoBody).toContain('Tienda es una tienda de demostración.');
    expect(await html(await local(new Request('http://tienda.test/terminos-y-condiciones')))).toContain('Tienda es una demostración, no un comercio.');
    expect(demoBody).not.toContain('tienda-deployment');
    expect(demo.headers.get('Content-Security-Policy')).not.toContain('google');
    expect(demo.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });
});
