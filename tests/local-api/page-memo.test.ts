import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_ORDERS, type SortOrder } from '../../src/domain';
import { Catalogue, type ProductRow } from '../../local-api/catalog/catalogue';
import { queryProducts, topProductIds, type TopProductsFilter } from '../../local-api/catalog/product-query';
import { openDatabase } from '../../local-api/seed/open';
import { type Database } from '../../local-api/db/database';
import { makeApi, preparedDuring, type TestApi } from './support';

/**
 * Issue 22: the product page's lists and the home's sections are read from lists kept per catalogue version
 * (catalog/listing-memo.ts), and the rows they show from rows kept per version of the product rows. They must
 * answer what the plain queries answer, before and after any change of the products.
 */
let api: TestApi;
let token: string;
let catalogue: Catalogue;
beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
  catalogue = new Catalogue(api.db);
});
const get = (path: string) => api.call('GET', path, { token });
const skus = (items: { public_sku: string }[]) => items.map((item) => item.public_sku);
const rowOf = (id: number) => api.db.prepare('SELECT * FROM products WHERE id = ?').get(id) as ProductRow;
const idOf = (sku: string) => api.db.prepare('SELECT id FROM products WHERE public_sku = ?').pluck().get(sku) as number;
const run = (sql: string, ...params: unknown[]) => api.db.prepare(sql).run(...params);
const ALL_PARTS = ['PRODUCT', 'RELATED_PRODUCTS', 'BOUGHT_TOGETHER_PRODUCTS', 'COMPARE_TO', 'SUBSTITUTES'].map((p) => `include=${p}`).join('&');

/** The product page's lists as the plain queries give them (the page's code before the lists were kept). */
function expectedLists(product: ProductRow, paging: { offset: number; pageSize: number }) {
  const db = api.db;
  const siblings = product.variant_group_id
    ? (db.prepare(`SELECT id FROM products WHERE variant_group_id = ? AND status IN ('PUBLISHED','DISCONTINUED') ORDER BY id`).pluck().all(product.variant_group_id) as number[])
    : [];
  const exclude = [product.id, ...siblings];
  const category = catalogue.categories.get(product.category_id)!;
  const neighbours = category.parent_id
    ? catalogue.childrenOf(category.parent_id).filter((c) => c.id !== category.id).flatMap((c) => catalogue.descendantIds(c.id))
    : [];
  const list = (filter: Parameters<typeof queryProducts>[1], sort: SortOrder, limit: number) => queryProducts(db, filter, { sort, limit }).rows;
  // recommendations: the category's, then its parent's, then the best sellers, each product and variant group once.
  const seen = new Set(exclude);
  const groups = new Set(product.variant_group_id ? [product.variant_group_id] : []);
  const recommended: string[] = [];
  const take = (rows: { id: number; variant_group_id: string | null; public_sku: string }[]) => {
    for (const row of rows) {
      if (recommended.length >= 120) return;
      if (seen.has(row.id) || (row.variant_group_id && groups.has(row.variant_group_id))) continue;
      seen.add(row.id);
      if (row.variant_group_id) groups.add(row.variant_group_id);
      recommended.push(row.public_sku);
    }
  };
  take(list({ categoryIds: [product.category_id], availableOnly: true }, 'Relevance', 120));
  if (category.parent_id != null) take(list({ categoryIds: catalogue.descendantIds(category.parent_id), availableOnly: true }, 'Relevance', 120));
  take(list({ availableOnly: true }, 'Popularity', 240));
  return {
    related_products: skus(list({ categoryIds: [product.category_id], excludeIds: exclude }, 'Relevance', 12)),
    products_bought_together: skus(
      list({ categoryIds: neighbours.length > 0 ? neighbours : [product.category_id], excludeIds: exclude, availableOnly: true }, 'Popularity', 4),
    ),
    compare_to: skus(
      list(
        {
          categoryIds: [product.category_id],
          excludeIds: exclude,
          priceMinCents: Math.floor(product.price_cents * 0.6),
          priceMaxCents: Math.ceil(product.price_cents * 1.4),
        },
        'Rating',
        4,
      ),
    ),
    substitutes: skus(list({ categoryIds: [product.category_id], excludeIds: exclude, availableOnly: true }, 'Rating', 6)),
    recommendations: recommended.slice(paging.offset, paging.offset + paging.pageSize),
    has_more_recommendations: paging.offset + paging.pageSize < recommended.length,
  };
}

async function pageLists(product: ProductRow, page = 1, pageSize = 20) {
  const res = await get(`/page/product/${product.public_sku}?${ALL_PARTS}&page=${page}&page_size=${pageSize}`);
  expect(res.status).toBe(200);
  const body = res.body;
  return {
    related_products: skus(body.related_products),
    products_bought_together: skus(body.products_bought_together),
    compare_to: skus(body.compare_to),
    substitutes: skus(body.substitutes),
    recommendations: skus(body.recommendations),
    has_more_recommendations: body.has_more_recommendations,
  };
}

async function expectPageAsQueried(product: ProductRow) {
  for (const page of [1, 2]) expect(await pageLists(rowOf(product.id), page), `page ${page}`).toEqual(expectedLists(rowOf(product.id), { offset: (page - 1) * 20, pageSize: 20 }));
}

/** The home's product sections as the plain queries give them (items and totals). */
function expectedHome() {
  const sections = api.db.prepare(`SELECT id, source, category_slug, brand_slug FROM home_sections ORDER BY sort_order, id`).all() as {
    id: number;
    source: string;
    category_slug: string | null;
    brand_slug: string | null;
  }[];
  const out = new Map<number, { items: string[]; total_count: number }>();
  for (const section of sections) {
    const category = section.category_slug ? catalogue.categoriesBySlug.get(section.category_slug) : undefined;
    const brand = section.brand_slug ? catalogue.brandsBySlug.get(section.brand_slug) : undefined;
    const categoryIds = category ? catalogue.descendantIds(category.id) : null;
    const query = (filter: Parameters<typeof queryProducts>[1], sort: SortOrder) => {
      const { rows, total } = queryProducts(api.db, { ...filter, availableOnly: true }, { sort, limit: 12 });
      out.set(section.id, { items: skus(rows), total_count: total });
    };
    if (section.source === 'flash') query({ flashSale: true, onSale: true }, 'Popularity');
    else if (section.source === 'top-rated') query({}, 'Rating');
    else if (section.source === 'brand') query({ brandIds: brand ? [brand.id] : [] }, 'Popularity');
    else if (section.source === 'sale-category') query({ categoryIds, onSale: true }, 'Popularity');
    else if (section.source === 'category') query({ categoryIds }, 'Popularity');
  }
  return out;
}

async function expectHomeAsQueried() {
  const res = await get('/page/home');
  expect(res.status).toBe(200);
  const expected = expectedHome();
  expect(expected.size).toBeGreaterThan(3);
  for (const section of res.body.sections as { section_id: number; items: { product: { public_sku: string } }[]; total_count: number }[]) {
    const want = expected.get(section.section_id);
    if (!want) continue;
    expect({ items: section.items.map((item) => item.product.public_sku), total_count: section.total_count }, `section ${section.section_id}`).toEqual(want);
  }
  return res.body;
}

describe('the lists kept per catalogue version', () => {
  it('give what queryProducts gives, for every sort, with products left out and price ranges, however far a page reads', () => {
    const db = api.db;
    const top = catalogue.childrenOf(null);
    const filters: TopProductsFilter[] = [
      {},
      { availableOnly: true },
      ...top.map((c) => ({ categoryIds: catalogue.descendantIds(c.id) })),
      ...top.map((c) => ({ categoryIds: catalogue.descendantIds(c.id), availableOnly: true, onSale: true })),
    ];
    const popular = queryProducts(db, { availableOnly: true }, { sort: 'Popularity', limit: 80 }).rows.map((row) => row.id);
    let compared = 0;
    for (const base of filters)
      for (const sort of SORT_ORDERS)
        for (const extra of [{}, { excludeIds: popular.filter((_, i) => i % 3 === 0) }, { priceMinCents: 5000, priceMaxCents: 60000 }, { excludeIds: popular.slice(0, 5), priceMinCents: 20000 }])
          for (const limit of [1, 4, 12, 150]) {
            const filter = { ...base, ...extra };
            expect(topProductIds(db, filter, sort, limit).map((listed) => listed.id), `${JSON.stringify(filter)} ${sort} ${limit}`).toEqual(
              queryProducts(db, filter, { sort, limit }).rows.map((row) => row.id),
            );
            compared++;
          }
    expect(compared).toBeGreaterThan(500);
  });

  it('give the same inside a transaction, where nothing is kept (what it reads may be rolled back)', () => {
    const db = api.db;
    const cheap = { priceMaxCents: 3000 };
    db.transaction(() => {
      run(`UPDATE products SET popularity = popularity + 500000 WHERE id = (SELECT MAX(id) FROM products WHERE status = 'PUBLISHED')`);
      for (const sort of SORT_ORDERS)
        for (const filter of [{}, cheap, { availableOnly: true, ...cheap }])
          expect(topProductIds(db, filter, sort, 200).map((listed) => listed.id), `${sort} ${JSON.stringify(filter)}`).toEqual(
            queryProducts(db, filter, { sort, limit: 200 }).rows.map((row) => row.id),
          );
    })();
  });

  it('make the product page answer what the plain queries answer, before and after its products change', async () => {
    // A product in the largest category (its lists are full), with a variant group if one is there.
    const categoryId = api.db
      .prepare(`SELECT category_id FROM products WHERE status = 'PUBLISHED' GROUP BY category_id ORDER BY COUNT(*) DESC, category_id LIMIT 1`)
      .pluck()
      .get() as number;
    const product = rowOf(api.db.prepare(`SELECT id FROM products WHERE status = 'PUBLISHED' AND category_id = ? ORDER BY id LIMIT 1`).pluck().get(categoryId) as number);
    await expectPageAsQueried(product);
    const before = await pageLists(product);
    expect(before.related_products.length).toBe(12);

    // The first related product loses its popularity: Relevance puts it further down.
    run('UPDATE products SET popularity = -1 WHERE id = ?', idOf(before.related_products[0]!));
    await expectPageAsQueried(product);
    expect((await pageLists(product)).related_products[0]).not.toBe(before.related_products[0]);

    // The first substitute sells out: substitutes (available only) leave it out.
    run(`UPDATE products SET stock_status = 'OUT_OF_STOCK' WHERE id = ?`, idOf(before.substitutes[0]!));
    await expectPageAsQueried(product);
    expect((await pageLists(product)).substitutes).not.toContain(before.substitutes[0]);

    // A product of the category gets the best rating there is: it heads the Rating lists.
    const rated = api.db
      .prepare(`SELECT id, public_sku FROM products WHERE status = 'PUBLISHED' AND category_id = ? AND id <> ? AND stock_status = 'IN_STOCK' ORDER BY id DESC LIMIT 1`)
      .get(categoryId, product.id) as { id: number; public_sku: string };
    run('UPDATE products SET average_rating = 5, rating_count = 100000, price_cents = ? WHERE id = ?', product.price_cents, rated.id);
    await expectPageAsQueried(product);
    expect((await pageLists(product)).substitutes[0]).toBe(rated.public_sku);
    expect((await pageLists(product)).compare_to[0]).toBe(rated.public_sku);

    // Its price leaves the compare range.
    run('UPDATE products SET price_cents = ? WHERE id = ?', product.price_cents * 3, rated.id);
    await expectPageAsQueried(product);
    expect((await pageLists(product)).compare_to).not.toContain(rated.public_sku);

    // A product is unpublished, another added to the category.
    run(`UPDATE products SET status = 'DRAFT' WHERE id = ?`, idOf(before.related_products[1]!));
    run(
      `INSERT INTO products (public_sku, slug, title, category_id, type, status, stock_status, stock_quantity, price_cents, regular_price_cents, popularity, created_at)
       VALUES ('MEMO-1', 'memo-1', 'Producto nuevo', ?, 'SIMPLE', 'PUBLISHED', 'IN_STOCK', 9, ?, ?, 1000000000, '2026-03-01T00:00:00Z')`,
      categoryId,
      product.price_cents,
      product.price_cents,
    );
    await expectPageAsQueried(product);
    const after = await pageLists(product);
    expect(after.related_products[0]).toBe('MEMO-1');
    expect(after.related_products).not.toContain(before.related_products[1]);
  });

  it('make the home answer what the plain queries answer, and show a stock count as soon as it changes', async () => {
    const home = await expectHomeAsQueried();
    const topRated = (home.sections as { type: string; items: { product: { public_sku: string; stock_status: string } }[] }[]).find(
      (s) => s.type === 'PRODUCTS_GRID' && s.items.length > 0,
    )!;
    const first = topRated.items.find((item) => item.product.stock_status === 'IN_STOCK')!.product;

    // A stock count is no listing key: the lists stay, the row is read again.
    run('UPDATE products SET stock_quantity = 2 WHERE id = ?', idOf(first.public_sku));
    const again = await expectHomeAsQueried();
    const shown = (again.sections as { items: { product: { public_sku: string; stock_status_text: string } }[] }[])
      .flatMap((s) => s.items)
      .find((item) => item.product?.public_sku === first.public_sku)!;
    expect(shown.product.stock_status_text).toBe('Quedan 2');

    // Popularity and ratings reorder the sections; a sold-out product leaves them.
    run('UPDATE products SET rating_count = rating_count + 1000000 WHERE id = (SELECT id FROM products WHERE status = ? AND stock_status = ? ORDER BY id DESC LIMIT 1)', 'PUBLISHED', 'IN_STOCK');
    await expectHomeAsQueried();
    run(`UPDATE products SET stock_status = 'OUT_OF_STOCK' WHERE id = ?`, idOf(first.public_sku));
    const last = await expectHomeAsQueried();
    expect(JSON.stringify(last)).not.toContain(`"public_sku":"${first.public_sku}"`);
  });
});

describe('migration 20', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:');
  });
  afterAll(() => db.close());
  const generations = () =>
    db.prepare('SELECT generation, listing_generation, rows_generation FROM search_state WHERE id = 1').get() as {
      generation: number;
      listing_generation: number;
      rows_generation: number;
    };

  it('moves listing_generation with every sort key (popularity, creation date, title) and rows_generation with any change of a row', () => {
    for (const [column, value] of [
      ['popularity', 'popularity + 1'],
      ['created_at', `'2030-01-01T00:00:00Z'`],
      ['title', `title || '!'`],
    ] as const) {
      const before = generations();
      db.exec(`UPDATE products SET ${column} = ${value} WHERE id = 1`);
      const after = generations();
      expect(after.listing_generation, column).toBe(before.listing_generation + 1);
      expect(after.rows_generation, column).toBe(before.rows_generation + 1);
    }
    const before = generations();
    db.exec('UPDATE products SET stock_quantity = stock_quantity + 1 WHERE id = 1');
    expect(generations()).toEqual({ ...before, rows_generation: before.rows_generation + 1 });
  });

  it('finds a product by its SKU in any case, or its slug, through indexes', async () => {
    const product = findFirst();
    const seen = await preparedDuring(api.db, async () => {
      for (const id of [product.public_sku.toLowerCase(), product.public_sku, product.slug]) {
        const res = await get(`/page/product/${encodeURIComponent(id)}`);
        expect(res.status, id).toBe(200);
        expect(res.body.product.public_sku).toBe(product.public_sku);
      }
    });
    const lookups = [...new Set(seen.filter((sql) => /public_sku = @id COLLATE NOCASE/.test(sql)))];
    expect(lookups.length).toBe(1);
    const plan = (api.db.prepare(`EXPLAIN QUERY PLAN ${lookups[0]}`).all({ id: 'x' }) as { detail: string }[]).map((row) => row.detail).join('\n');
    expect(plan).not.toMatch(/SCAN products/);
    expect(plan).toMatch(/products_public_sku_nocase/);
  });

  const findFirst = () => api.db.prepare(`SELECT public_sku, slug FROM products WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1`).get() as { public_sku: string; slug: string };
});

describe('prepared statements kept by openDatabase', () => {
  let db: Database;
  beforeAll(() => {
    db = openDatabase(':memory:');
  });
  afterAll(() => db.close());

  it('hands back the statement compiled for the same SQL, as a new one would come: plain rows', () => {
    const sql = 'SELECT id, public_sku FROM products ORDER BY id LIMIT 2';
    const first = db.prepare(sql);
    expect(db.prepare(sql)).toBe(first);
    expect(db.prepare(sql).raw().all()[0]).toBeInstanceOf(Array);
    expect(db.prepare(sql).all()[0]).toHaveProperty('public_sku');
    expect(db.prepare(sql).pluck().all()[0]).toBeTypeOf('number');
    expect(db.prepare(sql).get()).toHaveProperty('id');
    expect(db.prepare(sql).expand().get()).toHaveProperty('products');
    expect(db.prepare(sql).get()).toHaveProperty('id');
    expect(db.prepare('SELECT 2 AS two')).not.toBe(first);
  });

  it('never shares a statement busy iterating', () => {
    const sql = 'SELECT id FROM products ORDER BY id LIMIT 3';
    const outer: number[] = [];
    const inner: number[][] = [];
    for (const row of db.prepare(sql).iterate() as IterableIterator<{ id: number }>) {
      outer.push(row.id);
      inner.push((db.prepare(sql).all() as { id: number }[]).map((r) => r.id));
    }
    expect(outer).toHaveLength(3);
    expect(inner).toEqual([outer, outer, outer]);
  });

  it('still refuses SQL that does not compile, every time', () => {
    expect(() => db.prepare('SELEC nothing')).toThrow();
    expect(() => db.prepare('SELEC nothing')).toThrow();
  });
});
