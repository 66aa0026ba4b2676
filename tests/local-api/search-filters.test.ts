import { beforeAll, describe, expect, it } from 'vitest';
import { BrandSchema, CategorySchema, ProductListSchema, SORT_ORDERS } from '../../src/domain';
import { makeApi, type TestApi } from './support';

// GET /search's filters, sort orders and paging, and GET /search/filter's facets: each count is what /search
// answers with that facet chosen.

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});

type Summary = { slug: string; title: string; price: number; is_on_sale: boolean; stock_status: string; average_rating: number | null; brand: { slug: string } | null; main_category: { id: number } | null };
type Facets = {
  query: string;
  total_count: number;
  category_navigator: { current: any; parent: any; children: any[]; breadcrumbs: any[] };
  suggested_categories: any[];
  brands: { brand: { slug: string; name: string }; count: number; rating_stats: { average_rating: number | null; rating_count: number } }[];
  attributes: { name: string; slug: string; values: { value: string; slug: string; count: number }[] }[];
  price_range: { min: number; max: number } | null;
};

async function search(params: string) {
  const res = await api.call('GET', `/search?${params}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  ProductListSchema.parse(res.body);
  return res.body as { products: Summary[]; total_count: number; page: number; page_size: number; has_more_items: boolean };
}
async function facets(params: string): Promise<Facets> {
  const res = await api.call('GET', `/search/filter?${params}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Facets;
}
const row = (slug: string) => api.db.prepare('SELECT * FROM products WHERE slug = ?').get(slug) as Record<string, any>;
/** Laptops: 22 published, none with variants, so each result is one row. */
const LAPTOP = 'query=laptop&page_size=100';

describe('filters', () => {
  it('category_slug keeps the category and everything below it', async () => {
    const all = await search(LAPTOP);
    const audio = await search('query=sonaria&page_size=100&category_slug=bocinas');
    expect(audio.total_count).toBeGreaterThan(0);
    const below = new Set(
      api.db.prepare(`WITH RECURSIVE t(id) AS (SELECT id FROM categories WHERE slug = 'bocinas' UNION ALL SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id) SELECT id FROM t`).pluck().all() as number[],
    );
    for (const p of audio.products) expect(below.has(p.main_category!.id), p.title).toBe(true);
    expect((await search('query=sonaria&page_size=100')).total_count).toBeGreaterThan(audio.total_count);
    expect((await search(`${LAPTOP}&category_slug=no-existe`)).total_count).toBe(0);
    expect(all.total_count).toBeGreaterThan(0);
  });

  it('brand_slugs keeps any of the brands; an unknown brand matches nothing', async () => {
    const all = await search(LAPTOP);
    const two = await search(`${LAPTOP}&brand_slugs=voltix,kraftel`);
    const expected = all.products.filter((p) => ['voltix', 'kraftel'].includes(p.brand?.slug ?? '')).length;
    expect(expected).toBeGreaterThan(0);
    expect(two.total_count).toBe(expected);
    expect(new Set(two.products.map((p) => p.brand?.slug))).toEqual(new Set(['voltix', 'kraftel']));
    expect((await search(`${LAPTOP}&brand_slugs=no-existe`)).total_count).toBe(0);
  });

  it('attributes: values of one attribute are alternatives, different attributes all apply', async () => {
    const has = (slug: string, name: string, values: string[]) =>
      values.includes((api.db.prepare('SELECT value FROM product_attributes WHERE product_id = ? AND name = ?').pluck().get(row(slug).id, name) as string) ?? '');
    const published = (value: string) =>
      api.db
        .prepare(`SELECT COUNT(*) FROM products p JOIN product_attributes a ON a.product_id = p.id
                  WHERE p.status = 'PUBLISHED' AND p.title LIKE 'Laptop%' AND a.name = 'Memoria RAM' AND a.value = ?`)
        .pluck()
        .get(value) as number;
    const ram16 = await search(`${LAPTOP}&attributes=memoria-ram:16-gb`);
    expect(ram16.total_count).toBe(published('16 GB'));
    expect(ram16.total_count).toBeGreaterThan(5);
    for (const p of ram16.products) expect(has(p.slug, 'Memoria RAM', ['16 GB'])).toBe(true);
    const ram16or32 = await search(`${LAPTOP}&attributes=memoria-ram:16-gb,memoria-ram:32-gb`);
    expect(ram16or32.total_count).toBe(published('16 GB') + published('32 GB'));
    const andLinux = await search(`${LAPTOP}&attributes=memoria-ram:16-gb&attributes=sistema-operativo:linux`);
    expect(andLinux.total_count).toBeGreaterThan(0);
    expect(andLinux.total_count).toBeLessThan(ram16.total_count);
    for (const p of andLinux.products) expect(has(p.slug, 'Sistema operativo', ['Linux']) && has(p.slug, 'Memoria RAM', ['16 GB'])).toBe(true);
    expect((await search(`${LAPTOP}&attributes=memoria-ram:64-gb`)).total_count).toBe(0);
    expect((await search(`${LAPTOP}&attributes=no-existe:nada`)).total_count).toBe(0);
  });

  it('rating_min, fast_shipping, on_sale, price_min and price_max keep exactly the matching products', async () => {
    const all = (await search(LAPTOP)).products;
    const cases: [string, (p: Summary) => boolean][] = [
      ['rating_min=4', (p) => (p.average_rating ?? 0) >= 4],
      ['fast_shipping=true', (p) => ['IN_STOCK', 'IN_ERP_STOCK'].includes(p.stock_status)],
      ['on_sale=true', (p) => p.is_on_sale],
      ['price_min=5000', (p) => p.price >= 5000],
      ['price_max=6000', (p) => p.price <= 6000],
      ['price_min=5000&price_max=8000', (p) => p.price >= 5000 && p.price <= 8000],
      ['include_out_of_stock=false', (p) => !['OUT_OF_STOCK', 'DISCONTINUED', 'UNKNOWN'].includes(p.stock_status)],
    ];
    for (const [params, keep] of cases) {
      const expected = all.filter(keep).map((p) => p.slug).sort();
      expect(expected.length, params).toBeGreaterThan(0);
      expect(expected.length, params).toBeLessThan(all.length);
      const got = await search(`${LAPTOP}&${params}`);
      expect(got.products.map((p) => p.slug).sort(), params).toEqual(expected);
    }
  });

  it('includes what is out of stock unless include_out_of_stock=false', async () => {
    const unknown = (await search(LAPTOP)).products.filter((p) => p.stock_status === 'UNKNOWN');
    expect(unknown.length).toBe(2);
    expect((await search(`${LAPTOP}&include_out_of_stock=true`)).total_count).toBe((await search(LAPTOP)).total_count);
  });

  it('refuses bad filter values with Spanish 400s', async () => {
    const cases: [string, string][] = [
      ['rating_min=6', 'La solicitud no es válida: el parámetro "rating_min" debe estar entre 0 y 5.'],
      ['price_min=-1', 'La solicitud no es válida: el parámetro "price_min" debe ser un número mayor o igual a 0.'],
      ['price_min=10&price_max=5', 'La solicitud no es válida: el parámetro "price_min" no puede ser mayor que "price_max".'],
      ['on_sale=quizas', 'La solicitud no es válida: el parámetro "on_sale" debe ser true o false.'],
      ['attributes=memoria-ram', 'La solicitud no es válida: cada valor de "attributes" debe tener la forma atributo:valor (se recibió "memoria-ram").'],
      ['sort_by=Barato', `La solicitud no es válida: el parámetro "sort_by" debe ser uno de ${SORT_ORDERS.join(', ')}.`],
      ['main_image_min_width=640', 'La solicitud no es válida: el parámetro "main_image_min_width" debe ser uno de 150, 300, 500, 700, 1200, 2500.'],
      [`brand_slugs=${Array.from({ length: 51 }, (_, i) => `b${i}`).join(',')}`, 'La solicitud no es válida: el parámetro "brand_slugs" admite como máximo 50 valores.'],
    ];
    for (const [params, message] of cases) {
      const res = await api.call('GET', `/search?${LAPTOP}&${params}`, { token });
      expect(res.status, params).toBe(400);
      expect(res.body).toEqual({ cause: 'apiCallFailed', message });
    }
  });
});

describe('sort orders', () => {
  it('sorts by each of the 7 orders', async () => {
    const orders: Record<string, (a: Record<string, any>, b: Record<string, any>) => number> = {
      PriceLowToHigh: (a, b) => a.price_cents - b.price_cents || a.id - b.id,
      PriceHighToLow: (a, b) => b.price_cents - a.price_cents || a.id - b.id,
      Name: (a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : a.id - b.id),
      CreationDate: (a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id - b.id),
      Rating: (a, b) => (a.average_rating == null ? 1 : 0) - (b.average_rating == null ? 1 : 0) || (b.average_rating ?? 0) - (a.average_rating ?? 0) || b.rating_count - a.rating_count || a.id - b.id,
      Popularity: (a, b) => b.rating_count - a.rating_count || b.popularity - a.popularity || a.id - b.id,
    };
    const base = (await search(LAPTOP)).products.map((p) => row(p.slug));
    for (const [sort, compare] of Object.entries(orders)) {
      const got = (await search(`${LAPTOP}&sort_by=${sort}`)).products.map((p) => p.slug);
      expect(got, sort).toEqual([...base].sort(compare).map((r) => r.slug));
      expect(new Set(got).size).toBe(base.length);
    }
    // Relevance is the default.
    const relevance = (await search(`${LAPTOP}&sort_by=Relevance`)).products.map((p) => p.slug);
    expect(relevance).toEqual(base.map((r) => r.slug));
    expect(SORT_ORDERS).toHaveLength(7);
  });

  it('ranks by relevance what can be bought first, and in each part the products whose title names the word before those only in a matching category', async () => {
    const products = (await search('query=bocinas&page_size=100')).products;
    const buyable = (p: { stock_status: string }) => !['OUT_OF_STOCK', 'DISCONTINUED', 'UNKNOWN'].includes(p.stock_status);
    const parts = [products.filter(buyable), products.filter((p) => !buyable(p))];
    // Both parts exist (a sold-out bocina, a discontinued soundbar), and the first ends where the second starts.
    expect(parts[0]!.length).toBeGreaterThan(0);
    expect(parts[1]!.length).toBeGreaterThan(0);
    expect(products).toEqual([...parts[0]!, ...parts[1]!]);
    const titles = parts[0]!.map((p) => p.title);
    const named = titles.filter((t) => /bocina/i.test(t));
    const unnamed = titles.filter((t) => !/bocina/i.test(t)); // soundbars: in the category Bocinas
    expect(named.length).toBeGreaterThan(0);
    expect(unnamed.length).toBeGreaterThan(0);
    expect(titles).toEqual([...named, ...unnamed]);
  });
});

describe('paging', () => {
  it('pages through every result once, with has_more_items and the total', async () => {
    const all = await search(LAPTOP);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const got = await search(`query=laptop&page_size=5&page=${page}`);
      expect(got).toMatchObject({ page, page_size: 5, total_count: all.total_count, has_more_items: page * 5 < all.total_count });
      seen.push(...got.products.map((p) => p.slug));
    }
    expect(seen).toEqual(all.products.map((p) => p.slug));
    const beyond = await search('query=laptop&page_size=5&page=99');
    expect(beyond).toMatchObject({ products: [], total_count: all.total_count, has_more_items: false });
  });

  it('bounds page and page_size with Spanish 400 invalidPage', async () => {
    for (const [params, message] of [
      ['page=0', 'La página debe ser un número entero mayor o igual a 1.'],
      ['page=-2', 'La página debe ser un número entero mayor o igual a 1.'],
      ['page=uno', 'La página debe ser un número entero mayor o igual a 1.'],
      ['page_size=0', 'El tamaño de página debe ser un número entero entre 1 y 100.'],
      ['page_size=101', 'El tamaño de página debe ser un número entero entre 1 y 100.'],
    ]) {
      const res = await api.call('GET', `/search?query=laptop&${params}`, { token });
      expect(res.status, params).toBe(400);
      expect(res.body).toEqual({ cause: 'invalidPage', message });
    }
    expect((await search('query=laptop')).page_size).toBe(24);
  });

  it('gives main images at main_image_min_width', async () => {
    const got = await search('query=laptop&page_size=1&main_image_min_width=500');
    expect((got.products[0] as any).main_image.urls.map((u: { width: number }) => u.width)).toEqual([500]);
  });
});

describe('GET /search/filter', () => {
  it('counts brands, categories, attribute values and the price range as /search answers them', async () => {
    for (const query of ['laptop', 'audifonos', 'cafe', 'sonaria']) {
      const q = `query=${query}`;
      const f = await facets(q);
      const all = await search(`${q}&page_size=100`);
      expect(f.query).toBe(query);
      expect(f.total_count, query).toBe(all.total_count);
      expect(f.brands.length).toBeGreaterThan(0);
      for (const b of f.brands) {
        BrandSchema.parse(b.brand);
        expect((await search(`${q}&brand_slugs=${b.brand.slug}`)).total_count, `${query} ${b.brand.slug}`).toBe(b.count);
      }
      expect(f.brands.map((b) => b.count)).toEqual([...f.brands.map((b) => b.count)].sort((a, b) => b - a));
      for (const c of [...f.category_navigator.children, ...f.suggested_categories]) {
        CategorySchema.parse(c);
        expect((await search(`${q}&category_slug=${c.slug}`)).total_count, `${query} ${c.slug}`).toBe(c.search_results_count);
      }
      expect(f.category_navigator.children.reduce((n, c) => n + c.search_results_count, 0)).toBe(all.total_count);
      for (const a of f.attributes)
        for (const v of a.values) expect((await search(`${q}&attributes=${a.slug}:${v.slug}`)).total_count, `${query} ${a.slug}:${v.slug}`).toBe(v.count);
      const prices = all.products.map((p) => p.price);
      expect(f.price_range).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    }
  });

  it('gives brand rating stats from the matching products', async () => {
    const f = await facets('query=laptop&brand_slugs=voltix');
    const voltix = f.brands.find((b) => b.brand.slug === 'voltix')!;
    const rows = (await search(`${LAPTOP}&brand_slugs=voltix`)).products.map((p) => row(p.slug));
    const rated = rows.filter((r) => r.average_rating != null);
    expect(voltix.rating_stats.rating_count).toBe(rows.reduce((n, r) => n + r.rating_count, 0));
    expect(voltix.rating_stats.average_rating).toBe(Math.round((rated.reduce((n, r) => n + r.average_rating, 0) / rated.length) * 10) / 10);
    // The brand filter does not narrow the brand facet (brands are alternatives), but it narrows the total.
    expect(f.brands.length).toBeGreaterThan(1);
    expect(f.total_count).toBe(voltix.count);
  });

  it('narrows each facet by the other filters, not by its own', async () => {
    const f = await facets('query=laptop&attributes=memoria-ram:16-gb&price_max=6000');
    const ram = f.attributes.find((a) => a.slug === 'memoria-ram')!;
    // Memoria RAM's own values are counted without the RAM filter (but with the price filter).
    expect(ram.values.length).toBeGreaterThan(1);
    for (const v of ram.values)
      expect((await search(`${LAPTOP}&attributes=memoria-ram:${v.slug}&price_max=6000`)).total_count, v.slug).toBe(v.count);
    expect(f.total_count).toBe((await search(`${LAPTOP}&attributes=memoria-ram:16-gb&price_max=6000`)).total_count);
    const os = f.attributes.find((a) => a.slug === 'sistema-operativo')!;
    expect(os.values.reduce((n, v) => n + v.count, 0)).toBe(f.total_count);
    // The price range ignores the price filter, and the brand ("Marca") is not repeated as an attribute.
    const unbounded = (await search(`${LAPTOP}&attributes=memoria-ram:16-gb`)).products.map((p) => p.price);
    expect(Math.max(...unbounded)).toBeGreaterThan(6000);
    expect(f.price_range).toEqual({ min: Math.min(...unbounded), max: Math.max(...unbounded) });
    expect(f.attributes.map((a) => a.slug)).not.toContain('marca');
  });

  it('navigates a chosen category: current, parent, children with matches and breadcrumbs', async () => {
    const f = await facets('query=sonaria&category_slug=audio');
    expect(f.category_navigator.current).toMatchObject({ slug: 'audio' });
    expect(f.category_navigator.parent).toMatchObject({ slug: 'tecnologia' });
    expect(f.category_navigator.breadcrumbs.map((c) => c.slug)).toEqual(['tecnologia', 'audio']);
    expect(f.category_navigator.children.length).toBeGreaterThan(0);
    for (const child of f.category_navigator.children) {
      expect(child.parent_id).toBe(f.category_navigator.current.id);
      expect(child.search_results_count).toBeGreaterThan(0);
    }
    expect(f.category_navigator.current.search_results_count).toBe(f.total_count);
  });

  it('answers empty inputs when nothing matches', async () => {
    const f = await facets('query=xilofonzqw');
    expect(f).toEqual({
      query: 'xilofonzqw',
      total_count: 0,
      category_navigator: { current: null, parent: null, children: [], breadcrumbs: [] },
      suggested_categories: [],
      brands: [],
      attributes: [],
      price_range: null,
    });
  });
});

describe('GET /search/filter after the catalogue changes', () => {
  // The engine counts facets over the listing keys kept in memory (search/listing-keys.ts, facets.ts): every change of a key a facet
  // reads (price, stock, brand, publication, attributes) must show in the next answer, not a stale count.
  it('counts each change at once: price, stock, brand, attributes, publication', async () => {
    const own = makeApi();
    const ownToken = await own.anonymous();
    const read = async (params: string) => {
      const res = await own.call('GET', `/search/filter?${params}`, { token: ownToken });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as Facets;
    };
    const laptop = own.db
      .prepare(`SELECT id, brand_id FROM products WHERE status = 'PUBLISHED' AND variant_group_id IS NULL AND title LIKE 'Laptop%' AND stock_status = 'IN_STOCK' ORDER BY id LIMIT 1`)
      .get() as { id: number; brand_id: number };
    const before = await read('query=laptop');
    const fastBefore = await read('query=laptop&fast_shipping=true');
    expect(before.total_count).toBeGreaterThan(1);
    expect(before.price_range!.max).toBeLessThan(1_234_567);

    own.db.prepare('UPDATE products SET price_cents = 123456700, regular_price_cents = 123456700 WHERE id = ?').run(laptop.id);
    expect((await read('query=laptop')).price_range!.max).toBe(1_234_567);

    own.db.prepare(`UPDATE products SET stock_status = 'OUT_OF_STOCK' WHERE id = ?`).run(laptop.id);
    expect((await read('query=laptop&fast_shipping=true')).total_count).toBe(fastBefore.total_count - 1);

    const other = own.db.prepare(`SELECT id, slug FROM brands WHERE id <> ? ORDER BY id LIMIT 1`).get(laptop.brand_id) as { id: number; slug: string };
    const otherBefore = before.brands.find((b) => b.brand.slug === other.slug)?.count ?? 0;
    own.db.prepare('UPDATE products SET brand_id = ? WHERE id = ?').run(other.id, laptop.id);
    expect((await read('query=laptop')).brands.find((b) => b.brand.slug === other.slug)?.count).toBe(otherBefore + 1);

    own.db.prepare(`INSERT INTO product_attributes (product_id, sort_order, name, value) VALUES (?, 99, 'Acabado', 'Turquesa zeta')`).run(laptop.id);
    expect((await read('query=laptop')).attributes.find((a) => a.slug === 'acabado')).toEqual({
      name: 'Acabado',
      slug: 'acabado',
      values: [{ value: 'Turquesa zeta', slug: 'turquesa-zeta', count: 1 }],
    });
    own.db.prepare(`DELETE FROM product_attributes WHERE name = 'Acabado'`).run();
    expect((await read('query=laptop')).attributes.some((a) => a.slug === 'acabado')).toBe(false);

    own.db.prepare(`UPDATE products SET status = 'DRAFT' WHERE id = ?`).run(laptop.id);
    const after = await read('query=laptop');
    expect(after.total_count).toBe(before.total_count - 1);
    expect(after.price_range!.max).toBe(before.price_range!.max);
  });
});
