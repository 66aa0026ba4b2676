import type { Category, TiendaClient } from '../../index';
import { INFO_PAGES } from '../info/info-pages';
import { productPath } from '../product/product-path';
import { escapeHtml } from './html';

/** URLs per sitemap file; the protocol allows 50,000, smaller files are kinder to crawlers and to the API. */
export const URLS_PER_SITEMAP = 5_000;
/** Products per listing call while walking the catalogue (the API's maximum page size). */
const PAGE_SIZE = 100;
/** How long a walk of the catalogue is reused. */
const CACHE_MS = 10 * 60_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string | null;
}

/** A `<urlset>` document. */
export function sitemapXml(urls: SitemapUrl[]): string {
  const items = urls
    .map((url) => `<url><loc>${escapeHtml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeHtml(url.lastmod)}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</urlset>`;
}

/** A `<sitemapindex>` document. */
export function sitemapIndexXml(locs: string[]): string {
  const items = locs.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /carrito', 'Disallow: /cuenta', 'Disallow: /ingresar', 'Disallow: /buscar', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** What a walk of the catalogue found: paths only, so one walk serves any origin. */
export interface CatalogueMap {
  pages: string[];
  products: string[];
}

/** The paths of the store: home, the information pages, every category and its children, every brand seen, every product (once). */
export async function walkCatalogue(client: TiendaClient): Promise<CatalogueMap> {
  const roots: Category[] = await client.catalog.loadNavigation();
  const categories = new Set<string>();
  const brands = new Set<string>();
  const products = new Set<string>();
  for (const root of roots) {
    categories.add(root.slug);
    for (let page = 1, pages = 1; page <= pages; page++) {
      const listing = await client.catalog.browseProducts({ kind: 'category', slug: root.slug, page, pageSize: PAGE_SIZE, sortBy: 'Name', facets: false });
      pages = listing.pageCount;
      if (listing.heading.kind === 'category') for (const child of listing.heading.tree.children) categories.add(child.slug);
      for (const product of listing.products.products) {
        products.add(productPath(product));
        if (product.brand?.slug) brands.add(product.brand.slug);
      }
    }
  }
  const enc = encodeURIComponent;
  return {
    pages: ['/', '/ofertas', '/novedades', ...INFO_PAGES.map((page) => `/${page.path}`), '/empresas', '/vender', ...[...categories].map((slug) => `/categoria/${enc(slug)}`), ...[...brands].sort().map((slug) => `/marca/${enc(slug)}`)],
    products: [...products],
  };
}

// How long caches keep these is the web handler's (entry-server.tsx CACHE_CONTROL.crawler), with their ETag.
const XML = { 'Content-Type': 'application/xml; charset=utf-8' };

/**
 * /sitemap.xml (an index), /sitemap-paginas.xml (home, offers, newest, categories, brands)
 * and /sitemap-productos-N.xml (products, URLS_PER_SITEMAP per file), and
 * /robots.txt. One walk of the catalogue is reused for CACHE_MS.
 */
export class SitemapService {
  private cached: { at: number; map: Promise<CatalogueMap> } | null = null;

  constructor(
    private readonly client: () => TiendaClient,
    private readonly now: () => number = Date.now,
  ) {}

  private map(): Promise<CatalogueMap> {
    if (!this.cached || this.now() - this.cached.at > CACHE_MS) {
      const map = walkCatalogue(this.client());
      this.cached = { at: this.now(), map };
      // A failed walk is not kept: the next request tries again.
      map.catch(() => {
        if (this.cached?.map === map) this.cached = null;
      });
    }
    return this.cached.map;
  }

  robots(origin: string): Response {
    return new Response(robotsTxt(origin), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }

  /** The sitemap file `url` names, its URLs on `origin` (the store's public origin). */
  async answer(url: URL, origin: string = url.origin): Promise<Response> {
    let map: CatalogueMap;
    try {
      map = await this.map();
    } catch {
      return new Response('El mapa del sitio no está disponible ahora.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' } });
    }
    const absolute = (path: string) => `${origin}${path}`;
    if (url.pathname === '/sitemap.xml') {
      const files = Math.max(1, Math.ceil(map.products.length / URLS_PER_SITEMAP));
      const locs = [absolute('/sitemap-paginas.xml'), ...Array.from({ length: files }, (_, i) => absolute(`/sitemap-productos-${i + 1}.xml`))];
      return new Response(sitemapIndexXml(locs), { headers: XML });
    }
    if (url.pathname === '/sitemap-paginas.xml') return new Response(sitemapXml(map.pages.map((path) => ({ loc: absolute(path) }))), { headers: XML });
    const page = /^\/sitemap-productos-(\d+)\.xml$/.exec(url.pathname);
    const n = page ? Number(page[1]) : 0;
    const slice = map.products.slice((n - 1) * URLS_PER_SITEMAP, n * URLS_PER_SITEMAP);
    if (n < 1 || (n > 1 && slice.length === 0)) return new Response('No encontrado', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return new Response(sitemapXml(slice.map((path) => ({ loc: absolute(path) }))), { headers: XML });
  }
}
