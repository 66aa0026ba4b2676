import { beforeAll, describe, expect, it } from 'vitest';
import { CategoryTreeSchema, PRODUCT_PAGE_PARTS, ProductListSchema, ProductPageSchema, SlugResolutionSchema } from '../../src/domain';
import { AmazonImportSchema } from '../../src/domain/product/product-actions';
import { AMAZON_MESSAGES, quoteOf } from '../../local-api/amazon/amazon-import';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let anon: string;
let ana: string;

beforeAll(async () => {
  api = makeApi();
  anon = await api.anonymous();
  ana = await api.login('ana@tienda.test');
});
const importUrl = (url: unknown, token: string | null = ana) => api.call('POST', '/product/amazon', { token, body: { url } });
const get = (path: string, token: string = anon) => api.call('GET', path, { token });
const productCount = () => api.db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;

describe('POST /product/amazon: one documented URL pattern per outcome', () => {
  it.each([
    ['not amazon.com', 'https://www.ebay.com/itm/B08N5WRWNW'],
    ['another Amazon country', 'https://www.amazon.com.mx/dp/B08N5WRWNW'],
    ['a look-alike host', 'https://www.amazon.com.evil.example/dp/B08N5WRWNW'],
    ['not http(s)', 'ftp://www.amazon.com/dp/B08N5WRWNW'],
    ['not a URL', 'B08N5WRWNW'],
    ['blank', '   '],
    ['no product in it', 'https://www.amazon.com/s?k=audifonos'],
    ['an ASIN that is not 10 characters', 'https://www.amazon.com/dp/B08N5WRW'],
    ['too long', `https://www.amazon.com/dp/B08N5WRWNW?x=${'a'.repeat(2100)}`],
    ['not a string', 12345],
    ['missing', undefined],
  ])('%s is 400 INVALID_URL', async (_what, url) => {
    const before = productCount();
    const res = await importUrl(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'INVALID_URL', message: AMAZON_MESSAGES.INVALID_URL });
    expect(productCount()).toBe(before);
  });

  it.each([
    ['condition=used', 'https://www.amazon.com/dp/B08N5WRWNW?condition=used'],
    ['/used/ in the path', 'https://www.amazon.com/gp/offer-listing/B08N5WRWNW/used/ref=x'],
  ])('a used offer (%s) is 400 USED_PRODUCTS_NOT_ALLOWED', async (_what, url) => {
    const res = await importUrl(url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'USED_PRODUCTS_NOT_ALLOWED', message: 'No importamos productos usados. Elige la oferta del producto nuevo e inténtalo de nuevo.' });
  });

  it('a global seller (seller=global) is 400 GLOBAL_SELLER_NOT_ALLOWED', async () => {
    const res = await importUrl('https://www.amazon.com/dp/B08N5WRWNW?seller=global');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'GLOBAL_SELLER_NOT_ALLOWED', message: AMAZON_MESSAGES.GLOBAL_SELLER_NOT_ALLOWED });
    expect(res.body.message).toContain('vendedores globales');
  });

  it('ASIN B000000000 is 404 PRODUCT_NOT_FOUND', async () => {
    const res = await importUrl('https://www.amazon.com/dp/B000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ cause: 'PRODUCT_NOT_FOUND', message: 'No encontramos ese producto en Amazon. Revisa el enlace e inténtalo de nuevo.' });
  });

  it('ASIN B0NOTMADE0 is 400 PRODUCT_NOT_CREATED', async () => {
    const before = productCount();
    const res = await importUrl('https://amazon.com/gp/product/B0NOTMADE0');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'PRODUCT_NOT_CREATED', message: AMAZON_MESSAGES.PRODUCT_NOT_CREATED });
    expect(productCount()).toBe(before);
  });

  it('is for signed-in users only: anonymous 403 onlyAnonymousTokenFound, no session 401', async () => {
    const anonymous = await importUrl('https://www.amazon.com/dp/B08N5WRWNW', anon);
    expect(anonymous.status).toBe(403);
    expect(anonymous.body).toEqual({ cause: 'onlyAnonymousTokenFound', message: 'Inicia sesión para continuar.' });
    expect((await importUrl('https://www.amazon.com/dp/B08N5WRWNW', null)).status).toBe(401);
    expect(api.db.prepare('SELECT COUNT(*) FROM amazon_imports').pluck().get()).toBe(0);
  });

  it('a bad JSON body is 400 apiCallFailed', async () => {
    const res = await api.call('POST', '/product/amazon', { token: ana, raw: '{"url":' });
    expect(res.status).toBe(400);
    expect(res.body.cause).toBe('apiCallFailed');
  });
});

describe('an accepted URL', () => {
  let slug: string;

  it('creates an IMPORT_QUOTE product and answers its slug; the same ASIN reuses it whatever the URL', async () => {
    const before = productCount();
    const res = await importUrl('https://www.amazon.com/Echo-Dot-4th-Gen/dp/B08N5WRWNW/ref=sr_1_1?keywords=echo');
    expect(res.status).toBe(200);
    slug = AmazonImportSchema.parse(res.body).slug;
    expect(res.body).toEqual({ slug: 'importado-amazon-b08n5wrwnw' });
    expect(productCount()).toBe(before + 1);
    for (const url of ['https://amazon.com/gp/product/B08N5WRWNW', 'http://www.amazon.com/dp/b08n5wrwnw']) {
      const again = await importUrl(url);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ slug });
    }
    // Another user importing the same ASIN gets the same product too.
    const carlos = await api.login('carlos@tienda.test');
    expect((await importUrl('https://www.amazon.com/dp/B08N5WRWNW', carlos)).body).toEqual({ slug });
    expect(productCount()).toBe(before + 1);
    const row = api.db.prepare('SELECT * FROM products WHERE slug = ?').get(slug) as Record<string, unknown>;
    expect(row.status).toBe('IMPORT_QUOTE');
    expect(row.title).toBe('Producto importado de Amazon (B08N5WRWNW)');
    expect(row.public_sku).toBe('AMZ-B08N5WRWNW');
  });

  it("has a page: /page/product/{slug} answers it with the ASIN's quoted price and stock, in «Importados»", async () => {
    const quote = quoteOf('B08N5WRWNW');
    const res = await get(`/page/product/${slug}?include=PRODUCT`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = ProductPageSchema.parse(res.body);
    const product = page.product!;
    expect(product.title).toBe('Producto importado de Amazon (B08N5WRWNW)');
    expect(product.status).toBe('IMPORT_QUOTE');
    expect(product.price).toBe(quote.priceCents / 100);
    expect(product.price).toBeGreaterThanOrEqual(150);
    expect(product.price).toBeLessThan(5000);
    expect(['PRESALE', 'IN_ERP_STOCK']).toContain(product.stock_status);
    expect(product.stock_status).toBe(quote.stockStatus);
    expect(product.main_category?.name).toBe('Importados');
    expect(product.is_international).toBe(true);
    expect(product.description_short).toContain('B08N5WRWNW');
    // Its picture is drawn like any other product's.
    const image = await api.call('GET', new URL(product.main_image!.urls[0]!.cdn_url, 'http://localhost').pathname.replace('/api/public', ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toContain('image/svg+xml');
  });

  it('can be bought: the quote goes into a cart like any product', async () => {
    const created = await api.call('POST', '/cart', { token: ana });
    expect(created.status).toBe(200);
    const cartId = (created.body as { cart_id: string }).cart_id;
    const added = await api.call('POST', `/cart/${cartId}/item`, { token: ana, body: { product_public_sku: 'AMZ-B08N5WRWNW', quantity: 1 } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const items = (added.body as { items: { product: { public_sku: string }; quantity: number }[] }).items;
    expect(items.map((item) => [item.product.public_sku, item.quantity])).toEqual([['AMZ-B08N5WRWNW', 1]]);
  });

  it('has a whole product page: every part the page loader asks for, for anonymous and signed-in shoppers', async () => {
    for (const token of [anon, ana]) {
      const res = await get(`/page/product/${slug}?include=${PRODUCT_PAGE_PARTS.join(',')}&image_min_widths=500,2500`, token);
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
      const page = ProductPageSchema.parse(res.body);
      expect(page.product!.public_sku).toBe('AMZ-B08N5WRWNW');
      expect(page.wishlists).toEqual([]);
      expect(page.reviews).toEqual([]);
    }
  });

  it('gives different ASINs different, deterministic quotes', async () => {
    const res = await importUrl('https://www.amazon.com/dp/B07XJ8C8F5');
    expect(res.body).toEqual({ slug: 'importado-amazon-b07xj8c8f5' });
    const price = (api.db.prepare('SELECT price_cents FROM products WHERE slug = ?').pluck().get('importado-amazon-b07xj8c8f5') as number);
    expect(price).toBe(quoteOf('B07XJ8C8F5').priceCents);
    expect(quoteOf('B07XJ8C8F5')).toEqual(quoteOf('B07XJ8C8F5'));
    expect(quoteOf('B07XJ8C8F5').priceCents).not.toBe(quoteOf('B08N5WRWNW').priceCents);
  });

  it('resolves by /slug/{slug} to a PRODUCT', async () => {
    const res = await get(`/slug/${slug}`);
    expect(res.status).toBe(200);
    expect(SlugResolutionSchema.parse(res.body)).toMatchObject({ page_type: 'PRODUCT', id: 'AMZ-B08N5WRWNW' });
  });

  it('shows in no listing, search or category tree', async () => {
    const listing = await get('/product?sort_by=CreationDate&page_size=100');
    expect(listing.status).toBe(200);
    expect(ProductListSchema.parse(listing.body).products.map((p) => p.slug)).not.toContain(slug);
    const search = await get('/search?query=importado%20amazon&include_out_of_stock=true');
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain('AMZ-');
    const byAsin = await get('/search?query=B08N5WRWNW');
    expect(byAsin.status).toBe(200);
    expect(JSON.stringify(byAsin.body)).not.toContain('AMZ-');
    const newest = await get('/page/newest?page_size=50');
    expect(newest.status).toBe(200);
    expect(JSON.stringify(newest.body)).not.toContain('AMZ-');
    expect(JSON.stringify(newest.body)).not.toContain('Importados');
    const root = CategoryTreeSchema.parse((await get('/category/root')).body);
    expect(root.children.map((c) => c.slug)).not.toContain('importados');
    expect(root.children.length).toBeGreaterThan(3);
    // Its category still opens by slug.
    expect((await get('/category/importados')).status).toBe(200);
  });

  it('can be favourited and shared like any product page', async () => {
    const fav = await api.call('POST', '/wishlist/favourites', { token: ana, body: { product_public_sku: 'AMZ-B08N5WRWNW' } });
    expect(fav.status).toBe(200);
    expect(fav.body).toContain('AMZ-B08N5WRWNW');
    const share = await get(`/share/product/${slug}`);
    expect(share.status).toBe(200);
    expect((await get(`/share/${share.body.short_id}`)).body.slug).toBe(slug);
  });
});
