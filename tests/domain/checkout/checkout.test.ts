import { describe, expect, it } from 'vitest';
import {
  CheckoutPreviewSchema,
  DeliveryEstimateSchema,
  ExistingCardSchema,
  MarkdownItemSchema,
  OrderResultSchema,
  PickupOptionSchema,
  WorkingHoursSchema,
} from '../../../src/domain/checkout/checkout';
import { hoursText } from '../../../src/domain/checkout/working-hours';
import { cartItem, productSummary } from '../../mocks/fixtures';

const h = (hours: number) => hours * 3600;

const pickupOption = {
  id: 12,
  public_id: 'zona-10',
  location_name: 'Tienda Zona 10',
  location_address: '4a avenida 15-70, zona 10, Ciudad de Guatemala',
  google_maps_url: 'https://maps.google.com/?q=14.6,-90.5',
  waze_url: 'https://waze.com/ul?ll=14.6,-90.5',
  location_lat: 14.6,
  location_lng: -90.5,
  parking: 'Free',
  working_hours: {
    MONDAY: { opening_time: h(8), closing_time: h(17) },
    TUESDAY: { opening_time: h(8), closing_time: h(17) },
    WEDNESDAY: { opening_time: h(8), closing_time: h(17) },
    THURSDAY: { opening_time: h(8), closing_time: h(17) },
    FRIDAY: { opening_time: h(8), closing_time: h(17) },
    SATURDAY: { opening_time: h(9), closing_time: h(13) },
    SUNDAY: null,
  },
  working_hours_html: '<b>L-V</b> 8 a 17',
  working_hours_hint: 'Cerrado en feriados.',
  expected_delivery_date_range: { start: '2026-06-16', end: '2026-06-17[America/Guatemala]' },
  expected_delivery_date_range_text: 'Listo para recoger mañana.',
  expected_delivery_minutes_from_now: 1440,
  is_express: false,
  cutoff_time: '15:00',
  is_cod_enabled: true,
  is_restricted: false,
  is_warranty_drop: true,
};

const deliveryOption = {
  id: 'STANDARD',
  description: 'Envío a domicilio',
  cost: 35,
  expected_delivery_date_range: { start: '2026-06-16', end: '2026-06-17' },
  expected_delivery_date_range_text: 'Llega entre el martes 16 y el miércoles 17 de junio.',
  is_disabled: false,
  is_express: false,
  subtitle: 'Envío Q35.00',
  is_time_range_supported: true,
};

const address = {
  id: 5,
  first_name: 'Ana',
  last_name: 'López',
  phone: '+50255551234',
  street: '6a avenida 1-23, zona 1',
  references: 'Portón negro',
  city: 'Guatemala',
  state: 'GU',
  country: 'GT',
  times_used: 3,
  last_used: '2026-06-01T10:00:00-06:00[America/Guatemala]',
  geolocation: { lat: 14.64, lng: -90.51 },
  request_user_geolocation: false,
};

const preview = {
  cart_id: 77,
  user_id: 'u-1',
  items: [cartItem(productSummary(), { item_id: 5, quantity: 2 })],
  coupons: [{ code: 'VERANO25', discount: 25, error_code: null, error_message: null, auto_apply: false }],
  gift_cards: [{ number: 'ABCD-EFGH-IJKL-MNOP', amount: 50, is_valid: true, available_balance: 50 }],
  event_seats: [{ id: 1, row: 'A', col: 3, status: 'RESERVED' }],
  payment_method: 'CARD_INSTALLMENTS',
  invoice_type: 'TAX_ID',
  invoice_data: { tax_id: '576090-2', name: 'Ana López', address: 'Ciudad', is_tax_withholder: false, is_tax_exempt: false, id: 9 },
  installment: {
    bin: '411111',
    bank_code: 'BI',
    bank_name: 'Banco Industrial',
    subtotal_amount: 683,
    installments: 3,
    installment_amount: 227.67,
    total_amount: 683,
    surcharge: 0,
  },
  existing_card: { instrument_id: 'card-1', number: '411111******1111', expiration_month: 12, expiration_year: 2030, type: 'VISA' },
  shipping_address: address,
  delivery_option: deliveryOption,
  pickup_option: null,
  pickup_contact: { name: 'Ana López', phone: '+50255551234' },
  customer_note: 'Tocar el timbre.',
  totals: {
    weight_total: 0.6,
    quantity_total: 2,
    amount_sub_total: 698,
    amount_shipping: 35,
    amount_surcharge: 0,
    amount_gift_wrap: 0,
    amount_until_free_shipping: null,
    discount_coupons: 25,
    discount_gift_card: 25,
    amount_total: 683,
  },
  use_event_seat_checkout: false,
  is_shipping_or_pickup_required: true,
  delivery_time_range: 'EIGHTAM_FOURPM',
  disable_early_shipping: true,
  step: 'PAYMENT',
};

describe('CheckoutPreviewSchema', () => {
  it('parses a full preview', () => {
    const parsed = CheckoutPreviewSchema.parse(preview);
    expect(parsed.cart_id).toBe('77');
    expect(parsed.items[0]?.item_id).toBe('5');
    expect(parsed.coupons[0]?.code).toBe('VERANO25');
    expect(parsed.gift_cards[0]?.number).toBe('ABCD-EFGH-IJKL-MNOP');
    expect(parsed.event_seats).toEqual([{ id: '1', row: 'A', col: 3, status: 'RESERVED' }]);
    expect(parsed.payment_method).toBe('CARD_INSTALLMENTS');
    expect(parsed.invoice_type).toBe('TAX_ID');
    expect(parsed.invoice_data).toEqual({ tax_id: '576090-2', name: 'Ana López', address: 'Ciudad', is_tax_withholder: false, is_tax_exempt: false, id: '9' });
    expect(parsed.installment).toMatchObject({ bin: '411111', installments: 3, installment_amount: 227.67 });
    expect(parsed.existing_card).toEqual({ instrument_id: 'card-1', number: '411111******1111', expiration_month: 12, expiration_year: 2030, type: 'VISA' });
    expect(parsed.shipping_address).toMatchObject({ id: 5, state: 'GU', last_used: '2026-06-01T10:00:00-06:00', geolocation: { lat: 14.64, lng: -90.51 } });
    expect(parsed.delivery_option).toMatchObject({ id: 'STANDARD', cost: 35, is_time_range_supported: true });
    expect(parsed.pickup_option).toBeNull();
    expect(parsed.pickup_contact).toEqual({ name: 'Ana López', phone: '+50255551234' });
    expect(parsed.totals).toMatchObject({ amount_sub_total: 698, amount_shipping: 35, discount_coupons: 25, amount_total: 683 });
    expect(parsed.delivery_time_range).toBe('EIGHTAM_FOURPM');
    expect(parsed.disable_early_shipping).toBe(true);
    expect(parsed.step).toBe('PAYMENT');
  });

  it('fills the defaults of a bare preview: invoice TAX_ID, delivery ALLDAY, no method chosen', () => {
    const parsed = CheckoutPreviewSchema.parse({ cart_id: 'c', totals: { amount_sub_total: 0, amount_total: 0 } });
    expect(parsed).toMatchObject({
      items: [],
      coupons: [],
      gift_cards: [],
      event_seats: [],
      payment_method: null,
      invoice_type: 'TAX_ID',
      invoice_data: null,
      installment: null,
      existing_card: null,
      delivery_option: null,
      pickup_option: null,
      use_event_seat_checkout: false,
      is_shipping_or_pickup_required: true,
      delivery_time_range: 'ALLDAY',
      disable_early_shipping: false,
      step: null,
    });
    expect(parsed.totals).toEqual({
      weight_total: 0,
      quantity_total: 0,
      amount_sub_total: 0,
      amount_shipping: 0,
      amount_surcharge: 0,
      amount_gift_wrap: 0,
      amount_until_free_shipping: null,
      discount_coupons: 0,
      discount_gift_card: 0,
      amount_total: 0,
    });
  });

  it('reads unknown enum values as spec section 5 says', () => {
    const parsed = CheckoutPreviewSchema.parse({
      ...preview,
      payment_method: 'PAYPAL',
      invoice_type: 'FACTURA_ESPECIAL',
      delivery_time_range: 'NIGHTS',
      event_seats: [{ id: 1, row: 1, col: 1, status: 'BROKEN' }],
      existing_card: { ...preview.existing_card, type: 'UNIONPAY' },
      pickup_option: { ...pickupOption, parking: 'Valet' },
    });
    expect(parsed.payment_method).toBe('UNKNOWN');
    expect(parsed.invoice_type).toBe('TAX_ID');
    expect(parsed.delivery_time_range).toBe('ALLDAY');
    expect(parsed.event_seats[0]?.status).toBe('KEEP_EMPTY');
    expect(parsed.existing_card?.type).toBe('UNKNOWN');
    expect(parsed.pickup_option?.parking).toBe('None');
  });

  it('refuses a preview without totals', () => {
    expect(CheckoutPreviewSchema.safeParse({ cart_id: 'c' }).success).toBe(false);
  });
});

describe('ExistingCardSchema', () => {
  it('keeps a saved card masked even if the server sent the whole number', () => {
    expect(ExistingCardSchema.parse({ instrument_id: 3, number: '4111111111111111', type: 'VISA' }).number).toBe('411111******1111');
  });
});

describe('PickupOptionSchema', () => {
  it('parses a full pickup option, with its hours per weekday in seconds', () => {
    const parsed = PickupOptionSchema.parse(pickupOption);
    expect(parsed.id).toBe('12');
    expect(parsed.parking).toBe('Free');
    expect(parsed.working_hours.MONDAY).toEqual({ opening_time: h(8), closing_time: h(17) });
    expect(parsed.working_hours.SUNDAY).toBeNull();
    expect(parsed.expected_delivery_date_range).toEqual({ start: '2026-06-16', end: '2026-06-17' });
    expect(parsed).toMatchObject({ is_cod_enabled: true, is_restricted: false, is_warranty_drop: true, cutoff_time: '15:00' });
    expect(hoursText(parsed)).toBe('Lunes a viernes, de 08:00 a 17:00; sábado, de 09:00 a 13:00; domingo, cerrado.');
  });

  it('reads hours sent as a list of weekdays, dropping unknown days, and missing hours as none', () => {
    expect(
      WorkingHoursSchema.parse([
        { weekday: 'MONDAY', opening_time: h(8), closing_time: h(12) },
        { weekday: 'HOLIDAY', opening_time: h(8), closing_time: h(12) },
      ]),
    ).toEqual({ MONDAY: { opening_time: h(8), closing_time: h(12) } });
    expect(WorkingHoursSchema.parse({ monday: { opening_time: 1, closing_time: 2 }, FRIDAY: null })).toEqual({ FRIDAY: null });
    expect(WorkingHoursSchema.parse(null)).toEqual({});
    expect(PickupOptionSchema.parse({ id: 1, location_name: 'X' })).toMatchObject({ working_hours: {}, parking: 'None', is_cod_enabled: false });
  });
});

describe('DeliveryEstimateSchema', () => {
  it('parses an estimate with every part', () => {
    const parsed = DeliveryEstimateSchema.parse({
      delivery_option: deliveryOption,
      express_delivery_option: { ...deliveryOption, id: 'EXPRESS', is_express: true },
      pickup_option: pickupOption,
      shipping_address: address,
    });
    expect(parsed.express_delivery_option?.is_express).toBe(true);
    expect(parsed.pickup_option?.location_name).toBe('Tienda Zona 10');
    expect(parsed.shipping_address?.id).toBe(5);
  });
});

describe('OrderResultSchema', () => {
  const result = {
    order_number: 100234,
    payment_result_type: 'ADVANCE_NEEDED',
    is_identity_document_required: true,
    is_payment_card_authorization_number_required: false,
    is_bank_slip_required: true,
    pickup_contact: { name: 'Ana', phone: '+50255551234' },
    advance_instructions: [
      { type: 'TITLE', text: 'Cómo pagar tu anticipo' },
      { type: 'SUBTITLE', text: 'Depósito' },
      { type: 'PGRAPH', text: 'Deposita Q200.00 en la cuenta 123-456.' },
      { type: 'LIST_ITEM', text: 'Escribe tu número de pedido en la boleta.' },
      { type: 'LINK', text: 'https://tienda.test/ayuda', label: 'Ayuda' },
    ],
    payment_card_authorization_number_instructions: null,
    advance_amount: 200,
    step_up_params: {
      step_up_url: 'https://3ds.test/challenge',
      iframe_width: 390,
      iframe_height: 400,
      is_full_screen: false,
      is_embedded: true,
      access_token: 'jwt',
      code: null,
      html: null,
      transaction_id: 'tx-1',
      payload: 'p',
    },
    existing_card_id: 'card-1',
  };

  it('parses a full result with its markdown instructions and step-up params', () => {
    const parsed = OrderResultSchema.parse(result);
    expect(parsed.order_number).toBe('100234');
    expect(parsed.payment_result_type).toBe('ADVANCE_NEEDED');
    expect(parsed.advance_instructions.map((item) => item.type)).toEqual(['TITLE', 'SUBTITLE', 'PGRAPH', 'LIST_ITEM', 'LINK']);
    expect(parsed.advance_instructions[4]).toEqual({ type: 'LINK', text: 'https://tienda.test/ayuda', label: 'Ayuda' });
    expect(parsed.advance_instructions[0]?.label).toBeNull();
    expect(parsed.payment_card_authorization_number_instructions).toEqual([]);
    expect(parsed.step_up_params).toMatchObject({ step_up_url: 'https://3ds.test/challenge', iframe_width: 390, iframe_height: 400, is_embedded: true, transaction_id: 'tx-1' });
    expect(parsed).toMatchObject({ is_identity_document_required: true, is_bank_slip_required: true, advance_amount: 200, existing_card_id: 'card-1' });
  });

  it('reads an unknown payment result as UNKNOWN and an unknown markdown type as a plain paragraph', () => {
    const parsed = OrderResultSchema.parse({ ...result, payment_result_type: 'PENDING_REVIEW', advance_instructions: [{ type: 'SCRIPT', text: 'hola' }] });
    expect(parsed.payment_result_type).toBe('UNKNOWN');
    expect(parsed.advance_instructions).toEqual([{ type: 'PGRAPH', text: 'hola', label: null }]);
    expect(MarkdownItemSchema.parse({ type: null, text: 't' }).type).toBe('PGRAPH');
  });

  it('needs an order number', () => {
    expect(OrderResultSchema.safeParse({ payment_result_type: 'SUCCESS' }).success).toBe(false);
  });
});
