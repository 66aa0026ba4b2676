import { describe, expect, it, vi } from 'vitest';
import { UseCaseError, type TiendaClient, type TiendaConfig } from '../../../src/index';
import { createWebHandler, type WebHandlerOptions } from '../../../src/presentation/server/entry-server';
import type { SanitizedHtml } from '../../../src/presentation/shared/sanitize';
import { product } from '../fake-client';
import { page } from '../page-fixture';

const ASSETS = {
  entry: '/assets/index.js',
  entryImports: ['/assets/react.js'],
  screenModules: (screen: string) => [`/assets/${screen.split('/')[1]}.js`],
  css: '.app{display:flex}',
  screenCss: (screen: string) => [{ href: `/assets/${screen.split('/')[1]}.css`, text: `.${screen.split('/')[1]}{color:red}` }],
};

const HOSTILE_TITLE = 'Taza </script><script>alert(1)</script><!-- \u2028';

interface FakeCalls {
  configs: TiendaConfig[];
  clients: TiendaClient[];
}

/** A handler whose per-request clients are fakes answering from `pages` (by id) after `delay` ms. */
function handlerWith(pages: Record<string, ReturnType<typeof page> | Error>, options: Partial<WebHandlerOptions> & { delay?: number } = {}) {
  const calls: FakeCalls = { configs: [], clients: [] };
  const createClient = (config: TiendaConfig) => {
    const client = {
      catalog: {
        loadNavigation: vi.fn(async () => [{ id: 1, parent_id: null, name: 'Tecnología', slug: 'tecnologia' }]),
        loadProductPage: vi.fn(async ({ id }: { id: string }) => {
          await new Promise((resolve) => setTimeout(resolve, options.delay ?? 0));
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
    // The shell's and the product screen's CSS are inlined; the screen's file is marked as already there.
    expect(body).toContain('<style>.app{display:flex}\n.ProductScreen{color:red}</style>');
    expect(body).toContain('<link rel="stylesheet" href="/assets/ProductScreen.css" disabled>');
    const csp = response.headers.get('Content-Security-Policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    // Every script element carries this answer's nonce, except the inert JSON data.
    for (const tag of body.match(/<script[^>]*>/g)!) {
      if (!tag.includes('application/json')) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('gives each answer a new nonce', async () => {
    const { handler } = handlerWith({ a: productPage('a', 'A') });
    const nonces = await Promise.all(
      [1, 2].map(async () => /'nonce-([^']+)'/.exec((await handler(new Request('http://tienda.test/producto/a'))).headers.get('Content-Security-Policy')!)![1]),
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('redirects the old /producto/{sku} address to the slug with a 301', async () => {
    const { handler } = handlerWith({ 'SKU-taza': productPage('taza', 'Taza') });
    const response = await handler(new Request('http://tienda.test/producto/SKU-taza'));
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/producto/taza');
  });

  it('answers 404 with the Spanish not-found page for an unknown product and an unknown path', async () => {
    const { handler } = handlerWith({});
    for (const path of ['/producto/no-existe', '/a/b/c']) {
      const response = await handler(new Request(`http://tienda.test${path}`));
      expect(response.status, path).toBe(404);
      const body = await html(response);
      expect(body).toContain('No encontramos esta página');
      expect(body).toContain('<meta name="robots" content="noindex">');
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
    const { handler } = handlerWith({ lenta: productPage('lenta', 'Lenta') }, { delay: 200, timeoutMs: 50 });
    const started = Date.now();
    const response = await handler(new Request('http://tienda.test/producto/lenta'));
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(190);
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

  it('gives every request its own client: two parallel requests from two shoppers never see each other', async () => {
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
    expect(calls.clients).toHaveLength(2);
    expect(calls.clients[0]).not.toBe(calls.clients[1]);
    expect(calls.configs.map((config) => config.requestInfo?.()?.userAgent).sort()).toEqual(['shopper-dos', 'shopper-uno']);
    // The shopper's own token never reaches the server's clients, nor the page.
    expect(one + two).not.toContain('token-uno');
    expect(one + two).not.toContain('token-dos');
    // They share only the server's own anonymous session storage, which keeps nothing but that session.
    expect(calls.configs[0]!.storage).toBe(calls.configs[1]!.storage);
    await calls.configs[0]!.storage!.setItem('tienda.cart', '{"cartId":"c-1"}');
    expect(await calls.configs[1]!.storage!.getItem('tienda.cart')).toBeNull();
  });

  it('serves robots.txt with the sitemap, and refuses other methods', async () => {
    const { handler } = handlerWith({});
    const robots = await handler(new Request('http://tienda.test/robots.txt'));
    expect(await robots.text()).toContain('Sitemap: http://tienda.test/sitemap.xml');
    const post = await handler(new Request('http://tienda.test/', { method: 'POST' }));
    expect(post.status).toBe(405);
  });

});
