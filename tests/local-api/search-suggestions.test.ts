import { beforeAll, describe, expect, it } from 'vitest';
import { fold } from '../../local-api/search/text';
import { makeApi, type TestApi } from './support';

// GET /search_suggestions: completions, categories, brands and products as the shopper types, with the matched part
// given as ranges (no HTML), scoped by category_id, and categories to go to when nothing matches.

type Suggestion = { text: string; type: string; slug: string | null; image_url: string | null; parent_category_name: string | null; highlight: [number, number][] };

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});

async function suggest(query: string, extra = ''): Promise<Suggestion[]> {
  const res = await api.call('GET', `/search_suggestions?query=${encodeURIComponent(query)}${extra}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.query).toBe(query.trim());
  expect(res.text).not.toMatch(/<|&lt;/); // no markup: highlights are ranges
  return res.body.suggestions;
}

describe('GET /search_suggestions', () => {
  it('mixes completions, categories, brands and products, at most 8', async () => {
    const got = await suggest('audi');
    expect(got.length).toBe(8);
    expect(got.map((s) => s.type)).toEqual(['TEXT', 'TEXT', 'CATEGORY', 'CATEGORY', 'BRAND', 'PRODUCT', 'PRODUCT', 'PRODUCT']);
    expect(got.filter((s) => s.type === 'TEXT').map((s) => s.text)).toEqual(['audífonos', 'audiora']);
    expect(got.filter((s) => s.type === 'CATEGORY')).toEqual([
      { text: 'Audio', type: 'CATEGORY', slug: 'audio', image_url: null, parent_category_name: 'Tecnología', highlight: [[0, 4]] },
      { text: 'Audífonos', type: 'CATEGORY', slug: 'audifonos', image_url: null, parent_category_name: 'Audio', highlight: [[0, 4]] },
    ]);
    expect(got.find((s) => s.type === 'BRAND')).toEqual({
      text: 'Audiora',
      type: 'BRAND',
      slug: 'audiora',
      image_url: '/api/public/media/brand/audiora.svg',
      parent_category_name: null,
      highlight: [[0, 4]],
    });
  });

  it('gives each product its slug, picture and category, one per variant group', async () => {
    const products = (await suggest('audifonos sonaria')).filter((s) => s.type === 'PRODUCT');
    expect(products.length).toBeGreaterThan(1);
    const groups = new Set<string>();
    for (const p of products) {
      const row = api.db.prepare('SELECT * FROM products WHERE slug = ?').get(p.slug) as Record<string, any>;
      expect(row.title).toBe(p.text);
      expect(row.status).toBe('PUBLISHED');
      expect(p.parent_category_name).toBe('Audífonos');
      expect(p.image_url).toBe(`/api/public/media/product/${row.public_sku}-1.svg?w=150`);
      const image = await api.call('GET', p.image_url!, { token });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      groups.add(row.variant_group_id ?? `id:${row.id}`);
    }
    expect(groups.size).toBe(products.length);
  });

  it('highlights the typed part of each matching word, accents and case ignored', async () => {
    for (const query of ['son', 'SON', 'laptop vol', 'cafe', 'café', 'audifonoz']) {
      const got = await suggest(query);
      expect(got.length, query).toBeGreaterThan(0);
      const words = fold(query).split(/\s+/);
      for (const s of got) {
        for (const [start, end] of s.highlight) {
          expect(start).toBeLessThan(end);
          expect(end).toBeLessThanOrEqual(s.text.length);
          const part = fold(s.text.slice(start, end));
          // A highlighted part is a typed word's prefix, or a whole word that matches one (plural, typo).
          const ok = words.some((w) => part.startsWith(w) || w.startsWith(part) || part.length >= w.length - 2);
          expect(ok, `${query}: "${s.text}" ${start}-${end}`).toBe(true);
          // Ranges start at a word.
          expect(start === 0 || /[^\p{L}\p{N}]/u.test(s.text[start - 1]!), s.text).toBe(true);
        }
      }
    }
    const laptop = (await suggest('laptop vol')).find((s) => s.type === 'PRODUCT' && s.text.startsWith('Laptop Voltix'))!;
    expect(laptop.highlight).toEqual([
      [0, 6],
      [7, 10],
    ]);
    const cafe = (await suggest('cafe')).find((s) => s.text === 'Los misterios del café')!;
    expect(cafe.highlight).toEqual([[18, 22]]);
    expect(cafe.text.slice(18, 22)).toBe('café');
  });

  it('completes the last word as the catalogue spells it, after the words already typed', async () => {
    expect((await suggest('audif')).filter((s) => s.type === 'TEXT').map((s) => s.text)).toEqual(['audífonos']);
    expect((await suggest('laptop vol')).filter((s) => s.type === 'TEXT')).toEqual([
      { text: 'laptop voltix', type: 'TEXT', slug: null, image_url: null, parent_category_name: null, highlight: [[0, 6], [7, 10]] },
    ]);
    // A finished word (a space after it) is not completed.
    expect((await suggest('audifonos ')).filter((s) => s.type === 'TEXT')).toEqual([]);
  });

  it('forgives a typo in a long word, but not in a short one', async () => {
    const typo = await suggest('audifonoz');
    expect(typo.filter((s) => s.type === 'PRODUCT').length).toBeGreaterThan(0);
    for (const s of typo.filter((x) => x.type === 'PRODUCT')) expect(s.text).toMatch(/^Audífonos/);
    expect((await suggest('tazz ')).map((s) => s.type)).toEqual(['CATEGORY', 'CATEGORY', 'CATEGORY']);
  });

  it('keeps products and completions inside category_id and below', async () => {
    const libros = api.db.prepare(`SELECT id FROM categories WHERE slug = 'libros'`).pluck().get() as number;
    const everywhere = await suggest('cafe');
    const inBooks = await suggest('cafe', `&category_id=${libros}`);
    const bookCategories = new Set(
      api.db
        .prepare(`WITH RECURSIVE t(id) AS (SELECT ? UNION ALL SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id) SELECT name FROM categories WHERE id IN t`)
        .pluck()
        .all(libros) as string[],
    );
    const products = inBooks.filter((s) => s.type === 'PRODUCT');
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) expect(bookCategories.has(p.parent_category_name!), p.text).toBe(true);
    expect(everywhere.filter((s) => s.type === 'PRODUCT').some((p) => !bookCategories.has(p.parent_category_name!))).toBe(true);
    // Completions too: the coffee maker's word is offered everywhere, only the novel's inside Libros.
    expect(everywhere.filter((s) => s.type === 'TEXT').map((s) => s.text)).toContain('cafetera');
    expect(inBooks.filter((s) => s.type === 'TEXT').map((s) => s.text)).toEqual(['cafetal']);
    // An unknown category has no products; a malformed one is a Spanish 400.
    expect((await suggest('laptop', '&category_id=999999')).filter((s) => s.type === 'PRODUCT')).toEqual([]);
    const bad = await api.call('GET', '/search_suggestions?query=laptop&category_id=uno', { token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: el parámetro "category_id" debe ser un número entero.' });
  });

  it('ranks the products of a query ending in one or two letters by name: title matches first, most popular first', async () => {
    // Copies of a published product: every title but the lamp's says both words; the lamp says "zorblat" only in its
    // keywords. bm25 would put the title saying "zorblat" twice first; a 1-2 letter last word says too little for it.
    const base = api.db.prepare(`SELECT * FROM products WHERE status = 'PUBLISHED' AND variant_group_id IS NULL LIMIT 1`).get() as Record<string, unknown>;
    const columns = Object.keys(base);
    const insert = api.db.prepare(`INSERT INTO products (${columns.join(',')}) VALUES (${columns.map((c) => `@${c}`).join(',')})`);
    let id = (api.db.prepare('SELECT MAX(id) FROM products').pluck().get() as number) + 500;
    const add = (title: string, popularity: number, extra: Record<string, unknown> = {}) => {
      id++;
      insert.run({ ...base, id, public_sku: `ZORB-${id}`, slug: `zorblat-${id}`, title, popularity, brand_id: null, keywords: null, description_short: null, ...extra });
    };
    add('Zorblat verde', 5);
    add('Zorblat violeta', 50);
    add('Lámpara vintage', 99, { keywords: 'zorblat' });
    add('Zorblat zorblat verde', 1);
    add('Zorblat verdoso', 20);
    add('Zorblat vino', 300, { status: 'DRAFT' });
    for (const query of ['zorblat v', 'zorblat ve', 'Zorblat V']) {
      const products = (await suggest(query)).filter((s) => s.type === 'PRODUCT').map((s) => s.text);
      const expected = query.endsWith('ve')
        ? ['Zorblat verdoso', 'Zorblat verde', 'Zorblat zorblat verde']
        : ['Zorblat violeta', 'Zorblat verdoso', 'Zorblat verde', 'Zorblat zorblat verde', 'Lámpara vintage'];
      expect(products, query).toEqual(expected);
    }
  });

  it('offers the biggest top-level categories, unhighlighted, when nothing matches; nothing for an empty query', async () => {
    const none = await suggest('xilofonzqw');
    expect(none.map((s) => [s.type, s.highlight])).toEqual([
      ['CATEGORY', []],
      ['CATEGORY', []],
      ['CATEGORY', []],
    ]);
    const top = api.db.prepare('SELECT slug FROM categories WHERE parent_id IS NULL').pluck().all() as string[];
    for (const s of none) expect(top).toContain(s.slug);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('  *** ')).toEqual([]);
  });
});
