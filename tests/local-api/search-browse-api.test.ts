import { beforeAll, describe, expect, it } from 'vitest';
import { ProductSummarySchema } from '../../src/domain';
import { FilterOptionsSchema } from '../../src/domain/catalog/filter-options';
import { SlugResolutionSchema } from '../../src/domain/catalog/page-kind';
import { makeApi, type TestApi } from './support';

/**
 * The local API's browse additions of issue 10: facets of every product (an empty query, for category, brand and
 * author pages), author_slug, the session's recently viewed products, every kind of slug, and the search index
 * following renames. Expected values are computed from the database here.
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});
const get = (path: string, as = token) => api.call('GET', path, { token: as });
const GROUP = `COALESCE(variant_group_id, 'id:' || id)`;
const scalar = (sql: string, ...params: unknown[]) => api.db.prepare(sql).pluck().get(...params) as number;

describe('GET /search/filter with an empty query: every product', () => {
  it('counts every published product (one per variant group) by brand and price, for an absent or blank query', async () => {
    const total = scalar(`SELECT COUNT(DISTINCT ${GROUP}) FROM products WHERE status = 'PUBLISHED'`);
    const brands = new Map(
      (api.db
        .prepare(
          `SELECT b.slug, COUNT(DISTINCT ${GROUP.replace('variant_group_id', 'p.variant_group_id').replace("'id:' || id", "'id:' || p.id")}) n
           FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.status = 'PUBLISHED' GROUP BY b.slug`,
        )
        .raw()
        .all() as [string, number][]),
    );
    for (const path of ['/search/filter', '/search/filter?query=', '/search/filter?query=%20%20']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.query).toBe('');
      const options = FilterOptionsSchema.parse(res.body);
      expect(options.total_count, path).toBe(total);
      expect(new Map(options.brands.map((f) => [f.brand.slug, f.count]))).toEqual(brands);
      const prices = api.db.prepare(`SELECT MIN(price_cents) / 100.0 AS min, MAX(price_cents) / 100.0 AS max FROM products WHERE status = 'PUBLISHED'`).get();
      expect(options.price_range).toEqual(prices);
    }
    // A query of signs only is still a query that matches nothing (as /search says).
    expect((await get('/search/filter?query=!!!')).body.total_count).toBe(0);
  });

  it('gives a category page its facets: the category’s products, its children with their counts', async () => {
    const count = (slug: string) =>
      scalar(
        `WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE slug = ? UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
         SELECT COUNT(DISTINCT ${GROUP}) FROM products WHERE status = 'PUBLISHED' AND category_id IN (SELECT id FROM tree)`,
        slug,
      );
    const options = FilterOptionsSchema.parse((await get('/search/filter?query=&category_slug=tecnologia')).body);
    expect(options.total_count).toBe(count('tecnologia'));
    expect(options.category_navigator.current?.slug).toBe('tecnologia');
    expect(options.category_navigator.children.length).toBeGreaterThan(1);
    for (const child of options.category_navigator.children) expect(child.search_results_count, child.slug).toBe(count(child.slug));
    // Only in stock: include_out_of_stock=false leaves out what cannot be bought.
    const available = scalar(
      `SELECT COUNT(DISTINCT ${GROUP}) FROM products WHERE status = 'PUBLISHED' AND stock_status IN ('IN_STOCK','IN_ERP_STOCK','PRESALE','DOWNLOAD')`,
    );
    expect(FilterOptionsSchema.parse((await get('/search/filter?include_out_of_stock=false')).body).total_count).toBe(available);
  });

  it('keeps /search’s answer to an empty query: nothing, with its Spanish message', async () => {
    const res = await get('/search?query=');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ products: [], total_count: 0, message: 'Escribe qué producto, marca o categoría buscas.' });
  });
});

describe('author_slug', () => {
  const author = () => api.db.prepare(`SELECT a.id, a.slug FROM authors a JOIN products p ON p.author_id = a.id GROUP BY a.id ORDER BY COUNT(*) DESC, a.id LIMIT 1`).get() as { id: number; slug: string };

  it('narrows /search/filter (empty query: an author page) and /search to the author’s products', async () => {
    const { id, slug } = author();
    const total = scalar(`SELECT COUNT(DISTINCT ${GROUP}) FROM products WHERE status = 'PUBLISHED' AND author_id = ?`, id);
    expect(total).toBeGreaterThan(3);
    const options = FilterOptionsSchema.parse((await get(`/search/filter?author_slug=${slug}`)).body);
    expect(options.total_count).toBe(total);
    const brands = api.db
      .prepare(`SELECT b.slug, COUNT(*) FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.status = 'PUBLISHED' AND p.author_id = ? GROUP BY b.slug`)
      .raw()
      .all(id) as [string, number][];
    expect(new Map(options.brands.map((f) => [f.brand.slug, f.count]))).toEqual(new Map(brands));
    // With a query: every result is the author's, and as many as the index says.
    const results = await get(`/search?query=libro&author_slug=${slug}&page_size=100`);
    expect(results.status).toBe(200);
    const all = await get('/search?query=libro&page_size=100');
    expect(all.body.total_count).toBeGreaterThan(results.body.total_count);
    const ids = (results.body.products as { public_sku: string }[]).map((p) => scalar('SELECT author_id FROM products WHERE public_sku = ?', p.public_sku));
    expect(ids.every((a) => a === id)).toBe(true);
    const filter = await get(`/search/filter?query=libro&author_slug=${slug}`);
    expect(filter.body.total_count).toBe(results.body.total_count);
  });

  it('matches nothing for an unknown author, and refuses an over-long slug in Spanish', async () => {
    expect((await get('/search/filter?author_slug=nadie-asi')).body.total_count).toBe(0);
    expect((await get('/search?query=libro&author_slug=nadie-asi')).body.total_count).toBe(0);
    const res = await get(`/search/filter?author_slug=${'a'.repeat(201)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: el parámetro "author_slug" admite como máximo 200 caracteres.' });
  });
});

describe('GET /session/recently-viewed/', () => {
  const skus = () => api.db.prepare(`SELECT public_sku FROM products WHERE status = 'PUBLISHED' ORDER BY id LIMIT 25`).pluck().all() as string[];
  const viewed = async (as: string) => {
    const res = await get('/session/recently-viewed/', as);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    return (res.body.products as unknown[]).map((p) => ProductSummarySchema.parse(p).public_sku);
  };

  it('lists the session’s own viewed products, most recent first, at most 20', async () => {
    const mine = await api.anonymous();
    const other = await api.anonymous();
    expect(await viewed(mine)).toEqual([]);
    const [a, b, c] = skus();
    for (const sku of [a, b, c]) expect((await get(`/page/product/${sku}`, mine)).status).toBe(200);
    expect(await viewed(mine)).toEqual([c, b, a]);
    // Viewing one again brings it first; another session sees nothing of this one.
    await get(`/page/product/${a}`, mine);
    expect(await viewed(mine)).toEqual([a, c, b]);
    expect(await viewed(other)).toEqual([]);
    const all = skus();
    for (const sku of all) await get(`/page/product/${sku}`, other);
    expect(await viewed(other)).toEqual(all.slice(-20).reverse());
  });

  it('records a view when the product itself is read, not when only its recommendations or reviews are paged', async () => {
    const mine = await api.anonymous();
    const [a, b] = skus();
    expect((await get(`/page/product/${a}?include=PRODUCT,WISHLIST`, mine)).status).toBe(200);
    expect((await get(`/page/product/${b}`, mine)).status).toBe(200);
    expect(await viewed(mine)).toEqual([b, a]);
    for (const part of ['RELATED_PRODUCTS', 'REVIEWS', 'QUESTIONS']) expect((await get(`/page/product/${a}?include=${part}&page=2`, mine)).status).toBe(200);
    expect(await viewed(mine)).toEqual([b, a]);
  });

  it('needs a session, and follows the shopper into the account at login', async () => {
    const none = await api.call('GET', '/session/recently-viewed/');
    expect([none.status, none.body]).toEqual([401, { cause: 'AUTH_ERROR', message: 'Falta la sesión. Vuelve a intentarlo.' }]);
    const anon = await api.anonymous();
    const [sku] = skus();
    await get(`/page/product/${sku}`, anon);
    const user = await api.login('carlos@tienda.test', 'Tienda123!', anon);
    expect((await viewed(user))[0]).toBe(sku);
  });
});

describe('GET /slug/{slug}', () => {
  it('answers each of the 7 kinds', async () => {
    const product = api.db.prepare(`SELECT slug, public_sku FROM products WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1`).get() as { slug: string; public_sku: string };
    const category = api.db.prepare(`SELECT id, slug FROM categories WHERE slug = 'tecnologia'`).get() as { id: number; slug: string };
    const brand = api.db.prepare(`SELECT slug FROM brands ORDER BY id LIMIT 1`).pluck().get() as string;
    const author = api.db.prepare(`SELECT slug FROM authors ORDER BY id LIMIT 1`).pluck().get() as string;
    const cases: [string, string, string | null][] = [
      [product.slug, 'PRODUCT', product.public_sku],
      [category.slug, 'CATEGORY', String(category.id)],
      [brand, 'BRAND', brand],
      [author, 'AUTHOR', author],
      ['ofertas', 'OFFERS', null],
      ['offers', 'OFFERS', null],
      ['novedades', 'NEWEST', null],
      ['newest', 'NEWEST', null],
    ];
    for (const [slug, kind, id] of cases) {
      const res = await get(`/slug/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(SlugResolutionSchema.parse(res.body), slug).toEqual({ page_type: kind, slug, id });
    }
    for (const slug of ['no-existe', '%00', 'x'.repeat(2000), '%27%20OR%201%3D1']) {
      const res = await get(`/slug/${slug}`);
      expect(res.status, slug.slice(0, 40)).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'La página no existe.' });
    }
  });
});

describe('the search index follows renames', () => {
  const search = async (query: string) => (await get(`/search?query=${encodeURIComponent(query)}&page_size=100`)).body as { total_count: number; products: { public_sku: string }[] };
  const groupsWhere = (where: string, ...params: unknown[]) => scalar(`SELECT COUNT(DISTINCT ${GROUP}) FROM products WHERE status = 'PUBLISHED' AND ${where}`, ...params);
  const ftsBrandHits = (word: string) => scalar(`SELECT COUNT(*) FROM products_fts WHERE products_fts MATCH ?`, `brand : "${word}"`);

  it('finds a renamed brand’s products by its new name, and no longer by the old one', async () => {
    const brand = api.db.prepare(`SELECT id, name FROM brands WHERE slug = 'kraftel'`).get() as { id: number; name: string };
    const expected = groupsWhere('brand_id = ?', brand.id);
    expect(expected).toBeGreaterThan(3);
    expect((await search('kraftel')).total_count).toBe(expected);
    expect(ftsBrandHits('kraftel')).toBeGreaterThan(0);
    // The seed repeats the brand in each product's own title and keywords: take it out first (a product's own
    // change, re-indexed by its trigger), so that only the brand's name says "Kraftel".
    api.db
      .prepare(`UPDATE products SET title = replace(title, 'Kraftel ', ''), keywords = replace(keywords, 'kraftel', '') WHERE brand_id = ?`)
      .run(brand.id);
    expect(scalar(`SELECT COUNT(*) FROM products WHERE lower(title || keywords || COALESCE(description_short, '')) LIKE '%kraftel%'`)).toBe(0);
    expect((await search('kraftel')).total_count).toBe(expected);
    expect((await search('Zentrulux')).total_count).toBe(0);

    api.db.prepare('UPDATE brands SET name = ? WHERE id = ?').run('Zentrulux Andina', brand.id);
    const found = await search('zentrulux');
    expect(found.total_count).toBe(expected);
    for (const p of found.products) expect(scalar('SELECT brand_id FROM products WHERE public_sku = ?', p.public_sku)).toBe(brand.id);
    expect((await search('zentrulux andina')).total_count).toBe(expected);
    expect((await search('kraftel')).total_count).toBe(0);
    expect(ftsBrandHits('kraftel')).toBe(0);
    // Facets agree with the results.
    expect((await get('/search/filter?query=zentrulux')).body.total_count).toBe(expected);
  });

  it('finds a renamed category’s products (and its subcategories’) by the new name, and an author’s by theirs', async () => {
    const parent = api.db.prepare(`SELECT id FROM categories WHERE slug = 'celulares-y-tablets'`).pluck().get() as number;
    const under = groupsWhere('category_id IN (SELECT id FROM categories WHERE id = ? OR parent_id = ?)', parent, parent);
    expect(under).toBeGreaterThan(0);
    expect((await search('moviluxos')).total_count).toBe(0);
    api.db.prepare('UPDATE categories SET name = ? WHERE id = ?').run('Moviluxos', parent);
    expect((await search('moviluxos')).total_count).toBe(under);

    const author = api.db.prepare(`SELECT a.id FROM authors a JOIN products p ON p.author_id = a.id GROUP BY a.id ORDER BY COUNT(*) DESC LIMIT 1`).pluck().get() as number;
    api.db.prepare('UPDATE authors SET name = ? WHERE id = ?').run('Quetzalinda Xocomil', author);
    expect((await search('xocomil')).total_count).toBe(groupsWhere('author_id = ?', author));
  });

  it('re-indexes a product whose own fields change', async () => {
    const product = api.db.prepare(`SELECT id, public_sku, variant_group_id FROM products WHERE status = 'PUBLISHED' AND variant_group_id IS NULL ORDER BY id LIMIT 1`).get() as { id: number; public_sku: string };
    api.db.prepare('UPDATE products SET keywords = ? WHERE id = ?').run('trompetilla', product.id);
    expect((await search('trompetilla')).products.map((p) => p.public_sku)).toEqual([product.public_sku]);
  });
});
