import { beforeAll, describe, expect, it } from 'vitest';
import { makeApi, type TestApi } from './support';

// Issue 25 part 4, defect 18: a shopper's word finds what the catalogue calls the same thing («zapatos» → tenis, tacos,
// calzado), and a search that finds nothing proposes a spelling that does («¿Quisiste decir…?», `did_you_mean`).

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
});

interface Answer {
  products: { title: string }[];
  total_count: number;
  message: string | null;
  did_you_mean: string | null;
  showing_results_for: string | null;
}

async function search(query: string, extra = ''): Promise<Answer> {
  const res = await api.call('GET', `/search?query=${encodeURIComponent(query)}&page_size=100${extra}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Answer;
}

/** Published products whose title matches the SQL LIKE pattern. */
function publishedTitles(like: string): string[] {
  return api.db.prepare(`SELECT title FROM products WHERE status = 'PUBLISHED' AND title LIKE ?`).pluck().all(like) as string[];
}

describe('synonyms', () => {
  it('finds the tenis, the tacos and the sandals for «zapatos» (before: 0 results), and not the tennis tournament', async () => {
    const tenis = publishedTitles('Tenis %');
    const tacos = publishedTitles('Tacos %');
    expect(tenis.length).toBeGreaterThan(0);
    expect(tacos.length).toBeGreaterThan(0);
    const found = await search('zapatos');
    const titles = found.products.map((p) => p.title);
    // Variants are grouped (one card per group): every group of tenis and of tacos is there.
    expect(found.total_count).toBeGreaterThan(0);
    expect(titles.some((t) => t.startsWith('Tenis '))).toBe(true);
    expect(titles.some((t) => t.startsWith('Tacos '))).toBe(true);
    expect(titles.some((t) => t.startsWith('Sandalias '))).toBe(true);
    expect(found.message).toBeNull();
    expect(found.did_you_mean).toBeNull();
    // Nothing that is not footwear: every result is in the «Calzado» tree or names a shoe.
    for (const title of titles) expect(title).toMatch(/^(Tenis|Tacos|Sandalias|Zapat|Botas)/);
  });

  it('finds the singular as the plural: «zapato» gives the same total as «zapatos»', async () => {
    expect((await search('zapato ')).total_count).toBe((await search('zapatos')).total_count);
  });

  it('works one way only: «tenis» does not bring sandals', async () => {
    const titles = (await search('tenis')).products.map((p) => p.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => t.startsWith('Sandalias'))).toEqual([]);
  });

  it('finds for «parlante» what «bocina» finds, and for «teléfono» the celulares', async () => {
    const parlante = await search('parlante');
    const bocina = await search('bocina');
    expect(parlante.total_count).toBeGreaterThan(0);
    expect(parlante.products.map((p) => p.title).sort()).toEqual(bocina.products.map((p) => p.title).sort());
    const telefono = (await search('teléfono')).products.map((p) => p.title);
    expect(telefono.length).toBeGreaterThan(0);
    expect(telefono.filter((t) => /^(Celular|Smartphone)/.test(t)).length).toBeGreaterThan(0);
  });

  it('corrects a typo in a shopper\'s word: «zapatoz» finds the same as «zapatos»', async () => {
    expect((await search('zapatoz')).total_count).toBe((await search('zapatos')).total_count);
  });
});

describe('«¿Quisiste decir…?» (did_you_mean)', () => {
  it('proposes «audífonos» for «audifnoz» (two typos, no result), and that spelling finds products', async () => {
    const missed = await search('audifnoz');
    expect(missed.total_count).toBe(0);
    expect(missed.did_you_mean).toBe('audífonos');
    expect((await search(missed.did_you_mean!)).total_count).toBeGreaterThan(0);
  });

  it('proposes a spelling that finds products for «zapatoz deportibos»', async () => {
    const missed = await search('zapatoz deportibos');
    expect(missed.total_count).toBe(0);
    expect(missed.did_you_mean).toMatch(/^zapatos( deportivos)?$/);
    expect((await search(missed.did_you_mean!)).total_count).toBeGreaterThan(0);
  });

  it('proposes nothing for gibberish, nor when the search found products', async () => {
    expect((await search('xqzwv')).did_you_mean).toBeNull();
    const found = await search('audífonos');
    expect(found.total_count).toBeGreaterThan(0);
    expect(found.did_you_mean).toBeNull();
  });

  it('proposes only a spelling that finds something with the same filters', async () => {
    const inBooks = await search('audifnoz', '&category_slug=libros');
    expect(inBooks.total_count).toBe(0);
    expect(inBooks.did_you_mean).toBeNull();
  });
});

describe('«Mostrando resultados de …» (showing_results_for)', () => {
  it('says a typo was corrected when «audifnos» finds audífonos, and finds nothing for the words as typed with exact=true', async () => {
    const corrected = await search('audifnos');
    expect(corrected.total_count).toBeGreaterThan(0);
    expect(corrected.products.some((p) => /audífonos/i.test(p.title))).toBe(true);
    expect(corrected.showing_results_for).toBe('audífonos');
    const exact = await search('audifnos', '&exact=true');
    expect(exact.total_count).toBe(0);
    expect(exact.showing_results_for).toBeNull();
    expect(exact.did_you_mean).toBe('audífonos');
  });

  it('says nothing when every word matched as typed', async () => {
    const plain = await search('audífonos');
    expect(plain.total_count).toBeGreaterThan(0);
    expect(plain.showing_results_for).toBeNull();
  });
});
