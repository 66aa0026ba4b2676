import { beforeAll, describe, expect, it } from 'vitest';
import { HomePageSchema, SectionDetailSchema, type HomeSection } from '../../src/domain';
import { makeApi, preparedDuring, type TestApi } from './support';

/**
 * The home's brands section ranks every brand by its published products' popularity. At 100k products the ranking
 * took ~300 ms per call (home, section detail and section filter each ran it) because SQLite walked products_brand and
 * read each product row; it must sum over the covering index instead, and rank and count exactly as before.
 */
let api: TestApi;
let token: string;
let section: HomeSection;
beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
  section = HomePageSchema.parse((await get('/page/home')).body).sections.find((s) => s.type === 'BRANDS')!;
});
const get = (path: string) => api.call('GET', path, { token });

interface Ranked {
  id: number;
  name: string;
  popularity: number;
}
/** The reference ranking, computed the plain way. */
function reference(order = 'b.id'): Ranked[] {
  return api.db
    .prepare(
      `SELECT b.id, b.name, SUM(p.popularity) AS popularity FROM brands b JOIN products p ON p.brand_id = b.id AND p.status = 'PUBLISHED'
       GROUP BY b.id ORDER BY ${order}`,
    )
    .all() as Ranked[];
}
const brandIdsOf = (items: unknown[]) => (items as { brand_id: number }[]).map((item) => item.brand_id);

describe('the brands section at scale', () => {
  it('ranks brands by summed popularity (ties by id), pages through all of them and counts them', async () => {
    const expected = reference().sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    expect(expected.length).toBeGreaterThan(12);
    expect(section.total_count).toBe(expected.length);
    expect(brandIdsOf(section.items)).toEqual(expected.slice(0, 12).map((b) => b.id));
    const second = SectionDetailSchema.parse((await get(`/page/section/${section.section_id}?page=2&page_size=5`)).body);
    expect(brandIdsOf(second.section.items)).toEqual(expected.slice(5, 10).map((b) => b.id));
    expect(second.section.total_count).toBe(expected.length);
  });

  it('sorts by name when asked, and still counts every brand on a page past the last one', async () => {
    // SQLite's NOCASE order (ASCII letters only; the store's brand list has always sorted so).
    const byName = reference('b.name COLLATE NOCASE, b.id');
    expect(byName.length).toBeGreaterThan(12);
    const first = SectionDetailSchema.parse((await get(`/page/section/${section.section_id}?page_size=100&sort_by=Name`)).body);
    expect((first.section.items as { name: string }[]).map((b) => b.name)).toEqual(byName.map((b) => b.name));
    const beyond = SectionDetailSchema.parse((await get(`/page/section/${section.section_id}?page=50&page_size=100`)).body);
    expect(beyond.section.items).toEqual([]);
    expect(beyond.section.total_count).toBe(byName.length);
    expect(beyond.section.has_more_items).toBe(false);
  });

  it('reads the products through the covering listing index, never row by row through products_brand', async () => {
    const seen = await preparedDuring(api.db, async () => {
      expect((await get(`/page/section/${section.section_id}`)).status).toBe(200);
    });
    const brandQueries = seen.filter((sql) => /\bbrands\b/.test(sql) && /\bproducts\b/.test(sql));
    expect(brandQueries.length).toBeGreaterThan(0);
    for (const sql of brandQueries) {
      const plan = (api.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(12, 0) as { detail: string }[]).map((row) => row.detail).join('\n');
      expect(plan, sql).not.toMatch(/products_brand/);
      expect(plan, sql).toMatch(/COVERING INDEX products_listing_keys/);
    }
  });
});
