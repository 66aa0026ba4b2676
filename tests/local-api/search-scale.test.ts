import { beforeAll, describe, expect, it } from 'vitest';
import { ProductListSchema } from '../../src/domain';
import { makeApi, type TestApi } from './support';

// Search at catalogue scale (issue 10): a broad Relevance query ranks the index's best matches first (top K) and
// still pages exactly; the first letters' suggestions are kept per catalogue version and dropped when it changes.

let api: TestApi;
let token: string;

/** Copies of a published kitchen pot with another sku, slug, title and popularity (the triggers index them). */
function insertProducts(titles: string[], group: (i: number) => string | null = () => null): number[] {
  const base = api.db.prepare(`SELECT * FROM products WHERE status = 'PUBLISHED' AND title LIKE 'Olla arrocera%' LIMIT 1`).get() as Record<string, unknown>;
  const first = (api.db.prepare('SELECT MAX(id) FROM products').pluck().get() as number) + 1000;
  const columns = Object.keys(base);
  const insert = api.db.prepare(`INSERT INTO products (${columns.join(',')}) VALUES (${columns.map((c) => `@${c}`).join(',')})`);
  const ids: number[] = [];
  api.db.transaction(() => {
    titles.forEach((title, i) => {
      const id = first + i;
      insert.run({ ...base, id, public_sku: `SCALE-${id}`, slug: `scale-${id}`, title, description_short: null, keywords: null, brand_id: null, popularity: i % 97, variant_group_id: group(i) });
      ids.push(id);
    });
  })();
  return ids;
}

async function search(query: string, page: number, pageSize = 24) {
  const res = await api.call('GET', `/search?query=${encodeURIComponent(query)}&page=${page}&page_size=${pageSize}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  ProductListSchema.parse(res.body);
  return res.body as { products: { slug: string; title: string }[]; total_count: number; has_more_items: boolean };
}

beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});

describe('a broad Relevance query (more than 2000 matches)', () => {
  it('pages through every variant group once, best bm25 first, with an exact total', async () => {
    // 2,400 products say "quetzalito"; one in three is a variant of a group of three; 100 also say it twice in the title.
    const titles = Array.from({ length: 2400 }, (_, i) => (i < 100 ? `Quetzalito quetzalito ${i}` : `Quetzalito modelo ${i} de colección amplia`));
    const ids = insertProducts(titles, (i) => (i >= 100 && i % 3 === 0 ? `scale-group-${Math.floor(i / 9)}` : null));
    const groups = new Set(
      (api.db.prepare(`SELECT COALESCE(variant_group_id, 'id:' || id) FROM products WHERE id IN (${ids.join(',')})`).pluck().all() as string[]),
    );

    const first = await search('quetzalito', 1);
    expect(first.total_count).toBe(groups.size);
    expect(first.has_more_items).toBe(true);
    expect(first.products).toHaveLength(24);
    // The titles saying the word twice rank first (bm25), whatever their popularity.
    expect(first.products.every((p) => p.title.startsWith('Quetzalito quetzalito'))).toBe(true);

    const seen = new Set<string>();
    let pages = 0;
    for (let page = 1; ; page++) {
      const answer = await search('quetzalito', page, 100);
      expect(answer.total_count).toBe(groups.size);
      for (const p of answer.products) {
        expect(seen.has(p.slug), p.slug).toBe(false);
        seen.add(p.slug);
      }
      pages++;
      if (!answer.has_more_items) break;
      expect(pages).toBeLessThan(40);
    }
    // Every group listed exactly once, across pages, by one of its variants.
    expect(seen.size).toBe(groups.size);
    expect(pages).toBe(Math.ceil(groups.size / 100));
  });
});

describe('suggestions for the first letters', () => {
  const suggest = async (query: string) => {
    const res = await api.call('GET', `/search_suggestions?query=${encodeURIComponent(query)}`, { token });
    expect(res.status).toBe(200);
    return (res.body as { suggestions: { text: string; type: string }[] }).suggestions;
  };

  it('are kept until the products change: a new product, then its unpublishing, show at once', async () => {
    const before = await suggest('xq');
    expect(before.some((s) => s.text.includes('Xqorbo'))).toBe(false);
    expect(await suggest('xq')).toEqual(before);

    const [id] = insertProducts(['Xqorbo lámpara de noche']);
    const after = await suggest('xq');
    expect(after.filter((s) => s.type === 'PRODUCT').map((s) => s.text)).toEqual(['Xqorbo lámpara de noche']);

    api.db.prepare(`UPDATE products SET status = 'PRIVATE' WHERE id = ?`).run(id);
    const hidden = await suggest('xq');
    expect(hidden.some((s) => s.text.includes('Xqorbo'))).toBe(false);
  });

  it('answer a copy: changing one answer does not change the next', async () => {
    const one = await suggest('ol');
    expect(one.length).toBeGreaterThan(0);
    const again = await suggest('ol');
    expect(again).toEqual(one);
  });
});
