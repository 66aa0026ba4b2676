import { describe, expect, it } from 'vitest';
import { activeFilterCount, emptyFilterOptions, filterApiParams } from '../../../src/domain/catalog/filters';

describe('filterApiParams', () => {
  it('is empty for an empty filter', () => {
    expect(filterApiParams({})).toEqual({});
  });

  it('names every filter as the API does, attributes as slug:value pairs', () => {
    expect(
      filterApiParams({
        categorySlug: 'audio',
        brandSlugs: ['sonido', 'bajo'],
        attributes: { color: ['negro', 'azul'], talla: ['m'] },
        ratingMin: 4,
        fastShipping: true,
        onSale: true,
        priceMin: 0,
        priceMax: 999.99,
      }),
    ).toEqual({
      category_slug: 'audio',
      brand_slugs: ['sonido', 'bajo'],
      attributes: ['color:negro', 'color:azul', 'talla:m'],
      rating_min: 4,
      fast_shipping: true,
      on_sale: true,
      price_min: 0,
      price_max: 999.99,
    });
  });

  it('leaves out empty lists and strings, false flags, null, undefined and NaN', () => {
    expect(
      filterApiParams({
        categorySlug: '',
        brandSlugs: ['', ''],
        attributes: { color: [], talla: [''], '': ['x'] },
        ratingMin: null,
        fastShipping: false,
        onSale: false,
        priceMin: Number.NaN,
        priceMax: undefined,
      }),
    ).toEqual({});
    expect(filterApiParams({ categorySlug: null })).toEqual({});
  });
});

describe('activeFilterCount', () => {
  it('is 0 for an empty filter', () => {
    expect(activeFilterCount({})).toBe(0);
  });

  it('counts the category, each brand, each attribute value, each flag, the rating and each price bound', () => {
    expect(
      activeFilterCount({
        categorySlug: 'audio',
        brandSlugs: ['sonido', 'bajo'],
        attributes: { color: ['negro', 'azul'], talla: ['m'] },
        ratingMin: 3,
        fastShipping: true,
        onSale: true,
        priceMin: 10,
        priceMax: 20,
      }),
    ).toBe(1 + 2 + 3 + 1 + 1 + 1 + 1 + 1);
    expect(activeFilterCount({ onSale: false, priceMax: 50 })).toBe(1);
  });
});

describe('emptyFilterOptions', () => {
  it('has nothing to choose', () => {
    expect(emptyFilterOptions()).toEqual({
      total_count: 0,
      category_navigator: { current: null, parent: null, children: [], breadcrumbs: [] },
      suggested_categories: [],
      brands: [],
      attributes: [],
      price_range: null,
    });
  });
});
