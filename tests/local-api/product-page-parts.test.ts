import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_PAGE_PARTS, ProductPageSchema } from '../../src/domain';
import { WAIT_LIST_DEMO_SLUG, TWO_ATTRIBUTE_GROUP } from '../../local-api/product/seed';
import { CHEAP, DEAR, cartWith, checkoutBody, placeOrder } from './checkout-support';
import { findProduct, makeApi, type TestApi } from './support';

// Several logins (scrypt) and an order per test: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let api: TestApi;
let anon: string;
beforeEach(async () => {
  api = makeApi(); // clock: Monday 2 March 2026, 15:00 UTC
  anon = await api.anonymous();
});

const page = (id: string, include: string, token: string | null, extra: Record<string, string> = {}) =>
  api.call('GET', `/page/product/${id}?${new URLSearchParams({ include, ...extra })}`, { token });

async function okPage(id: string, include: string, token: string | null, extra: Record<string, string> = {}) {
  const res = await page(id, include, token, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  ProductPageSchema.parse(res.body);
  return res.body;
}

const WARRANTY = `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 10 AND warranty_months > 0 AND price_cents < 400000`;

describe('DELIVERY_DATE', () => {
  it('estimates ana’s own address exactly as her cart’s delivery estimate does', async () => {
    const ana = await api.login();
    const { cartId, sku } = await cartWith(api, ana, CHEAP);
    const body = await okPage(sku, 'DELIVERY_DATE', ana, { address_id: 'demo-ana-casa' });
    const cart = await api.call('GET', `/cart/${cartId}/delivery_estimate?address_id=demo-ana-casa`, { token: ana });
    expect(cart.status).toBe(200);
    expect(body.shipping_address).toMatchObject({ id: 'demo-ana-casa', city: 'Guatemala', state: 'GU' });
    expect({
      delivery_option: body.delivery_option,
      express_delivery_option: body.express_delivery_option,
      pickup_option: body.pickup_option,
      shipping_address: body.shipping_address,
    }).toEqual(cart.body);
    expect(body.delivery_option).toMatchObject({ id: 'STANDARD', cost: 25, expected_delivery_date_range_text: 'Llega entre el martes 3 y el miércoles 4 de marzo.' });
    // From Q500 the standard delivery is free on both.
    const dear = await cartWith(api, ana, DEAR);
    const dearPage = await okPage(dear.sku, 'DELIVERY_DATE', ana, { address_id: 'demo-ana-casa' });
    const dearCart = await api.call('GET', `/cart/${dear.cartId}/delivery_estimate?address_id=demo-ana-casa`, { token: ana });
    expect(dearPage.delivery_option).toEqual(dearCart.body.delivery_option);
    expect(dearPage.delivery_option.cost).toBe(0);
  });

  it('uses the signed-in shopper’s selected address, then the selected pickup, when nothing is asked', async () => {
    const ana = await api.login();
    const product = findProduct(api.db, CHEAP);
    expect((await api.call('PUT', '/user/selected_address', { token: ana, body: { selected_address_id: 'demo-ana-casa' } })).status).toBe(200);
    const byAddress = await okPage(product.public_sku, 'DELIVERY_DATE', ana);
    expect(byAddress.shipping_address.id).toBe('demo-ana-casa');
    expect(byAddress.delivery_option.description).toBe('Envío a domicilio (Ciudad de Guatemala)');
    await api.call('PUT', '/user/selected_address', { token: ana, body: { selected_address_id: null } });
    expect((await api.call('PUT', '/user/selected_pickup', { token: ana, body: { selected_pickup_id: 'gt-zona-10' } })).status).toBe(200);
    const byPickup = await okPage(product.public_sku, 'DELIVERY_DATE', ana);
    expect(byPickup.shipping_address).toBeNull();
    expect(byPickup.pickup_option).toMatchObject({ public_id: 'gt-zona-10', expected_delivery_date_range_text: expect.any(String) });
    expect(byPickup.delivery_option).toBeNull();
    // An anonymous shopper gets the general estimate.
    const general = await okPage(product.public_sku, 'DELIVERY_DATE', anon);
    expect(general.delivery_option.cost).toBe(35);
    expect(general.shipping_address).toBeNull();
  });

  it('answers someone else’s address 404 notFound, and an anonymous address_id 403', async () => {
    const carlos = await api.login('carlos@tienda.test');
    const product = findProduct(api.db, CHEAP);
    const other = await page(product.public_sku, 'DELIVERY_DATE', carlos, { address_id: 'demo-ana-casa' });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ cause: 'notFound', message: 'La dirección no existe o no es tuya.' });
    const anonymous = await page(product.public_sku, 'DELIVERY_DATE', anon, { address_id: 'demo-ana-casa' });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.cause).toBe('onlyAnonymousTokenFound');
  });

  it('checks city and state as an address’s place: 400 invalidAddress with the field', async () => {
    const product = findProduct(api.db, CHEAP);
    const good = await okPage(product.public_sku, 'DELIVERY_DATE', anon, { city: 'coban', state: 'AV' });
    expect(good.delivery_option).toMatchObject({ description: 'Envío a domicilio (departamentos de Guatemala)', cost: 35 });
    expect(good.shipping_address).toBeNull();
    const bad = await page(product.public_sku, 'DELIVERY_DATE', anon, { city: 'Springfield', state: 'GU' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ cause: 'invalidAddress', field: 'city', message: expect.stringMatching(/municipio|ciudad/i) });
    const twoForms = await page(product.public_sku, 'DELIVERY_DATE', anon, { city: 'Guatemala', state: 'GU', pickup_option_id: 'gt-zona-4' });
    expect(twoForms.status).toBe(400);
    expect(twoForms.body.cause).toBe('apiCallFailed');
  });

  it('gives a pickup option as GET /product/{sku}/pickup_options lists it', async () => {
    const product = findProduct(api.db, `${CHEAP}`);
    const body = await okPage(product.public_sku, 'DELIVERY_DATE', anon, { pickup_option_id: 'gt-zona-4' });
    const listed = await api.call('GET', `/product/${product.public_sku}/pickup_options`, { token: anon });
    expect(listed.status).toBe(200);
    expect(body.pickup_option).toEqual(listed.body.find((option: { public_id: string }) => option.public_id === 'gt-zona-4'));
    expect(body.delivery_option).toBeNull();
    const unknown = await page(product.public_sku, 'DELIVERY_DATE', anon, { pickup_option_id: 'no-existe' });
    expect(unknown.status).toBe(404);
  });
});

describe('INSTALLMENT_OPTIONS', () => {
  it('lists each bank’s 3, 6 and 12 payments on the price, as /installment_option computes them, and the payment options', async () => {
    const product = findProduct(api.db, DEAR);
    const body = await okPage(product.public_sku, 'INSTALLMENT_OPTIONS', anon);
    const checkout = await api.call('GET', `/installment_option?amount=${product.price_cents / 100}`, { token: anon });
    const expected = (checkout.body as { installments: number }[]).filter((plan) => [3, 6, 12].includes(plan.installments));
    expect(body.installment_options).toEqual(expected);
    const banks = new Set(body.installment_options.map((plan: { bank_name: string }) => plan.bank_name));
    expect(banks.size).toBeGreaterThanOrEqual(2);
    expect(body.installment_options).toHaveLength(banks.size * 3);
    for (const plan of body.installment_options) expect(plan).toMatchObject({ bank_code: expect.any(String), subtotal_amount: product.price_cents / 100 });
    expect(body.payment_options.map((option: { payment_method: string }) => option.payment_method)).toEqual([
      'COD',
      'BANK_DEPOSIT',
      'CARD',
      'CARD_INSTALLMENTS',
      'VANA_PAY',
    ]);
  });

  it('offers no plans below the installments minimum, and says why on the installments method', async () => {
    const product = findProduct(api.db, CHEAP);
    const body = await okPage(product.public_sku, 'INSTALLMENT_OPTIONS', anon);
    expect(body.installment_options).toEqual([]);
    const method = body.payment_options.find((option: { payment_method: string }) => option.payment_method === 'CARD_INSTALLMENTS');
    expect(method).toMatchObject({ is_disabled: true, description: expect.stringMatching(/^Las cuotas están disponibles en compras desde Q\s1,000\.00\.$/) });
  });
});

describe('ADMIN_SECTION', () => {
  it('is null for anonymous shoppers and ordinary users, and filled for staff with the units held in open carts', async () => {
    const product = findProduct(api.db, CHEAP);
    const ana = await api.login();
    expect((await okPage(product.public_sku, 'ADMIN_SECTION', anon)).admin_section).toBeNull();
    expect((await okPage(product.public_sku, 'ADMIN_SECTION', ana)).admin_section).toBeNull();
    await cartWith(api, ana, CHEAP, 3);
    const admin = await api.login('admin@tienda.test');
    const section = (await okPage(product.public_sku, 'ADMIN_SECTION', admin)).admin_section;
    expect(section).toEqual({
      stock_total: product.stock_quantity,
      erp_stock: 0,
      locked_stock: 3,
      editor_url: `http://localhost:9004/admin/productos/${product.public_sku}/editar`,
      profile_url: `http://localhost:9004/admin/productos/${product.public_sku}`,
      internal_sku: `INT-${String(product.id).padStart(6, '0')}`,
    });
  });
});

describe('IS_KNOWN_BUYER, the order under warranty and review points', () => {
  it('knows what ana bought, while its warranty lasts, and offers review points until she reviews it', async () => {
    const ana = await api.login();
    const { cartId, sku } = await cartWith(api, ana, WARRANTY);
    const before = await okPage(sku, 'IS_KNOWN_BUYER', ana);
    expect(before).toMatchObject({ is_known_buyer: false, order_number_under_warranty: null, potential_review_points: 0 });
    const order = await placeOrder(api, ana, cartId, checkoutBody(cartId));
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const after = await okPage(sku, 'IS_KNOWN_BUYER', ana);
    expect(after).toMatchObject({ is_known_buyer: true, order_number_under_warranty: order.body.order_number, potential_review_points: 10 });
    // Someone else did not buy it.
    const carlos = await api.login('carlos@tienda.test');
    expect(await okPage(sku, 'IS_KNOWN_BUYER', carlos)).toMatchObject({ is_known_buyer: false, potential_review_points: 0 });
    // Reviewed: no more points.
    const anaId = (api.db.prepare(`SELECT id FROM users WHERE email = 'ana@tienda.test'`).get() as { id: number }).id;
    const productId = findProduct(api.db, `public_sku = '${sku}'`).id;
    api.db
      .prepare(`INSERT INTO reviews (product_id, rating, reviewer_name, comment, verified, date_created, user_id) VALUES (?, 5, 'Ana', 'Muy buena', 1, ?, ?)`)
      .run(productId, new Date().toISOString(), anaId);
    expect((await okPage(sku, 'IS_KNOWN_BUYER', ana)).potential_review_points).toBe(0);
    // A month after the warranty's months it is over; she is still a known buyer.
    const months = findProduct(api.db, `public_sku = '${sku}'`) as unknown as { warranty_months: number };
    const later = new Date('2026-03-02T15:00:00Z');
    later.setUTCMonth(later.getUTCMonth() + months.warranty_months + 1);
    api.clock.now = later;
    expect(await okPage(sku, 'IS_KNOWN_BUYER', await api.login())).toMatchObject({ is_known_buyer: true, order_number_under_warranty: null });
  });
});

describe('RELATED_PRODUCTS recommendations', () => {
  it('pages one long list: the category first, no product twice across pages, and says when there is more', async () => {
    const product = findProduct(api.db, `status = 'PUBLISHED' AND variant_group_id IS NOT NULL AND stock_status = 'IN_STOCK'`);
    const group = (api.db.prepare('SELECT public_sku FROM products WHERE variant_group_id = (SELECT variant_group_id FROM products WHERE id = ?)').all(product.id) as {
      public_sku: string;
    }[]).map((row) => row.public_sku);
    const one = await okPage(product.public_sku, 'RELATED_PRODUCTS', anon, { page: '1', page_size: '12' });
    const two = await okPage(product.public_sku, 'RELATED_PRODUCTS', anon, { page: '2', page_size: '12' });
    expect(one.recommendations).toHaveLength(12);
    expect(two.recommendations).toHaveLength(12);
    expect(one.has_more_recommendations).toBe(true);
    const skus = [...one.recommendations, ...two.recommendations].map((p: { public_sku: string }) => p.public_sku);
    expect(new Set(skus).size).toBe(24);
    for (const sku of group) expect(skus).not.toContain(sku);
    const categoryOf = (sku: string) => findProduct(api.db, `public_sku = '${sku}'`) as unknown as { category_id: number };
    const own = (api.db.prepare('SELECT category_id FROM products WHERE id = ?').get(product.id) as { category_id: number }).category_id;
    expect(categoryOf(skus[0]!).category_id).toBe(own);
    // Page through the whole list: every product once, and the last page says there is no more.
    const all: string[] = [];
    for (let n = 1; n <= 10; n++) {
      const body = await okPage(product.public_sku, 'RELATED_PRODUCTS', anon, { page: String(n), page_size: '50' });
      all.push(...body.recommendations.map((p: { public_sku: string }) => p.public_sku));
      if (!body.has_more_recommendations) break;
    }
    expect(all.length).toBeGreaterThan(60);
    expect(new Set(all).size).toBe(all.length);
    expect(all.slice(0, 24)).toEqual(skus);
    // A book (no variants): its category's books come again in its parent's and among the best sellers, once here.
    const book = findProduct(api.db, `status = 'PUBLISHED' AND type = 'BOOK' AND stock_status = 'IN_STOCK'`);
    const books: string[] = [];
    for (let n = 1; n <= 3; n++)
      books.push(...(await okPage(book.public_sku, 'RELATED_PRODUCTS', anon, { page: String(n), page_size: '50' })).recommendations.map((p: { public_sku: string }) => p.public_sku));
    expect(books).toHaveLength(120);
    expect(new Set(books).size).toBe(120);
    expect(books).not.toContain(book.public_sku);
    const far = await okPage(product.public_sku, 'RELATED_PRODUCTS', anon, { page: '50', page_size: '12' });
    expect(far.recommendations).toEqual([]);
    expect(far.has_more_recommendations).toBe(false);
  });
});

describe('COMPARE_TO and VARIANTS', () => {
  it('gives each product to compare its attributes', async () => {
    const product = findProduct(api.db, `status = 'PUBLISHED' AND type = 'SIMPLE' AND category_id IN (SELECT category_id FROM products GROUP BY category_id HAVING COUNT(*) > 8)`);
    const body = await okPage(product.public_sku, 'COMPARE_TO', anon);
    expect(body.compare_to.length).toBeGreaterThan(0);
    for (const other of body.compare_to) {
      const id = findProduct(api.db, `public_sku = '${other.public_sku}'`).id;
      expect(other.attributes).toEqual(api.db.prepare('SELECT name, value FROM product_attributes WHERE product_id = ? ORDER BY sort_order').all(id));
      expect(other.attributes.length).toBeGreaterThan(0);
    }
  });

  it('lists a colour × size group under both attributes', async () => {
    const shirt = findProduct(api.db, `variant_group_id = '${TWO_ATTRIBUTE_GROUP}'`);
    const body = await okPage(shirt.public_sku, 'VARIANTS', anon);
    expect(body.variants).toHaveLength(8);
    const colours = body.variants.filter((v: { attribute_type: string }) => v.attribute_type === 'COLOR');
    const sizes = body.variants.filter((v: { attribute_type: string }) => v.attribute_type === 'SIZE');
    expect(new Set(colours.map((v: { value: string }) => v.value))).toEqual(new Set(['Azul marino', 'Blanco']));
    expect(new Set(sizes.map((v: { value: string }) => v.value))).toEqual(new Set(['M', 'L']));
    expect(colours.every((v: { color_hex: string | null }) => /^#[0-9A-F]{6}$/.test(v.color_hex ?? ''))).toBe(true);
    expect(sizes.map((v: { attribute_id: string }) => v.attribute_id)).toEqual(['talla', 'talla', 'talla', 'talla']);
  });
});

describe('the whole page', () => {
  it('answers every part for staff, parsed by the library’s schema, with the demo wait-list product out of stock', async () => {
    const admin = await api.login('admin@tienda.test');
    const body = await okPage(WAIT_LIST_DEMO_SLUG, PRODUCT_PAGE_PARTS.join(','), admin);
    expect(body.product).toMatchObject({ slug: WAIT_LIST_DEMO_SLUG, stock_status: 'OUT_OF_STOCK' });
    expect(body.admin_section).toMatchObject({ stock_total: 0, locked_stock: 0 });
    expect(body.wait_list_status).toMatchObject({ is_on_wait_list: false, notification_email: 'admin@tienda.test' });
    expect(body.installment_options).toEqual([]);
    expect(body.delivery_option).toMatchObject({ is_disabled: true });
    expect(body.event_seats).toEqual([]);
    expect(Array.isArray(body.recommendations)).toBe(true);
  });
});

describe('POST /page/product/{sku}/bulk_quotation', () => {
  it('stores a request from anyone, with the phone’s digits', async () => {
    const product = findProduct(api.db, CHEAP);
    const res = await api.call('POST', `/page/product/${product.public_sku}/bulk_quotation`, {
      token: anon,
      body: { quantity: 250, phoneNumber: '+502 5550-1234' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ product_public_sku: product.public_sku, quantity: 250 });
    expect(api.db.prepare('SELECT quantity, phone FROM bulk_quotations').all()).toEqual([{ quantity: 250, phone: '50255501234' }]);
  });

  it.each([
    [{ quantity: 0, phoneNumber: '55501234' }, 'quantity'],
    [{ quantity: 10_001, phoneNumber: '55501234' }, 'quantity'],
    [{ quantity: 2.5, phoneNumber: '55501234' }, 'quantity'],
    [{ quantity: '12', phoneNumber: '55501234' }, 'quantity'],
    [{ quantity: 12, phoneNumber: '5550123' }, 'phoneNumber'],
    [{ quantity: 12, phoneNumber: '1234567890123456' }, 'phoneNumber'],
    [{ quantity: 12 }, 'phoneNumber'],
  ])('refuses %j with 400 NOT_ALLOWED naming %s, storing nothing', async (body, field) => {
    const product = findProduct(api.db, CHEAP);
    const res = await api.call('POST', `/page/product/${product.public_sku}/bulk_quotation`, { token: anon, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ cause: 'NOT_ALLOWED', field, message: expect.stringMatching(/cantidad|teléfono/) });
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM bulk_quotations').get()).toEqual({ n: 0 });
  });

  it('answers an unknown product 404 PRODUCT_NOT_FOUND', async () => {
    const res = await api.call('POST', '/page/product/TND-99999/bulk_quotation', { token: anon, body: { quantity: 5, phoneNumber: '55501234' } });
    expect(res.status).toBe(404);
    expect(res.body.cause).toBe('PRODUCT_NOT_FOUND');
  });
});
