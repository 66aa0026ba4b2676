import { beforeAll, describe, expect, it } from 'vitest';
import { SectionDetailSchema } from '../../src/domain';
import { FilterOptionsSchema } from '../../src/domain/catalog/filter-options';
import { makeApi, type TestApi } from './support';

/**
 * GET /page/section/{id}/filter (FilterOptions over a section's products) and GET /page/section/{id} with the
 * listing's filters. Every expected count is computed here from the database, not from the API.
 */
let api: TestApi;
let token: string;
beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});
const get = (path: string) => api.call('GET', path, { token });

const AVAILABLE = `('IN_STOCK','IN_ERP_STOCK','PRESALE','DOWNLOAD')`;
/** Section 6 «Lo mejor en tecnología»: the category tecnologia and below, what can be bought now. */
const TECH = 6;
/** Section 7 «Recomendados para ti»: everything that can be bought now. */
const TOP_RATED = 7;

interface Row {
  id: number;
  public_sku: string;
  brand_slug: string | null;
  category_slug: string;
  price_cents: number;
  regular_price_cents: number;
  is_on_sale: number;
  average_rating: number | null;
  stock_status: string;
}

/** The section's products as the database has them (the section's own rule, written out here). */
function sectionRows(where: string, params: unknown[] = []): Row[] {
  return api.db
    .prepare(
      `WITH RECURSIVE tree(id) AS (SELECT id FROM categories WHERE slug = 'tecnologia' UNION ALL SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id)
       SELECT p.id, p.public_sku, b.slug AS brand_slug, c.slug AS category_slug, p.price_cents, p.regular_price_cents, p.is_on_sale,
              p.average_rating, p.stock_status
       FROM products p LEFT JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
       WHERE p.status = 'PUBLISHED' AND p.stock_status IN ${AVAILABLE} AND ${where}`,
    )
    .all(...params) as Row[];
}
const techRows = () => sectionRows('p.category_id IN (SELECT id FROM tree)');
const allRows = () => sectionRows('1');

function countBy<T>(rows: T[], key: (row: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}
const skus = (detail: { section: { items: unknown[] } }) =>
  (detail.section.items as { product: { public_sku: string } }[]).map((item) => item.product.public_sku).sort();

describe('GET /page/section/{id}/filter', () => {
  it('counts the section’s products by brand, category, attribute and price, each as the database says', async () => {
    const res = await get(`/page/section/${TECH}/filter`);
    expect(res.status).toBe(200);
    const options = FilterOptionsSchema.parse(res.body);
    const rows = techRows();
    expect(rows.length).toBeGreaterThan(20);
    expect(options.total_count).toBe(rows.length);
    // Brands: one facet per brand of the section, its count the section's products of that brand.
    const expectedBrands = countBy(rows, (r) => r.brand_slug);
    expect(new Map(options.brands.map((f) => [f.brand.slug, f.count]))).toEqual(expectedBrands);
    expect(options.brands.length).toBeGreaterThan(2);
    // Most first.
    const counts = options.brands.map((f) => f.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Price range: the cheapest and dearest of the section.
    const prices = rows.map((r) => r.price_cents / 100);
    expect(options.price_range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    // Categories: the suggested ones are where the section's products are, with their own counts.
    const byCategory = countBy(rows, (r) => r.category_slug);
    expect(options.suggested_categories.length).toBe(Math.min(5, byCategory.size));
    for (const category of options.suggested_categories) expect(category.search_results_count, category.slug).toBe(byCategory.get(category.slug));
    // The navigator's top level: only tecnologia has products of this section, counting them all.
    expect(options.category_navigator.children.map((c) => [c.slug, c.search_results_count])).toEqual([['tecnologia', rows.length]]);
    // Attributes: each value's count is the section's products having it.
    const attributeRows = api.db
      .prepare(`SELECT name, value, product_id FROM product_attributes WHERE product_id IN (${rows.map((r) => r.id).join(',')})`)
      .all() as { name: string; value: string; product_id: number }[];
    expect(options.attributes.length).toBeGreaterThan(0);
    for (const facet of options.attributes.slice(0, 5))
      for (const value of facet.values) {
        const expected = new Set(attributeRows.filter((a) => a.name === facet.name && a.value === value.value).map((a) => a.product_id)).size;
        expect(value.count, `${facet.name}: ${value.value}`).toBe(expected);
      }
  });

  it('counts with the other filters given, each facet ignoring its own, and agrees with the detail’s total', async () => {
    const rows = techRows();
    const [brand] = [...countBy(rows, (r) => r.brand_slug)].sort((a, b) => b[1] - a[1])[0]!;
    const ofBrand = rows.filter((r) => r.brand_slug === brand);
    const options = FilterOptionsSchema.parse((await get(`/page/section/${TECH}/filter?brand_slugs=${brand}`)).body);
    expect(options.total_count).toBe(ofBrand.length);
    // The brand facet ignores the brand filter: every brand of the section is still offered with its count.
    expect(new Map(options.brands.map((f) => [f.brand.slug, f.count]))).toEqual(countBy(rows, (r) => r.brand_slug));
    // The price range follows the brand filter.
    const prices = ofBrand.map((r) => r.price_cents / 100);
    expect(options.price_range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    const detail = SectionDetailSchema.parse((await get(`/page/section/${TECH}?brand_slugs=${brand}&page_size=100`)).body);
    expect(detail.section.total_count).toBe(ofBrand.length);
    expect(skus(detail)).toEqual(ofBrand.map((r) => r.public_sku).sort());

    // On sale and a price ceiling together.
    const ceiling = 2000;
    const cheapOnSale = rows.filter((r) => r.is_on_sale === 1 && r.regular_price_cents > r.price_cents && r.price_cents <= ceiling * 100);
    expect(cheapOnSale.length).toBeGreaterThan(0);
    const both = FilterOptionsSchema.parse((await get(`/page/section/${TECH}/filter?on_sale=true&price_max=${ceiling}`)).body);
    expect(both.total_count).toBe(cheapOnSale.length);
    expect(new Map(both.brands.map((f) => [f.brand.slug, f.count]))).toEqual(countBy(cheapOnSale, (r) => r.brand_slug));
  });

  it('narrows an all-products section by a category of the shopper, and answers the section’s navigator there', async () => {
    const slug = 'celulares';
    const rows = sectionRows(
      `p.category_id IN (WITH RECURSIVE sub(id) AS (SELECT id FROM categories WHERE slug = ? UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id) SELECT id FROM sub)`,
      [slug],
    );
    expect(rows.length).toBeGreaterThan(0);
    const options = FilterOptionsSchema.parse((await get(`/page/section/${TOP_RATED}/filter?category_slug=${slug}`)).body);
    expect(options.total_count).toBe(rows.length);
    expect(options.category_navigator.current?.slug).toBe(slug);
    expect(options.category_navigator.parent?.slug).toBe('celulares-y-tablets');
    expect(options.category_navigator.breadcrumbs.map((c) => c.slug)).toEqual(['tecnologia', 'celulares-y-tablets', 'celulares']);
    expect(options.category_navigator.current?.search_results_count).toBe(rows.length);
    const detail = SectionDetailSchema.parse((await get(`/page/section/${TOP_RATED}?category_slug=${slug}&page_size=100`)).body);
    expect(detail.section.total_count).toBe(rows.length);
    expect(skus(detail)).toEqual(rows.map((r) => r.public_sku).sort().slice(0, 100));
    // Never outside the section: nothing out of stock even when the shopper asks for it.
    const withOut = SectionDetailSchema.parse((await get(`/page/section/${TOP_RATED}?category_slug=${slug}&include_out_of_stock=true&page_size=100`)).body);
    expect(withOut.section.total_count).toBe(rows.length);
  });

  it('filters by attribute, rating and fast shipping as the database says', async () => {
    const rows = allRows();
    const attr = api.db
      .prepare(
        `SELECT name, value, COUNT(*) n FROM product_attributes WHERE product_id IN (${rows.map((r) => r.id).join(',')}) AND name <> 'Marca'
         GROUP BY name, value HAVING n >= 3 ORDER BY n DESC LIMIT 1`,
      )
      .get() as { name: string; value: string; n: number };
    const options = FilterOptionsSchema.parse((await get(`/page/section/${TOP_RATED}/filter`)).body);
    const facet = options.attributes.find((f) => f.name === attr.name)!;
    const value = facet.values.find((v) => v.value === attr.value)!;
    expect(value.count).toBe(attr.n);
    const withAttr = SectionDetailSchema.parse((await get(`/page/section/${TOP_RATED}?attributes=${facet.slug}:${value.slug}&page_size=100`)).body);
    expect(withAttr.section.total_count).toBe(attr.n);

    const rated = rows.filter((r) => r.average_rating !== null && r.average_rating >= 4.5);
    const fast = rows.filter((r) => r.stock_status === 'IN_STOCK' || r.stock_status === 'IN_ERP_STOCK');
    expect(rated.length).toBeGreaterThan(0);
    expect(fast.length).toBeLessThan(rows.length);
    expect(SectionDetailSchema.parse((await get(`/page/section/${TOP_RATED}?rating_min=4.5`)).body).section.total_count).toBe(rated.length);
    expect(SectionDetailSchema.parse((await get(`/page/section/${TOP_RATED}?fast_shipping=1`)).body).section.total_count).toBe(fast.length);
    expect(FilterOptionsSchema.parse((await get(`/page/section/${TOP_RATED}/filter?fast_shipping=1`)).body).total_count).toBe(fast.length);
  });

  it('keeps paging, sort and the defaults of page 0 and size 0 with filters', async () => {
    const rows = allRows().filter((r) => r.price_cents >= 10000);
    const first = SectionDetailSchema.parse((await get(`/page/section/${TOP_RATED}?page=0&page_size=0&sort_by=PriceLowToHigh&price_min=100`)).body);
    expect([first.page, first.page_size, first.section.items.length, first.section.total_count]).toEqual([1, 24, 24, rows.length]);
    const prices = (first.section.items as { product: { price: number } }[]).map((i) => i.product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...rows.map((r) => r.price_cents / 100)));
    const last = Math.ceil(rows.length / 24);
    const end = SectionDetailSchema.parse((await get(`/page/section/${TOP_RATED}?page=${last}&sort_by=PriceLowToHigh&price_min=100`)).body);
    expect(end.section.items.length).toBe(rows.length - (last - 1) * 24);
    expect(end.section.has_more_items).toBe(false);
  });

  it('works for the sections of the offers and newest pages', async () => {
    const offers = FilterOptionsSchema.parse((await get('/page/section/ofertas-relampago/filter')).body);
    const flash = api.db
      .prepare(`SELECT COUNT(*) FROM products WHERE status='PUBLISHED' AND stock_status IN ${AVAILABLE} AND has_flash_sale=1 AND is_on_sale=1 AND regular_price_cents > price_cents`)
      .pluck()
      .get() as number;
    expect(offers.total_count).toBe(flash);
    const newest = FilterOptionsSchema.parse((await get('/page/section/novedades/filter')).body);
    expect(newest.total_count).toBe(allRows().length);
  });

  it('ignores product filters on the section of brands, and offers no facets there', async () => {
    const plain = SectionDetailSchema.parse((await get('/page/section/8?page_size=100')).body);
    const filtered = SectionDetailSchema.parse((await get('/page/section/8?page_size=100&brand_slugs=sonaria&on_sale=1')).body);
    expect(filtered.section.items).toEqual(plain.section.items);
    const brands = api.db
      .prepare(`SELECT COUNT(DISTINCT brand_id) FROM products WHERE status = 'PUBLISHED' AND brand_id IS NOT NULL`)
      .pluck()
      .get() as number;
    const options = FilterOptionsSchema.parse((await get('/page/section/8/filter')).body);
    expect(options).toEqual({
      total_count: brands,
      category_navigator: { current: null, parent: null, children: [], breadcrumbs: [] },
      suggested_categories: [],
      brands: [],
      attributes: [],
      price_range: null,
    });
  });

  it('answers 404 notFound in Spanish for an unknown section or one with nothing to list', async () => {
    for (const id of ['999', 'no-existe', '1', '5', '%27%3B%20DROP%20TABLE%20products', 'x'.repeat(3000), '%F0%9F%98%80']) {
      for (const path of [`/page/section/${id}/filter`, `/page/section/${id}?brand_slugs=sonaria`]) {
        const res = await get(path);
        expect(res.status, path.slice(0, 80)).toBe(404);
        expect(res.body).toEqual({ cause: 'notFound', message: 'La sección no existe.' });
      }
    }
  });

  it('answers a Spanish 400, never a 500, for hostile filter values', async () => {
    const bad: [string, string][] = [
      ['rating_min=abc', 'el parámetro "rating_min" debe ser un número mayor o igual a 0.'],
      ['rating_min=6', 'el parámetro "rating_min" debe estar entre 0 y 5.'],
      ['rating_min=-1', 'el parámetro "rating_min" debe ser un número mayor o igual a 0.'],
      ['price_min=NaN', 'el parámetro "price_min" debe ser un número mayor o igual a 0.'],
      ['price_min=1e400', 'el parámetro "price_min" debe ser un número mayor o igual a 0.'],
      ['price_max=1e300', 'el parámetro "price_max" debe ser como máximo 100000000.'],
      ['price_min=500&price_max=100', 'el parámetro "price_min" no puede ser mayor que "price_max".'],
      ['fast_shipping=quizas', 'el parámetro "fast_shipping" debe ser true o false.'],
      ['on_sale=2', 'el parámetro "on_sale" debe ser true o false.'],
      ['include_out_of_stock=x', 'el parámetro "include_out_of_stock" debe ser true o false.'],
      ['attributes=color', 'cada valor de "attributes" debe tener la forma atributo:valor (se recibió "color").'],
      ['attributes=a:b:c', 'cada valor de "attributes" debe tener la forma atributo:valor (se recibió "a:b:c").'],
      [`attributes=${Array.from({ length: 21 }, (_, i) => `a:${i}`).join(',')}`, 'el parámetro "attributes" admite como máximo 20 valores.'],
      [`brand_slugs=${Array.from({ length: 51 }, (_, i) => `b${i}`).join(',')}`, 'el parámetro "brand_slugs" admite como máximo 50 valores.'],
      [`category_slug=${'c'.repeat(201)}`, 'el parámetro "category_slug" admite como máximo 200 caracteres.'],
      [`author_slug=${'a'.repeat(201)}`, 'el parámetro "author_slug" admite como máximo 200 caracteres.'],
    ];
    for (const [query, message] of bad)
      for (const path of [`/page/section/${TOP_RATED}/filter?${query}`, `/page/section/${TOP_RATED}?${query}`]) {
        const res = await get(path);
        expect(res.status, path.slice(0, 80)).toBe(400);
        expect(res.body, path.slice(0, 80)).toEqual({ cause: 'apiCallFailed', message: `La solicitud no es válida: ${message}` });
      }
    for (const query of ['page=-1', 'page=abc', 'page_size=101', 'page_size=1.5']) {
      const res = await get(`/page/section/${TOP_RATED}?${query}&on_sale=1`);
      expect(res.status, query).toBe(400);
      expect(res.body.cause).toBe('invalidPage');
    }
    const sort = await get(`/page/section/${TOP_RATED}?sort_by=${'Z'.repeat(500)}`);
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe(`La solicitud no es válida: el parámetro "sort_by" no admite "${'Z'.repeat(60)}".`);
  });

  it('matches nothing, not everything, for unknown slugs in the filters', async () => {
    for (const query of ['brand_slugs=no-existe', 'category_slug=no-existe', 'attributes=color:no-existe', 'author_slug=no-existe', "brand_slugs='%20OR%201=1--"]) {
      const options = FilterOptionsSchema.parse((await get(`/page/section/${TOP_RATED}/filter?${query}`)).body);
      const detail = SectionDetailSchema.parse((await get(`/page/section/${TOP_RATED}?${query}`)).body);
      expect([options.total_count, detail.section.total_count, detail.section.items.length], query).toEqual([0, 0, 0]);
    }
  });
});
