import { describe, expect, it } from 'vitest';
import { OrderIconSchema, OrderSchema } from '../../../src/domain/orders/order';
import { ORDER_ICONS, ORDER_STATUS_STEPS, isEmptyOrder, orderIconName, orderPageProblem } from '../../../src/domain/orders/order-status';
import { cartItem, productSummary } from '../../mocks/fixtures';

const order = {
  order_number: 100234,
  status: 'en-camino',
  title: 'En camino',
  step: 'Shipped',
  color_hex: '#1E88E5',
  icon: 4,
  show_order_qr: false,
  items: [cartItem(productSummary(), { item_id: 5, quantity: 2 })],
  shipping_address: { id: 5, first_name: 'Ana', last_name: 'López', phone: '+50255551234', street: '6a avenida', city: 'Guatemala', state: 'GU', country: 'GT' },
  delivery_option: { id: 'STANDARD', description: 'Envío a domicilio', cost: 35 },
  pickup_option: null,
  pickup_contact: { name: 'Ana López', phone: '+50255551234' },
  installments: { bin: 411111, bank_code: 'BI', bank_name: 'Banco Industrial', installments: 3, installment_amount: 227.67, total_amount: 683 },
  payment_method: 'CARD_INSTALLMENTS',
  invoice_type: 'TAX_ID',
  invoice_data: { tax_id: '576090-2', name: 'Ana López', address: 'Ciudad' },
  promised_delivery_start: '2026-06-16',
  promised_delivery_end: '2026-06-17[America/Guatemala]',
  tracking_links: [{ number: 'GT123', link: 'https://cargo.test/GT123' }],
  totals: { amount_sub_total: 698, amount_shipping: 35, discount_coupons: 25, discount_gift_card: 25, amount_total: 683, amount_unpaid: 0, amount_to_pay: 683 },
  customer_note: 'Tocar el timbre.',
  approved_date: '2026-06-15T10:00:00-06:00',
  shipped_date: '2026-06-15T16:00:00-06:00[America/Guatemala]',
  delivered_date: null,
  status_changed_date: '2026-06-15T16:00:00-06:00',
  contact_email: 'ana@tienda.test',
  identity_document_status: 'NOT_REQUIRED',
  is_payment_card_authorization_number_required: false,
  is_bank_slip_required: false,
  is_bank_slip_accepted: false,
  is_cancel_enabled: true,
  has_tax_invoice: true,
  created_date: '2026-06-15T09:58:00-06:00',
  invoice_url: 'https://tienda.test/factura/100234',
  coupons: [{ code: 'VERANO25' }],
  bank_slips: [{ id: 3, is_verified: true, order_number: 100234 }],
  advance_amount: null,
  advance_instructions: [{ type: 'PGRAPH', text: 'Nada que pagar por adelantado.' }],
  masked_card_number: '411111******1111',
  existing_card_id: 'card-1',
  eligible_for_free_split: false,
  estimated_delivery_range_text: 'Llega el martes 16 de junio.',
  promised_delivery_range_text: 'Entre el martes 16 y el miércoles 17 de junio.',
  is_delayed: false,
  delivery_time_range: 'EIGHTAM_FOURPM',
  disable_early_shipping: false,
  pin: '4821',
  event_tickets: [{ ticket_code: 'TK-1', date_used: '2026-06-20T19:00:00-06:00[America/Guatemala]' }],
};

describe('OrderSchema', () => {
  it('parses a full order', () => {
    const parsed = OrderSchema.parse(order);
    expect(parsed.order_number).toBe('100234');
    expect(parsed).toMatchObject({ status: 'en-camino', title: 'En camino', step: 'Shipped', color_hex: '#1E88E5', icon: 4 });
    expect(parsed.items[0]?.quantity).toBe(2);
    expect(parsed.shipping_address?.id).toBe(5);
    expect(parsed.installments).toMatchObject({ bin: '411111', installments: 3 });
    expect(parsed.payment_method).toBe('CARD_INSTALLMENTS');
    expect(parsed.invoice_type).toBe('TAX_ID');
    expect(parsed.promised_delivery_end).toBe('2026-06-17');
    expect(parsed.tracking_links).toEqual([{ number: 'GT123', link: 'https://cargo.test/GT123' }]);
    expect(parsed.totals).toMatchObject({ amount_total: 683, amount_unpaid: 0, amount_to_pay: 683 });
    expect(parsed.shipped_date).toBe('2026-06-15T16:00:00-06:00');
    expect(parsed.identity_document_status).toBe('NOT_REQUIRED');
    expect(parsed.bank_slips).toEqual([{ id: '3', is_verified: true, order_number: '100234' }]);
    expect(parsed.coupons).toEqual([{ code: 'VERANO25' }]);
    expect(parsed.masked_card_number).toBe('411111******1111');
    expect(parsed.delivery_time_range).toBe('EIGHTAM_FOURPM');
    expect(parsed.pin).toBe('4821');
    expect(parsed.event_tickets).toEqual([{ ticket_code: 'TK-1', date_used: '2026-06-20T19:00:00-06:00' }]);
    expect(parsed.advance_instructions).toEqual([{ type: 'PGRAPH', text: 'Nada que pagar por adelantado.', label: null }]);
  });

  it('reads unknown enum values as spec section 5 says: invoice type NO_TAX_ID in orders', () => {
    const parsed = OrderSchema.parse({
      ...order,
      step: 'LostInSpace',
      payment_method: 'BITCOIN',
      invoice_type: 'FACTURA_ESPECIAL',
      identity_document_status: 'MAYBE',
      delivery_time_range: 'NIGHTS',
      icon: 42,
      pickup_option: { id: 1, location_name: 'Zona 10', parking: 'Valet' },
    });
    expect(parsed.step).toBe('Unknown');
    expect(parsed.payment_method).toBe('UNKNOWN');
    expect(parsed.invoice_type).toBe('NO_TAX_ID');
    expect(parsed.identity_document_status).toBe('UNKNOWN');
    expect(parsed.delivery_time_range).toBe('ALLDAY');
    expect(parsed.icon).toBe(10);
    expect(parsed.pickup_option?.parking).toBe('None');
  });

  it('fills the defaults of a bare order', () => {
    const parsed = OrderSchema.parse({ order_number: 'A-1', totals: { amount_sub_total: 10, amount_total: 10 } });
    expect(parsed).toMatchObject({
      step: 'Unknown',
      icon: 10,
      items: [],
      invoice_type: 'NO_TAX_ID',
      payment_method: 'UNKNOWN',
      identity_document_status: 'UNKNOWN',
      tracking_links: [],
      event_tickets: [],
      is_cancel_enabled: false,
      masked_card_number: null,
      pin: null,
    });
    expect(parsed.totals).toMatchObject({ amount_unpaid: 0, amount_to_pay: 0 });
  });

  it('keeps a card number masked even if the server sent the whole number', () => {
    expect(OrderSchema.parse({ ...order, masked_card_number: '5555555555554444' }).masked_card_number).toBe('555555******4444');
  });

  it('knows the sixteen status steps, Unknown among them', () => {
    expect(ORDER_STATUS_STEPS).toHaveLength(16);
    for (const step of ORDER_STATUS_STEPS) expect(OrderSchema.parse({ ...order, step }).step).toBe(step);
  });
});

describe('order icons 0 to 10', () => {
  it('names each icon in the spec order, anything else information', () => {
    expect(ORDER_ICONS).toHaveLength(11);
    expect(orderIconName(0)).toBe('awaitingCustomerInput');
    expect(orderIconName(7)).toBe('delivered');
    expect(orderIconName(9)).toBe('cancelled');
    expect(orderIconName(10)).toBe('information');
    expect(orderIconName(11)).toBe('information');
    expect(orderIconName(-1)).toBe('information');
    expect(orderIconName(null)).toBe('information');
    expect(OrderIconSchema.parse(3)).toBe(3);
    expect(OrderIconSchema.parse(2.5)).toBe(10);
    expect(OrderIconSchema.parse('3')).toBe(10);
  });
});

describe('order rules (spec section 5)', () => {
  it('wants an order list page of 1 or above', () => {
    expect(orderPageProblem(1)).toBeNull();
    expect(orderPageProblem(7)).toBeNull();
    expect(orderPageProblem(0)).toEqual({ cause: 'invalidPage', message: 'La página debe ser 1 o mayor.' });
    expect(orderPageProblem(-3)?.cause).toBe('invalidPage');
    expect(orderPageProblem(1.5)?.cause).toBe('invalidPage');
  });

  it('tells an empty order', () => {
    expect(isEmptyOrder({ items: [] })).toBe(true);
    expect(isEmptyOrder({ items: [{}] })).toBe(false);
  });
});
