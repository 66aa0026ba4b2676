import { describe, expect, it } from 'vitest';
import { discountPercent, isPurchasable, previousPrice } from '../../../src/domain';

describe('previousPrice', () => {
  it('is the regular price when it is higher than the price charged', () => {
    expect(previousPrice({ regular_price: 399, price: 349 })).toBe(399);
  });

  it('is null when the regular price equals the price', () => {
    expect(previousPrice({ regular_price: 349, price: 349 })).toBeNull();
  });

  it('is null when the regular price is lower than the price', () => {
    expect(previousPrice({ regular_price: 300, price: 349 })).toBeNull();
  });

  it('is null when there is no regular price', () => {
    expect(previousPrice({ regular_price: null, price: 349 })).toBeNull();
  });
});

describe('discountPercent', () => {
  it('is the whole percentage saved against the previous price', () => {
    expect(discountPercent({ regular_price: 400, price: 300 })).toBe(25);
    expect(discountPercent({ regular_price: 399, price: 349 })).toBe(13);
  });

  it('is null without a previous price', () => {
    expect(discountPercent({ regular_price: 349, price: 349 })).toBeNull();
    expect(discountPercent({ regular_price: null, price: 10 })).toBeNull();
  });
});

describe('isPurchasable', () => {
  it('accepts a published product in stock, in ERP stock, on presale or downloadable', () => {
    for (const stock_status of ['IN_STOCK', 'IN_ERP_STOCK', 'PRESALE', 'DOWNLOAD'] as const) {
      expect(isPurchasable({ status: 'PUBLISHED', stock_status }), stock_status).toBe(true);
    }
  });

  it('accepts an imported Amazon product (IMPORT_QUOTE) like any other, in stock or on presale', () => {
    expect(isPurchasable({ status: 'IMPORT_QUOTE', stock_status: 'IN_ERP_STOCK' })).toBe(true);
    expect(isPurchasable({ status: 'IMPORT_QUOTE', stock_status: 'PRESALE' })).toBe(true);
    expect(isPurchasable({ status: 'IMPORT_QUOTE', stock_status: 'OUT_OF_STOCK' })).toBe(false);
    for (const status of ['AUTO_IMPORT', 'IMPORT_ERROR', 'NEEDS_REVIEW', 'PRIVATE', 'DELETED', 'UNKNOWN'] as const) {
      expect(isPurchasable({ status, stock_status: 'IN_STOCK' }), status).toBe(false);
    }
  });

  it('refuses an unpublished product or one without stock', () => {
    expect(isPurchasable({ status: 'DRAFT', stock_status: 'IN_STOCK' })).toBe(false);
    expect(isPurchasable({ status: 'PUBLISHED', stock_status: 'OUT_OF_STOCK' })).toBe(false);
    expect(isPurchasable({ status: 'PUBLISHED', stock_status: 'UNKNOWN' })).toBe(false);
    expect(isPurchasable({ status: 'PUBLISHED', stock_status: 'DISCONTINUED' })).toBe(false);
  });
});
