import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anonymousClient, failureOf } from '../../mocks/client';
import { productList, productSummary } from '../../mocks/fixtures';
import { listingHandlers, productListHandler } from '../../mocks/handlers/catalog';
import { requests, server, setupMsw, url } from '../../mocks/server';

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
});
