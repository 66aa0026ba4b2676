import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEATS_PER_ORDER, PRODUCT_PAGE_PARTS, seatRows, toggleSeat, variantGroups, type ProductEventSeat } from '../../src';
import { clientFor, failureOf, type RunningApi, startLocalApi } from './support/local-api';

let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});

const skuWhere = (where: string) => api.db.prepare(`SELECT public_sku FROM products WHERE ${where} ORDER BY id LIMIT 1`).pluck().get() as string;

async function shopper(email?: string) {
  const { client } = clientFor(api);
  await client.start();
  if (email) await client.session.login({ email, password: 'Tienda123!' });
  return client;
}

describe('the product page through the library, against the real local API', () => {
  it('loads every part in one request, each typed, with the admin section only for the admin', async () => {
    const sku = skuWhere(`status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK'`);
    const anonymous = await shopper();
    const page = await anonymous.catalog.loadProductPage({ id: sku, include: [...PRODUCT_PAGE_PARTS], city: 'Guatemala', state: 'GU' });
    expect(page.product.public_sku).toBe(sku);
    expect(page.reviews).toEqual(expect.any(Array));
    expect(page.wishlists).toEqual([]);
    expect(page.wait_list_status).not.toBeNull();
    expect(page.compare_to).toEqual(expect.any(Array));
    expect(page.admin_section).toBeNull();
    expect(page.installment_options.length).toBeGreaterThan(0);
    expect(new Set(page.installment_options.map((option) => option.installments))).toEqual(new Set([3, 6, 12]));
    expect(page.installment_options.every((option) => typeof option.bank_name === 'string' && option.bank_name.length > 0)).toBe(true);
    expect(page.delivery_option?.expected_delivery_date_range_text).toEqual(expect.any(String));

    const admin = await shopper('admin@tienda.test');
    const adminPage = await admin.catalog.loadProductPage({ id: sku, include: ['ADMIN_SECTION'] });
    expect(adminPage.admin_section).toMatchObject({ stock_total: expect.any(Number), internal_sku: expect.any(String) });
    const ana = await shopper('ana@tienda.test');
    expect((await ana.catalog.loadProductPage({ id: sku, include: ['ADMIN_SECTION'] })).admin_section).toBeNull();
  });

  it('pages the recommendations, estimates delivery by place and by pickup, and lists the pickup options', async () => {
    const sku = skuWhere(`status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK'`);
    const client = await shopper();
    const first = await client.product.recommendations(sku, { page: 1 });
    expect(first.products.length).toBeGreaterThan(0);
    expect(first.products.length).toBeLessThanOrEqual(12);
    if (first.hasMore) {
      const second = await client.product.recommendations(sku, { page: 2 });
      const firstSkus = new Set(first.products.map((p) => p.public_sku));
      expect(second.products.some((p) => firstSkus.has(p.public_sku))).toBe(false);
    }
    const home = await client.product.deliveryEstimate(sku, { city: 'Mixco', state: 'GU' });
    expect(home.delivery_option).not.toBeNull();
    const options = await client.product.pickupOptions(sku);
    expect(options.map((option) => option.public_id)).toContain('gt-zona-10');
    const pickup = await client.product.deliveryEstimate(sku, { pickupOptionId: 'gt-zona-10' });
    expect(pickup.pickup_option).toMatchObject({ location_name: 'Tienda Zona Viva' });
  });

  it('joins and leaves the wait list of a product out of stock, anonymously with an email', async () => {
    const sku = skuWhere(`slug = 'cafetera-de-goteo-casaviva-aurora'`);
    const client = await shopper();
    const joined = await client.product.joinWaitList(sku, 'espera@example.com');
    expect(joined.is_on_wait_list).toBe(true);
    const page = await client.catalog.loadProductPage({ id: sku, include: ['WAITLIST'] });
    expect(page.wait_list_status?.is_on_wait_list).toBe(true);
    const left = await client.product.leaveWaitList(sku, 'espera@example.com');
    expect(left.is_on_wait_list).toBe(false);
    expect((await failureOf(client.product.joinWaitList(sku, ' '))).cause).toBe('MISSING_EMAIL');
  });

  it('shares a product and resolves its short link; an unknown one is notFound', async () => {
    const sku = skuWhere(`status = 'PUBLISHED' AND type = 'SIMPLE'`);
    const client = await shopper();
    const link = await client.product.share(sku);
    expect(link.short_id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(link.url.endsWith(`/s/${link.short_id}`)).toBe(true);
    expect(link.page_type).toBe('PRODUCT');
    expect((await client.product.share(sku)).short_id).toBe(link.short_id);
    const resolved = await client.product.resolveShare(link.short_id);
    const slug = api.db.prepare('SELECT slug FROM products WHERE public_sku = ?').pluck().get(sku);
    expect(resolved).toMatchObject({ short_id: link.short_id, page_type: 'PRODUCT', slug });
    expect((await failureOf(client.product.resolveShare('zzzzzzzz'))).cause).toBe('notFound');
  });

  it('compares a product with others, with their attributes', async () => {
    const sku = skuWhere(`status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK'`);
    const client = await shopper();
    const comparison = await client.product.compare(sku);
    expect(comparison.product.public_sku).toBe(sku);
    expect(comparison.attributes.length).toBeGreaterThan(0);
    expect(comparison.compareTo.every((other) => other.public_sku !== sku)).toBe(true);
  });

  it('imports from Amazon for a signed-in shopper, with each documented refusal', async () => {
    const ana = await shopper('ana@tienda.test');
    const made = await ana.product.importFromAmazon('https://www.amazon.com/dp/B0TESTIMP1');
    expect(made.slug).toEqual(expect.any(String));
    expect((await ana.product.importFromAmazon('https://www.amazon.com/gp/product/B0TESTIMP1')).slug).toBe(made.slug);
    const cases: [string, string][] = [
      ['https://www.ebay.com/itm/123', 'INVALID_URL'],
      ['https://www.amazon.com/dp/B0TESTIMP2?condition=used', 'USED_PRODUCTS_NOT_ALLOWED'],
      ['https://www.amazon.com/dp/B0TESTIMP3?seller=global', 'GLOBAL_SELLER_NOT_ALLOWED'],
      ['https://www.amazon.com/dp/B000000000', 'PRODUCT_NOT_FOUND'],
      ['https://www.amazon.com/dp/B0NOTMADE0', 'PRODUCT_NOT_CREATED'],
    ];
    for (const [url, cause] of cases) {
      const error = await failureOf(ana.product.importFromAmazon(url));
      expect(error.cause, url).toBe(cause);
      expect(error.userMessage, url).not.toMatch(/Error desconocido/);
    }
    const anonymous = await shopper();
    expect((await failureOf(anonymous.product.importFromAmazon('https://www.amazon.com/dp/B0TESTIMP1'))).cause).toBe('onlyAnonymousTokenFound');
  });

  it('asks for a bulk quotation, and the local checks agree with the API', async () => {
    const sku = skuWhere(`status = 'PUBLISHED' AND type = 'SIMPLE'`);
    const client = await shopper();
    await expect(client.product.requestBulkQuotation(sku, { quantity: 200, phoneNumber: '+502 5550-1234' })).resolves.toBeUndefined();
    const stored = api.db.prepare('SELECT quantity, phone FROM bulk_quotations ORDER BY id DESC LIMIT 1').get();
    expect(stored).toEqual({ quantity: 200, phone: '50255501234' });
    const error = await failureOf(client.product.requestBulkQuotation(sku, { quantity: 0, phoneNumber: '55501234' }));
    expect([error.cause, error.details]).toEqual(['NOT_ALLOWED', { field: 'quantity' }]);
  });

  it('reserves seats for this session, refuses one another session holds, and adds them to the cart', async () => {
    const sku = skuWhere(`status = 'PUBLISHED' AND type = 'EVENT_SEAT' AND (SELECT COUNT(*) FROM event_seats s WHERE s.product_id = products.id AND s.status = 'AVAILABLE') >= 10`);
    expect(sku).toEqual(expect.any(String));
    const buyer = await shopper();
    const page = await buyer.catalog.loadProductPage({ id: sku, include: ['EVENT_SEATS'] });
    const rows = seatRows(page.event_seats);
    expect(rows.map((row) => row.row)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(rows.every((row) => row.seats.length === 12)).toBe(true);
    let chosen: string[] = [];
    for (const seat of page.event_seats) chosen = toggleSeat(chosen, seat);
    expect(chosen).toHaveLength(MAX_SEATS_PER_ORDER);
    const two = chosen.slice(0, 2);
    const map = await buyer.product.reserveSeats(sku, two);
    const mine = (seats: ProductEventSeat[]) => seats.filter((seat) => seat.is_mine).map((seat) => seat.id).sort();
    expect(mine(map)).toEqual([...two].sort());

    const other = await shopper();
    const taken = await failureOf(other.product.reserveSeats(sku, [two[0]!]));
    expect([taken.cause, taken.status]).toEqual(['EVENT_SEATS_ERROR', 409]);
    const otherView = await other.catalog.loadProductPage({ id: sku, include: ['EVENT_SEATS'] });
    expect(otherView.event_seats.find((seat) => seat.id === two[0])).toMatchObject({ status: 'RESERVED', is_mine: false });

    const cart = await buyer.cart.add({ product: page.product, quantity: two.length });
    expect(cart.items.find((item) => item.product.public_sku === sku)?.quantity).toBe(2);
  });

  it('groups the two-attribute demo shirt by colour and size', async () => {
    const sku = skuWhere(`variant_group_id = 'VG-OXFORD'`);
    const client = await shopper();
    const page = await client.catalog.loadProductPage({ id: sku, include: ['VARIANTS'] });
    const groups = variantGroups(page.variants ?? [], sku);
    expect(groups.map((group) => group.type).sort()).toEqual(['COLOR', 'SIZE']);
    for (const group of groups) expect(group.options.filter((option) => option.selected)).toHaveLength(1);
  });
});
