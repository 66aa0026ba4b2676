import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryStorage, type ProductPagePart } from '../../../src';
import { failureOf, makeClient, storedSession } from '../../mocks/client';
import { apiError, productDetail, productPage, productSummary } from '../../mocks/fixtures';
import { productPageHandler } from '../../mocks/handlers/catalog';
import { requests, server, setupMsw, url } from '../../mocks/server';

setupMsw();

async function client() {
  const storage = new MemoryStorage();
  await storedSession(storage, { token: 'anon-1', isUser: false });
  const harness = makeClient({ storage });
  await harness.client.session.start();
  return harness;
}

describe('LoadProductPageUseCase', () => {
  it('sends page=1, page_size=5, image_min_widths=500,2500 and include=PRODUCT by default', async () => {
    server.use(productPageHandler());
    const { client: tienda } = await client();
    const page = await tienda.catalog.loadProductPage({ id: 'SKU-1' });
    expect(page.product.public_sku).toBe('SKU-1');
    const query = requests.single('GET', '/page/product/SKU-1').query;
    expect(Object.fromEntries(query)).toEqual({ include: 'PRODUCT', page: '1', page_size: '5', image_min_widths: '500,2500' });
  });

  it('sends the requested parts once each, and the delivery context', async () => {
    server.use(productPageHandler(productPage({ reviews: [], variants: [] })));
    const { client: tienda } = await client();
    await tienda.catalog.loadProductPage({ id: 'SKU-1', include: ['REVIEWS', 'PRODUCT', 'VARIANTS'], city: 'Mixco', state: 'GT-GU', addressId: '7' });
    const query = requests.single('GET', '/page/product/SKU-1').query;
    expect(query.get('include')).toBe('PRODUCT,REVIEWS,VARIANTS');
    expect(query.get('city')).toBe('Mixco');
    expect(query.get('state')).toBe('GT-GU');
    expect(query.get('address_id')).toBe('7');
    expect(query.has('pickup_option_id')).toBe(false);
  });

  it("fails with productPageMissingRequestedProperty 'Failed to fetch product with id=X' when the product is missing", async () => {
    server.use(productPageHandler({ product: null }));
    const { client: tienda, logger } = await client();
    const error = await failureOf(tienda.catalog.loadProductPage({ id: 'SKU-404' }));
    expect(error.cause).toBe('productPageMissingRequestedProperty');
    expect(error.description).toBe('Failed to fetch product with id=SKU-404');
    expect(error.userMessage).toBe('Error desconocido (causa: productPageMissingRequestedProperty), inténtalo de nuevo más tarde.');
    expect(error.details).toEqual({ part: 'PRODUCT', field: 'product' });
    expect(logger.forCause('productPageMissingRequestedProperty').map((entry) => entry.level)).toEqual(['error']);
  });

  it.each<[ProductPagePart, string]>([
    ['REVIEWS', 'Failed to fetch reviews for product with id=SKU-1'],
    ['VARIANTS', 'Failed to fetch product variants for product with id=SKU-1'],
    ['COMPARE_TO', 'Failed to fetch products to compare for product with id=SKU-1'],
    ['WISHLIST', 'Failed to fetch wishlists for product with id=SKU-1'],
    ['WAITLIST', 'Failed to fetch on wait list for product with id=SKU-1'],
  ])('fails when the requested %s part is missing, with the spec message', async (part, message) => {
    server.use(productPageHandler(productPage({ wait_list_status: null })));
    const { client: tienda } = await client();
    const error = await failureOf(tienda.catalog.loadProductPage({ id: 'SKU-1', include: [part] }));
    expect(error.cause).toBe('productPageMissingRequestedProperty');
    expect(error.description).toBe(message);
  });

  it('accepts empty lists and a present wait list status for every requested part', async () => {
    server.use(
      productPageHandler(
        productPage({ reviews: [], variants: [], compare_to: [], wishlists: [], wait_list_status: { is_on_wait_list: false } }),
      ),
    );
    const { client: tienda } = await client();
    const page = await tienda.catalog.loadProductPage({ id: 'SKU-1', include: ['REVIEWS', 'VARIANTS', 'COMPARE_TO', 'WISHLIST', 'WAITLIST'] });
    expect(page.reviews).toEqual([]);
    expect(page.wait_list_status).toEqual({ has_mobile_app: false, is_on_wait_list: false, is_push_enabled: false, notification_email: null });
  });

  it('asks the image widths given (whole and positive, each once), else 500 and 2500', async () => {
    server.use(productPageHandler(productPage()));
    const { client: tienda } = await client();
    await tienda.catalog.loadProductPage({ id: 'SKU-1', imageMinWidths: [700, 2500, 700] });
    await tienda.catalog.loadProductPage({ id: 'SKU-1', imageMinWidths: [0, 1.5, -3] });
    expect(requests.filter('GET', '/page/product/SKU-1').map((entry) => entry.query.get('image_min_widths'))).toEqual(['700,2500', '500,2500']);
  });

  it.each<[ProductPagePart, string, 'null' | 'absent', string]>([
    ['PRODUCT', 'product', 'null', 'Failed to fetch product with id=audifonos-pro'],
    ['REVIEWS', 'reviews', 'null', 'Failed to fetch reviews for product with id=audifonos-pro'],
    ['COMPARE_TO', 'compare_to', 'absent', 'Failed to fetch products to compare for product with id=audifonos-pro'],
    ['VARIANTS', 'variants', 'null', 'Failed to fetch product variants for product with id=audifonos-pro'],
    ['WISHLIST', 'wishlists', 'absent', 'Failed to fetch wishlists for product with id=audifonos-pro'],
    ['WAITLIST', 'wait_list_status', 'null', 'Failed to fetch on wait list for product with id=audifonos-pro'],
  ])('fails for a requested %s when %s is %s, naming the id asked for, after one request, reported at error level', async (part, field, mode, message) => {
    const answer: Record<string, unknown> = { ...productPage(), reviews: [], variants: [], compare_to: [], wishlists: [], wait_list_status: {}, on_wait_list: false };
    if (mode === 'null') answer[field] = null;
    else delete answer[field];
    server.use(productPageHandler(answer));
    const { client: tienda, logger, errors } = await client();
    const error = await failureOf(tienda.catalog.loadProductPage({ id: 'audifonos-pro', include: [part] }));
    expect([error.cause, error.description]).toEqual(['productPageMissingRequestedProperty', message]);
    expect(requests.count('GET', '/page/product/audifonos-pro')).toBe(1);
    expect(errors.map((reported) => reported.cause)).toEqual(['productPageMissingRequestedProperty']);
    expect(logger.forCause('productPageMissingRequestedProperty').map((entry) => entry.level)).toEqual(['error']);
  });

  it('does not require parts that were not requested', async () => {
    server.use(productPageHandler(productPage()));
    const { client: tienda } = await client();
    await expect(tienda.catalog.loadProductPage({ id: 'SKU-1', include: ['RELATED_PRODUCTS'] })).resolves.toMatchObject({ product: { title: 'Audífonos inalámbricos' } });
  });

  it('refuses a blank id with PRODUCT_NOT_FOUND without a request', async () => {
    const { client: tienda } = await client();
    expect((await failureOf(tienda.catalog.loadProductPage({ id: '  ' }))).cause).toBe('PRODUCT_NOT_FOUND');
    expect(requests.total).toBe(0);
  });

  it('passes a 404 PRODUCT_NOT_FOUND through', async () => {
    server.use(http.get(url('/page/product/:id'), () => HttpResponse.json(apiError('PRODUCT_NOT_FOUND', 'El producto no existe.'), { status: 404 })));
    const { client: tienda } = await client();
    const error = await failureOf(tienda.catalog.loadProductPage({ id: 'SKU-X' }));
    expect(error.cause).toBe('PRODUCT_NOT_FOUND');
    expect(error.userMessage).toBe('El producto no existe.');
  });

  it("fails with schemaValidationError naming 'ProductPage' for a product with a string price", async () => {
    server.use(productPageHandler({ product: productDetail({ price: '10' as unknown as number }), related_products: [productSummary()] }));
    const { client: tienda } = await client();
    const error = await failureOf(tienda.catalog.loadProductPage({ id: 'SKU-1' }));
    expect(error.cause).toBe('schemaValidationError');
    expect(error.details).toEqual({ shape: 'ProductPage', fields: ['product.price'] });
  });
});
