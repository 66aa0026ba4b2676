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

  it('applies the enum fallbacks to null values, not only to unknown ones', () => {
    const product = ProductSummarySchema.parse(productSummary({ type: null, status: null, stock_status: null }));
    expect(product.type).toBe('SIMPLE');
    expect(product.status).toBe('UNKNOWN');
    expect(product.stock_status).toBe('UNKNOWN');
  });

  it('defaults its flags to false and reads missing optional fields as null', () => {
    const { has_flash_sale: _f, has_free_shipping: _h, is_international: _i, brand: _b, regular_price: _r, ...rest } = productSummary();
    const product = ProductSummarySchema.parse(rest);
    expect(product).toMatchObject({ has_flash_sale: false, has_free_shipping: false, is_international: false, brand: null, regular_price: null });
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

  it('keeps a part sent as null as null, and defaults potential_review_points to 0', () => {
    const page = ProductPageSchema.parse({ product: null, reviews: null, wait_list_status: null, is_known_buyer: null });
    expect(page.product).toBeNull();
    expect(page.reviews).toBeNull();
    expect(page.wait_list_status).toBeNull();
    expect(page.is_known_buyer).toBeNull();
    expect(page.potential_review_points).toBe(0);
  });

  it('applies the fallbacks inside requested parts', () => {
    const page = ProductPageSchema.parse({
      product: productDetail(),
      reviews: [{ id: 1, rating: 5, date_created: '2026-01-05T12:00:00-06:00[America/Guatemala]' }],
      wait_list_status: {},
      variants: [{ variant_group_id: 1, attribute_id: 2, attribute_name: 'Color', value_id: 3, value: 'Rojo', product: productSummary({ type: 'DRONE' }) }],
    });
    expect(page.reviews?.[0]).toMatchObject({ verified: false, is_my_review: false, upvote_count: 0, images: [], date_created: '2026-01-05T12:00:00-06:00' });
    expect(page.wait_list_status).toEqual({ has_mobile_app: false, is_on_wait_list: false, is_push_enabled: false, notification_email: null });
    expect(page.variants?.[0]?.product?.type).toBe('SIMPLE');
  });

  it('reads a detail with the summary fallbacks and its own', () => {
    const detail = ProductDetailSchema.parse(productDetail({ stock_status: 'ON_THE_MOON', author: { name: 'A', slug: 'a' } }));
    expect(detail.stock_status).toBe('UNKNOWN');
    expect(detail.author).toEqual({ name: 'A', slug: 'a', bio: null, image: null, attribute_slug: null });
    expect(detail.warranty_months).toBeNull();
  });

  it('refuses a listing whose total is missing', () => {
    expect(ProductListSchema.safeParse({ products: [], page: 1, page_size: 24, has_more_items: false }).success).toBe(false);
  });
});
