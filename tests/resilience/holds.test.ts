/**
 * What already held when the suite was written, and must keep holding:
 * bounded concurrency on one cart, logins that merge once each, other
 * sessions' carts out of reach, SQL-looking input treated as data, no path
 * traversal through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAlive, expectRefusal, startApi, type ResilienceApi, pool } from './support';
import { HASHES_IN_FLIGHT_PER_ADDRESS } from '../../local-api/auth/rate-limits';

let api: ResilienceApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

/** A product anyone can buy, given stock enough for a full line of 99 (the seed keeps stocks small). */
function plentiful(): { public_sku: string } {
  const row = api.server.db
    .prepare(`SELECT public_sku FROM products WHERE status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' ORDER BY id LIMIT 1`)
    .get() as { public_sku: string };
  api.server.db.prepare('UPDATE products SET stock_quantity = 500 WHERE public_sku = ?').run(row.public_sku);
  return row;
}

async function newCart(token: string): Promise<string> {
  const answer = await api.call('POST', '/cart?is_mergeable=true', { token });
  expect(answer.status).toBe(200);
  return answer.body.cart_id as string;
}

describe('what must keep holding', () => {
  it('200 concurrent adds of one unit to one cart end at exactly 99, refusing the rest without a 5xx', async () => {
    const token = await api.anonymous();
    const cartId = await newCart(token);
    const { public_sku } = plentiful();
    const answers = await pool(Array.from({ length: 200 }, (_, i) => i), 25, () =>
      api.call('POST', `/cart/${cartId}/item`, { token, body: { product_public_sku: public_sku, quantity: 1 } }),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(99);
    for (const refused of answers.filter((a) => a.status !== 200)) expectRefusal(refused, 400, 'REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    const cart = await api.call('GET', `/cart/${cartId}`, { token });
    expect(cart.body.items.map((item: { quantity: number }) => item.quantity)).toEqual([99]);
    await expectAlive(api);
  });

  it('20 logins into one account, as many at once as one address may hash, merge each anonymous cart exactly once', async () => {
    const { public_sku } = plentiful();
    const account = await api.login('carlos@tienda.test');
    const before = (await api.call('POST', '/cart?is_mergeable=true', { token: account })).body;
    const already = before.items.find((item: { product: { public_sku: string } }) => item.product.public_sku === public_sku)?.quantity ?? 0;
    const shoppers = await pool(Array.from({ length: 20 }, (_, i) => i), 10, async () => {
      const token = await api.anonymous();
      const cartId = await newCart(token);
      const added = await api.call('POST', `/cart/${cartId}/item`, { token, body: { product_public_sku: public_sku, quantity: 1 } });
      expect(added.status).toBe(200);
      return token;
    });
    // As many at once as one address may hash (HASHES_IN_FLIGHT_PER_ADDRESS): every test client is 127.0.0.1.
    const logins = await pool(shoppers, HASHES_IN_FLIGHT_PER_ADDRESS, (token) =>
      api.call('POST', '/login/', { token, body: { login: 'carlos@tienda.test', email: 'carlos@tienda.test', password: 'Tienda123!' } }),
    );
    expect(logins.map((a) => a.status)).toEqual(new Array(20).fill(200));
    const after = await api.call('POST', '/cart?is_mergeable=true', { token: logins[0]!.body.token });
    const line = after.body.items.find((item: { product: { public_sku: string } }) => item.product.public_sku === public_sku);
    expect(line.quantity).toBe(Math.min(99, already + 20));
    await expectAlive(api);
  });

  it("refuses every access to another session's cart, the same way as to a cart that does not exist", async () => {
    const owner = await api.anonymous();
    const intruder = await api.anonymous();
    const cartId = await newCart(owner);
    const { public_sku } = plentiful();
    const add = await api.call('POST', `/cart/${cartId}/item`, { token: owner, body: { product_public_sku: public_sku, quantity: 2 } });
    const itemId = add.body.items[0].item_id as string;
    const attempts = [
      api.call('GET', `/cart/${cartId}`, { token: intruder }),
      api.call('PUT', `/cart/${cartId}`, { token: intruder, body: { cart_id: cartId, coupons: [], gift_cards: [] } }),
      api.call('POST', `/cart/${cartId}/item`, { token: intruder, body: { product_public_sku: public_sku, quantity: 1 } }),
      api.call('PUT', `/cart/${cartId}/item/${itemId}`, { token: intruder, body: { item_id: itemId, quantity: 5 } }),
      api.call('DELETE', `/cart/${cartId}/item/${itemId}`, { token: intruder }),
      api.call('DELETE', `/cart/${cartId}`, { token: intruder }),
    ];
    const missing = await api.call('GET', '/cart/no-existe-este-carrito', { token: intruder });
    for (const answer of await Promise.all(attempts)) {
      expectRefusal(answer, missing.status, missing.body.cause);
      expect(answer.body).toEqual(missing.body);
    }
    // The owner's cart is untouched.
    const mine = await api.call('GET', `/cart/${cartId}`, { token: owner });
    expect(mine.body.items.map((item: { quantity: number }) => item.quantity)).toEqual([2]);
    await expectAlive(api);
  });

  it('treats SQL-looking input as data: it matches nothing and changes nothing', async () => {
    const token = await api.anonymous();
    const count = () => (api.server.db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n;
    const products = count();
    const injections = ["' OR '1'='1", "x'; DROP TABLE products; --", '" OR ""="', '1) OR (1=1'];
    for (const evil of injections) {
      const q = encodeURIComponent(evil);
      const listing = await api.call('GET', `/product?brand_slugs=${q}&category_slug=${q}`, { token });
      expect(listing.status).toBe(200);
      expect(listing.body.total_count).toBe(0);
      expectRefusal(await api.call('GET', `/slug/${q}`, { token }), 404, 'notFound');
      expectRefusal(await api.call('GET', `/page/product/${q}`, { token }), 404, 'PRODUCT_NOT_FOUND');
      expectRefusal(await api.call('POST', '/login/', { token, body: { login: evil, email: evil, password: evil } }), 400);
    }
    expect(count()).toBe(products);
    await expectAlive(api);
  });

  it('lets no path reach outside the API', async () => {
    const token = await api.anonymous();
    for (const path of ['/../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2F..%2Fpackage.json', '/media/product/..%2F..%2F..%2Fetc%2Fpasswd.svg']) {
      const answer = await api.call('GET', path, { token });
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toMatch(/root:|"dependencies"/);
    }
    await expectAlive(api);
  });
});
