import { describe, expect, it } from 'vitest';
import {
  ProductDetailSchema,
  ProductListSchema,
  ProductPageSchema,
  ProductStatusSchema,
  ProductSummarySchema,
  ProductTypeSchema,
  PRODUCT_TYPES,
  StockStatusSchema,
  STOCK_STATUSES,
} from '../../../src/domain';
import { productDetail, productSummary } from '../../mocks/fixtures';

describe('product enums', () => {
  it('keeps every known stock status, product status and product type', () => {
    for (const value of STOCK_STATUSES) expect(StockStatusSchema.parse(value)).toBe(value);
    for (const value of PRODUCT_TYPES) expect(ProductTypeSchema.parse(value)).toBe(value);
    expect(ProductStatusSchema.parse('DRAFT')).toBe('DRAFT');
  });

  it('falls back to UNKNOWN for an unknown stock status', () => {
    expect(StockStatusSchema.parse('BACKORDER')).toBe('UNKNOWN');
  });

  it('falls back to UNKNOWN for an unknown product status', () => {
    expect(ProductStatusSchema.parse('ARCHIVED')).toBe('UNKNOWN');
  });

  it('falls back to SIMPLE for an unknown product type', () => {
    expect(ProductTypeSchema.parse('SUBSCRIPTION')).toBe('SIMPLE');
  });
});

describe('ProductSummarySchema', () => {
  it('parses a product and applies every fallback inside it', () => {
    const product = ProductSummarySchema.parse(
      productSummary({ type: 'HOLOGRAM', status: 'LIMBO', stock_status: 'SOMEWHERE', rating_count: null, is_on_sale: null }),
    );
    expect(product.type).toBe('SIMPLE');
    expect(product.status).toBe('UNKNOWN');
    expect(product.stock_status).toBe('UNKNOWN');
    expect(product.rating_count).toBe(0);
    expect(product.is_on_sale).toBe(false);
  });

  it('strips the zone suffix of its dates', () => {
    const product = ProductSummarySchema.parse(productSummary({ flash_sale_end_date: '2026-05-01T23:59:59-06:00[America/Guatemala]' }));
    expect(product.flash_sale_end_date).toBe('2026-05-01T23:59:59-06:00');
  });

  it('refuses a price sent as a string', () => {
    const result = ProductSummarySchema.safeParse(productSummary({ price: '349' as unknown as number }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['price']);
  });

  it('refuses a product without a public_sku', () => {
    const { public_sku: _, ...rest } = productSummary();
    expect(ProductSummarySchema.safeParse(rest).success).toBe(false);
  });
});

describe('ProductDetailSchema and ProductPageSchema', () => {
  it('fills missing lists with []', () => {
    const detail = ProductDetailSchema.parse({ ...productSummary(), presale_delivery_start_date: '2026-06-01T00:00:00Z[UTC]' });
    expect(detail.images).toEqual([]);
    expect(detail.categories).toEqual([]);
    expect(detail.presale_delivery_start_date).toBe('2026-06-01T00:00:00Z');
  });

  it('leaves parts that were not sent as absent, not as empty', () => {
    const page = ProductPageSchema.parse({ product: productDetail() });
    expect(page.reviews).toBeUndefined();
    expect(page.wait_list_status).toBeUndefined();
    expect(page.product?.public_sku).toBe('SKU-1');
  });

  it('refuses a listing whose total is missing', () => {
    expect(ProductListSchema.safeParse({ products: [], page: 1, page_size: 24, has_more_items: false }).success).toBe(false);
  });
});
