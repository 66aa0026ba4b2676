import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_ORDERS, SUGGESTION_TYPES, type ProductSummary, type TiendaClient } from '../../src';
import { clientFor, startLocalApi, type RunningApi } from './support/local-api';

let api: RunningApi;
let client: TiendaClient;
beforeAll(async () => {
  api = await startLocalApi();
  client = clientFor(api).client;
  await client.start();
});
afterAll(async () => {
  await api?.stop();
});

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const prices = (products: ProductSummary[]) => products.map((product) => product.price);

describe('search against the real local API', () => {
  it('folds accents: "cafe" finds the café products of the demo seed, with facets counting the same results', async () => {
    const view = await client.search.search({ query: 'cafe', pageSize: 100 });
    const titles = view.results.products.map((product) => product.title);
    expect(titles).toContain('Café frío en lata 250 ml');
    expect(titles.filter((title) => title.includes('café') || title.includes('Café')).length).toBeGreaterThanOrEqual(3);
    expect(view.results.total_count).toBe(view.results.products.length);
    expect(view.filters.total_count).toBe(view.results.total_count);
    const brandCount = view.filters.brands.reduce((sum, facet) => sum + facet.count, 0);
    expect(brandCount).toBeLessThanOrEqual(view.results.total_count);
    expect(view.results.message).toBeNull();
    expect(view.pageCount).toBe(1);
  });

  it('has facet counts that match the results once a facet is chosen', async () => {
    const all = await client.search.search({ query: 'audifonos' });
    const brand = all.filters.brands[0]!;
    const narrowed = await client.search.search({ query: 'audifonos', filter: { brandSlugs: [brand.brand.slug] }, pageSize: 100 });
    expect(narrowed.results.total_count).toBe(brand.count);
    expect(narrowed.filters.total_count).toBe(brand.count);
    expect(narrowed.results.products.every((product) => product.brand?.slug === brand.brand.slug)).toBe(true);
    const attribute = all.filters.attributes[0]!;
    const value = attribute.values[0]!;
    const byValue = await client.search.search({ query: 'audifonos', filter: { attributes: { [attribute.slug]: [value.slug] } } });
    expect(byValue.results.total_count).toBe(value.count);
    expect(byValue.filters.total_count).toBe(value.count);
  });

  it('pages and sorts results, and says in Spanish when nothing matched', async () => {
    const cheap = await client.search.search({ query: 'audifonos', sort: 'PriceLowToHigh', pageSize: 5 });
    expect(prices(cheap.results.products)).toEqual([...prices(cheap.results.products)].sort((a, b) => a - b));
    expect(cheap.pageCount).toBe(Math.ceil(cheap.results.total_count / 5));
    const second = await client.search.search({ query: 'audifonos', sort: 'PriceLowToHigh', pageSize: 5, page: 2 });
    expect(second.results.page).toBe(2);
    expect(Math.min(...prices(second.results.products))).toBeGreaterThanOrEqual(Math.max(...prices(cheap.results.products)));
    const none = await client.search.search({ query: 'zzzqqqxxx' });
    expect(none.results.total_count).toBe(0);
    expect(none.results.message).toContain('No encontramos productos para «zzzqqqxxx»');
    expect(none.pageCount).toBe(1);
  });

  it('asks for an image rendition the API serves', async () => {
    const view = await client.search.search({ query: 'cafe', imageWidth: 280, pageSize: 3 });
    const urls = view.results.products.flatMap((product) => product.main_image?.urls ?? []);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((entry) => entry.width == null || entry.width >= 280)).toBe(true);
  });

  it('rejects a query over 200 characters with apiCallFailed and a Spanish message', async () => {
    const error = await client.search.search({ query: 'a'.repeat(201) }).catch((failure: unknown) => failure);
    expect(error).toMatchObject({ cause: 'apiCallFailed' });
    expect((error as { apiMessage: string }).apiMessage).toContain('como máximo 200 caracteres');
  });

  it('suggests text, brands, categories and products with highlight ranges, at most 8', async () => {
    const caf = (await client.search.suggest('caf'))!;
    const aud = (await client.search.suggest('aud'))!;
    for (const list of [caf, aud]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.length).toBeLessThanOrEqual(8);
      for (const suggestion of list) {
        expect(SUGGESTION_TYPES).toContain(suggestion.type);
        expect(suggestion.type).not.toBe('UNKNOWN');
        expect(suggestion.highlight.length).toBeGreaterThan(0);
        for (const [start, end] of suggestion.highlight) {
          expect(0 <= start && start < end && end <= suggestion.text.length).toBe(true);
        }
        if (suggestion.type !== 'TEXT') expect(suggestion.slug).toMatch(/^[a-z0-9-]+$/);
      }
    }
    expect(new Set([...caf, ...aud].map((suggestion) => suggestion.type))).toEqual(new Set(['TEXT', 'BRAND', 'CATEGORY', 'PRODUCT']));
    const brand = caf.find((suggestion) => suggestion.type === 'BRAND')!;
    expect([brand.text, brand.slug]).toEqual(['Café Altiplano', 'cafe-altiplano']);
    const [start, end] = brand.highlight[0]!;
    expect(fold(brand.text.slice(start, end))).toBe('caf');
    expect(await client.search.suggest('  ')).toEqual([]);
  });

  it('answers an aborted suggestion with null', async () => {
    const controller = new AbortController();
    const pending = client.search.suggest('cafe', { signal: controller.signal });
    controller.abort();
    expect(await pending).toBeNull();
  });
});

describe('slugs, listings and sections against the real local API', () => {
  it('resolves all 7 page kinds', async () => {
    const book = (await client.search.search({ query: 'los misterios del cafe' })).results.products.find((product) => product.type === 'BOOK')!;
    const page = await client.catalog.loadProductPage({ id: book.public_sku, include: [] });
    const authorSlug = page.product.author!.slug;
    const resolutions = await Promise.all(
      [book.slug, 'audio', 'sonaria', authorSlug, 'ofertas', 'novedades', 'no-existe-esta-pagina'].map((slug) => client.catalog.resolveSlug(slug)),
    );
    expect(resolutions.map((resolution) => resolution.page_type)).toEqual(['PRODUCT', 'CATEGORY', 'BRAND', 'AUTHOR', 'OFFERS', 'NEWEST', 'NOT_FOUND']);
    expect(resolutions[0]!.id).toBe(book.public_sku);
  });

  it.each(SORT_ORDERS)('browses a category sorted by %s', async (sortBy) => {
    const view = await client.catalog.browseProducts({ kind: 'category', slug: 'tecnologia', sortBy, pageSize: 40 });
    expect(view.products.products.length).toBeGreaterThan(1);
    expect(view.filters.total_count).toBe(view.products.total_count);
    const listed = prices(view.products.products);
    if (sortBy === 'PriceLowToHigh') expect(listed).toEqual([...listed].sort((a, b) => a - b));
    if (sortBy === 'PriceHighToLow') expect(listed).toEqual([...listed].sort((a, b) => b - a));
    if (sortBy === 'Name') {
      const names = view.products.products.map((product) => fold(product.title));
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    }
  });

  it('browses with every filter: each product keeps to it, and the facets count the same products', async () => {
    const base = await client.catalog.browseProducts({ kind: 'category', slug: 'tecnologia', pageSize: 100 });
    const brand = base.filters.brands[0]!.brand.slug;
    const cases = [
      { filter: { brandSlugs: [brand] }, check: (product: ProductSummary) => product.brand?.slug === brand },
      { filter: { onSale: true }, check: (product: ProductSummary) => product.is_on_sale },
      { filter: { ratingMin: 4 }, check: (product: ProductSummary) => (product.average_rating ?? 0) >= 4 },
      { filter: { priceMin: 200, priceMax: 2000 }, check: (product: ProductSummary) => product.price >= 200 && product.price <= 2000 },
      // Fast shipping is not a field of the summary: the count (fewer, and the facets' own) is what is checked.
      { filter: { fastShipping: true }, check: () => true },
    ];
    // On a category page the page's category applies, whatever filter.categorySlug says.
    const ignored = await client.catalog.browseProducts({ kind: 'category', slug: 'tecnologia', pageSize: 100, filter: { categorySlug: 'libros' } });
    expect(ignored.products.total_count).toBe(base.products.total_count);
    const sub = await client.catalog.browseProducts({ kind: 'category', slug: 'audio', pageSize: 100 });
    expect(sub.products.total_count).toBeLessThan(base.products.total_count);
    expect(sub.filters.total_count).toBe(sub.products.total_count);
    for (const { filter, check } of cases) {
      const view = await client.catalog.browseProducts({ kind: 'category', slug: 'tecnologia', pageSize: 100, filter });
      expect(view.products.total_count, JSON.stringify(filter)).toBeLessThan(base.products.total_count);
      expect(view.products.products.every(check), JSON.stringify(filter)).toBe(true);
      expect(view.filters.total_count, JSON.stringify(filter)).toBe(view.products.total_count);
    }
  });

  it('narrows a listing by an attribute value, as its facet counted', async () => {
    const base = await client.catalog.browseProducts({ kind: 'category', slug: 'tecnologia' });
    const attribute = base.filters.attributes[0]!;
    const value = attribute.values[0]!;
    const view = await client.catalog.browseProducts({ kind: 'category', slug: 'tecnologia', filter: { attributes: { [attribute.slug]: [value.slug] } } });
    expect(view.filters.total_count).toBe(value.count);
    expect(view.products.total_count).toBe(value.count);
  });

  it('narrows a brand page by a category and an author page by its filters, with facets', async () => {
    const brand = await client.catalog.browseProducts({ kind: 'brand', slug: 'sonaria' });
    expect(brand.filters.total_count).toBe(brand.products.total_count);
    const category = brand.filters.category_navigator.children[0] ?? brand.filters.suggested_categories[0]!;
    const narrowed = await client.catalog.browseProducts({ kind: 'brand', slug: 'sonaria', filter: { categorySlug: category.slug } });
    expect(narrowed.products.total_count).toBeLessThanOrEqual(brand.products.total_count);
    expect(narrowed.filters.total_count).toBe(narrowed.products.total_count);
    const book = (await client.search.search({ query: 'los misterios del cafe' })).results.products.find((product) => product.type === 'BOOK')!;
    const author = (await client.catalog.loadProductPage({ id: book.public_sku, include: [] })).product.author!.slug;
    const byAuthor = await client.catalog.browseProducts({ kind: 'author', slug: author });
    expect(byAuthor.products.total_count).toBeGreaterThan(0);
    expect(byAuthor.filters.total_count).toBe(byAuthor.products.total_count);
  });

  it("opens a section with the first call's defaults, then pages, sorts and filters it", async () => {
    const first = await client.catalog.loadSection('7');
    expect(first.detail.section.type).toBe('PRODUCTS_GRID');
    expect(first.detail.section.items.length).toBe(first.detail.page_size);
    expect(first.pageCount).toBe(Math.ceil(first.detail.section.total_count! / first.detail.page_size));
    expect(first.filters.total_count).toBe(first.detail.section.total_count);
    const cheap = await client.catalog.loadSection('7', { page: 2, sort: 'PriceLowToHigh' });
    expect(cheap.detail.page).toBe(2);
    const listed = cheap.detail.section.items.map((item) => (item as { product: ProductSummary }).product.price);
    expect(listed).toEqual([...listed].sort((a, b) => a - b));
    const brand = first.filters.brands[0]!;
    const filtered = await client.catalog.loadSection('7', { filter: { brandSlugs: [brand.brand.slug] } });
    expect(filtered.detail.section.total_count).toBe(brand.count);
    expect(filtered.filters.total_count).toBe(brand.count);
  });

  it('lists the recently viewed products, newest first', async () => {
    const fresh = clientFor(api).client;
    await fresh.start();
    expect(await fresh.catalog.recentlyViewed()).toEqual([]);
    const found = (await fresh.search.search({ query: 'cafe', pageSize: 2 })).results.products;
    for (const product of found) await fresh.catalog.loadProductPage({ id: product.public_sku, include: [] });
    expect((await fresh.catalog.recentlyViewed()).map((product) => product.public_sku)).toEqual(found.map((product) => product.public_sku).reverse());
  });
});
