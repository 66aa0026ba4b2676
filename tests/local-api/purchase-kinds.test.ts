import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CartSchema, ProductPageSchema } from '../../src/domain';
import { CheckoutPreviewSchema } from '../../src/domain/checkout/checkout';
import { OrderSchema } from '../../src/domain/orders/order';
import { firstEventDay } from '../../local-api/product/seed';
import { checkoutBody, closeOpenCarts, findProduct, newCard, NO_DELIVERY, placeOrder } from './checkout-support';
import { makeApi, type TestApi } from './support';

/**
 * Review defects 5 and 6 (issue 25): a vending item and a seated event need no delivery; the vending line says where
 * it is collected; a seated event's checkout says so; a paid seated order has one ticket per seat; an event page
 * says when and where. The extensions it reads are optional (docs/contract.md).
 */
vi.setConfig({ testTimeout: 30_000 });

let api: TestApi;
let ana: string;
beforeEach(async () => {
  api = makeApi();
  ana = await api.login();
  closeOpenCarts(api);
});

const newCart = async () => (await api.call('POST', '/cart', { token: ana })).body.cart_id as string;

describe('a vending machine item (defect 5)', () => {
  it('needs neither shipping nor pickup, and its line names the machine and the slot', async () => {
    const cartId = await newCart();
    const water = findProduct(api.db, `slug = 'agua-pura-600-ml'`);
    const added = await api.call('POST', `/cart/${cartId}/item`, { token: ana, body: { product_public_sku: water.public_sku, quantity: 1, vending_machine_slot_id: 'Z10-A1' } });
    expect(added.status, added.text).toBe(200);
    const cart = CartSchema.parse(added.body);
    expect(cart.is_shipping_or_pickup_required).toBe(false);
    expect(cart.items[0]!.vending_slot).toEqual({
      code: 'A1',
      machine_id: 'oficinas-zona-10',
      machine_code: 'EXP-Z10-01',
      machine_address: 'Vestíbulo del Edificio Céntrico Diez, 12 calle 1-25, zona 10, Ciudad de Guatemala',
    });
    const preview = await api.call('PUT', `/checkout/${cartId}/preview`, { token: ana, body: checkoutBody(cartId, { ...NO_DELIVERY, payment_method: null }) });
    expect(preview.status, preview.text).toBe(200);
    expect(CheckoutPreviewSchema.parse(preview.body)).toMatchObject({ is_shipping_or_pickup_required: false, use_event_seat_checkout: false, totals: { amount_shipping: 0 } });
    // A home delivery is not offered for it.
    const delivery = await api.call('PUT', `/checkout/${cartId}/preview`, { token: ana, body: checkoutBody(cartId) });
    expect(delivery.status).toBe(400);
    expect(delivery.body.cause).toBe('NOT_ALLOWED');
    // Cash on delivery does not fit: nothing is delivered.
    const options = await api.call('GET', `/checkout/${cartId}/payment_option`, { token: ana });
    expect(options.body.find((o: { payment_method: string }) => o.payment_method === 'COD')).toMatchObject({ is_disabled: true });
    const cod = await placeOrder(api, ana, cartId, checkoutBody(cartId, { ...NO_DELIVERY, payment_method: 'COD' }));
    expect([cod.status, cod.body.cause]).toEqual([400, 'NOT_ALLOWED']);
    const placed = await placeOrder(api, ana, cartId, checkoutBody(cartId, { ...NO_DELIVERY, payment_method: 'CARD', new_card: newCard('4242424242424242') }));
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body.payment_result_type).toBe('SUCCESS');
    // The order's line still says which machine and position it is collected from, and nothing is shipped.
    const order = OrderSchema.parse((await api.call('GET', `/order/${placed.body.order_number}`, { token: ana })).body);
    expect(order.items.map((item) => [item.vending_machine_slot_id, item.vending_slot])).toEqual([['Z10-A1', cart.items[0]!.vending_slot]]);
    expect(order).toMatchObject({ shipping_address: null, delivery_option: null, pickup_option: null, totals: { amount_shipping: 0 } });
    // An order's line from no machine carries no vending_slot key at all (the extension is optional).
    const other = await newCart();
    const book = findProduct(api.db, `type = 'BOOK' AND status = 'PUBLISHED' AND stock_status = 'IN_STOCK'`);
    expect((await api.call('POST', `/cart/${other}/item`, { token: ana, body: { product_public_sku: book.public_sku, quantity: 1 } })).status).toBe(200);
    const shipped = await placeOrder(api, ana, other, checkoutBody(other, { payment_method: 'CARD', new_card: newCard('4242424242424242') }));
    expect(shipped.status, shipped.text).toBe(200);
    const lines = (await api.call('GET', `/order/${shipped.body.order_number}`, { token: ana })).body.items as Record<string, unknown>[];
    expect(lines.map((line) => 'vending_slot' in line)).toEqual([false]);
  });
});

describe('a seated event (defects 5 and 6)', () => {
  const event = () => findProduct(api.db, `type = 'EVENT_SEAT' AND status = 'PUBLISHED' AND stock_status = 'PRESALE'`);
  const seatsOf = async (sku: string) =>
    (await api.call('GET', `/page/product/${sku}?include=EVENT_SEATS`, { token: ana })).body.event_seats as { id: string; row: string; col: number; status: string }[];

  it('its page says when and where it is (the event extension)', async () => {
    const res = await api.call('GET', `/page/product/${event().public_sku}?include=PRODUCT`, { token: ana });
    expect(res.status).toBe(200);
    const page = ProductPageSchema.parse(res.body);
    expect(page.product?.event).toMatchObject({ starts_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/), venue_name: expect.stringMatching(/^Teatro /) });
    // Dated from the day the database was seeded (the test clock): a Friday evening in Guatemala, 8 weeks ahead at least.
    const startsAt = new Date(page.product!.event!.starts_at);
    const local = new Date(startsAt.getTime() - 6 * 3_600_000);
    expect(startsAt.getTime()).toBeGreaterThan(api.clock.now.getTime() + 8 * 7 * 86_400_000 - 86_400_000);
    expect(local.getUTCDay()).toBe(5);
    expect([19, 20]).toContain(local.getUTCHours());
    // Not on a product that is not an event.
    const plain = await api.call('GET', `/page/product/${findProduct(api.db, `type = 'SIMPLE' AND status = 'PUBLISHED'`).public_sku}?include=PRODUCT`, { token: ana });
    expect(plain.body.product.event).toBeUndefined();
  });

  it('checks out without delivery, as a seated event with its seats, and the paid order has one ticket per seat with row and number', async () => {
    const product = event();
    const chosen = (await seatsOf(product.public_sku)).filter((s) => s.status === 'AVAILABLE').slice(0, 2);
    expect((await api.call('PUT', `/product/${product.public_sku}/event_seats`, { token: ana, body: { seat_ids: chosen.map((s) => s.id) } })).status).toBe(200);
    const cartId = await newCart();
    const added = await api.call('POST', `/cart/${cartId}/item`, { token: ana, body: { product_public_sku: product.public_sku, quantity: 2 } });
    expect(added.status, added.text).toBe(200);
    expect(CartSchema.parse(added.body).is_shipping_or_pickup_required).toBe(false);
    const preview = CheckoutPreviewSchema.parse(
      (await api.call('PUT', `/checkout/${cartId}/preview`, { token: ana, body: checkoutBody(cartId, { ...NO_DELIVERY, payment_method: null }) })).body,
    );
    expect(preview.use_event_seat_checkout).toBe(true);
    expect(preview.is_shipping_or_pickup_required).toBe(false);
    expect(preview.event_seats.map((s) => s.id).sort()).toEqual(chosen.map((s) => s.id).sort());
    const placed = await placeOrder(api, ana, cartId, checkoutBody(cartId, { ...NO_DELIVERY, payment_method: 'CARD', new_card: newCard('4242424242424242') }));
    expect(placed.status, placed.text).toBe(200);
    const order = OrderSchema.parse((await api.call('GET', `/order/${placed.body.order_number}`, { token: ana })).body);
    expect(order.shipping_address).toBeNull();
    expect(order.delivery_option).toBeNull();
    expect(order.event_tickets.map((t) => t.seat).sort((a, b) => a!.id.localeCompare(b!.id))).toEqual(
      chosen.map((s) => ({ id: s.id, row: s.row, col: s.col })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(order.event_tickets.every((t) => t.product_title === product.title && t.event?.venue_name)).toBe(true);
    expect(new Set(order.event_tickets.map((t) => t.ticket_code)).size).toBe(2);
  });

  it('an unpaid seated order (deposit) has no tickets yet', async () => {
    const product = event();
    const [seat] = (await seatsOf(product.public_sku)).filter((s) => s.status === 'AVAILABLE');
    await api.call('PUT', `/product/${product.public_sku}/event_seats`, { token: ana, body: { seat_ids: [seat!.id] } });
    const cartId = await newCart();
    await api.call('POST', `/cart/${cartId}/item`, { token: ana, body: { product_public_sku: product.public_sku, quantity: 1 } });
    const placed = await placeOrder(api, ana, cartId, checkoutBody(cartId, { ...NO_DELIVERY, payment_method: 'BANK_DEPOSIT' }));
    expect(placed.status, placed.text).toBe(200);
    expect(OrderSchema.parse((await api.call('GET', `/order/${placed.body.order_number}`, { token: ana })).body).event_tickets).toEqual([]);
  });
});

describe('the seed\'s event dates (firstEventDay)', () => {
  it('start on the first Friday at least 8 weeks after the day of the seed, a date in Guatemala', () => {
    // Sunday 29 November 2026 at 20:51 in Guatemala (already Monday in UTC): 24 January 2027 is a Sunday, the Friday after it the 29th.
    expect(new Date(firstEventDay(new Date('2026-11-30T02:51:00Z'))).toISOString()).toBe('2027-01-29T00:00:00.000Z');
    // A Friday at noon: the Friday 8 weeks later itself.
    expect(new Date(firstEventDay(new Date('2026-03-06T18:00:00Z'))).toISOString()).toBe('2026-05-01T00:00:00.000Z');
    // 21:00 on that Friday in Guatemala is Saturday in UTC: still Friday's date, the same day.
    expect(new Date(firstEventDay(new Date('2026-03-07T03:00:00Z'))).toISOString()).toBe('2026-05-01T00:00:00.000Z');
    // 00:30 on Saturday in Guatemala: a day on, the Friday after.
    expect(new Date(firstEventDay(new Date('2026-03-07T06:30:00Z'))).toISOString()).toBe('2026-05-08T00:00:00.000Z');
  });
});
