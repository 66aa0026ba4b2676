import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductPageSchema } from '../../src/domain';
import { findProduct, makeApi, type TestApi } from './support';

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
