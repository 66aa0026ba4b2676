import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { HttpCatalogRepository } from '../../../src/data/catalog/http-catalog.repository';
import { ApiClient } from '../../../src/data/http/api-client';
import { FakeSessionSource, RecordingLogger } from '../../mocks/doubles';
import { productList, productSummary } from '../../mocks/fixtures';
import { failureOf } from '../../mocks/client';
import { authorHandler, brandHandler, categoryHandler, categoryRootHandler, homeHandler, productListHandler, productPageHandler, slugHandler } from '../../mocks/handlers/catalog';
import { API, requests, server, setupMsw } from '../../mocks/server';

setupMsw();

const repository = () => new HttpCatalogRepository(new ApiClient({ baseURL: API, sessions: new FakeSessionSource('tok'), logger: new RecordingLogger() }));

describe('HttpCatalogRepository', () => {
  it('asks GET /page/{kind} with page and page_size', async () => {
    server.use(homeHandler(undefined, 'offers'));
    const page = await repository().getSectionsPage('offers', 2, 10);
    expect(page.sections).toHaveLength(9);
    const sent = requests.single('GET', '/page/offers');
    expect(sent.query.get('page')).toBe('2');
    expect(sent.query.get('page_size')).toBe('10');
  });

  it('resolves a slug with GET /slug/{slug}', async () => {
    server.use(slugHandler({ audifonos: { page_type: 'CATEGORY', slug: 'audifonos', id: null } }));
    await expect(repository().resolveSlug('audifonos')).resolves.toEqual({ page_type: 'CATEGORY', slug: 'audifonos', id: null });
    expect(requests.count('GET', '/slug/audifonos')).toBe(1);
  });

  it('reads the category root, a category, a brand and an author from their paths', async () => {
    server.use(categoryRootHandler(), categoryHandler(), brandHandler(), authorHandler());
    const catalog = repository();
    expect((await catalog.getCategoryRoot()).current).toBeNull();
    expect((await catalog.getCategory('audio')).current?.slug).toBe('audio');
    expect((await catalog.getBrand('sonido')).slug).toBe('sonido');
    expect((await catalog.getAuthor('miguel-angel-asturias')).slug).toBe('miguel-angel-asturias');
    expect(requests.describe()).toBe('GET /category/root, GET /category/audio, GET /brand/sonido, GET /author/miguel-angel-asturias');
  });

  it('sends listing filters as query parameters', async () => {
    server.use(productListHandler());
    await repository().listProducts({ page: 2, page_size: 24, brand_slugs: ['sonido', 'otra'], on_sale: true, sort_by: 'PriceLowToHigh' });
    const query = requests.single('GET', '/product').query;
    expect(Object.fromEntries(query)).toEqual({ page: '2', page_size: '24', brand_slugs: 'sonido,otra', on_sale: 'true', sort_by: 'PriceLowToHigh' });
  });

  it('sends the product page query with include and image widths joined by commas', async () => {
    server.use(productPageHandler());
    await repository().getProductPage('SKU-1', { include: ['PRODUCT', 'REVIEWS'], page: 1, page_size: 5, image_min_widths: [500, 2500] });
    const query = requests.single('GET', '/page/product/SKU-1').query;
    expect(query.get('include')).toBe('PRODUCT,REVIEWS');
    expect(query.get('image_min_widths')).toBe('500,2500');
  });

  it("names the 'ProductList' shape when a product's price is a string", async () => {
    server.use(productListHandler(productList([productSummary({ price: '349' as unknown as number })])));
    const error = await failureOf(repository().listProducts({ page: 1, page_size: 24 }));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.details).toEqual({ shape: 'ProductList', fields: ['products.0.price'] });
  });

  it('keeps an unknown home section out without failing', async () => {
    server.use(http.get(`${API}/page/home`, () => HttpResponse.json({ sections: [{ section_id: 1, type: 'NEW_THING', items: [] }] })));
    await expect(repository().getSectionsPage('home', 1, 20)).resolves.toMatchObject({ sections: [], page: 1, has_more_sections: false });
  });
});
