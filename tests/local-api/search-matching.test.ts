import { beforeAll, describe, expect, it } from 'vitest';
import { ProductListSchema } from '../../src/domain';
import { makeApi, type TestApi } from './support';

// GET /search's matching: accents folded both ways, prefixes, singular and plural, one typo on long words,
// bm25 ranking (title above description), the index kept in sync with products, and hostile queries.

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});

async function search(query: string, extra = '') {
  const res = await api.call('GET', `/search?query=${encodeURIComponent(query)}&page_size=100${extra}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  ProductListSchema.parse(res.body);
  return res.body as { products: { title: string; slug: string }[]; total_count: number; message: string | null; query: string };
}
const titles = async (query: string) => (await search(query)).products.map((p) => p.title);

/** Published products whose title matches the SQL LIKE pattern (SQLite's LIKE ignores ASCII case only). */
function publishedTitles(like: string): string[] {
  return (api.db.prepare(`SELECT title FROM products WHERE status = 'PUBLISHED' AND title LIKE ?`).pluck().all(like) as string[]).sort();
}

/** A copy of an existing published product with another sku, slug, title and short description (the triggers index it). */
function insertProduct(title: string, description: string): number {
  // A kitchen pot's row without its brand, so only the given words can match it.
  const base = api.db.prepare(`SELECT * FROM products WHERE status = 'PUBLISHED' AND title LIKE 'Olla arrocera%' LIMIT 1`).get() as Record<string, unknown>;
  const id = (api.db.prepare('SELECT MAX(id) + 1 FROM products').pluck().get() as number) + 1000;
  const row = { ...base, id, public_sku: `SRCH-${id}`, slug: `srch-${id}`, title, description_short: description, keywords: null, brand_id: null };
  const columns = Object.keys(row);
  api.db.prepare(`INSERT INTO products (${columns.join(',')}) VALUES (${columns.map((c) => `@${c}`).join(',')})`).run(row);
  return id;
}

describe('accents and case', () => {
  it('finds accented titles from a query without accents, and the same from an accented or upper-case one', async () => {
    const expected = publishedTitles('%café%');
    expect(expected.length).toBeGreaterThan(1);
    for (const query of ['cafe', 'café', 'CAFÉ', 'Cafe']) {
      const found = await titles(query);
      for (const title of expected) expect(found, query).toContain(title);
    }
    expect(await titles('café')).toEqual(await titles('cafe'));
    expect(await titles('AUDÍFONOS')).toEqual(await titles('audifonos'));
  });

  it('finds an unaccented title from an accented query (folding both ways)', async () => {
    insertProduct('Molinillo Brumoso para cafe de grano', 'Muele fino.');
    expect(await titles('café brumoso')).toEqual(['Molinillo Brumoso para cafe de grano']);
    expect(await titles('CAFÉ BRÚMOSO')).toEqual(['Molinillo Brumoso para cafe de grano']);
  });
});

describe('prefixes, plurals and typos', () => {
  it('matches the last word as a prefix while it is typed, and not once a space follows it', async () => {
    const full = await titles('audifonos');
    // Colours of one model list once (variant groups), so there are fewer results than titles.
    expect(full.length).toBeGreaterThanOrEqual(5);
    for (const title of full) expect(title).toMatch(/^Audífonos /);
    expect(await titles('audif')).toEqual(full);
    expect(await titles('aud')).toEqual(expect.arrayContaining(full));
    expect((await search('aud ')).total_count).toBe(0); // "aud" complete is not a word of the catalogue (nor long enough for a typo)
    // Only the last word is a prefix: "lapt 16" is not "laptop 16".
    expect((await search('lapt 16')).total_count).toBe(0);
    expect((await search('laptop 16')).total_count).toBeGreaterThan(0);
  });

  it('matches singular and plural forms of each other (taza ⇄ tazas, luz ⇄ luces)', async () => {
    const tazas = publishedTitles('%taza%');
    expect(tazas.length).toBe(3);
    expect((await titles('taza ')).sort()).toEqual(tazas);
    expect((await titles('tazas ')).sort()).toEqual(tazas);
    const luz = await titles('luz ');
    const luces = await titles('luces ');
    expect(luz).toContain('Bocina portátil Sonaria con luces');
    expect(luces).toContain('Luz LED para bicicleta Cumbre recargable');
    expect(luz.sort()).toEqual(luces.sort());
  });

  it('forgives one typo in a word of five letters or more', async () => {
    const laptops = (await titles('laptop ')).sort();
    // Every laptop, and what names laptops in its keywords (sleeves, backpacks).
    expect(laptops.length).toBeGreaterThanOrEqual(publishedTitles('Laptop%').length);
    for (const typo of ['laptp ', 'lapttop ', 'laptoq ', 'lpatop ']) expect((await titles(typo)).sort(), typo).toEqual(laptops);
    expect(await titles('audifonoz ')).toEqual(await titles('audifonos '));
    // Two typos are too many.
    expect((await search('lpatpo ')).total_count).toBe(0);
  });

  it('does not forgive a typo in a word of four letters or fewer', async () => {
    expect((await search('tazz ')).total_count).toBe(0);
    expect((await search('lus ')).total_count).toBe(0);
    expect((await search('taza ')).total_count).toBe(3);
  });

  it('requires every word (stopwords aside), so more words narrow the results', async () => {
    const all = await search('laptop');
    const voltix = await search('laptop de voltix');
    expect(voltix.total_count).toBeGreaterThan(0);
    expect(voltix.total_count).toBeLessThan(all.total_count);
    for (const p of voltix.products) expect(p.title).toMatch(/Voltix/);
  });
});

describe('ranking', () => {
  it('ranks a title match above a match in the description', async () => {
    insertProduct('Estuche rígido para lentes', 'Protege tus lentes; cabe un paño zorbidex de regalo.');
    insertProduct('Paño zorbidex de microfibra', 'Limpia pantallas y lentes sin rayarlos.');
    expect(await titles('zorbidex')).toEqual(['Paño zorbidex de microfibra', 'Estuche rígido para lentes']);
  });
});

describe('the index follows the products table', () => {
  it('indexes a new product, re-indexes a changed title and forgets a deleted product', async () => {
    const id = insertProduct('Trompo Quetzalito de madera', 'Gira y gira.');
    expect(await titles('quetzalito')).toEqual(['Trompo Quetzalito de madera']);
    api.db.prepare('UPDATE products SET title = ? WHERE id = ?').run('Trompo Colibrí de madera', id);
    expect((await search('quetzalito')).total_count).toBe(0);
    expect(await titles('colibri trompo')).toEqual(['Trompo Colibrí de madera']);
    const indexed = () => api.db.prepare('SELECT title FROM products_fts WHERE rowid = ?').pluck().all(id);
    expect(indexed()).toEqual(['Trompo Colibrí de madera']);
    api.db.prepare('DELETE FROM products WHERE id = ?').run(id);
    expect(indexed()).toEqual([]);
    expect((await search('colibri trompo')).total_count).toBe(0);
  });
});

describe('any query answers, in Spanish', () => {
  const hostile = [
    '"',
    '""',
    '*',
    'laptop*',
    '"laptop',
    'AND',
    'OR laptop',
    'laptop NOT voltix',
    'NEAR(laptop voltix, 2)',
    'NEAR(',
    'title:laptop',
    '{title}: laptop',
    '^laptop',
    '(laptop',
    ')',
    "'; DROP TABLE products; --",
    '%_\\',
    '-laptop +voltix',
    '🙂☕',
    '咖啡',
    '\u0000laptop',
    'laptop '.repeat(28),
    'a'.repeat(200),
    '('.repeat(200),
  ];

  it('never answers a 500 to FTS5 or SQL syntax, symbols, emoji or long queries', async () => {
    for (const query of hostile) {
      for (const path of ['/search', '/search/filter', '/search_suggestions']) {
        const res = await api.call('GET', `${path}?query=${encodeURIComponent(query)}`, { token });
        expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(200);
      }
    }
    expect(api.logs.filter((line) => line.startsWith('error'))).toEqual([]);
    // The table is still there.
    expect((await search('laptop')).total_count).toBeGreaterThan(0);
  });

  it('reads FTS5 operators as words: quotes and stars are ignored, AND is a word to find', async () => {
    expect(await titles('"laptop" voltix*')).toEqual(await titles('laptop voltix'));
    expect((await search('laptop NOT voltix')).total_count).toBe(0); // "not" is a word no laptop title has
  });

  it('answers an empty list and a Spanish message when nothing matches or nothing was typed', async () => {
    const none = await search('xilofonzqw');
    expect(none).toMatchObject({ products: [], total_count: 0, query: 'xilofonzqw' });
    expect(none.message).toBe('No encontramos productos para «xilofonzqw». Revisa cómo está escrito o prueba con menos palabras.');
    for (const query of ['', '   ', '!!!', '*']) {
      const empty = await search(query);
      expect(empty.total_count, query).toBe(0);
      expect(empty.message).toBe('Escribe qué producto, marca o categoría buscas.');
    }
    expect((await search('laptop')).message).toBeNull();
  });

  it('refuses a query over 200 characters with a Spanish 400, on all three routes', async () => {
    for (const path of ['/search', '/search/filter', '/search_suggestions']) {
      const res = await api.call('GET', `${path}?query=${'b'.repeat(201)}`, { token });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        cause: 'apiCallFailed',
        message: 'La solicitud no es válida: la búsqueda admite como máximo 200 caracteres (tiene 201).',
      });
    }
  });

  it('needs a session, like every catalogue route', async () => {
    const res = await api.call('GET', '/search?query=laptop');
    expect(res.status).toBe(401);
  });
});
