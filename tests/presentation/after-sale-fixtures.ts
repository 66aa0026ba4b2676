import type { CartItem } from '../../src/domain/cart/cart';
import type { Order } from '../../src/domain/orders/order';
import type { WarrantyClaim } from '../../src/domain/warranty/warranty';
import { cart, fakeClient, product, signedInUser } from './fake-client';

/** An order line (the fake cart's), with overrides. */
export function orderItem(overrides: Partial<CartItem> = {}): CartItem {
  return { ...cart().items[0]!, ...overrides };
}

/** Order 1001: cash on delivery, approved, unpaid, nothing to act on; overrides add what a test needs. */
export function order(overrides: Partial<Order> = {}): Order {
  return {
    order_number: '1001',
    cart_id: 'C-1',
    status: 'cod',
    title: 'Confirmado',
    step: 'Approved',
    color_hex: '#2e7d32',
    icon: 8,
    show_order_qr: false,
    items: [orderItem()],
    shipping_address: null,
    delivery_option: null,
    pickup_option: null,
    pickup_contact: null,
    installments: null,
    payment_method: 'COD',
    invoice_type: 'NO_TAX_ID',
    invoice_data: null,
    promised_delivery_start: null,
    promised_delivery_end: null,
    tracking_links: [],
    totals: { weight_total: 0, quantity_total: 2, amount_sub_total: 598, amount_shipping: 25, amount_surcharge: 0, amount_gift_wrap: 0, amount_until_free_shipping: null, discount_coupons: 0, discount_gift_card: 0, amount_total: 623, amount_unpaid: 623, amount_to_pay: 623 },
    customer_note: null,
    approved_date: null,
    shipped_date: null,
    delivered_date: null,
    status_changed_date: null,
    contact_email: 'lucia@tienda.test',
    identity_document_status: 'NOT_REQUIRED',
    is_payment_card_authorization_number_required: false,
    is_bank_slip_required: false,
    is_bank_slip_accepted: false,
    is_cancel_enabled: false,
    has_tax_invoice: false,
    created_date: '2026-03-02T10:00:00-06:00',
    invoice_url: null,
    coupons: [],
    bank_slips: [],
    advance_amount: null,
    advance_instructions: [],
    masked_card_number: null,
    existing_card_id: null,
    eligible_for_free_split: false,
    estimated_delivery_range_text: null,
    promised_delivery_range_text: null,
    is_delayed: false,
    delivery_time_range: 'ALLDAY',
    disable_early_shipping: false,
    pin: null,
    event_tickets: [],
    ...overrides,
  } as Order;
}

/** A paid order: `amount_unpaid` 0 (with the payment method given). */
export function paid(method: Order['payment_method'], overrides: Partial<Order> = {}): Order {
  const base = order();
  return order({ payment_method: method, totals: { ...base.totals, amount_unpaid: 0, amount_to_pay: 0 }, ...overrides });
}

export function claim(overrides: Partial<WarrantyClaim> = {}): WarrantyClaim {
  return {
    id: '31',
    item_id: 'L-1',
    order_number: '1001',
    quantity: 1,
    problem: 'No enciende',
    customer_notes: null,
    status: { title: 'Reclamo recibido', step: 'NEW', instructions: 'Guarda el producto con su caja.', colorHex: '#0f4c81', iconIndex: 0 },
    warranty_status_step: 'NEW',
    is_cancelled: false,
    is_cancel_enabled: true,
    product: product(),
    images: [],
    notes_to_customer: null,
    created_date: '2026-03-05T10:00:00-06:00',
    status_changed_date: null,
    ...overrides,
  } as WarrantyClaim;
}

/** A fake client with lucia signed in. */
export function signedIn() {
  const made = fakeClient();
  made.stores.session.setSession({ token: 't'.repeat(64), isUser: true }, { first_name: 'Lucía', last_name: 'Pérez', email: 'lucia@tienda.test' });
  made.stores.user.setUser(signedInUser());
  return made;
}

/** A PNG file of `bytes` bytes (a real PNG signature first). */
export function png(name = 'boleta.png', bytes = 64, type = 'image/png'): File {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([data], name, { type });
}

/** A promise to settle by hand. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
