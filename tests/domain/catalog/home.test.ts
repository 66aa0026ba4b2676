import { describe, expect, it } from 'vitest';
import { HOME_SECTION_TYPES, HomePageSchema } from '../../../src/domain';
import { allHomeSections, banner, homePage } from '../../mocks/fixtures';

describe('HomePageSchema', () => {
  it('keeps a section of each of the 9 known types', () => {
    const page = HomePageSchema.parse(homePage());
    expect(page.sections.map((section) => section.type).sort()).toEqual([...HOME_SECTION_TYPES].sort());
    expect(page.sections).toHaveLength(9);
  });

  it('drops sections of unknown types and keeps the rest', () => {
    const page = HomePageSchema.parse(
      homePage({
        sections: [
          { section_id: 'x', type: 'HOLOGRAMS', sort_order: 0, items: [{ whatever: true }] },
          ...allHomeSections(),
          { section_id: 'y', sort_order: 1, items: [] },
          null,
        ],
      }),
    );
    expect(page.sections).toHaveLength(9);
    expect(page.sections.some((section) => String(section.section_id) === 'x')).toBe(false);
  });

  it('fails on a known section whose items do not match its type, naming where', () => {
    const result = HomePageSchema.safeParse(
      homePage({ sections: [{ section_id: 'b', type: 'BANNERS', sort_order: 0, items: [{ id: 1 }] }] }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sections', 0, 'items', 0, 'image']);
  });

  it('names the index in the sent list, counting the sections it drops', () => {
    const result = HomePageSchema.safeParse(
      homePage({ sections: [{ section_id: 'x', type: 'HOLOGRAMS', items: [] }, { section_id: 'c', type: 'CATEGORIES', items: [{ name: 'Audio' }] }] }),
    );
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([
      ['sections', 1, 'items', 0, 'category_id'],
      ['sections', 1, 'items', 0, 'slug'],
    ]);
  });

  it('defaults the page number to 1 and the paging flags to false', () => {
    const page = HomePageSchema.parse({ sections: [{ section_id: 'c', type: 'CATEGORIES', items: [] }], page: null });
    expect(page.page).toBe(1);
    expect(page.page_size).toBeNull();
    expect(page.has_more_sections).toBe(false);
    expect(page.sections[0]).toMatchObject({ has_more_items: false, title: null, total_count: null });
  });

  it('falls back to NONE for a banner whose target type is null', () => {
    const page = HomePageSchema.parse(homePage({ sections: [{ section_id: 'b', type: 'BANNERS', items: [banner(2, { targetType: null })] }] }));
    const section = page.sections[0]!;
    if (section.type !== 'BANNERS') throw new Error('expected BANNERS');
    expect(section.items[0]?.targetType).toBe('NONE');
  });

  it('applies the defaults of a banner', () => {
    const page = HomePageSchema.parse(
      homePage({ sections: [{ section_id: 'b', type: 'BANNERS', items: [banner(1, { targetType: 'SPACESHIP', sort_order: null })] }] }),
    );
    const section = page.sections[0]!;
    expect(section.type).toBe('BANNERS');
    if (section.type !== 'BANNERS') return;
    expect(section.items[0]?.targetType).toBe('NONE');
    expect(section.items[0]?.sort_order).toBe(0);
    expect(section.sort_order).toBe(0);
  });

  it('strips the zone suffix of benefit dates', () => {
    const page = HomePageSchema.parse(
      homePage({
        sections: [{ section_id: 'b', type: 'BENEFITS', items: [{ id: 1, title: 'Envío', end_date: '2026-02-01T00:00:00-06:00[America/Guatemala]' }] }],
      }),
    );
    const section = page.sections[0]!;
    if (section.type !== 'BENEFITS') throw new Error('expected BENEFITS');
    expect(section.items[0]?.end_date).toBe('2026-02-01T00:00:00-06:00');
  });
});
