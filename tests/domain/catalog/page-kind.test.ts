import { describe, expect, it } from 'vitest';
import { CategoryTreeSchema, PAGE_KINDS, PageKindSchema, SlugResolutionSchema } from '../../../src/domain';

describe('PageKindSchema', () => {
  it('keeps every known page kind', () => {
    for (const kind of PAGE_KINDS) expect(PageKindSchema.parse(kind)).toBe(kind);
  });

  it('falls back to NOT_FOUND for an unknown kind', () => {
    expect(PageKindSchema.parse('LANDING')).toBe('NOT_FOUND');
    expect(SlugResolutionSchema.parse({ page_type: 'LANDING', slug: 'x' })).toEqual({ page_type: 'NOT_FOUND', slug: 'x', id: null });
  });

  it('falls back to NOT_FOUND for a null or non-string kind', () => {
    expect(SlugResolutionSchema.parse({ page_type: null, slug: 'x', id: 'TND-1' })).toEqual({ page_type: 'NOT_FOUND', slug: 'x', id: 'TND-1' });
    expect(PageKindSchema.parse(null)).toBe('NOT_FOUND');
    expect(PageKindSchema.parse(3)).toBe('NOT_FOUND');
  });
});

describe('CategoryTreeSchema', () => {
  it('reads the root (no current category) with its children', () => {
    const tree = CategoryTreeSchema.parse({ current: null, children: [{ id: 1, name: 'Audio', slug: 'audio' }] });
    expect(tree.current).toBeNull();
    expect(tree.parent).toBeNull();
    expect(tree.children[0]).toMatchObject({ id: 1, slug: 'audio', search_results_count: 0, over18_required: false });
  });
});
