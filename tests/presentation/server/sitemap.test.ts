import { describe, expect, it, vi } from 'vitest';
import type { TiendaClient } from '../../../src/index';
import { robotsTxt, SitemapService, sitemapIndexXml, sitemapXml, URLS_PER_SITEMAP, walkCatalogue } from '../../../src/presentation/server/sitemap';
import { product } from '../fake-client';

/** A catalogue of `count` products in one root category with one child, 100 per listing page. */
function catalogue(count: number) {
  const all = Array.from({ length: count }, (_, i) =>
    product({ public_sku: `S-${i}`, slug: `producto-${i}`, brand: i % 2 ? { name: 'Voltix', slug: 'voltix', description: null, logo: null, description_meta: null, keywords: null } : null }),
  );
  const browseProducts = vi.fn(async ({ page = 1, pageSize = 24 }: { page?: number; pageSize?: number }) => ({
    heading: { kind: 'category', tree: { current: null, parent: null, children: [{ id: 2, slug: 'laptops', name: 'Laptops' }] } },
    products: { products: all.slice((page - 1) * pageSize, page * pageSize), total_count: count },
    pageCount: Math.max(1, Math.ceil(count / pageSize)),
  }));
  const loadNavigation = vi.fn(async () => [{ id: 1, slug: 'tecnologia', name: 'Tecnología' }]);
  return { client: { catalog: { browseProducts, loadNavigation } } as unknown as TiendaClient, browseProducts, loadNavigation };
}

describe('the sitemap', () => {
  it('writes escaped urlset and sitemapindex documents', () => {
    expect(sitemapXml([{ loc: 'https://t/a?x=1&y=<2>' }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://t/a?x=1&amp;y=&lt;2&gt;</loc></url></urlset>',
    );
    expect(sitemapIndexXml(['https://t/s1.xml'])).toContain('<sitemap><loc>https://t/s1.xml</loc></sitemap>');
    expect(robotsTxt('https://t')).toContain('Sitemap: https://t/sitemap.xml');
  });

  it('walks every page of every top-level category: home, offers, newest, the information pages, categories, brands seen and each product once', async () => {
    const { client, browseProducts } = catalogue(250);
    const map = await walkCatalogue(client);
    expect(browseProducts).toHaveBeenCalledTimes(3);
    // It walks the products only: no facets asked for (they cost a request a page on a large catalogue).
    for (const [input] of browseProducts.mock.calls) expect(input).toMatchObject({ facets: false, sortBy: 'Name' });
    expect(map.pages).toEqual([
      '/',
      '/ofertas',
      '/novedades',
      '/ayuda',
      '/envios-y-devoluciones',
      '/formas-de-pago',
      '/terminos-y-condiciones',
      '/privacidad',
      '/empresas',
      '/vender',
      '/categoria/tecnologia',
      '/categoria/laptops',
      '/marca/voltix',
    ]);
    expect(map.products).toHaveLength(250);
    expect(map.products[0]).toBe('/producto/producto-0');
  });

  it('pages a large catalogue into files of URLS_PER_SITEMAP products, and reuses one walk', async () => {
    const { client, loadNavigation } = catalogue(URLS_PER_SITEMAP + 10);
    const service = new SitemapService(() => client);
    const index = await (await service.answer(new URL('https://t/sitemap.xml'))).text();
    expect(Array.from(index.matchAll(/<loc>([^<]+)<\/loc>/g), (m) => m[1])).toEqual([
      'https://t/sitemap-paginas.xml',
      'https://t/sitemap-productos-1.xml',
      'https://t/sitemap-productos-2.xml',
    ]);
    const second = await (await service.answer(new URL('https://t/sitemap-productos-2.xml'))).text();
    expect(second.match(/<url>/g)).toHaveLength(10);
    expect((await service.answer(new URL('https://t/sitemap-productos-3.xml'))).status).toBe(404);
    expect(loadNavigation).toHaveBeenCalledTimes(1);
  });

  it('answers 503 while the catalogue cannot be walked, and tries again on the next request', async () => {
    const { client, loadNavigation } = catalogue(1);
    loadNavigation.mockRejectedValueOnce(new Error('API caída'));
    const service = new SitemapService(() => client);
    expect((await service.answer(new URL('https://t/sitemap.xml'))).status).toBe(503);
    expect((await service.answer(new URL('https://t/sitemap.xml'))).status).toBe(200);
  });
});
