import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousClient, failureOf } from '../../mocks/client';
import { filterOptions, sectionDetail } from '../../mocks/fixtures';
import { sectionFilterHandler, sectionHandler, sectionHandlers } from '../../mocks/handlers/catalog';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

const client = anonymousClient;
const queryOf = (entry: { query: URLSearchParams }) => Object.fromEntries(entry.query);

describe('LoadSectionUseCase', () => {
  it('makes the first call with page 0, size 0 and sort Name (spec section 9), with the facets in parallel, and counts the pages', async () => {
    server.use(...sectionHandlers(sectionDetail(24, 49)));
    const tienda = await client();
    const view = await tienda.catalog.loadSection('7');
    expect(view.detail.section.title).toBe('Recomendados para ti');
    expect(view.detail.section.items).toHaveLength(24);
    expect(view.pageCount).toBe(3);
    expect(queryOf(requests.single('GET', '/page/section/7'))).toEqual({ page: '0', page_size: '0', sort_by: 'Name' });
    expect(queryOf(requests.single('GET', '/page/section/7/filter'))).toEqual({});
    expect(view.filters.brands.map((facet) => [facet.brand.slug, facet.count])).toEqual([['sonido', 1]]);
    expect(view.filters.price_range).toEqual({ min: 199, max: 199 });
  });

  it('passes the page and a known sort order, and replaces an unknown one by name', async () => {
    server.use(...sectionHandlers());
    const tienda = await client();
    await tienda.catalog.loadSection('ofertas-relampago', { page: 2, sort: 'PriceLowToHigh' });
    await tienda.catalog.loadSection('ofertas-relampago', { sort: 'Cheapest' as never });
    const [first, second] = requests.filter('GET', '/page/section/ofertas-relampago').map(queryOf);
    expect(first).toEqual({ page: '2', page_size: '24', sort_by: 'PriceLowToHigh' });
    expect(second).toEqual({ page: '1', page_size: '24', sort_by: 'Name' });
  });

  it('sends the filter to the section and to its facets', async () => {
    server.use(...sectionHandlers());
    const tienda = await client();
    await tienda.catalog.loadSection('7', {
      filter: { categorySlug: 'audio', brandSlugs: ['sonido', 'bajo'], attributes: { color: ['negro'] }, ratingMin: 4, fastShipping: true, onSale: true, priceMin: 10, priceMax: 500 },
    });
    const filter = {
      category_slug: 'audio',
      brand_slugs: 'sonido,bajo',
      attributes: 'color:negro',
      rating_min: '4',
      fast_shipping: 'true',
      on_sale: 'true',
      price_min: '10',
      price_max: '500',
    };
    expect(queryOf(requests.single('GET', '/page/section/7'))).toEqual({ ...filter, page: '1', page_size: '24', sort_by: 'Name' });
    expect(queryOf(requests.single('GET', '/page/section/7/filter'))).toEqual(filter);
  });

  it('counts the pages of the first call at the page size the server answered', async () => {
    server.use(...sectionHandlers(sectionDetail(10, 25, { page_size: 10 })));
    const tienda = await client();
    expect((await tienda.catalog.loadSection('7')).pageCount).toBe(3);
  });

  it.each([0, -1, 1.5])('refuses page %s with invalidPage without any request', async (page) => {
    const tienda = await client();
    const error = await failureOf(tienda.catalog.loadSection('7', { page }));
    expect(error.cause).toBe('invalidPage');
    expect(requests.total).toBe(0);
  });

  it('fails with notFound for an unknown section', async () => {
    server.use(
      http.get(url('/page/section/:id'), () => HttpResponse.json({ cause: 'notFound', message: 'La sección no existe.' }, { status: 404 })),
      sectionFilterHandler(),
    );
    const tienda = await client();
    const error = await failureOf(tienda.catalog.loadSection('999'));
    expect(error.cause).toBe('notFound');
    expect(requests.count('GET', '/page/section/999')).toBe(1);
  });

  it('fails, reported once, when the facets fail', async () => {
    server.use(sectionHandler(), http.get(url('/page/section/:id/filter'), () => HttpResponse.json({ cause: 'apiCallFailed', message: 'Falló.' }, { status: 500 })));
    const tienda = await client();
    const reported: string[] = [];
    tienda.errors$.subscribe((error) => reported.push(error.cause));
    const error = await failureOf(tienda.catalog.loadSection('7'));
    expect(error.cause).toBe('apiCallFailed');
    expect(reported).toEqual(['apiCallFailed']);
  });

  it("fails with schemaValidationError naming 'SectionDetail' for a malformed answer", async () => {
    server.use(...sectionHandlers({ section: { section_id: 7, type: 'PRODUCTS_GRID', items: [{ id: 1 }] }, page_size: 24 }));
    const tienda = await client();
    const error = await failureOf(tienda.catalog.loadSection('7'));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.message).toContain('SectionDetail');
  });

  it("fails with schemaValidationError naming 'FilterOptions' for malformed facets", async () => {
    server.use(...sectionHandlers(sectionDetail(), filterOptions({ brands: [{ brand: { slug: 'x' }, count: 'uno' }] })));
    const tienda = await client();
    const error = await failureOf(tienda.catalog.loadSection('7'));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.message).toContain('FilterOptions');
  });
});
