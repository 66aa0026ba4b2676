import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../local-api/seed/open';
import { SCHEMA_VERSION } from '../../local-api/db/schema';
import { ProductPageSchema } from '../../src/domain';
import { checkoutBody, freshKey, NO_DELIVERY } from './checkout-support';
import { findProduct, makeApi, type Answer, type TestApi } from './support';

// Several logins (scrypt) and an order per test: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

let api: TestApi;
let first: string;
let second: string;
let sku: string;
beforeEach(async () => {
  api = makeApi();
  first = await api.anonymous();
  second = await api.anonymous();
  sku = findProduct(api.db, `type = 'EVENT_SEAT' AND status = 'PUBLISHED' AND stock_status = 'PRESALE'`).public_sku;
});

interface Seat {
  id: string;
  row: string;
  col: number;
  status: string;
  is_mine: boolean;
}

async function seats(token: string, id = sku): Promise<Seat[]> {
  const res = await api.call('GET', `/page/product/${id}?include=EVENT_SEATS`, { token });
  expect(res.status).toBe(200);
  ProductPageSchema.parse(res.body);
  return res.body.event_seats;
}
const reserve = (token: string, seatIds: string[], id = sku) => api.call('PUT', `/product/${id}/event_seats`, { token, body: { seat_ids: seatIds } });
const seat = (map: Seat[], id: string) => map.find((s) => s.id === id)!;
const free = async (count: number) => (await seats(first)).filter((s) => s.status === 'AVAILABLE').slice(0, count).map((s) => s.id);
let cartId = '';
const addToCart = async (token: string, quantity: number) => {
  const cart = await api.call('POST', '/cart', { token });
  cartId = cart.body.cart_id;
  return api.call('POST', `/cart/${cartId}/item`, { token, body: { product_public_sku: sku, quantity } });
};

describe('the seat map of an EVENT_SEAT product', () => {
  it('has rows A to H of 12 seats, some sold and some kept empty, and the stock is the free seats', async () => {
    const map = await seats(first);
    expect(map).toHaveLength(96);
    expect([...new Set(map.map((s) => s.row))]).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(map.filter((s) => s.row === 'A').map((s) => s.col)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(map.filter((s) => s.status === 'SOLD').length).toBeGreaterThan(5);
    expect(map.filter((s) => s.status === 'KEEP_EMPTY').map((s) => s.id)).toEqual(['H1', 'H2', 'H11', 'H12']);
    expect(map.every((s) => s.is_mine === false)).toBe(true);
    expect(findProduct(api.db, `public_sku = '${sku}'`).stock_quantity).toBe(map.filter((s) => s.status === 'AVAILABLE').length);
    // A product without numbered seats has an empty map.
    const plain = findProduct(api.db, `type = 'SIMPLE' AND status = 'PUBLISHED'`);
    expect(await seats(first, plain.public_sku)).toEqual([]);
  });
});

describe('PUT /product/{id}/event_seats', () => {
  it('holds seats for one session: its own are is_mine, another session sees them RESERVED and cannot take them', async () => {
    const [a, b, c] = await free(3);
    const res = await reserve(first, [a!, b!]);
    expect(res.status).toBe(200);
    expect(seat(res.body, a!)).toMatchObject({ status: 'RESERVED', is_mine: true });
    expect(seat(await seats(second), a!)).toMatchObject({ status: 'RESERVED', is_mine: false });
    const taken = await reserve(second, [c!, b!]);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ cause: 'EVENT_SEATS_ERROR', message: `Alguien más acaba de apartar el asiento ${b}. Elige otro.` });
    // All or nothing: the second session got no seat.
    expect((await seats(second)).filter((s) => s.is_mine)).toEqual([]);
    expect(seat(await seats(first), c!).status).toBe('AVAILABLE');
  });

  it('replaces the session’s choice (the others are released) and releases everything with an empty list', async () => {
    const [a, b, c] = await free(3);
    await reserve(first, [a!, b!]);
    const again = await reserve(first, [c!]);
    expect(again.body.filter((s: Seat) => s.is_mine).map((s: Seat) => s.id)).toEqual([c]);
    expect(seat(again.body, a!).status).toBe('AVAILABLE');
    expect((await reserve(second, [a!])).status).toBe(200);
    const none = await reserve(first, []);
    expect(none.body.filter((s: Seat) => s.is_mine)).toEqual([]);
  });

  it('lets a hold lapse after 15 minutes', async () => {
    const [a] = await free(1);
    await reserve(first, [a!]);
    api.clock.now = new Date(api.clock.now.getTime() + 14 * 60_000);
    expect(seat(await seats(second), a!).status).toBe('RESERVED');
    api.clock.now = new Date(api.clock.now.getTime() + 2 * 60_000);
    expect(seat(await seats(second), a!).status).toBe('AVAILABLE');
    expect((await reserve(second, [a!])).status).toBe(200);
  });

  it('refuses sold or kept-empty seats (409), unknown seats, more than 10 seats and products without seats (400)', async () => {
    const map = await seats(first);
    const sold = map.find((s) => s.status === 'SOLD')!.id;
    expect(await reserve(first, [sold])).toMatchObject({ status: 409, body: { cause: 'EVENT_SEATS_ERROR', message: `El asiento ${sold} ya no está disponible. Elige otro.` } });
    expect((await reserve(first, ['H1'])).status).toBe(409);
    expect(await reserve(first, ['Z99'])).toMatchObject({ status: 400, body: { cause: 'EVENT_SEATS_ERROR', message: 'El asiento Z99 no existe en este evento.' } });
    const eleven = await free(11);
    expect(await reserve(first, eleven)).toMatchObject({
      status: 400,
      body: { cause: 'EVENT_SEATS_ERROR', message: 'Puedes elegir como máximo 10 asientos por compra.' },
    });
    const plain = findProduct(api.db, `type = 'SIMPLE' AND status = 'PUBLISHED'`);
    expect(await reserve(first, ['A1'], plain.public_sku)).toMatchObject({
      status: 400,
      body: { cause: 'EVENT_SEATS_ERROR', message: 'Este producto no tiene asientos numerados.' },
    });
    expect((await api.call('PUT', `/product/${sku}/event_seats`, { token: first, body: { seat_ids: 'A1' } })).body.cause).toBe('apiCallFailed');
    expect((await seats(first)).filter((s) => s.is_mine)).toEqual([]);
  });
});

describe('adding seats to the cart', () => {
  it('needs the quantity to be the seats held, then keeps them held past 15 minutes', async () => {
    const [a, b] = await free(2);
    const none = await addToCart(first, 1);
    expect(none.status).toBe(400);
    expect(none.body.cause).toBe('EVENT_SEATS_ERROR');
    expect(none.body.message).toMatch(/^Elige tus asientos de “.+” antes de agregarlos al carrito\.$/);
    await reserve(first, [a!, b!]);
    const wrong = await addToCart(first, 3);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ cause: 'EVENT_SEATS_ERROR', message: 'La cantidad debe ser igual a los asientos que elegiste (2 asientos).' });
    const added = await addToCart(first, 2);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.items).toHaveLength(1);
    expect(added.body.items[0].quantity).toBe(2);
    api.clock.now = new Date(api.clock.now.getTime() + 60 * 60_000);
    expect(seat(await seats(second), a!)).toMatchObject({ status: 'RESERVED', is_mine: false });
    expect(seat(await seats(first), b!)).toMatchObject({ status: 'RESERVED', is_mine: true });
    expect((await reserve(second, [a!])).status).toBe(409);
    // Removing the line lets the lapsed hold go.
    const removed = await api.call('DELETE', `/cart/${cartId}/item/${added.body.items[0].item_id}`, { token: first });
    expect(removed.status).toBe(200);
    expect(seat(await seats(second), a!).status).toBe('AVAILABLE');
  });
});

// Issue 23: one event seat was sold to two customers.
describe('a seat in an open cart, an order and a cancellation (issue 23)', () => {
  const productId = () => findProduct(api.db, `public_sku = '${sku}'`).id;
  const stored = (id: string) =>
    (api.db.prepare('SELECT status FROM event_seats WHERE product_id = ? AND seat_id = ?').get(productId(), id) as { status: string }).status;
  const soldCount = () =>
    (api.db.prepare(`SELECT COUNT(*) AS n FROM event_seats WHERE product_id = ? AND status = 'SOLD'`).get(productId()) as { n: number }).n;
  const stock = () => findProduct(api.db, `public_sku = '${sku}'`).stock_quantity;
  const order = (token: string, cart = cartId) =>
    api.call('PUT', `/checkout/${cart}/order`, { token, body: checkoutBody(cart, NO_DELIVERY), headers: { 'Idempotency-Key': freshKey() } });
  const ordersOfCart = (cart: string) => (api.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_public_id = ?').get(cart) as { n: number }).n;
  const mine = async (token: string) => (await seats(token)).filter((s) => s.is_mine).map((s) => s.id);

  it('keeps a seat of the open cart held: an empty choice is refused with EVENT_SEATS_ERROR, and nobody else can take the seat', async () => {
    const [a, b] = await free(2);
    await reserve(first, [a!]);
    expect((await addToCart(first, 1)).status).toBe(200);
    const none = await reserve(first, []);
    expect(none.status).toBe(409);
    expect(none.body).toEqual({ cause: 'EVENT_SEATS_ERROR', message: `El asiento ${a} está en tu carrito. Para liberarlo, quítalo del carrito.` });
    expect(seat(await seats(first), a!)).toMatchObject({ status: 'RESERVED', is_mine: true });
    expect(seat(await seats(second), a!)).toMatchObject({ status: 'RESERVED', is_mine: false });
    expect((await reserve(second, [a!])).status).toBe(409);
    // A choice that leaves the cart's seat out is refused the same way; one that keeps it adds to the line.
    expect((await reserve(first, [b!])).body.cause).toBe('EVENT_SEATS_ERROR');
    expect(seat(await seats(first), b!).status).toBe('AVAILABLE');
    expect((await reserve(first, [a!, b!])).status).toBe(200);
    const more = await api.call('POST', `/cart/${cartId}/item`, { token: first, body: { product_public_sku: sku, quantity: 2 } });
    expect(more.status).toBe(200);
    expect(more.body.items.map((i: { quantity: number }) => i.quantity)).toEqual([2]);
  });

  it('refuses a quantity change on a seat line with EVENT_SEATS_ERROR: the quantity stays the seats held', async () => {
    const [a] = await free(1);
    await reserve(first, [a!]);
    const added = await addToCart(first, 1);
    const item = added.body.items[0].item_id as string;
    const res = await api.call('PUT', `/cart/${cartId}/item/${item}`, { token: first, body: { quantity: 4 } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      cause: 'EVENT_SEATS_ERROR',
      message: 'La cantidad de un evento con asientos es la de tus asientos (1 asiento). Para cambiarla, agrega asientos desde el mapa del evento o quita la línea.',
    });
    expect((await api.call('GET', `/cart/${cartId}`, { token: first })).body.items[0].quantity).toBe(1);
    // The same quantity (a change of something else) still goes through.
    expect((await api.call('PUT', `/cart/${cartId}/item/${item}`, { token: first, body: { quantity: 1 } })).status).toBe(200);
  });

  it('marks every unit’s seat SOLD when the order is placed, for good, and the stock goes down by the seats', async () => {
    const ana = await api.login();
    const [a, b, c] = await free(3);
    const [soldBefore, stockBefore] = [soldCount(), stock()];
    await reserve(ana, [a!, b!, c!]);
    expect((await addToCart(ana, 3)).status).toBe(200);
    const placed = await order(ana);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect([a, b, c].map((id) => stored(id!))).toEqual(['SOLD', 'SOLD', 'SOLD']);
    expect(soldCount()).toBe(soldBefore + 3);
    expect(stock()).toBe(stockBefore - 3);
    // The buyer's next choice on the map does not give them back.
    expect((await reserve(ana, [])).status).toBe(200);
    const seen = await seats(second);
    expect([a, b, c].map((id) => seat(seen, id!).status)).toEqual(['SOLD', 'SOLD', 'SOLD']);
    expect((await reserve(second, [a!])).status).toBe(409);
  });

  it('refuses an order whose seat line has more units than seats, or whose seats are no longer held, with EVENT_SEATS_ERROR and nothing sold', async () => {
    const ana = await api.login();
    const [a] = await free(1);
    const stockBefore = stock();
    await reserve(ana, [a!]);
    await addToCart(ana, 1);
    // A line of 4 units with 1 seat, as PUT /cart/{id}/item wrote before the fix.
    api.db.prepare('UPDATE cart_items SET quantity = 4 WHERE cart_id = (SELECT id FROM carts WHERE public_id = ?)').run(cartId);
    const four = await order(ana);
    expect(four.status).toBe(409);
    expect(four.body).toEqual({
      cause: 'EVENT_SEATS_ERROR',
      message: expect.stringMatching(/^Tus asientos de “.+” ya no están apartados para este carrito\. Quita la línea y elígelos de nuevo en el mapa del evento\.$/),
    });
    expect(ordersOfCart(cartId)).toBe(0);
    expect(stock()).toBe(stockBefore);
    expect(stored(a!)).toBe('AVAILABLE');
    // A seat the cart no longer holds (its hold gone, someone else took it) is refused the same way.
    api.db.prepare('UPDATE cart_items SET quantity = 1 WHERE cart_id = (SELECT id FROM carts WHERE public_id = ?)').run(cartId);
    api.db.prepare('DELETE FROM seat_reservations WHERE seat_id = ? AND product_id = ?').run(a!, productId());
    expect((await reserve(second, [a!])).status).toBe(200);
    const taken = await order(ana);
    expect([taken.status, taken.body.cause]).toEqual([409, 'EVENT_SEATS_ERROR']);
    expect(ordersOfCart(cartId)).toBe(0);
    expect(stock()).toBe(stockBefore);
  });

  it('releases a seat as soon as it leaves the cart: the line removed, the cart deleted, the order cancelled', async () => {
    const [a, b, c] = await free(3);
    await reserve(first, [a!]);
    const added = await addToCart(first, 1);
    await api.call('DELETE', `/cart/${cartId}/item/${added.body.items[0].item_id}`, { token: first });
    expect(seat(await seats(second), a!).status).toBe('AVAILABLE');
    // Not held any more, so the map does not choose it again for the shopper.
    expect(await mine(first)).toEqual([]);

    await reserve(first, [b!]);
    await addToCart(first, 1);
    expect((await api.call('DELETE', `/cart/${cartId}`, { token: first })).status).toBe(204);
    expect(seat(await seats(second), b!).status).toBe('AVAILABLE');
    expect(await mine(first)).toEqual([]);

    const ana = await api.login();
    const stockBefore = stock();
    await reserve(ana, [c!]);
    await addToCart(ana, 1);
    const placed = await order(ana);
    expect(placed.status).toBe(200);
    const cancelled = await api.call('POST', `/order/${placed.body.order_number}/cancel`, { token: ana, body: { reason: 'Ya no puedo ir.' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(stored(c!)).toBe('AVAILABLE');
    expect(seat(await seats(second), c!).status).toBe('AVAILABLE');
    expect(stock()).toBe(stockBefore);
    expect((await reserve(second, [c!])).status).toBe(200);
  });

  it('keeps an anonymous cart’s seats held through login, as the user’s, and sells them with the user’s order', async () => {
    const [a] = await free(1);
    // Ana has an open cart already: the anonymous line moves into it.
    const anaBefore = await api.login();
    const anaCart = (await api.call('POST', '/cart', { token: anaBefore })).body.cart_id as string;
    await reserve(first, [a!]);
    await addToCart(first, 1);
    const ana = await api.login('ana@tienda.test', 'Tienda123!', first);
    const cart = await api.call('GET', `/cart/${anaCart}`, { token: ana });
    expect(cart.body.items.map((i: { quantity: number }) => i.quantity)).toEqual([1]);
    api.clock.now = new Date(api.clock.now.getTime() + 20 * 60_000);
    expect(seat(await seats(second), a!)).toMatchObject({ status: 'RESERVED', is_mine: false });
    expect(seat(await seats(ana), a!)).toMatchObject({ status: 'RESERVED', is_mine: true });
    expect((await reserve(second, [a!])).status).toBe(409);
    const placed = await order(ana, anaCart);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(stored(a!)).toBe('SOLD');
  });

  it('lets exactly one of two shoppers who go for the same seat at once hold it and buy it', async () => {
    const ana = await api.login();
    const carlos = await api.login('carlos@tienda.test');
    const [a] = await free(1);
    const [soldBefore, stockBefore] = [soldCount(), stock()];
    const go = async (token: string): Promise<Answer> => {
      const held = await reserve(token, [a!]);
      if (held.status !== 200) return held;
      const cart = (await api.call('POST', '/cart', { token })).body.cart_id as string;
      const added = await api.call('POST', `/cart/${cart}/item`, { token, body: { product_public_sku: sku, quantity: 1 } });
      if (added.status !== 200) return added;
      return order(token, cart);
    };
    const answers = await Promise.all([go(ana), go(carlos)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.cause).toBe('EVENT_SEATS_ERROR');
    expect(stored(a!)).toBe('SOLD');
    expect(soldCount()).toBe(soldBefore + 1);
    expect(stock()).toBe(stockBefore - 1);
    const units = api.db.prepare('SELECT COALESCE(SUM(quantity), 0) AS n FROM order_items WHERE product_id = ?').get(productId()) as { n: number };
    expect(units.n).toBe(1);
  });
});

describe('migration 21 (issue 23) on a database that read sold seats through ordered carts', () => {
  it('stores the seats of placed orders SOLD with their order, leaves those of a cancelled order AVAILABLE, and drops the ordered carts’ holds', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tienda-seats-'));
    try {
      const path = join(dir, 'tienda.sqlite');
      const old = makeApi({ dbPath: path });
      api = old;
      first = await old.anonymous();
      const ana = await old.login();
      const [a, b, c] = await free(3);
      const placeWith = async (seatIds: string[]) => {
        await reserve(ana, seatIds);
        await addToCart(ana, seatIds.length);
        const placed = await old.call('PUT', `/checkout/${cartId}/order`, { token: ana, body: checkoutBody(cartId, NO_DELIVERY), headers: { 'Idempotency-Key': freshKey() } });
        expect(placed.status).toBe(200);
        return { order: placed.body.order_number as string, cart: cartId };
      };
      const kept = await placeWith([a!, b!]);
      const cancelled = await placeWith([c!]);
      expect((await old.call('POST', `/order/${cancelled.order}/cancel`, { token: ana, body: { reason: 'Cambio de planes.' } })).status).toBe(200);
      // Back to how version 20 kept it: the seats AVAILABLE, held by the ordered carts.
      const product = findProduct(old.db, `public_sku = '${sku}'`).id;
      const legacy = old.db.prepare(
        `INSERT INTO seat_reservations (product_id, seat_id, owner, expires_at, cart_id) SELECT ?, ?, owner, 0, id FROM carts WHERE public_id = ?`,
      );
      for (const [seatId, cart] of [[a!, kept.cart], [b!, kept.cart], [c!, cancelled.cart]] as const) legacy.run(product, seatId, cart);
      old.db.exec(`UPDATE event_seats SET status = 'AVAILABLE' WHERE order_id IS NOT NULL;
        DROP INDEX event_seats_order; DROP INDEX seat_reservations_cart; ALTER TABLE event_seats DROP COLUMN order_id;
        DROP INDEX orders_payment_due; ALTER TABLE orders DROP COLUMN payment_due_at; DROP TABLE order_number_counter;
        ALTER TABLE addresses DROP COLUMN postcode; DROP TABLE event_details;`);
      old.db.pragma('user_version = 20');
      old.db.close();

      const db = openDatabase(path);
      expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
      const rows = db
        .prepare(`SELECT s.seat_id, s.status, o.order_number FROM event_seats s LEFT JOIN orders o ON o.id = s.order_id WHERE s.product_id = ? AND s.seat_id IN (?, ?, ?) ORDER BY s.seat_id`)
        .all(product, a!, b!, c!);
      expect(rows).toEqual(
        [
          { seat_id: a, status: 'SOLD', order_number: kept.order },
          { seat_id: b, status: 'SOLD', order_number: kept.order },
          { seat_id: c, status: 'AVAILABLE', order_number: null },
        ].sort((x, y) => x.seat_id!.localeCompare(y.seat_id!)),
      );
      expect((db.prepare('SELECT COUNT(*) AS n FROM seat_reservations WHERE product_id = ?').get(product) as { n: number }).n).toBe(0);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
