import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSpanishProse, UseCaseError as UseCaseErrorClass, type KeyValueStorage, type UseCaseError } from '../../src';
import { startLocalApi, type RunningApi } from './support/local-api';
import { deliverHome, shopperWith as shopper, stockOf as stockIn } from './support/shopper';

/**
 * Whole purchases, headlessly, through the namespaced client against the real local API over a socket:
 * the library's checkout and the API's agree on every call of the payment-flow contract.
 */
let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});

/** The shared shopper (support/shopper.ts) on this file's API: `quantity` of the `offset`-th everyday product. */
const shopperWith = (quantity = 1, offset = 0, storage?: KeyValueStorage) => shopper(api, { quantity, offset, ...(storage ? { storage } : {}) });
const stockOf = (sku: string) => stockIn(api, sku);

describe('a whole purchase through tienda.checkout against the real local API', () => {
  it('pays cash on delivery: one order with the server’s prices, stock taken once, a new empty cart', async () => {
    const { client, reported, product } = await shopperWith(2);
    const oldCartId = client.cart.store.getSnapshot().cart!.cart_id;
    const before = stockOf(product.public_sku);
    await deliverHome(client);
    await client.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
    const preview = client.checkout.store.getSnapshot().preview!;
    expect(preview.totals.amount_sub_total).toBeGreaterThan(0);

    const result = await client.checkout.createOrder();
    expect(result.status).toBe('placed');
    if (result.status !== 'placed') return;
    expect(result.result?.payment_result_type).toBe('SUCCESS');
    expect(result.order?.order_number).toBe(result.orderNumber);
    expect(result.order?.cart_id).toBe(String(oldCartId));
    expect(result.order?.items.map((item) => [item.product.public_sku, item.quantity])).toEqual([[product.public_sku, 2]]);
    expect(result.order?.totals.amount_total).toBe(preview.totals.amount_total);
    expect(stockOf(product.public_sku)).toBe(before - 2);
    // The success sequence ends with a new, empty cart.
    const cart = client.cart.store.getSnapshot().cart!;
    expect(cart.cart_id).not.toBe(oldCartId);
    expect(cart.items).toEqual([]);
    expect((await client.orders.list({ page: 1 })).some((order) => order.order_number === result.orderNumber)).toBe(true);
    expect(reported.map((error) => error.cause)).toEqual([]);
  }, 30_000);

  it('pays by card through a 3-D Secure challenge completed on the local challenge page: exactly one order, paid', async () => {
    const { client, reported } = await shopperWith(1, 1);
    await deliverHome(client);
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
    await client.checkout.edit({ kind: 'newCard', card: { number: '4000 0000 0000 3220', expiration_month: 12, expiration_year: 2031, cvv: '737', tokenize: false } });
    const shown: string[] = [];
    const result = await client.checkout.createOrder({
      // A headless shopper completes the challenge: the page's form, as a browser would post it.
      stepUp: async (params) => {
        shown.push(params.step_up_url!);
        const url = new URL(params.step_up_url!);
        const page = await fetch(url);
        expect(page.status).toBe(200);
        const html = await page.text();
        const action = new URL(html.match(/<form[^>]*action="([^"]+)"/)![1]!.replace(/&amp;/g, '&'), url);
        const fields = Object.fromEntries([...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
        const answer = await fetch(action, { method: 'POST', body: new URLSearchParams({ ...fields, code: '1234', decision: 'authorize' }), redirect: 'manual' });
        expect(answer.status).toBeLessThan(400);
      },
    });
    expect(shown).toHaveLength(1);
    expect(result.status).toBe('placed');
    if (result.status !== 'placed') return;
    const orders = api.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE order_number = ?').get(result.orderNumber) as { n: number };
    expect(orders.n).toBe(1);
    expect(result.order?.totals.amount_unpaid).toBe(0);
    expect(reported.map((error) => error.cause)).toEqual([]);
  }, 30_000);

  it('refuses a declined card with the bank’s Spanish message, keeping the cart, the checkout and the stock', async () => {
    const { client, product } = await shopperWith(1, 3);
    const cartId = client.cart.store.getSnapshot().cart!.cart_id;
    const before = stockOf(product.public_sku);
    await deliverHome(client);
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
    await client.checkout.edit({ kind: 'newCard', card: { number: '4000000000000002', expiration_month: 10, expiration_year: 2030, cvv: '123', tokenize: false } });
    const error = (await client.checkout.createOrder().catch((e: UseCaseError) => e)) as UseCaseError;
    expect(error.cause).toBe('PAYMENT_ERROR');
    expect(isSpanishProse(error.shopperMessage)).toBe(true);
    expect(stockOf(product.public_sku)).toBe(before);
    expect(client.cart.store.getSnapshot().cart!.cart_id).toBe(cartId);
    expect(client.checkout.store.getSnapshot().checkout?.paymentMethod).toBe('CARD');
    // The checkout's causes read in Spanish once its code has loaded, whatever the server sent.
    expect(new UseCaseErrorClass('CARD_EXPIRED').shopperMessage).toBe('La tarjeta está vencida. Usa otra tarjeta.');
  }, 30_000);

  it('leaves no card number or CVV in the database file, the API’s answers, or the client’s storage', async () => {
    // Every value the client ever writes to its storage, kept.
    const written: string[] = [];
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        written.push(`${key}=${value}`);
        values.set(key, value);
      },
      removeItem: (key: string) => void values.delete(key),
    };
    const { client } = await shopperWith(1, 2, storage);
    await deliverHome(client);
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
    await client.checkout.edit({ kind: 'newCard', card: { number: '4242424242424242', expiration_month: 11, expiration_year: 2032, cvv: '987', tokenize: true } });
    const result = await client.checkout.createOrder();
    expect(result.status).toBe('placed');
    api.db.pragma('wal_checkpoint(TRUNCATE)');
    const dir = dirname(api.db.name);
    for (const file of readdirSync(dir)) {
      const bytes = readFileSync(join(dir, file)).toString('latin1');
      expect(bytes.includes('4242424242424242'), file).toBe(false);
      expect(/cvv[^a-z]{0,8}987/i.test(bytes), file).toBe(false);
    }
    expect(written.length).toBeGreaterThan(0);
    // No `cvv` property (any case, escaped or not) and no CVV value: a bare /cvv/ also matched random ids ("…LcvvZ…").
    const cvvField = /cvv\\*"\s*:/i;
    expect(written.filter((entry) => entry.includes('4242424242424242') || cvvField.test(entry) || entry.includes('"987"'))).toEqual([]);
    expect(cvvField.test('{"card":{"CVV":"987"}}') && cvvField.test(JSON.stringify(JSON.stringify({ cvv: '987' })))).toBe(true);
    expect(cvvField.test('tienda.cart={"cartId":"BI5OLcvvZYzVa820SEkBCA"}')).toBe(false);
    // The saved card is masked.
    await client.payments.listCards();
    expect(client.payments.cards.getSnapshot().cards.map((card) => card.number)).toContain('424242******4242');
  }, 30_000);
});
