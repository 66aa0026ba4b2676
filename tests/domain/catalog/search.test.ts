import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { FilterOptionsSchema, SearchResultSchema, SearchSuggestionSchema, SUGGESTION_TYPES } from '../../../src/domain/catalog/search';
import { filterOptions, searchResult, searchSuggestions } from '../../mocks/fixtures';

describe('SearchSuggestionSchema', () => {
  it.each(SUGGESTION_TYPES.filter((type) => type !== 'UNKNOWN'))('keeps the type %s', (type) => {
    expect(z.parse(SearchSuggestionSchema, { text: 'a', type, slug: null, image_url: null, parent_category_name: null, highlight: [] }).type).toBe(type);
  });

  it.each([['HOLOGRAM'], [undefined], [null], [7], ['text']])('reads the type %s as UNKNOWN', (type) => {
    expect(z.parse(SearchSuggestionSchema, { text: 'a', type }).type).toBe('UNKNOWN');
  });

  it('defaults highlight to [] and missing fields to null', () => {
    expect(z.parse(SearchSuggestionSchema, { text: 'Audífonos', type: 'PRODUCT' })).toEqual({
      text: 'Audífonos',
      type: 'PRODUCT',
      slug: null,
      image_url: null,
      parent_category_name: null,
      highlight: [],
    });
    expect(z.parse(SearchSuggestionSchema, { text: 'a', type: 'TEXT', highlight: null }).highlight).toEqual([]);
  });

  it('keeps highlight ranges and refuses a range that is not two numbers', () => {
    expect(z.parse(SearchSuggestionSchema, { text: 'Café', type: 'TEXT', highlight: [[0, 4]] }).highlight).toEqual([[0, 4]]);
    expect(z.safeParse(SearchSuggestionSchema, { text: 'Café', type: 'TEXT', highlight: [[0]] }).success).toBe(false);
    expect(z.safeParse(SearchSuggestionSchema, { text: 'Café', type: 'TEXT', highlight: '<b>Ca</b>fé' }).success).toBe(false);
  });

  it('maps every suggestion of an answer, an unknown kind to UNKNOWN', () => {
    const parsed = searchSuggestions().suggestions.map((entry) => z.parse(SearchSuggestionSchema, entry));
    expect(parsed.map((entry) => entry.type)).toEqual(['TEXT', 'CATEGORY', 'PRODUCT', 'BRAND', 'PAGE', 'KEYWORD', 'UNKNOWN']);
  });
});

describe('SearchResultSchema and FilterOptionsSchema', () => {
  it('reads a search answer with its query and message', () => {
    const parsed = z.parse(SearchResultSchema, searchResult([], { total_count: 0, query: 'xyz', message: 'No encontramos productos para «xyz».' }));
    expect([parsed.query, parsed.message, parsed.total_count]).toEqual(['xyz', 'No encontramos productos para «xyz».', 0]);
  });

  it('reads facets, with Category reused for the navigator and the counts', () => {
    const parsed = z.parse(FilterOptionsSchema, filterOptions());
    expect(parsed.category_navigator.children[0]).toMatchObject({ slug: 'audio', search_results_count: 1, over18_required: false });
    expect(parsed.brands[0]!.rating_stats).toEqual({ average_rating: 4.5, rating_count: 12 });
  });

  it('refuses a facet count that is not a number', () => {
    expect(z.safeParse(FilterOptionsSchema, filterOptions({ attributes: [{ name: 'Color', slug: 'color', values: [{ value: 'Negro', slug: 'negro', count: '1' }] }] })).success).toBe(false);
  });
});
