import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support';

/*
 * The local API is the contract's reference: a client written from the spec
 * alone must complete every flow. This one is a plain `fetch` that sends only
 * what spec section 7 names: the Session header, JSON bodies with the spec's
 * fields, the spec's query parameters. No Idempotency-Key, no extension
 * header, no value the spec does not list (no refund_type, no account_type).
 * The store's own side (a deposit received, a unit found missing) is played by
 * the development controls, never by the client.
 */

/** The only request headers this client ever sends. */
const SPEC_HEADERS = ['session', 'content-type'];

interface Call {
  method: string;
  path: string;
  status: number;
  headers: string[];
}

class SpecOnlyClient {
  readonly calls: Call[] = [];
  token: string | null = null;
  constructor(private readonly apiRoot: string) {}

  async call<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const headers: Record<string, string> = {};
    if (this.token) headers.Session = this.token;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(this.apiRoot + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    this.calls.push({ method, path: path.split('?')[0]!, status: res.status, headers: Object.keys(headers).map((h) => h.toLowerCase()) });
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** A call the flow needs to succeed: its answer, or the test fails with the server's words. */
  async ok<T = any>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.call<T>(method, path, body);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body;
  }

  count(method: string, path: string | RegExp): number {
    return this.calls.filter((c) => c.method === method && (typeof path === 'string' ? c.path === path : path.test(c.path))).length;
  }
}

let server: TestServer;
let client: SpecOnlyClient;

beforeAll(async () => {
  server = await startTestServer({ dev: true });
  client = new SpecOnlyClient(server.apiRoot);
  const { token } = await client.ok<{ token: string }>('POST', '/login/', { login: 'ana@tienda.test', email: 'ana@tienda.test', password: 'Tienda123!' });
  client.token = token;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** The store's side (not the client's): the development controls. */
async function store(path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${server.origin}/dev/${path}`, {
    method: 'POST',
    headers: { Session: client.token!, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  expect(res.status, `store ${path}`).toBe(200);
  return res.json();
}

const ordersOfCart = (cartId: string) => (server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_public_id = ?').get(cartId) as { n: number }).n;
const cancellation = (n: string) => JSON.parse((server.db.prepare('SELECT cancellation FROM orders WHERE order_number = ?').get(n) as { cancellation: string }).cancellation);

interface Line {
  item_id: string;
  quantity: number;
}

/** A new cart holding `quantity` of the `offset`-th simple product in stock (Q50 to Q500) the listing shows, and the cart's lines. */
async function cartWith(quantity: number, offset = 0): Promise<{ cartId: string; items: Line[] }> {
  const found = await client.ok<{ products: { public_sku: string; type: string; stock_status: string; price: number }[] }>(
    'GET',
    '/product?page=1&page_size=50&sort_by=Popularity',
  );
  const product = found.products.filter((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK' && p.price >= 50 && p.price < 500)[offset]!;
  expect(product, 'a product to buy').toBeTruthy();
  const cart = await client.ok<{ cart_id: string }>('POST', '/cart?is_mergeable=true');
  const filled = await client.ok<{ items: Line[] }>('POST', `/cart/${cart.cart_id}/item`, { product_public_sku: product.public_sku, quantity });
  return { cartId: cart.cart_id, items: filled.items.map((item) => ({ item_id: item.item_id, quantity: item.quantity })) };
}

/** The checkout body of spec section 7, every field named, for home delivery to the shopper's first address. */
async function checkoutBody(cartId: string, items: Line[], payment: { payment_method: string; existing_card_id?: string | null }) {
  const [address] = await client.ok<{ id: string }[]>('GET', '/address');
  const delivery = await client.ok<{ id: string; is_disabled: boolean }[]>('GET', `/checkout/${cartId}/shipping_option/delivery?address_id=${address!.id}`);
  const payments = await client.ok<{ payment_method: string }[]>('GET', `/checkout/${cartId}/payment_option?cart_id=${cartId}`);
  expect(payments.map((p) => p.payment_method)).toContain(payment.payment_method);
  return {
    cart_id: cartId,
    items,
    event_seats: [],
    coupons: [],
    gift_cards: [],
    delivery_option_id: delivery.find((option) => !option.is_disabled)!.id,
    shipping_address_id: address!.id,
    pickup_option_id: null,
    pickup_contact: { name: 'Ana López', phone: '5550 1234' },
    customer_note: null,
    invoice_type: 'NO_TAX_ID',
    invoice_data: null,
    payment_method: payment.payment_method,
    existing_card_id: payment.existing_card_id ?? null,
    installment: null,
    new_card: null,
    reference_id: null,
    transaction_id: null,
    delivery_time_range: 'ALLDAY',
    disable_early_shipping: false,
    step: null,
  };
}

/** Preview, then place the order, as the spec says: no Idempotency-Key. */
async function purchase(quantity: number, payment: { payment_method: string; existing_card_id?: string | null }, offset = 0) {
  const { cartId, items } = await cartWith(quantity, offset);
  const body = await checkoutBody(cartId, items, payment);
  await client.ok('PUT', `/checkout/${cartId}/preview`, body);
  const placed = await client.call<{ order_number: string; payment_result_type: string }>('PUT', `/checkout/${cartId}/order`, body);
  return { cartId, body, placed };
}

describe('a client that sends only what the spec names', () => {
  let cardOrder: string;

  it('completes a purchase paid with a saved card; placing it again answers the same order', async () => {
    const [card] = await client.ok<{ instrument_id: string; number: string }[]>('GET', '/payment_method/cc');
    const { cartId, body, placed } = await purchase(1, { payment_method: 'CARD', existing_card_id: card!.instrument_id });
    // Before: 400 apiCallFailed «falta el encabezado Idempotency-Key».
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.payment_result_type).toBe('SUCCESS');
    cardOrder = placed.body.order_number;
    const again = await client.call('PUT', `/checkout/${cartId}/order`, body);
    expect(again).toEqual(placed);
    expect(ordersOfCart(cartId)).toBe(1);
    const order = await client.ok(`GET`, `/order/${cardOrder}`);
    expect(order).toMatchObject({ order_number: cardOrder, payment_method: 'CARD', totals: { amount_unpaid: 0 }, is_cancel_enabled: true });
    expect(order.masked_card_number).toMatch(/1111$/);
  });

  it('cancels the card order with the spec body (authorization number, card number): refunded to the card', async () => {
    const order = await client.ok(`GET`, `/order/${cardOrder}`);
    const res = await client.call('POST', `/order/${cardOrder}/cancel`, {
      reason: 'Ya no lo necesito',
      authorization_number: '654321',
      card_number: String(order.masked_card_number).slice(-4),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ order_number: cardOrder, step: 'PermanentFailure', is_cancel_enabled: false });
    expect(cancellation(cardOrder).refund).toEqual({ refund_type: 'CARD', authorization_number: '654321', card_number: '1111' });
  });

  it('refunds a paid deposit order to the bank account given, without refund_type or account_type', async () => {
    const { placed } = await purchase(1, { payment_method: 'BANK_DEPOSIT' }, 1);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.payment_result_type).toBe('ADVANCE_NEEDED');
    const n = placed.body.order_number;
    await store(`orders/${n}/advance`); // the store receives the deposit and approves the order
    expect((await client.ok(`GET`, `/order/${n}`)).totals.amount_unpaid).toBe(0);
    const res = await client.call('POST', `/order/${n}/cancel`, { reason: 'Me equivoqué', bank: 'Banrural', account_number: '3-123-45678-9', account_name: 'Ana López' });
    // Before: 400 «indica refund_type BANK_ACCOUNT con los datos de tu cuenta».
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(cancellation(n).refund).toEqual({ refund_type: 'BANK_ACCOUNT', bank: 'Banrural', account_number: '3-123-45678-9', account_name: 'Ana López', account_type: null });
  });

  it('refunds the units the store no longer has: says what ships now and what waits, then removes the missing one', async () => {
    const [card] = await client.ok<{ instrument_id: string }[]>('GET', '/payment_method/cc');
    const { placed } = await purchase(2, { payment_method: 'CARD', existing_card_id: card!.instrument_id }, 2);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const n = placed.body.order_number;
    const before = await client.ok(`GET`, `/order/${n}`);
    await store(`orders/${n}/out_of_stock`, { item_id: before.items[0].item_id, quantity: 1 });
    const split = await client.ok('GET', `/order/${n}/ship_in_stock`);
    expect(split.items_to_ship.map((i: Line) => i.quantity)).toEqual([1]);
    expect(split.items_to_wait.map((i: Line) => i.quantity)).toEqual([1]);
    const after = await client.ok('POST', `/order/${n}/remove_out_of_stock`, {});
    expect(after.items.map((i: Line) => i.quantity)).toEqual([1]);
    expect(after.totals.amount_total).toBeLessThan(before.totals.amount_total);
    const refund = cancellation(n);
    expect(refund.refund).toEqual({ refund_type: 'CARD' });
    expect(refund.refund_cents).toBe(Math.round((before.totals.amount_total - after.totals.amount_total) * 100));
  });

  it('sent nothing but the spec: the Session header and JSON, never an Idempotency-Key, and no call failed', () => {
    for (const call of client.calls) {
      expect(call.headers.every((h) => SPEC_HEADERS.includes(h)), `${call.method} ${call.path}: ${call.headers}`).toBe(true);
    }
    expect(client.calls.filter((call) => call.status >= 400)).toEqual([]);
    expect(client.count('PUT', /^\/checkout\/[^/]+\/order$/)).toBe(4);
    expect(client.count('POST', /^\/order\/\d+\/cancel$/)).toBe(2);
    expect(client.count('POST', /^\/order\/\d+\/remove_out_of_stock$/)).toBe(1);
  });
});
