import { describe, expect, it } from 'vitest';
import { AddCartItemRequestSchema, CartSchema, MAX_QUANTITY_PER_LINE } from '../../../src/domain';
import { cart, cartItem, productSummary } from '../../mocks/fixtures';

describe('CartSchema', () => {
  it('parses a cart, turning ids into strings and stripping date zone suffixes', () => {
    const parsed = CartSchema.parse(cart({ cart_id: 77, items: [cartItem(productSummary(), { item_id: 5, quantity: 2 })] }));
    expect(parsed.cart_id).toBe('77');
    expect(parsed.items[0]?.item_id).toBe('5');
    expect(parsed.items[0]?.quantity).toBe(2);
    expect(parsed.creation).toBe('2026-01-02T10:00:00-06:00');
    expect(parsed.quantity_total).toBe(2);
    expect(parsed.amount_total).toBe(698);
  });

  it('defaults optional totals and lists', () => {
    const parsed = CartSchema.parse({ cart_id: 'c', amount_sub_total: 0, amount_total: 0 });
    expect(parsed.items).toEqual([]);
    expect(parsed.discount_coupons).toBe(0);
    expect(parsed.is_shipping_or_pickup_required).toBe(true);
  });

  it('refuses a cart without amount_total', () => {
    const { amount_total: _, ...withoutTotal } = cart();
    const result = CartSchema.safeParse(withoutTotal);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('amount_total');
  });

  it('refuses a line whose quantity is not a whole number', () => {
    expect(CartSchema.safeParse(cart({ items: [cartItem(productSummary(), { quantity: 1.5 })] })).success).toBe(false);
  });
});

describe('AddCartItemRequestSchema', () => {
  it('needs a sku and a quantity of at least 1', () => {
    expect(AddCartItemRequestSchema.safeParse({ product_public_sku: 'SKU-1', quantity: 1 }).success).toBe(true);
    expect(AddCartItemRequestSchema.safeParse({ product_public_sku: '', quantity: 1 }).success).toBe(false);
    expect(AddCartItemRequestSchema.safeParse({ product_public_sku: 'SKU-1', quantity: 0 }).success).toBe(false);
  });

  it('caps a line at 99', () => {
    expect(MAX_QUANTITY_PER_LINE).toBe(99);
  });
});
