import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousClient, failureOf } from '../../mocks/client';
import { filterOptions, productList, productSummary } from '../../mocks/fixtures';
import { authorHandler, brandHandler, categoryHandler, listingFilterHandler, listingHandlers, productListHandler } from '../../mocks/handlers/catalog';
import { requests, server, setupMsw, url } from '../../mocks/server';
import { emptyFilterOptions } from '../../../src/domain/catalog/filters';

setupMsw();

const client = anonymousClient;

describe('BrowseProductsUseCase', () => {
  it('fetches a category heading and its products, filtered by category_slug', async () => {
    server.use(...listingHandlers());
    const tienda = await client();
    const view = await tienda.catalog.browseProducts({ kind: 'category', slug: 'audio' });
    expect(view.heading).toMatchObject({ kind: 'category', tree: { current: { slug: 'audio' } } });
    expect(view.products.products).toHaveLength(1);
    expect(view.pageCount).toBe(1);
    expect(requests.count('GET', '/category/audio')).toBe(1);
    expect(Object.fromEntries(requests.single('GET', '/product').query)).toEqual({ page: '1', page_size: '24', category_slug: 'audio' });
  });

  it('leaves the facets out when asked (facets: false): no GET /search/filter, empty filters', async () => {
    server.use(...listingHandlers());
    const tienda = await client();
    const view = await tienda.catalog.browseProducts({ kind: 'category', slug: 'audio', facets: false });
    expect(view.products.products).toHaveLength(1);
    expect(requests.count('GET', '/product')).toBe(1);
    expect(requests.count('GET', '/search/filter')).toBe(0);
    expect(view.filters).toEqual(emptyFilterOptions());
    await tienda.catalog.browseProducts({ kind: 'category', slug: 'audio' });
    expect(requests.count('GET', '/search/filter')).toBe(1);
  });

  it('filters a brand listing by brand_slugs and an author listing by author_slug', async () => {
    server.use(...listingHandlers());
    const tienda = await client();
    const brand = await tienda.catalog.browseProducts({ kind: 'brand', slug: 'sonido', sortBy: 'PriceLowToHigh', onSale: true, priceMin: 100, priceMax: 500 });
    expect(brand.heading).toMatchObject({ kind: 'brand', brand: { slug: 'sonido' } });
    await tienda.catalog.browseProducts({ kind: 'author', slug: 'miguel-angel-asturias', page: 2 });
    const [brandQuery, authorQuery] = requests.filter('GET', '/product').map((entry) => Object.fromEntries(entry.query));
    expect(brandQuery).toEqual({ page: '1', page_size: '24', brand_slugs: 'sonido', sort_by: 'PriceLowToHigh', on_sale: 'true', price_min: '100', price_max: '500' });
    expect(authorQuery).toEqual({ page: '2', page_size: '24', author_slug: 'miguel-angel-asturias' });
    expect(requests.count('GET', '/brand/sonido')).toBe(1);
    expect(requests.count('GET', '/author/miguel-angel-asturias')).toBe(1);
  });

  it('leaves out a sort order it does not know', async () => {
    server.use(...listingHandlers());
    const tienda = await client();
    await tienda.catalog.browseProducts({ kind: 'category', slug: 'audio', sortBy: 'Cheapest' as never });
    expect(requests.single('GET', '/product').query.has('sort_by')).toBe(false);
  });

  it('counts the pages at the page size', async () => {
    server.use(productListHandler(productList([productSummary()], { total_count: 49 })), ...listingHandlers());
    const tienda = await client();
    expect((await tienda.catalog.browseProducts({ kind: 'category', slug: 'audio' })).pageCount).toBe(3);
  });

  it.each([0, -1, 1.5])('refuses page %s with invalidPage without any request', async (page) => {
    const tienda = await client();
    const error = await failureOf(tienda.catalog.browseProducts({ kind: 'category', slug: 'audio', page }));
    expect(error.cause).toBe('invalidPage');
    expect(error.apiMessage).toBe('La página debe ser 1 o mayor.');
    expect(requests.total).toBe(0);
  });

  it.each([0, 101])('refuses page size %s with invalidPage without any request', async (pageSize) => {
    const tienda = await client();
    const error = await failureOf(tienda.catalog.browseProducts({ kind: 'brand', slug: 'sonido', pageSize }));
    expect(error.cause).toBe('invalidPage');
    expect(error.apiMessage).toBe('El tamaño de página debe estar entre 1 y 100.');
    expect(requests.total).toBe(0);
  });

  it('accepts a page size of 100', async () => {
    server.use(...listingHandlers());
    const tienda = await client();
    await tienda.catalog.browseProducts({ kind: 'brand', slug: 'sonido', pageSize: 100 });
    expect(requests.single('GET', '/product').query.get('page_size')).toBe('100');
  });

  it('fails with notFound when the category does not exist', async () => {
    server.use(http.get(url('/category/:slug'), () => new HttpResponse(null, { status: 404 })), ...listingHandlers());
    const tienda = await client();
    expect((await failureOf(tienda.catalog.browseProducts({ kind: 'category', slug: 'nada' }))).cause).toBe('notFound');
  });

  describe('filters (issue 10)', () => {
    const everyFilter = {
      categorySlug: 'audifonos',
      brandSlugs: ['sonido', 'bajo'],
      attributes: { color: ['negro', 'azul'], conectividad: ['bluetooth'] },
      ratingMin: 4,
      fastShipping: true,
      onSale: true,
      priceMin: 100,
      priceMax: 500.5,
    };
    const queryOf = (entry: { query: URLSearchParams }) => Object.fromEntries(entry.query);

    it('sends every filter to GET /product and the same, with an empty query, to GET /search/filter, in parallel', async () => {
      // Each answer waits until all three requests have arrived: sent one after another, they never would (the test fails).
      let inFlight = 0;
      let most = 0;
      let allArrived!: () => void;
      const together = new Promise<void>((resolve) => (allArrived = resolve));
      const slow = (answer: unknown) => async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        if (most === 3) allArrived();
        await together;
        inFlight--;
        return HttpResponse.json(answer as Record<string, unknown>);
      };
      server.use(
        http.get(url('/product'), slow(productList())),
        http.get(url('/search/filter'), slow({ query: '', ...filterOptions({ total_count: 1 }) })),
        http.get(url('/author/:slug'), slow({ name: 'Miguel Ángel Asturias', slug: 'miguel-angel-asturias' })),
      );
      const tienda = await client();
      const view = await tienda.catalog.browseProducts({ kind: 'author', slug: 'miguel-angel-asturias', sortBy: 'PriceHighToLow', filter: everyFilter });
      const filter = {
        category_slug: 'audifonos',
        brand_slugs: 'sonido,bajo',
        attributes: 'color:negro,color:azul,conectividad:bluetooth',
        rating_min: '4',
        fast_shipping: 'true',
        on_sale: 'true',
        price_min: '100',
        price_max: '500.5',
        author_slug: 'miguel-angel-asturias',
      };
      expect(queryOf(requests.single('GET', '/product'))).toEqual({ ...filter, page: '1', page_size: '24', sort_by: 'PriceHighToLow' });
      expect(queryOf(requests.single('GET', '/search/filter'))).toEqual({ ...filter, query: '', include_out_of_stock: 'true' });
      expect(most).toBe(3);
      expect(view.filters.total_count).toBe(1);
      expect(view.filters.attributes).toEqual([{ name: 'Color', slug: 'color', values: [{ value: 'Negro', slug: 'negro', count: 1 }] }]);
      expect(view.filters.brands[0]).toMatchObject({ brand: { slug: 'sonido' }, count: 1, rating_stats: { average_rating: 4.5, rating_count: 12 } });
    });

    it("keeps a category page's own category and a brand page's own brand, whatever the filter says", async () => {
      server.use(...listingHandlers());
      const tienda = await client();
      await tienda.catalog.browseProducts({ kind: 'category', slug: 'audio', filter: { categorySlug: 'libros', brandSlugs: ['sonido'] } });
      await tienda.catalog.browseProducts({ kind: 'brand', slug: 'sonido', filter: { categorySlug: 'audio', brandSlugs: ['otra'] } });
      const [category, brand] = requests.filter('GET', '/product').map(queryOf);
      expect(category).toEqual({ page: '1', page_size: '24', category_slug: 'audio', brand_slugs: 'sonido' });
      expect(brand).toEqual({ page: '1', page_size: '24', category_slug: 'audio', brand_slugs: 'sonido' });
      const [categoryFacets, brandFacets] = requests.filter('GET', '/search/filter').map(queryOf);
      expect(categoryFacets).toEqual({ query: '', category_slug: 'audio', brand_slugs: 'sonido', include_out_of_stock: 'true' });
      expect(brandFacets).toEqual({ query: '', category_slug: 'audio', brand_slugs: 'sonido', include_out_of_stock: 'true' });
    });

    it.each(['Relevance', 'Rating', 'PriceLowToHigh', 'PriceHighToLow', 'Popularity', 'Name', 'CreationDate'] as const)('sends the sort order %s', async (sortBy) => {
      server.use(...listingHandlers());
      const tienda = await client();
      await tienda.catalog.browseProducts({ kind: 'category', slug: 'audio', sortBy });
      expect(requests.single('GET', '/product').query.get('sort_by')).toBe(sortBy);
    });

    it('lets the filter win over the older onSale/priceMin/priceMax inputs, and leaves out false flags and empty lists', async () => {
      server.use(...listingHandlers());
      const tienda = await client();
      await tienda.catalog.browseProducts({
        kind: 'category',
        slug: 'audio',
        onSale: true,
        priceMin: 1,
        priceMax: 2,
        filter: { onSale: false, priceMin: 50, brandSlugs: [], attributes: { color: [] }, fastShipping: false, ratingMin: null },
      });
      expect(queryOf(requests.single('GET', '/product'))).toEqual({ page: '1', page_size: '24', category_slug: 'audio', price_min: '50', price_max: '2' });
    });

    it('fails, reported once, when the facets fail', async () => {
      server.use(
        productListHandler(),
        categoryHandler(),
        brandHandler(),
        authorHandler(),
        http.get(url('/search/filter'), () => HttpResponse.json({ cause: 'apiCallFailed', message: 'Falló el filtro.' }, { status: 500 })),
      );
      const tienda = await client();
      const reported: string[] = [];
      tienda.errors$.subscribe((error) => reported.push(error.cause));
      const error = await failureOf(tienda.catalog.browseProducts({ kind: 'category', slug: 'audio' }));
      expect([error.cause, error.apiMessage]).toEqual(['apiCallFailed', 'Falló el filtro.']);
      expect(reported).toEqual(['apiCallFailed']);
    });

    it('reads facets with missing optional parts as empty', async () => {
      server.use(productListHandler(), categoryHandler(), listingFilterHandler({ total_count: 3 }));
      const tienda = await client();
      const view = await tienda.catalog.browseProducts({ kind: 'category', slug: 'audio' });
      expect(view.filters).toEqual({
        total_count: 3,
        category_navigator: { current: null, parent: null, children: [], breadcrumbs: [] },
        suggested_categories: [],
        brands: [],
        attributes: [],
        price_range: null,
      });
    });
  });
});
