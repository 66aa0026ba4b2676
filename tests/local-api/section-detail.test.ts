import { beforeAll, describe, expect, it } from 'vitest';
import { HomePageSchema, SectionDetailSchema, type HomeSection } from '../../src/domain';
import { makeApi, type TestApi } from './support';

let api: TestApi;
let token: string;
let home: HomeSection[];
beforeAll(async () => {
  api = makeApi();
  token = await api.anonymous();
  home = HomePageSchema.parse((await get('/page/home')).body).sections;
});
const get = (path: string) => api.call('GET', path, { token });
const skusOf = (section: HomeSection) => (section.items as { product: { public_sku: string } }[]).map((item) => item.product.public_sku);
const AVAILABLE = ['IN_STOCK', 'IN_ERP_STOCK', 'DOWNLOAD', 'PRESALE'];

describe('GET /page/section/{id}', () => {
  it('lists every product of each home product section with more items, page by page, only what can be bought', async () => {
    const withMore = home.filter((s) => s.has_more_items && s.type !== 'BRANDS');
    expect(withMore.map((s) => s.title)).toEqual(expect.arrayContaining(['Ofertas relámpago', 'Recomendados para ti']));
    for (const shown of withMore) {
      const first = SectionDetailSchema.parse((await get(`/page/section/${shown.section_id}?page=1&page_size=100`)).body);
      expect(first.section.section_id).toBe(shown.section_id);
      expect(first.section.title).toBe(shown.title);
      expect(first.section.type).toBe(shown.type);
      expect(first.section.total_count).toBe(shown.total_count);
      expect(first.section.items.length).toBe(Math.min(100, shown.total_count!));
      expect(first.section.items.length).toBeGreaterThan(shown.items.length);
      // The section's own order: what the home shows comes first.
      expect(skusOf(first.section).slice(0, shown.items.length)).toEqual(skusOf(shown));
      for (const item of first.section.items as { product: { stock_status: string; status: string } }[]) {
        expect(AVAILABLE, shown.title!).toContain(item.product.stock_status);
      }
    }
  });

  it('pages with page and page_size, and sorts with sort_by', async () => {
    const flash = home.find((s) => s.type === 'PRIME_DAYS')!;
    const p1 = SectionDetailSchema.parse((await get(`/page/section/${flash.section_id}?page=1&page_size=2`)).body);
    const p2 = SectionDetailSchema.parse((await get(`/page/section/${flash.section_id}?page=2&page_size=2`)).body);
    expect([p1.page, p1.page_size, p2.page]).toEqual([1, 2, 2]);
    expect(p1.section.items).toHaveLength(2);
    expect(p1.section.has_more_items).toBe(true);
    expect(skusOf(p2.section).some((sku) => skusOf(p1.section).includes(sku))).toBe(false);
    const byName = SectionDetailSchema.parse((await get(`/page/section/${flash.section_id}?sort_by=Name&page_size=100`)).body);
    const titles = (byName.section.items as { product: { title: string } }[]).map((i) => i.product.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect(titles.length).toBe(flash.total_count);
  });

  it('answers the first call of page 0, size 0 and sort Name with the first page at the default size', async () => {
    const res = await get('/page/section/7?page=0&page_size=0&sort_by=Name');
    expect(res.status).toBe(200);
    const detail = SectionDetailSchema.parse(res.body);
    expect([detail.page, detail.page_size, detail.section.items.length]).toEqual([1, 24, 24]);
  });

  it('finds the sections of the offers and newest pages by their ids', async () => {
    for (const kind of ['offers', 'newest']) {
      const page = HomePageSchema.parse((await get(`/page/${kind}`)).body);
      const section = page.sections.find((s) => s.has_more_items)!;
      const detail = SectionDetailSchema.parse((await get(`/page/section/${section.section_id}`)).body);
      expect(detail.section.title).toBe(section.title);
      expect(detail.section.items.length).toBeGreaterThan(section.items.length);
    }
  });

  it('lists every brand with published products for the brands section', async () => {
    const brands = home.find((s) => s.type === 'BRANDS')!;
    expect(brands.has_more_items).toBe(true);
    const detail = SectionDetailSchema.parse((await get(`/page/section/${brands.section_id}?page_size=100`)).body);
    expect(detail.section.type).toBe('BRANDS');
    expect(detail.section.items.length).toBe(brands.total_count);
    expect(detail.section.items.length).toBeGreaterThan(brands.items.length);
    expect(detail.section.has_more_items).toBe(false);
  });

  it('answers 404 notFound for an unknown id and for a section with nothing more to list', async () => {
    for (const id of ['999', 'no-existe', '1', '5']) {
      const res = await get(`/page/section/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.cause).toBe('notFound');
    }
  });

  it('answers 400 for bad paging or an unknown sort, never 500', async () => {
    for (const query of ['page=-1', 'page=abc', 'page_size=101', 'page_size=-3', 'page=1.5', 'sort_by=Chaos']) {
      const res = await get(`/page/section/7?${query}`);
      expect(res.status, query).toBe(400);
      expect(['invalidPage', 'apiCallFailed']).toContain(res.body.cause);
    }
  });
});
