import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isSpanishProse, ProductSummarySchema } from '../../src/domain';
import { SUGGESTION_LIMIT } from '../../local-api/cart/suggestions';
import { CHEAP, cartWith } from './checkout-support';
import { makeApi, type TestApi } from './support';

/** What the library reads (HttpCartOptionsRepository accepts a list of product summaries). */
const SuggestionsSchema = z.array(ProductSummarySchema);

let api: TestApi;
let anon: string;
beforeEach(async () => {
  api = makeApi();
  anon = await api.anonymous();
});

interface Row {
  id: number;
  public_sku: string;
  title: string;
  category_id: number;
  type: string;
  stock_status: string;
  stock_quantity: number;
  variant_group_id: string | null;
  average_rating: number | null;
  rating_count: number;
}
const row = (sku: string) => api.db.prepare('SELECT * FROM products WHERE public_sku = ?').get(sku) as Row;

async function suggestions(kind: 'cross_sell' | 'for_you', cartId: string, token = anon) {
  const res = await api.call('GET', `/cart/${cartId}/${kind}`, { token });
  expect(res.status).toBe(200);
  return SuggestionsSchema.parse(res.body);
}

const IN_STOCK = ['IN_STOCK', 'IN_ERP_STOCK', 'DOWNLOAD'];

describe('GET /cart/{id}/cross_sell', () => {
  it('suggests in-stock products of the cart’s categories, not in the cart, with the seed’s Spanish titles, at most SUGGESTION_LIMIT', async () => {
    const { cartId, sku } = await cartWith(api, anon, CHEAP);
    const inCart = row(sku);
    const list = await suggestions('cross_sell', cartId);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
    for (const product of list) {
      const seeded = row(product.public_sku);
      expect(seeded.category_id).toBe(inCart.category_id);
      expect(product.public_sku).not.toBe(sku);
      expect(IN_STOCK).toContain(seeded.stock_status);
      expect(seeded.stock_quantity).toBeGreaterThan(0);
      expect(product.title).toBe(seeded.title);
    }
    // Titles are the seed's Spanish ones (at least one reads as Spanish prose with its accents or words).
    expect(list.some((product) => isSpanishProse(product.title) || /[áéíóúñ¿¡]/i.test(product.title))).toBe(true);
    // One per variant group.
    const groups = list.map((product) => row(product.public_sku).variant_group_id).filter((g) => g !== null);
    expect(new Set(groups).size).toBe(groups.length);
  });

  it('leaves out a product once it is out of stock, and once it is in the cart (with its variants)', async () => {
    const { cartId } = await cartWith(api, anon, CHEAP);
    const first = await suggestions('cross_sell', cartId);
    const soldOut = first[0]!.public_sku;
    api.db.prepare(`UPDATE products SET stock_quantity = 0 WHERE public_sku = ?`).run(soldOut);
    const second = await suggestions('cross_sell', cartId);
    expect(second.map((p) => p.public_sku)).not.toContain(soldOut);
    api.db.prepare(`UPDATE products SET stock_quantity = 10 WHERE public_sku = ?`).run(soldOut);

    const added = first[1]!.public_sku;
    expect((await api.call('POST', `/cart/${cartId}/item`, { token: anon, body: { product_public_sku: added, quantity: 1 } })).status).toBe(200);
    const third = await suggestions('cross_sell', cartId);
    const group = row(added).variant_group_id;
    expect(third.map((p) => p.public_sku)).not.toContain(added);
    if (group) expect(third.every((p) => row(p.public_sku).variant_group_id !== group)).toBe(true);
  });

  it('suggests nothing a variant of the cart’s item already is', async () => {
    const grouped = api.db
      .prepare(
        `SELECT variant_group_id FROM products WHERE variant_group_id IS NOT NULL AND status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK'
         GROUP BY variant_group_id HAVING COUNT(*) >= 2 ORDER BY variant_group_id LIMIT 1`,
      )
      .get() as { variant_group_id: string };
    const { cartId } = await cartWith(api, anon, `variant_group_id = '${grouped.variant_group_id}' AND stock_status = 'IN_STOCK'`);
    const list = await suggestions('cross_sell', cartId);
    expect(list.every((p) => row(p.public_sku).variant_group_id !== grouped.variant_group_id)).toBe(true);
  });

  it('offers only what may join the cart: digital items to a digital cart', async () => {
    const { cartId } = await cartWith(api, anon, `status = 'PUBLISHED' AND type = 'DIGITAL'`);
    const list = await suggestions('cross_sell', cartId);
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((p) => p.type))).toEqual(new Set(['DIGITAL']));
  });

  it('suggests nothing for an empty cart', async () => {
    const created = await api.call('POST', '/cart', { token: anon });
    expect(await suggestions('cross_sell', created.body.cart_id)).toEqual([]);
  });
});

describe('GET /cart/{id}/for_you', () => {
  it('lists the best-rated in-stock products, best first, none of the cart’s, at most SUGGESTION_LIMIT', async () => {
    const { cartId, sku } = await cartWith(api, anon, CHEAP);
    const list = await suggestions('for_you', cartId);
    expect(list).toHaveLength(SUGGESTION_LIMIT);
    const rows = list.map((p) => row(p.public_sku));
    expect(rows.map((r) => r.public_sku)).not.toContain(sku);
    for (const r of rows) {
      expect(IN_STOCK).toContain(r.stock_status);
      expect(r.stock_quantity).toBeGreaterThan(0);
      expect(r.average_rating).not.toBeNull();
    }
    const ratings = rows.map((r) => r.average_rating!);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // Nothing better-rated that could be suggested is left out.
    const best = api.db
      .prepare(
        `SELECT MAX(average_rating) AS best FROM products WHERE status = 'PUBLISHED' AND stock_status IN ('IN_STOCK','IN_ERP_STOCK') AND stock_quantity > 0
         AND type IN ('SIMPLE','BUNDLE','BOOK','PROMOTIONAL') AND public_sku <> ?`,
      )
      .get(sku) as { best: number };
    expect(ratings[0]).toBe(best.best);
    expect(list.every((p) => p.title === row(p.public_sku).title && p.title.length > 0)).toBe(true);
  });

  it('offers only what may join the cart (spec section 4): each suggestion can be added', async () => {
    const { cartId } = await cartWith(api, anon, `status = 'PUBLISHED' AND type = 'DIGITAL'`);
    const list = await suggestions('for_you', cartId);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => p.type === 'DIGITAL' || p.type === 'GIFT_CARD')).toBe(true);
    for (const product of list.slice(0, 3)) {
      const added = await api.call('POST', `/cart/${cartId}/item`, { token: anon, body: { product_public_sku: product.public_sku, quantity: 1 } });
      expect(added.status).toBe(200);
    }
  });

  it('drops a suggestion once it is in the cart', async () => {
    const { cartId } = await cartWith(api, anon, CHEAP);
    const top = (await suggestions('for_you', cartId))[0]!.public_sku;
    expect((await api.call('POST', `/cart/${cartId}/item`, { token: anon, body: { product_public_sku: top, quantity: 1 } })).status).toBe(200);
    expect((await suggestions('for_you', cartId)).map((p) => p.public_sku)).not.toContain(top);
  });
});

describe('the suggestions answer only the cart’s owner', () => {
  for (const kind of ['cross_sell', 'for_you'] as const) {
    it(`${kind}: someone else’s cart, a malformed id and a closed cart answer 404 notFound in Spanish`, async () => {
      const { cartId } = await cartWith(api, anon, CHEAP);
      const other = await api.anonymous();
      const ana = await api.login();
      for (const token of [other, ana]) {
        const res = await api.call('GET', `/cart/${cartId}/${kind}`, { token });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ cause: 'notFound', message: 'El carrito no existe.' });
      }
      const malformed = await api.call('GET', `/cart/${encodeURIComponent('../../x')}/${kind}`, { token: anon });
      expect(malformed.status).toBe(404);
      expect(malformed.body.cause).toBe('notFound');
      expect((await api.call('DELETE', `/cart/${cartId}`, { token: anon })).status).toBe(204);
      expect((await api.call('GET', `/cart/${cartId}/${kind}`, { token: anon })).status).toBe(404);
    });
  }
});
