import { describe, expect, it } from 'vitest';
import { ProductPageSchema } from '../../../src/domain';
import { EventSeatMapSchema, ResolvedShareLinkSchema, ShareLinkSchema } from '../../../src/domain/product/product-actions';
import { productDetail, productSummary } from '../../mocks/fixtures';

describe('ProductPageSchema, every part typed', () => {
  it('reads the delivery parts with the checkout shapes and the address', () => {
    const page = ProductPageSchema.parse({
      product: productDetail(),
      shipping_address: { id: 9, first_name: 'Ana', last_name: 'López', street: '4a. avenida', city: 'Guatemala', state: 'GU', country: 'GT' },
      delivery_option: { id: 1, description: 'Envío estándar', cost: 25, expected_delivery_date_range: { start: '2026-11-25T08:00:00-06:00[America/Guatemala]', end: null } },
      express_delivery_option: null,
      pickup_option: { id: 'gt-zona-4', location_name: 'Cuatro Grados Norte', parking: 'Valet', working_hours: [{ weekday: 'MONDAY', opening_time: 32400, closing_time: 68400 }] },
    });
    expect(page.shipping_address).toMatchObject({ id: 9, phone: null, geolocation: null, times_used: 0 });
    expect(page.delivery_option).toMatchObject({ id: '1', is_express: false, expected_delivery_date_range: { start: '2026-11-25T08:00:00-06:00', end: null } });
    expect(page.express_delivery_option).toBeNull();
    expect(page.pickup_option).toMatchObject({ id: 'gt-zona-4', parking: 'None', working_hours: { MONDAY: { opening_time: 32400, closing_time: 68400 } } });
  });

  it('reads installments, payment options, the admin section and the seats (unknown status → KEEP_EMPTY, is_mine default false)', () => {
    const page = ProductPageSchema.parse({
      product: productDetail(),
      installment_options: [{ bin: null, bank_code: 12, bank_name: 'Banco Industrial', subtotal_amount: 1200, installments: 6, installment_amount: 210, total_amount: 1260, surcharge: 60 }],
      payment_options: [{ payment_method: 'CARD', name: 'Tarjeta' }],
      admin_section: { stock_total: 12, erp_stock: 10, locked_stock: 2, editor_url: '/admin/p/1', profile_url: null, internal_sku: 'INT-1' },
      event_seats: [
        { id: 1, row: 'A', col: 1, status: 'AVAILABLE' },
        { id: 'A-2', row: 'A', col: 2, status: 'HELD_BY_ROBOT', is_mine: true },
        { id: 'A-3', row: 'A', col: 3 },
      ],
    });
    expect(page.installment_options[0]).toMatchObject({ bank_code: '12', bank_name: 'Banco Industrial', installments: 6, surcharge: 60 });
    expect(page.payment_options).toEqual([{ payment_method: 'CARD', name: 'Tarjeta', description: null, is_disabled: false }]);
    expect(page.admin_section).toEqual({ stock_total: 12, erp_stock: 10, locked_stock: 2, editor_url: '/admin/p/1', profile_url: null, internal_sku: 'INT-1' });
    expect(page.event_seats.map((s) => [s.id, s.status, s.is_mine])).toEqual([
      ['1', 'AVAILABLE', false],
      ['A-2', 'KEEP_EMPTY', true],
      ['A-3', 'KEEP_EMPTY', false],
    ]);
  });

  it('reads questions with their id and category (unknown → Unknown, absent → null), compare_to with optional attributes, and recommendations', () => {
    const page = ProductPageSchema.parse({
      product: productDetail(),
      questions: [
        { id: 7, question: '¿Trae cargador?', answer: 'Sí', question_category: 'SpecificProductInfo', date_created: '2026-01-01T10:00:00-06:00[America/Guatemala]' },
        { question: '¿Hola?', question_category: 'Chitchat' },
        { question: '¿Cuánto pesa?' },
      ],
      compare_to: [productSummary({ public_sku: 'C-1' }), { ...productSummary({ public_sku: 'C-2' }), attributes: [{ name: 'Peso', value: '250 g' }] }],
      recommendations: [productSummary({ public_sku: 'R-1' })],
      has_more_recommendations: true,
      wishlists: [{ name: 'Favoritos', public_id: 'W-1' }],
    });
    expect(page.questions.map((q) => [q.id, q.question_category, q.date_created, q.user_name])).toEqual([
      [7, 'SpecificProductInfo', '2026-01-01T10:00:00-06:00', null],
      [null, 'Unknown', null, null],
      [null, null, null, null],
    ]);
    expect(page.compare_to?.map((c) => c.attributes)).toEqual([undefined, [{ name: 'Peso', value: '250 g' }]]);
    expect(page.recommendations.map((r) => r.public_sku)).toEqual(['R-1']);
    expect(page.has_more_recommendations).toBe(true);
    expect(page.wishlists).toEqual([{ name: 'Favoritos', public_id: 'W-1' }]);
  });

  it('defaults what was not sent: lists to [], the admin section and delivery parts to null, points to 0, no more recommendations', () => {
    const page = ProductPageSchema.parse({ product: productDetail() });
    for (const list of [page.installment_options, page.payment_options, page.event_seats, page.questions, page.recommendations, page.related_products, page.bundled_products, page.substitutes, page.attributes]) {
      expect(list).toEqual([]);
    }
    expect([page.admin_section, page.delivery_option, page.pickup_option, page.shipping_address, page.order_number_under_warranty]).toEqual([null, null, null, null, null]);
    expect([page.potential_review_points, page.has_more_recommendations]).toEqual([0, false]);
    // The parts spec section 5 requires stay absent, for the use case to tell.
    expect([page.reviews, page.variants, page.compare_to, page.wishlists, page.wait_list_status]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it('reads an order number under warranty sent as a number as text', () => {
    expect(ProductPageSchema.parse({ order_number_under_warranty: 100234 }).order_number_under_warranty).toBe('100234');
  });
});

describe('the product actions’ answers', () => {
  it('reads a share link, an unknown page_type as NOT_FOUND, and a missing slug as null', () => {
    expect(ShareLinkSchema.parse({ short_id: 'Ab3dE6gH', url: 'http://x/s/Ab3dE6gH', page_type: 'PRODUCT' }).page_type).toBe('PRODUCT');
    expect(ShareLinkSchema.parse({ short_id: 'Ab3dE6gH', url: 'http://x/s/Ab3dE6gH', page_type: 'WISHLIST' }).page_type).toBe('NOT_FOUND');
    expect(ResolvedShareLinkSchema.parse({ short_id: 'a', url: 'u' })).toEqual({ short_id: 'a', url: 'u', page_type: 'NOT_FOUND', slug: null });
  });

  it('reads a seat map sent as a list or as {event_seats}', () => {
    const seatA = { id: 'A-1', row: 'A', col: 1, status: 'SOLD' };
    expect(EventSeatMapSchema.parse([seatA])).toEqual([{ ...seatA, is_mine: false }]);
    expect(EventSeatMapSchema.parse({ event_seats: [seatA] })).toEqual([{ ...seatA, is_mine: false }]);
    expect(EventSeatMapSchema.parse({})).toEqual([]);
  });
});
