import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_PAGE_PARTS as ALL_PRODUCT_PAGE_PARTS } from '../../src/domain/product/page-parts';
import { UseCaseError, type TiendaClient } from '../../src/index';
import { HOME_FIRST_SECTIONS, homeLoader, loadHomeLater } from '../../src/presentation/home/home.loader';
import { listingLoader } from '../../src/presentation/listing/listing.loader';
import { productLoader } from '../../src/presentation/product/product.loader';
import { RELATED_ITEMS } from '../../src/presentation/product/product-lists';
import { shellLoader } from '../../src/presentation/shell/shell.loader';
import { slugLoader } from '../../src/presentation/slug/slug.loader';
import type { SanitizedHtml } from '../../src/presentation/shared/sanitize';
import { page } from './page-fixture';

/** Loaders over a faked catalog namespace: only the use cases they call. */
function deps(catalog: Partial<Record<keyof TiendaClient['catalog'], ReturnType<typeof vi.fn>>>) {
  const sanitizeHtml = vi.fn((html: string) => `limpio:${html}` as SanitizedHtml);
  return { client: async () => ({ catalog }) as unknown as TiendaClient, sanitizeHtml };
}

const args = (url: string, params: Record<string, string> = {}) => ({ request: new Request(url), params, context: {} }) as never;

/** The status and body of a route failure a loader threw (react-router's `data(body, { status })`). */
function failure(error: unknown): { status: number; data: { cause: string; message: string } } {
  const thrown = error as { type?: string; data: { cause: string; message: string }; init?: { status?: number } };
  expect(thrown.type).toBe('DataWithResponseInit');
  return { status: thrown.init?.status ?? 200, data: thrown.data };
}

/** What a loader threw (a redirect Response or a route error response). */
async function thrown(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('the loader did not throw');
}

describe('productLoader', () => {
  it('asks for the parts the screen shows, once, and sanitises the description', async () => {
    const loadProductPage = vi.fn().mockResolvedValue(page());
    const d = deps({ loadProductPage });
    const data = await productLoader(d)(args('http://t/producto/audifonos-sonaria', { slug: 'audifonos-sonaria' }));
    expect(loadProductPage).toHaveBeenCalledTimes(1);
    // On the server (no document here): every part but those below the payment options (lists, reviews, questions),
    // which the browser reads as the shopper nears them.
    const later = ['COMPARE_TO', 'REVIEWS', 'QUESTIONS', 'BOUGHT_TOGETHER_PRODUCTS', 'RELATED_PRODUCTS', 'SUBSTITUTES'];
    expect(loadProductPage).toHaveBeenCalledWith({ id: 'audifonos-sonaria', include: ALL_PRODUCT_PAGE_PARTS.filter((part) => !later.includes(part)) });
    expect(data.later).toBe(true);
    expect(data.personal).toBe(false);
    expect(data.descriptionHtml).toBe(`limpio:${page().product.description_long}`);
    expect(d.sanitizeHtml).toHaveBeenCalledTimes(1);
  });

  it('cuts a client navigation\'s related row as the server\'s answer for the lists does', async () => {
    const full = page();
    const related = Array.from({ length: 12 }, (_, index) => ({ ...full.product, public_sku: `REL-${index}` }));
    const loadProductPage = vi.fn().mockResolvedValue({ ...full, related_products: related });
    vi.stubGlobal('document', {});
    try {
      const data = await productLoader(deps({ loadProductPage }))(args('http://t/producto/audifonos-sonaria', { slug: 'audifonos-sonaria' }));
      expect(data.page.related_products!.map((p) => p.public_sku)).toEqual(related.slice(0, RELATED_ITEMS).map((p) => p.public_sku));
      expect(RELATED_ITEMS).toBe(8);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads every part at once in the browser (a client navigation shows the lists with the page)', async () => {
    const loadProductPage = vi.fn().mockResolvedValue(page());
    vi.stubGlobal('document', {});
    try {
      const data = await productLoader(deps({ loadProductPage }))(args('http://t/producto/audifonos-sonaria', { slug: 'audifonos-sonaria' }));
      expect(loadProductPage).toHaveBeenCalledWith({ id: 'audifonos-sonaria', include: [...ALL_PRODUCT_PAGE_PARTS] });
      expect(data.later).toBe(false);
      expect(data.personal).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('redirects any other name of the product to its slug with 301', async () => {
    const error = await thrown(productLoader(deps({ loadProductPage: vi.fn().mockResolvedValue(page()) }))(args('http://t/producto/SKU-1', { slug: 'SKU-1' })));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(301);
    expect((error as Response).headers.get('Location')).toBe('/producto/audifonos-sonaria');
  });

  it.each([
    ['PRODUCT_NOT_FOUND', 404],
    ['notFound', 404],
    ['networkConnection', 503],
    ['apiCallFailed', 502],
    ['productPageMissingRequestedProperty', 502],
  ])('turns %s into a %i route error with a Spanish message', async (cause, status) => {
    const loadProductPage = vi.fn().mockRejectedValue(new UseCaseError(cause));
    const error = await thrown(productLoader(deps({ loadProductPage }))(args('http://t/producto/x', { slug: 'x' })));
    const response = failure(error);
    expect(response.status).toBe(status);
    expect(response.data.cause).toBe(cause);
    expect(response.data.message).not.toMatch(/Failed to fetch|Error desconocido/);
  });
});

describe('listingLoader', () => {
  it('reads the page and the order from the query, ignoring what is not one', async () => {
    const browseProducts = vi.fn().mockResolvedValue({ heading: {}, products: {}, pageCount: 1 });
    const loader = listingLoader(deps({ browseProducts }), 'brand');
    await loader(args('http://t/marca/sonaria?pagina=3&orden=PriceLowToHigh', { slug: 'sonaria' }));
    await loader(args('http://t/marca/sonaria?pagina=-2&orden=Nada', { slug: 'sonaria' }));
    const none = { categorySlug: null, brandSlugs: [], attributes: {}, ratingMin: null, fastShipping: false, onSale: false, priceMin: null, priceMax: null };
    expect(browseProducts.mock.calls).toEqual([
      [{ kind: 'brand', slug: 'sonaria', page: 3, sortBy: 'PriceLowToHigh', filter: none }],
      [{ kind: 'brand', slug: 'sonaria', page: 1, sortBy: undefined, filter: none }],
    ]);
  });

  it('passes the filter of the address, without `categoria` on a category page', async () => {
    const browseProducts = vi.fn().mockResolvedValue({ heading: { kind: 'brand' }, products: {}, pageCount: 1 });
    const query = '?categoria=audio&marca=sonaria&atributo=color:rojo&precio-min=50&precio-max=10&oferta=1';
    await listingLoader(deps({ browseProducts }), 'author')(args(`http://t/autor/ana${query}`, { slug: 'ana' }));
    await listingLoader(deps({ browseProducts }), 'category')(args(`http://t/categoria/libros${query}`, { slug: 'libros' }));
    const filter = { categorySlug: 'audio', brandSlugs: ['sonaria'], attributes: { color: ['rojo'] }, ratingMin: null, fastShipping: false, onSale: true, priceMin: 50, priceMax: null };
    expect(browseProducts.mock.calls.map(([input]) => input.filter)).toEqual([filter, { ...filter, categorySlug: null }]);
  });
});

describe('slugLoader', () => {
  it.each([
    [{ page_type: 'PRODUCT', slug: 'audifonos', id: 'SKU-9' }, 301, '/producto/audifonos'],
    [{ page_type: 'CATEGORY', slug: 'audio', id: '4' }, 301, '/categoria/audio'],
    [{ page_type: 'BRAND', slug: 'sonaria', id: null }, 301, '/marca/sonaria'],
    [{ page_type: 'OFFERS', slug: 'ofertas', id: null }, 302, '/ofertas'],
    [{ page_type: 'NEWEST', slug: 'Novedades', id: null }, 302, '/novedades'],
  ])('redirects %o with %i to %s', async (resolution, status, location) => {
    const resolveSlug = vi.fn().mockResolvedValue(resolution);
    const error = (await thrown(slugLoader(deps({ resolveSlug }))(args(`http://t/${resolution.slug}`, { slug: resolution.slug })))) as Response;
    expect(resolveSlug).toHaveBeenCalledWith(resolution.slug);
    expect(error.status).toBe(status);
    expect(error.headers.get('Location')).toBe(location);
  });

  it('answers 404 for NOT_FOUND', async () => {
    const resolveSlug = vi.fn().mockResolvedValue({ page_type: 'NOT_FOUND', slug: 'nada', id: null });
    const error = await thrown(slugLoader(deps({ resolveSlug }))(args('http://t/nada', { slug: 'nada' })));
    expect(failure(error).status).toBe(404);
  });
});

describe('homeLoader and shellLoader', () => {
  it('loads the home page once, and fails with a route error the server answers as 502', async () => {
    const loadHome = vi.fn().mockResolvedValueOnce({ sections: [], pinnedBanners: {} }).mockRejectedValueOnce(new UseCaseError('apiCallFailed'));
    const loader = homeLoader(deps({ loadHome }));
    expect(await loader()).toEqual({ sections: [], pinnedBanners: {} });
    const error = await thrown(loader());
    expect(failure(error).status).toBe(502);
  });

  it("renders the API's first page of sections on the server, and reads the rest page by page from where it stopped", async () => {
    const section = (id: number) => ({ section_id: id, type: 'BENEFITS', title: null, items: [{ id }] });
    const loadHome = vi
      .fn()
      // The server's render: page 1 only.
      .mockResolvedValueOnce({ sections: [1, 2, 3, 4, 5].map(section), pinnedBanners: { 1: [2] }, hasMoreSections: true })
      // /inicio/secciones: pages 2 and 3, the last one saying there is no more.
      .mockResolvedValueOnce({ sections: [6, 7, 8, 9, 10].map(section), pinnedBanners: {}, hasMoreSections: true })
      .mockResolvedValueOnce({ sections: [11, 12].map(section), pinnedBanners: { 12: [1, 3] }, hasMoreSections: false });
    const d = deps({ loadHome });
    const first = await homeLoader(d)();
    expect(loadHome).toHaveBeenNthCalledWith(1, { page: 1, pageSize: HOME_FIRST_SECTIONS });
    expect(first.sections.map((s) => s.section_id)).toEqual([1, 2, 3, 4, 5]);
    expect(first.later).toBe(true);
    const later = await loadHomeLater(d);
    expect(loadHome).toHaveBeenNthCalledWith(2, { page: 2, pageSize: HOME_FIRST_SECTIONS });
    expect(loadHome).toHaveBeenNthCalledWith(3, { page: 3, pageSize: HOME_FIRST_SECTIONS });
    expect(loadHome).toHaveBeenCalledTimes(3);
    expect(later.sections.map((s) => s.section_id)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(later.pinnedBanners).toEqual({ 12: [1, 3] });
    expect(later.hasMoreSections).toBe(false);
  });

  it('reads every section at once in the browser (a client navigation), with nothing left for later', async () => {
    const loadHome = vi.fn().mockResolvedValue({ sections: [], pinnedBanners: {}, hasMoreSections: false });
    vi.stubGlobal('document', {});
    try {
      const data = await homeLoader(deps({ loadHome }))();
      expect(loadHome).toHaveBeenCalledWith({});
      expect(data.later).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('gives the header its categories, or null (never a failed page) when they cannot be loaded', async () => {
    const loadNavigation = vi.fn().mockResolvedValueOnce([{ id: 1, name: 'Libros', slug: 'libros' }]).mockRejectedValueOnce(new UseCaseError('networkConnection'));
    const loader = shellLoader(deps({ loadNavigation }));
    expect(await loader()).toEqual({ categories: [{ id: 1, name: 'Libros', slug: 'libros' }] });
    expect(await loader()).toEqual({ categories: null });
  });
});
