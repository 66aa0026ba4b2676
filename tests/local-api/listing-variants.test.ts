import { beforeAll, describe, expect, it } from 'vitest';
import { ProductListSchema, ProductPageSchema, ProductSummarySchema } from '../../src/domain';
import { LOW_STOCK, stockStatusText } from '../../local-api/catalog/catalogue';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});
const get = (path: string) => api.call('GET', path, { token });

interface Member {
  id: number;
  slug: string;
  variant_group_id: string;
  variant_attribute: string | null;
  variant_value: string | null;
  color_hex: string | null;
  price_cents: number;
  status: string;
}
const groupMembers = (group: string) =>
  api.db.prepare(`SELECT * FROM products WHERE variant_group_id = ? AND status = 'PUBLISHED' ORDER BY id`).all(group) as Member[];

describe('GET /product groups variants', () => {
  it('lists each variant group once, counted once, with every published variant as a swatch', async () => {
    const all = [];
    for (let page = 1; ; page++) {
      const list = ProductListSchema.parse((await get(`/product?page_size=100&page=${page}`)).body);
      all.push(...list.products);
      if (!list.has_more_items) break;
    }
    const expected = (
      api.db.prepare(`SELECT COUNT(DISTINCT COALESCE(variant_group_id, 'id:' || id)) AS n FROM products WHERE status = 'PUBLISHED'`).get() as { n: number }
    ).n;
    expect(all).toHaveLength(expected);
    const groupOf = new Map(
      (api.db.prepare(`SELECT slug, variant_group_id FROM products`).all() as { slug: string; variant_group_id: string | null }[]).map((r) => [r.slug, r.variant_group_id]),
    );
    const groups = all.map((p) => groupOf.get(p.slug)).filter((g): g is string => !!g);
    expect(new Set(groups).size).toBe(groups.length);
    expect(groups.length).toBeGreaterThan(10);

    let withSwatches = 0;
    for (const product of all) {
      const group = groupOf.get(product.slug);
      const members = group ? groupMembers(group) : [];
      if (members.length < 2) {
        expect(product.variant_swatches, product.slug).toBeUndefined();
        continue;
      }
      withSwatches++;
      // The extension survives the domain schema, as the UI reads it.
      expect(product.variant_swatches).toEqual(
        members.map((m) => ({ slug: m.slug, attribute: m.variant_attribute, value: m.variant_value, color_hex: m.color_hex })),
      );
      expect(product.variant_swatches!.map((s) => s.slug)).toContain(product.slug);
    }
    expect(withSwatches).toBeGreaterThan(10);
  });

  it('names colours with their hex and sizes without one', async () => {
    const list = ProductListSchema.parse((await get('/product?page_size=100&category_slug=celulares')).body);
    const colour = list.products.find((p) => p.variant_swatches?.length)!;
    for (const swatch of colour.variant_swatches!) {
      expect(swatch.attribute).toBe('Color');
      expect(swatch.color_hex).toMatch(/^#[0-9A-F]{6}$/i);
    }
    const sizes = ProductListSchema.parse((await get('/product?page_size=100&category_slug=camisas')).body).products.find((p) => p.variant_swatches?.length)!;
    for (const swatch of sizes.variant_swatches!) {
      expect(swatch.attribute).toBe('Talla');
      expect(swatch.value.length).toBeGreaterThan(0);
    }
  });

  it('lets the sort pick the group’s representative: the cheapest variant when sorting by price', async () => {
    const list = ProductListSchema.parse((await get('/product?page_size=100&category_slug=tecnologia&sort_by=PriceLowToHigh')).body);
    const prices = list.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const product of list.products.filter((p) => p.variant_swatches?.length)) {
      const group = (api.db.prepare(`SELECT variant_group_id FROM products WHERE slug = ?`).get(product.slug) as { variant_group_id: string }).variant_group_id;
      const cheapest = Math.min(...groupMembers(group).map((m) => m.price_cents)) / 100;
      expect(product.price).toBe(cheapest);
    }
  });

  it('leaves other lists of products as they were: a product page lists each variant of its group', async () => {
    const member = api.db.prepare(`SELECT public_sku FROM products WHERE variant_group_id IS NOT NULL AND status = 'PUBLISHED' LIMIT 1`).get() as { public_sku: string };
    const page = ProductPageSchema.parse((await get(`/page/product/${member.public_sku}?include=PRODUCT,VARIANTS,RELATED_PRODUCTS`)).body);
    expect(page.product!.variant_swatches).toBeUndefined();
    expect(page.related_products?.length).toBeGreaterThan(0);
    for (const related of page.related_products ?? []) expect(related.variant_swatches).toBeUndefined();
  });
});

describe('stock_status_text', () => {
  it('says how many are left when few are in stock', () => {
    expect(LOW_STOCK).toBe(5);
    expect(stockStatusText({ stock_status: 'IN_STOCK', stock_quantity: 1 })).toBe('Queda 1');
    expect(stockStatusText({ stock_status: 'IN_STOCK', stock_quantity: 3 })).toBe('Quedan 3');
    expect(stockStatusText({ stock_status: 'IN_STOCK', stock_quantity: 5 })).toBe('Quedan 5');
    expect(stockStatusText({ stock_status: 'IN_STOCK', stock_quantity: 6 })).toBe('En existencia');
    expect(stockStatusText({ stock_status: 'OUT_OF_STOCK', stock_quantity: 0 })).toBe('Agotado');
    expect(stockStatusText({ stock_status: 'DISCONTINUED', stock_quantity: 2 })).toBe('Descontinuado');
    expect(stockStatusText({ stock_status: 'IN_ERP_STOCK', stock_quantity: 2 })).toBe('Entrega rápida');
  });

  it('answers "Quedan N" with the product’s own stock in listings and on its page', async () => {
    const row = api.db
      .prepare(`SELECT public_sku, slug, stock_quantity FROM products WHERE status = 'PUBLISHED' AND stock_status = 'IN_STOCK' AND stock_quantity BETWEEN 2 AND 5 AND variant_group_id IS NULL LIMIT 1`)
      .get() as { public_sku: string; slug: string; stock_quantity: number };
    expect(row).toBeTruthy();
    const page = ProductPageSchema.parse((await get(`/page/product/${row.public_sku}`)).body);
    expect(page.product!.stock_status_text).toBe(`Quedan ${row.stock_quantity}`);
    api.db.prepare(`UPDATE products SET stock_quantity = 4 WHERE public_sku = ?`).run(row.public_sku);
    const listed = (await get(`/product?page_size=100&sort_by=Name`)).body.products as unknown[];
    const all = [...listed];
    for (let p = 2; all.length < 1000; p++) {
      const more = (await get(`/product?page_size=100&sort_by=Name&page=${p}`)).body.products as unknown[];
      if (more.length === 0) break;
      all.push(...more);
    }
    const summary = all.map((p) => ProductSummarySchema.parse(p)).find((p) => p.public_sku === row.public_sku)!;
    expect(summary.stock_status_text).toBe('Quedan 4');
  });
});
