import { beforeAll, describe, expect, it } from 'vitest';
import { makeAccountApi } from './account-support';

/*
 * POST /order/{n}/ship_in_stock "with items_to_ship and items_to_wait"
 * (spec section 7): the client says which lines ship now and which wait; the
 * answer says the same back. lucia's demo order 100006 has one unit out of stock.
 */
const api = makeAccountApi({ dev: true });
let lucia: string;

beforeAll(async () => {
  lucia = await api.login('lucia@tienda.test');
});

const accepted = () => (api.db.prepare(`SELECT ship_in_stock_at FROM orders WHERE order_number = '100006'`).get() as { ship_in_stock_at: string | null }).ship_in_stock_at;
const lines = (list: { item_id: string; quantity: number }[]) => list.map((line) => ({ item_id: line.item_id, quantity: line.quantity }));

describe('POST /order/{n}/ship_in_stock with the split', () => {
  it('refuses a split that is not the order\'s (409 NOT_ALLOWED), a malformed one (400), and accepts nothing', async () => {
    const split = (await api.call('GET', '/order/100006/ship_in_stock', { token: lucia })).body;
    const wrong = { items_to_ship: lines(split.items_to_ship).slice(1), items_to_wait: lines(split.items_to_ship) };
    const refused = await api.call('POST', '/order/100006/ship_in_stock', { token: lucia, body: wrong });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Lo que se puede enviar ya cambió. Revisa de nuevo tu pedido y elige otra vez.' });
    const malformed = await api.call('POST', '/order/100006/ship_in_stock', { token: lucia, body: { items_to_ship: 'todo' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: items_to_ship debe ser una lista de {item_id, quantity}.' });
    expect(accepted()).toBeNull();
  });

  it('accepts the split as it stands, and answers which lines ship now and which wait', async () => {
    const split = (await api.call('GET', '/order/100006/ship_in_stock', { token: lucia })).body;
    const body = { items_to_ship: lines(split.items_to_ship), items_to_wait: lines(split.items_to_wait) };
    const res = await api.call('POST', '/order/100006/ship_in_stock', { token: lucia, body });
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(true);
    expect(lines(res.body.items_to_ship)).toEqual(body.items_to_ship);
    expect(lines(res.body.items_to_wait)).toEqual(body.items_to_wait);
    expect(body.items_to_wait).toHaveLength(1);
    expect(accepted()).not.toBeNull();
  });
});
