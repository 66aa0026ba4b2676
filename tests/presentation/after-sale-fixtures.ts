import type { CartItem } from '../../src/domain/cart/cart';
import type { Order } from '../../src/domain/orders/order';
import type { WarrantyClaim } from '../../src/domain/warranty/warranty';
import { cart, fakeClient, product, signedInUser } from './fake-client';
import { order as baseOrder } from './order-fixtures';

/** An order line (the fake cart's), with overrides. */
export function orderItem(overrides: Partial<CartItem> = {}): CartItem {
  return { ...cart().items[0]!, ...overrides };
}

/** Order 1001: cash on delivery, approved, unpaid, nothing to act on (the orders screens' order, without an address); overrides add what a test needs. */
export function order(overrides: Partial<Order> = {}): Order {
  return baseOrder({
    title: 'Confirmado',
    items: [orderItem()],
    shipping_address: null,
    delivery_option: null,
    pickup_contact: null,
    invoice_type: 'NO_TAX_ID',
    invoice_data: null,
    contact_email: 'lucia@tienda.test',
    promised_delivery_range_text: null,
    ...overrides,
  });
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
