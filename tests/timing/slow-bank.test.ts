import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEAR, cartWith, checkoutBody, closeOpenCarts, makeCheckoutApi, newCard, placeOrder } from '../local-api/checkout-support';

/** The slow test bank answers in about 3 s, not more: a timing property, run alone by `npm run test:timing`. */
const dir = mkdtempSync(join(tmpdir(), 'tienda-timing-slow-bank-'));
const api = makeCheckoutApi({ dev: true, dbPath: join(dir, 'tienda.sqlite') });
let ana: string;
let carlos: string;

beforeAll(async () => {
  ana = await api.login('ana@tienda.test');
  carlos = await api.login('carlos@tienda.test');
});
beforeEach(() => closeOpenCarts(api));
afterAll(() => {
  api.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const card = (number: string, tokenize = false) => ({ payment_method: 'CARD', new_card: newCard(number, { tokenize }) });

describe('the slow bank', () => {
  it('4000…0077 is a slow bank: approved after about 3 s; two shoppers racing for the last unit through it get one order', async () => {
    const mine = await cartWith(api, ana, DEAR);
    const theirs = await cartWith(api, carlos, DEAR);
    api.db.prepare('UPDATE products SET stock_quantity = 1 WHERE public_sku = ?').run(mine.sku);
    const pickup = { delivery_option_id: null, shipping_address_id: null, pickup_option_id: 'gt-zona-10' };
    const started = Date.now();
    const [a, b] = await Promise.all([
      placeOrder(api, ana, mine.cartId, checkoutBody(mine.cartId, { ...pickup, ...card('4000000000000077') })),
      placeOrder(api, carlos, theirs.cartId, checkoutBody(theirs.cartId, { ...pickup, ...card('4000000000000077') })),
    ]);
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(2_900);
    expect(took).toBeLessThan(6_000);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect((a.status === 400 ? a : b).body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect((api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(mine.sku) as { stock_quantity: number }).stock_quantity).toBe(0);
  });
});
