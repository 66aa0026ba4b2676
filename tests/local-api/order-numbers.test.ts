/*
 * Issue 23, part 1: an order number is given once. It is written on deposit
 * slips and in bank transfers, so a number that came back after an order
 * disappeared would credit a stranger's order.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, placeOrder } from './checkout-support';
import { makeApi, type TestApi } from './support';

// Logins (scrypt) and several orders per test: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

async function order(api: TestApi, token: string): Promise<string> {
  closeOpenCarts(api);
  const { cartId } = await cartWith(api, token, CHEAP);
  const res = await placeOrder(api, token, cartId, checkoutBody(cartId, PICKUP));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.order_number as string;
}

/** Carlos has no saved address: his orders are picked up. */
const PICKUP = { payment_method: 'BANK_DEPOSIT', shipping_address_id: null, delivery_option_id: null, pickup_option_id: 'gt-zona-10' } as const;

const highestNumber = (api: TestApi) => (api.db.prepare('SELECT MAX(CAST(order_number AS INTEGER)) AS n FROM orders').get() as { n: number }).n;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('order numbers', () => {
  it('never come back after the account that held the newest order is deleted', async () => {
    const api = makeApi();
    const ana = await api.login();
    const carlos = await api.login('carlos@tienda.test');
    const hers = await order(api, ana);
    expect(Number(hers)).toBe(highestNumber(api));
    expect((await api.call('DELETE', '/user/', { token: ana })).status).toBe(200);

    const his = await order(api, carlos);
    expect(his).not.toBe(hers);
    expect(Number(his)).toBe(Number(hers) + 1);
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE order_number = ?').get(hers) as { n: number }).n).toBe(1);
  });

  it('never come back after the newest order’s row is removed by hand', async () => {
    const api = makeApi();
    const carlos = await api.login('carlos@tienda.test');
    const first = await order(api, carlos);
    api.db.prepare('DELETE FROM orders WHERE order_number = ?').run(first);
    const second = await order(api, carlos);
    expect(Number(second)).toBe(Number(first) + 1);
  });

  it('are distinct and consecutive for orders placed at the same time, on one server or two sharing the database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tienda-order-numbers-'));
    dirs.push(dir);
    const one = makeApi({ dbPath: join(dir, 'tienda.db') });
    const two = makeApi({ dbPath: join(dir, 'tienda.db') });
    const carlos = await one.login('carlos@tienda.test');
    const start = highestNumber(one);
    closeOpenCarts(one);
    const carts = [];
    for (let i = 0; i < 6; i++) carts.push((await cartWith(one, carlos, CHEAP, 1, i)).cartId);
    const answers = await Promise.all(carts.map((cartId, i) => placeOrder(i % 2 ? two : one, carlos, cartId, checkoutBody(cartId, PICKUP))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = answers.map((a) => Number(a.body.order_number)).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((i) => start + i));
    one.db.close();
    two.db.close();
  });
});
