import { iconBody as artworkIconBody } from '../../local-api/catalog/illustrations';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AuthorSchema,
  BrandSchema,
  CategoryTreeSchema,
  HOME_SECTION_TYPES,
  HomePageSchema,
  PRODUCT_PAGE_PARTS,
  ProductListSchema,
  ProductPageSchema,
  ProductSummarySchema,
  SlugResolutionSchema,
  SORT_ORDERS,
  STOCK_STATUSES,
} from '../../src/domain';
import { STOCK_STATUS_TEXT } from '../../local-api/catalog/catalogue';
import { allStrings, findProduct, makeApi, type TestApi } from './support';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});
const get = (path: string, t: string | null = token) => api.call('GET', path, { token: t });

/** Every URL in an answer is a root-relative media URL of this API: none names a host (whatever Host the request had). */
function expectOnlyLocalUrls(body: unknown) {
  const strings = allStrings(body);
  expect(strings.filter((s) => /^[a-z]+:\/\//i.test(s) || s.startsWith('//'))).toEqual([]);
  const urls = strings.filter((s) => s.includes('/media/'));
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url.startsWith('/api/public/media/'), url).toBe(true);
}

describe('GET /page/home', () => {
  it('answers sections of all 9 types that parse with HomePageSchema', async () => {
    const res = await get('/page/home');
    expect(res.status).toBe(200);
    const page = HomePageSchema.parse(res.body);
    expect(new Set(page.sections.map((s) => s.type))).toEqual(new Set(HOME_SECTION_TYPES));
    expect(page.page).toBe(1);
    expect(page.has_more_sections).toBe(false);
    const banners = page.sections.find((s) => s.type === 'BANNERS')!;
    expect(banners.items.length).toBeGreaterThanOrEqual(5);
    for (const banner of banners.items as { alt_text: string | null }[]) expect(banner.alt_text).toMatch(/^[A-ZÁÉÍÓÚ].{10,}/);
    const flash = page.sections.find((s) => s.type === 'PRIME_DAYS')!;
    expect(flash.items.length).toBeGreaterThan(0);
    for (const item of flash.items as { product: { has_flash_sale: boolean; flash_sale_end_date: string | null } }[]) {
      expect(item.product.has_flash_sale).toBe(true);
      expect(Date.parse(item.product.flash_sale_end_date!)).toBeGreaterThan(api.clock.now.getTime());
    }
    expectOnlyLocalUrls(res.body);
  });

  it('fills recently viewed from this session, most recent first, and leaves it empty for others', async () => {
    const viewer = await api.anonymous();
    const empty = HomePageSchema.parse((await get('/page/home', viewer)).body);
    expect(empty.sections.find((s) => s.type === 'PRODUCTS_RECENTLY_VIEWED')!.items).toEqual([]);
    const skus = ['TND-00002', 'TND-00003', 'TND-00004'];
    for (const sku of skus) expect((await get(`/page/product/${sku}`, viewer)).status).toBe(200);
    await get('/page/product/TND-00002', viewer); // viewed again: moves to the front
    const page = HomePageSchema.parse((await get('/page/home', viewer)).body);
    const viewed = page.sections.find((s) => s.type === 'PRODUCTS_RECENTLY_VIEWED')!.items as { product: { public_sku: string } }[];
    expect(viewed.map((i) => i.product.public_sku)).toEqual(['TND-00002', 'TND-00004', 'TND-00003']);
    const other = HomePageSchema.parse((await get('/page/home')).body);
    expect(other.sections.find((s) => s.type === 'PRODUCTS_RECENTLY_VIEWED')!.items).toEqual([]);
  });

  it('pages sections', async () => {
    const first = HomePageSchema.parse((await get('/page/home?page=1&page_size=5')).body);
    expect(first.sections).toHaveLength(5);
    expect(first.has_more_sections).toBe(true);
    const rest = HomePageSchema.parse((await get('/page/home?page=2&page_size=100')).body);
    expect(rest.sections).toEqual([]);
    expect(rest.has_more_sections).toBe(false);
  });

  it('answers /page/offers with on-sale products and /page/newest newest first', async () => {
    const offers = HomePageSchema.parse((await get('/page/offers')).body);
    expect(offers.sections.length).toBeGreaterThan(3);
    for (const section of offers.sections)
      for (const item of section.items as { product: { is_on_sale: boolean; regular_price: number; price: number } }[]) {
        expect(item.product.is_on_sale).toBe(true);
        expect(item.product.regular_price).toBeGreaterThan(item.product.price);
      }
    const newest = HomePageSchema.parse((await get('/page/newest')).body);
    expect(newest.sections.length).toBeGreaterThan(3);
    expect(newest.sections[0]!.items.length).toBe(12);
  });
});

describe('paging errors', () => {
  it.each([
    '/page/home?page=0',
    '/page/home?page=-1',
    '/page/home?page=1.5',
    '/page/home?page=abc',
    '/product?page_size=0',
    '/product?page_size=101',
    '/product?page=2&page_size=x',
    '/page/product/TND-00002?include=REVIEWS&page=0',
  ])('answers 400 invalidPage for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    expect(res.body.cause).toBe('invalidPage');
    expect(res.body.message).toMatch(/página/);
  });
});

describe('GET /slug/{slug}', () => {
  it('resolves product, category, brand, author, ofertas and novedades slugs', async () => {
    const product = findProduct(api.db, `status = 'PUBLISHED'`);
    const cases: [string, string, string | null][] = [
      [product.slug, 'PRODUCT', product.public_sku],
      ['laptops', 'CATEGORY', null],
      ['sonaria', 'BRAND', 'sonaria'],
      ['mariela-cifuentes', 'AUTHOR', 'mariela-cifuentes'],
      ['ofertas', 'OFFERS', null],
      ['novedades', 'NEWEST', null],
    ];
    for (const [slug, pageType, id] of cases) {
      const res = await get(`/slug/${slug}`);
      expect(res.status, slug).toBe(200);
      const resolution = SlugResolutionSchema.parse(res.body);
      expect(resolution.page_type).toBe(pageType);
      expect(resolution.slug).toBe(slug);
      if (id) expect(resolution.id).toBe(id);
    }
  });

  it('answers 404 notFound for an unknown slug or an unpublished product', async () => {
    const hidden = findProduct(api.db, `status IN ('DRAFT','PRIVATE','DELETED')`);
    for (const slug of ['no-existe-esto', hidden.slug]) {
      const res = await get(`/slug/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body.cause).toBe('notFound');
    }
  });
});

describe('categories, brands and authors', () => {
  it('answers the root with the top-level categories', async () => {
    const tree = CategoryTreeSchema.parse((await get('/category/root')).body);
    expect(tree.current).toBeNull();
    expect(tree.parent).toBeNull();
    expect(tree.children.map((c) => c.name)).toContain('Tecnología');
    for (const child of tree.children) expect(child.parent_id).toBeNull();
    expect(tree.children.find((c) => c.slug === 'vinos-y-licores')!.over18_required).toBe(true);
  });

  it('answers a category with its parent, its children and a count that includes descendants', async () => {
    const tree = CategoryTreeSchema.parse((await get('/category/computadoras')).body);
    expect(tree.current!.name).toBe('Computadoras');
    expect(tree.parent!.slug).toBe('tecnologia');
    expect(tree.children.map((c) => c.slug)).toContain('laptops');
    const sum = tree.children.reduce((total, c) => total + c.search_results_count, 0);
    expect(tree.current!.search_results_count).toBe(sum);
    const listed = ProductListSchema.parse((await get('/product?category_slug=computadoras&page_size=1')).body);
    expect(listed.total_count).toBe(tree.current!.search_results_count);
    const leaf = CategoryTreeSchema.parse((await get('/category/novela-historica')).body);
    expect(leaf.children).toEqual([]);
    expect(leaf.parent!.slug).toBe('novela');
  });

  it('answers a brand and an author, and 404 notFound for unknown ones', async () => {
    expect(BrandSchema.parse((await get('/brand/sonaria')).body)).toMatchObject({ name: 'Sonaria', slug: 'sonaria' });
    const author = AuthorSchema.parse((await get('/author/mariela-cifuentes')).body);
    expect(author.name).toBe('Mariela Cifuentes');
    expect(author.bio).toBeTruthy();
    for (const path of ['/category/no-existe', '/brand/no-existe', '/author/no-existe']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.body.cause).toBe('notFound');
    }
  });
});

describe('GET /product', () => {
  it('lists published products 24 per page by default', async () => {
    const res = await get('/product');
    const list = ProductListSchema.parse(res.body);
    expect(list.products).toHaveLength(24);
    expect(list.page).toBe(1);
    expect(list.page_size).toBe(24);
    expect(list.has_more_items).toBe(true);
    // The variants of a group list as one product.
    const published = (
      api.db.prepare(`SELECT COUNT(DISTINCT COALESCE(variant_group_id, id)) AS n FROM products WHERE status = 'PUBLISHED'`).get() as { n: number }
    ).n;
    expect(list.total_count).toBe(published);
    for (const p of list.products) expect(p.status).toBe('PUBLISHED');
    expectOnlyLocalUrls(res.body);
  });

  it('answers product summaries with exactly the schema fields, Spanish stock texts and quetzal prices', async () => {
    const res = await get('/product?page_size=100');
    const raw = res.body.products as Record<string, unknown>[];
    for (const product of raw) {
      // variant_swatches is the one optional extension, on variant groups only.
      const keys = Object.keys(ProductSummarySchema.shape).filter((key) => key !== 'variant_swatches' || 'variant_swatches' in product);
      expect(Object.keys(product).sort()).toEqual(keys.sort());
      const summary = ProductSummarySchema.parse(product);
      if (summary.stock_status === 'IN_STOCK' && summary.stock_status_text !== STOCK_STATUS_TEXT.IN_STOCK)
        expect(summary.stock_status_text).toMatch(/^(Queda 1|Quedan [2-5])$/);
      else expect(summary.stock_status_text).toBe(STOCK_STATUS_TEXT[summary.stock_status]);
      expect(Math.round(summary.price * 100) / 100).toBe(summary.price);
      if (summary.is_on_sale) expect(summary.regular_price!).toBeGreaterThan(summary.price);
      else expect(summary.regular_price === null || summary.regular_price === summary.price).toBe(true);
      expect(summary.brand).not.toBeNull();
      expect(summary.main_category).not.toBeNull();
      expect(summary.main_image!.urls.length).toBeGreaterThan(0);
    }
    expect(STOCK_STATUS_TEXT).toMatchObject({
      IN_STOCK: 'En existencia',
      IN_ERP_STOCK: 'Entrega rápida',
      OUT_OF_STOCK: 'Agotado',
      PRESALE: 'Preventa',
      DISCONTINUED: 'Descontinuado',
      DOWNLOAD: 'Descarga inmediata',
    });
    expect(Object.keys(STOCK_STATUS_TEXT).sort()).toEqual([...STOCK_STATUSES].sort());
  });

  it('filters by category (with descendants), brands, author, rating, sale, fast shipping and price', async () => {
    const q = async (query: string) => ProductListSchema.parse((await get(`/product?page_size=100&${query}`)).body);
    const tech = await q('category_slug=tecnologia');
    const techIds = new Set(['tecnologia', 'computadoras', 'laptops', 'computadoras-de-escritorio', 'monitores', 'kits-y-combos', 'celulares-y-tablets', 'celulares', 'tablets', 'audio', 'audifonos', 'bocinas', 'videojuegos', 'consolas', 'juegos-digitales']);
    for (const p of tech.products) expect(techIds.has(p.main_category!.slug), p.main_category!.slug).toBe(true);
    const brands = await q('brand_slugs=sonaria,audiora');
    expect(brands.total_count).toBeGreaterThan(0);
    for (const p of brands.products) expect(['sonaria', 'audiora']).toContain(p.brand!.slug);
    const byAuthor = await q('author_slug=mariela-cifuentes');
    expect(byAuthor.total_count).toBeGreaterThan(0);
    const rated = await q('rating_min=4.5');
    for (const p of rated.products) expect(p.average_rating!).toBeGreaterThanOrEqual(4.5);
    const sale = await q('on_sale=true');
    expect(sale.total_count).toBeGreaterThan(0);
    for (const p of sale.products) expect(p.is_on_sale).toBe(true);
    const fast = await q('fast_shipping=true');
    for (const p of fast.products) expect(['IN_STOCK', 'IN_ERP_STOCK']).toContain(p.stock_status);
    const priced = await q('price_min=100&price_max=200');
    expect(priced.total_count).toBeGreaterThan(0);
    for (const p of priced.products) expect(p.price >= 100 && p.price <= 200).toBe(true);
    expect((await q('category_slug=no-existe')).total_count).toBe(0);
    const bad = await get('/product?price_min=barato');
    expect(bad.status).toBe(400);
    expect(bad.body.cause).toBe('apiCallFailed');
  });

  it('sorts by every SORT_ORDERS value and falls back to Relevance for an unknown one', async () => {
    const q = async (sort: string) => ProductListSchema.parse((await get(`/product?page_size=50&category_slug=libros&sort_by=${sort}`)).body).products;
    for (const sort of SORT_ORDERS) expect((await q(sort)).length, sort).toBe(50);
    const low = await q('PriceLowToHigh');
    expect(low.map((p) => p.price)).toEqual([...low.map((p) => p.price)].sort((a, b) => a - b));
    const high = await q('PriceHighToLow');
    expect(high.map((p) => p.price)).toEqual([...high.map((p) => p.price)].sort((a, b) => b - a));
    const rating = (await q('Rating')).map((p) => p.average_rating ?? -1);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    expect(await q('NoExiste')).toEqual(await q('Relevance'));
  });

  it('pages without overlap', async () => {
    const one = ProductListSchema.parse((await get('/product?page=1&page_size=10&sort_by=Name')).body);
    const two = ProductListSchema.parse((await get('/product?page=2&page_size=10&sort_by=Name')).body);
    const skus = new Set([...one.products, ...two.products].map((p) => p.public_sku));
    expect(skus.size).toBe(20);
    const beyond = ProductListSchema.parse((await get('/product?page=999&page_size=10')).body);
    expect(beyond.products).toEqual([]);
    expect(beyond.has_more_items).toBe(false);
  });
});

describe('GET /page/product/{id}', () => {
  it('answers only the product part by default, by sku or by slug', async () => {
    const product = findProduct(api.db, `status = 'PUBLISHED' AND type = 'BOOK'`);
    for (const id of [product.public_sku, product.slug]) {
      const res = await get(`/page/product/${id}`);
      expect(res.status).toBe(200);
      const page = ProductPageSchema.parse(res.body);
      expect(page.product!.public_sku).toBe(product.public_sku);
      expect(page.product!.author!.name).toBeTruthy();
      expect(page.product!.categories.length).toBe(3);
      expect(page.product!.images.length).toBeGreaterThan(0);
      expect(res.body.reviews).toBeUndefined();
      expect(res.body.variants).toBeUndefined();
    }
  });

  it('answers every requested part', async () => {
    const product = findProduct(api.db, `status = 'PUBLISHED' AND variant_group_id IS NOT NULL AND rating_count > 6`);
    const res = await get(`/page/product/${product.public_sku}?include=${PRODUCT_PAGE_PARTS.join(',')}&page=1&page_size=5&image_min_widths=500,2500`);
    expect(res.status).toBe(200);
    const page = ProductPageSchema.parse(res.body);
    expect(page.product!.images[0]!.urls.map((u) => u.width)).toEqual([500, 2500]);
    expect(page.reviews).toHaveLength(5);
    expect(page.review_stats!.reduce((sum, s) => sum + s.count, 0)).toBe(product.rating_count);
    expect(page.variants!.length).toBeGreaterThanOrEqual(2);
    expect(new Set(page.variants!.map((v) => v.variant_group_id)).size).toBe(1);
    expect(page.variants!.map((v) => v.product!.public_sku)).toContain(product.public_sku);
    expect(page.related_products!.length).toBeGreaterThan(0);
    expect(page.related_products!.map((p) => p.public_sku)).not.toContain(product.public_sku);
    expect(page.products_bought_together).toBeDefined();
    expect(page.wishlists).toEqual([]);
    expect(page.wait_list_status).toMatchObject({ is_on_wait_list: false });
    expect(page.attributes!.length).toBeGreaterThan(0);
    expect(page.questions).toBeDefined();
    expect(page.compare_to).toBeDefined();
    expect(page.substitutes).toBeDefined();
    expect(page.bundled_products).toEqual([]);
    expect(page.is_known_buyer).toBe(false);
    expect(res.body.delivery_option).toMatchObject({ description: expect.any(String), cost: expect.any(Number), expected_delivery_date_range_text: expect.any(String) });
    expectOnlyLocalUrls(res.body);
  });

  it('pages reviews', async () => {
    const product = findProduct(api.db, `status = 'PUBLISHED' AND rating_count >= 8`);
    const one = ProductPageSchema.parse((await get(`/page/product/${product.public_sku}?include=REVIEWS&page=1&page_size=4`)).body);
    const two = ProductPageSchema.parse((await get(`/page/product/${product.public_sku}?include=REVIEWS&page=2&page_size=4`)).body);
    expect(one.reviews).toHaveLength(4);
    expect(two.reviews!.length).toBeGreaterThan(0);
    expect(new Set([...one.reviews!, ...two.reviews!].map((r) => r.id)).size).toBe(one.reviews!.length + two.reviews!.length);
  });

  it('lists the parts of a bundle and answers a Spanish delivery estimate', async () => {
    const bundle = findProduct(api.db, `type = 'BUNDLE' AND status = 'PUBLISHED'`);
    const page = ProductPageSchema.parse((await get(`/page/product/${bundle.public_sku}?include=BUNDLED_PRODUCTS,DELIVERY_DATE`)).body);
    expect(page.bundled_products!.length).toBeGreaterThanOrEqual(2);
    for (const part of page.bundled_products!) expect(part.bundle_public_sku).toBe(bundle.public_sku);
    expect(page.product).toBeNull();
    const digital = findProduct(api.db, `type = 'DIGITAL' AND status = 'PUBLISHED'`);
    const delivery = (await get(`/page/product/${digital.public_sku}?include=DELIVERY_DATE`)).body.delivery_option;
    expect(delivery).toMatchObject({ cost: 0, expected_delivery_date_range_text: expect.stringMatching(/correo/) });
    const physical = findProduct(api.db, `type = 'SIMPLE' AND status = 'PUBLISHED' AND stock_status = 'IN_STOCK' AND has_free_shipping = 0 AND price_cents < 50000`);
    const shipping = (await get(`/page/product/${physical.public_sku}?include=DELIVERY_DATE`)).body.delivery_option;
    expect(shipping.cost).toBe(35);
    expect(shipping.expected_delivery_date_range_text).toMatch(/^Llega (el|entre el) (lunes|martes|miércoles|jueves|viernes|sábado) \d+/);
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or unpublished product', async () => {
    const hidden = findProduct(api.db, `status IN ('DRAFT','PRIVATE','DELETED','NEEDS_REVIEW')`);
    for (const id of ['TND-99999', 'no-existe', hidden.public_sku]) {
      const res = await get(`/page/product/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ cause: 'PRODUCT_NOT_FOUND', message: 'El producto no existe.' });
    }
  });
});

const artworkIcon = (name: string) => artworkIconBody(name).body;

describe('media and URLs', () => {
  it('draws a product as an illustration of what it is, with no text, named in its aria-label, the same every time, without a session', async () => {
    const product = findProduct(api.db, 'id = 1');
    const first = await api.app.request(`http://localhost:9004/api/public/media/product/${product.public_sku}-1.svg`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await first.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toContain('<text');
    expect(svg).toContain(`aria-label="${product.title}"`);
    expect(svg).toContain('Fluent Emoji (flat) © Microsoft Corporation, MIT licence');
    expect(svg.length).toBeLessThan(6000);
    const again = await (await api.app.request(`http://localhost:9004/api/public/media/product/${product.public_sku}-1.svg`)).text();
    expect(again).toBe(svg);
    for (const kind of ['category/laptops', 'brand/sonaria', 'banner/banner-1', 'benefit/beneficio-1', 'author/mariela-cifuentes'])
      expect((await api.app.request(`http://localhost:9004/api/public/media/${kind}.svg`)).status, kind).toBe(200);
    const unknownKind = await api.call('GET', '/media/otra/cosa.svg');
    expect(unknownKind.status).toBe(404);
    expect(unknownKind.body.cause).toBe('notFound');
  });

  it('picks the illustration by what the product is, and tints it with its variant colour', async () => {
    const draw = async (where: string) => {
      const product = findProduct(api.db, where);
      return (await api.app.request(`http://localhost:9004/api/public/media/product/${product.public_sku}-1.svg`)).text();
    };
    const icon = (name: string) => artworkIcon(name);
    expect(await draw(`type = 'BOOK'`)).toContain(icon('orange-book').slice(0, 60));
    expect(await draw(`title LIKE 'Laptop%'`)).toContain(icon('laptop').slice(0, 60));
    expect(await draw(`type = 'MOTORCYCLE' AND title LIKE 'Motocicleta%'`)).toContain(icon('motorcycle').slice(0, 60));
    expect(await draw(`type = 'GIFT_CARD'`)).toContain(icon('wrapped-gift').slice(0, 60));
    const coloured = findProduct(api.db, `color_hex IS NOT NULL`);
    const svg = await draw(`id = ${coloured.id}`);
    expect(svg).toContain(`fill="${(api.db.prepare('SELECT color_hex FROM products WHERE id = ?').get(coloured.id) as { color_hex: string }).color_hex}" fill-opacity="0.22"`);
    // Banners: the headline and an illustration; benefits: an interface icon (Lucide), no text.
    const banner = await (await api.app.request('http://localhost:9004/api/public/media/banner/banner-1.svg')).text();
    expect(banner).toContain('Fluent Emoji (flat)');
    expect(banner).toMatch(/<text[^>]*>Ofertas de la semana<\/text>/);
    const benefit = await (await api.app.request('http://localhost:9004/api/public/media/benefit/beneficio-1.svg')).text();
    expect(benefit).toContain('Lucide © Lucide Contributors, ISC licence');
    expect(benefit).not.toContain('<text');
    // A category tile is drawn the same way.
    const tile = await (await api.app.request('http://localhost:9004/api/public/media/category/laptops.svg')).text();
    expect(tile).toContain(icon('laptop').slice(0, 60));
    expect(tile).not.toContain('<text');
    // Brands: an emblem of what they mostly sell on a disc of their own colour; authors: a portrait. No text in either.
    const brand = await (await api.app.request('http://localhost:9004/api/public/media/brand/sonaria.svg')).text();
    expect(brand).toContain('Fluent Emoji (flat)');
    expect(brand).toMatch(/<circle [^>]*fill="#[0-9a-f]{6}" fill-opacity="0.22"/);
    expect(brand).not.toContain('<text');
    expect(brand).not.toContain('linearGradient');
    const otherBrand = await (await api.app.request('http://localhost:9004/api/public/media/brand/nexora.svg')).text();
    expect(otherBrand.match(/fill="(#[0-9a-f]{6})" fill-opacity/)![1]).not.toBe(brand.match(/fill="(#[0-9a-f]{6})" fill-opacity/)![1]);
    const author = await (await api.app.request('http://localhost:9004/api/public/media/author/mariela-cifuentes.svg')).text();
    expect(author).toContain('Fluent Emoji (flat)');
    expect(author).toContain('aria-label="Mariela Cifuentes"');
    expect(author).not.toContain('<text');
    expect(author).not.toContain('linearGradient');
    expect(author.length).toBeLessThan(6000);
  });

  it('gives root-relative image URLs, never built from the Host the request used', async () => {
    const res = await api.call('GET', 'http://tienda.example:8080/api/public/product?page_size=2', {
      token,
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('evil.example');
    expect(res.text).not.toContain('tienda.example');
    expectOnlyLocalUrls(res.body);
  });
});

describe('unknown routes', () => {
  it('answers 404 notFound for an unknown API route, with or without a session', async () => {
    for (const t of [token, null]) {
      const res = await get('/no/existe', t);
      expect(res.status).toBe(404);
      expect(res.body.cause).toBe('notFound');
    }
    const outside = await api.call('GET', 'http://localhost:9004/otra-cosa');
    expect(outside.status).toBe(404);
    expect(outside.body.cause).toBe('notFound');
  });
});
