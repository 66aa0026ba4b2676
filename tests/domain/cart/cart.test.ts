import { describe, expect, it } from 'vitest';
import { CartItemSchema, CartSchema, MAX_QUANTITY_PER_LINE } from '../../../src/domain';
import { AddCartItemRequestSchema, UpdateCartItemRequestSchema } from '../../../src/domain/cart/cart-requests';
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

  it('defaults every optional total and flag, and reads null like missing', () => {
    const parsed = CartSchema.parse({
      cart_id: 'c',
      amount_sub_total: 10,
      amount_total: 10,
      items: null,
      coupons: null,
      gift_cards: null,
      user_cart_ids: null,
      weight_total: null,
      quantity_total: null,
      amount_gift_wrap: null,
      is_shipping_or_pickup_required: null,
      discount_gift_card: null,
      updated: '2026-01-03T09:00:00Z[UTC]',
    });
    expect(parsed).toEqual({
      cart_id: 'c',
      status: null,
      items: [],
      creation: null,
      updated: '2026-01-03T09:00:00Z',
      coupons: [],
      gift_cards: [],
      user_cart_ids: [],
      weight_total: 0,
      quantity_total: 0,
      amount_sub_total: 10,
      amount_gift_wrap: 0,
      amount_until_free_shipping: null,
      is_shipping_or_pickup_required: true,
      discount_coupons: 0,
      discount_gift_card: 0,
      amount_total: 10,
    });
  });

  it('keeps is_shipping_or_pickup_required false when the server says so', () => {
    expect(CartSchema.parse(cart({ is_shipping_or_pickup_required: false })).is_shipping_or_pickup_required).toBe(false);
  });

  it('turns numeric user cart ids into strings', () => {
    expect(CartSchema.parse(cart({ user_cart_ids: [3, 'c-4'] })).user_cart_ids).toEqual(['3', 'c-4']);
  });

  it('defaults the flags of coupons and gift cards to false', () => {
    const parsed = CartSchema.parse(cart({ coupons: [{ code: 'BIENVENIDA' }], gift_cards: [{ number: 'GC-1', is_valid: null }] }));
    expect(parsed.coupons[0]).toMatchObject({ code: 'BIENVENIDA', auto_apply: false, discount: null });
    expect(parsed.gift_cards[0]).toMatchObject({ number: 'GC-1', is_valid: false, amount: null });
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

describe('CartItemSchema', () => {
  it('falls back to UNKNOWN for an unknown or null stock status, and defaults its counts and flags', () => {
    for (const line of [cartItem(productSummary(), { stock_status: 'LOST' }), cartItem(productSummary(), { stock_status: null })]) {
      const parsed = CartItemSchema.parse({ ...line, gift_wrap_options: null });
      expect(parsed.stock_status).toBe('UNKNOWN');
      expect(parsed.quantity_out_of_stock).toBe(0);
      expect(parsed.is_under_warranty).toBe(false);
      expect(parsed.gift_wrap_options).toEqual([]);
      expect(parsed.dedication).toBeNull();
      expect(parsed.warranty_claim_status).toBeNull();
    }
  });

  it('reads a partial dedication with the missing names as null', () => {
    const parsed = CartItemSchema.parse(cartItem(productSummary(), { dedication: { to_name: 'Luis' } }));
    expect(parsed.dedication).toEqual({ from_name: null, to_name: 'Luis', to_email: null, message: null });
  });
});

describe('AddCartItemRequestSchema', () => {
  it('needs a sku and a quantity of at least 1', () => {
    expect(AddCartItemRequestSchema.safeParse({ product_public_sku: 'SKU-1', quantity: 1 }).success).toBe(true);
    expect(AddCartItemRequestSchema.safeParse({ product_public_sku: '', quantity: 1 }).success).toBe(false);
    expect(AddCartItemRequestSchema.safeParse({ product_public_sku: 'SKU-1', quantity: 0 }).success).toBe(false);
  });

  it('needs a whole quantity, and takes a partial or null dedication', () => {
    expect(AddCartItemRequestSchema.safeParse({ product_public_sku: 'SKU-1', quantity: 1.5 }).success).toBe(false);
    expect(AddCartItemRequestSchema.parse({ product_public_sku: 'SKU-1', quantity: 2, dedication: { to_name: 'Luis' } })).toEqual({
      product_public_sku: 'SKU-1',
      quantity: 2,
      dedication: { to_name: 'Luis' },
    });
    expect(AddCartItemRequestSchema.parse({ product_public_sku: 'SKU-1', quantity: 2, dedication: null }).dedication).toBeNull();
  });

  it('caps a line at 99', () => {
    expect(MAX_QUANTITY_PER_LINE).toBe(99);
  });
});

describe('UpdateCartItemRequestSchema', () => {
  it('needs an item id and a whole quantity of at least 1', () => {
    expect(UpdateCartItemRequestSchema.parse({ item_id: 5, quantity: 3 })).toEqual({ item_id: 5, quantity: 3 });
    expect(UpdateCartItemRequestSchema.safeParse({ quantity: 3 }).success).toBe(false);
    expect(UpdateCartItemRequestSchema.safeParse({ item_id: 5, quantity: 0 }).success).toBe(false);
    expect(UpdateCartItemRequestSchema.safeParse({ item_id: 5, quantity: 2.5 }).success).toBe(false);
  });

  it('leaves an absent gift wrap and dedication absent', () => {
    const parsed = UpdateCartItemRequestSchema.parse({ item_id: 'i', quantity: 1, gift_wrap_option_id: null });
    expect(parsed.gift_wrap_option_id).toBeNull();
    expect('dedication' in parsed).toBe(false);
  });
});
