// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatPrice, productCount } from '../../src/presentation/shared/format';

describe('formatPrice', () => {
  it('writes quetzales the es-GT way: Q, thousands with a comma, two decimals with a point', () => {
    expect(formatPrice(1299.5)).toMatch(/^Q\s?1,299\.50$/);
    expect(formatPrice(0)).toMatch(/^Q\s?0\.00$/);
    expect(formatPrice(1234567)).toMatch(/^Q\s?1,234,567\.00$/);
  });

  it('rounds to cents', () => {
    expect(formatPrice(19.999)).toMatch(/^Q\s?20\.00$/);
  });
});

describe('productCount', () => {
  it('uses the singular for one product only', () => {
    expect(productCount(1)).toBe('1 producto');
    expect(productCount(0)).toBe('0 productos');
    expect(productCount(3)).toBe('3 productos');
  });

  it('groups thousands es-GT style, like the filter counts beside it (a 100k catalogue lists «21,411 productos»)', () => {
    expect(productCount(21411)).toBe('21,411 productos');
    expect(productCount(100543)).toBe('100,543 productos');
    expect(productCount(999)).toBe('999 productos');
  });
});
