/**
 * Carts under hostile and careless use: lines are never lost at login, cart
 * ids cannot be guessed (and a foreign cart answers as a missing one), a
 * session cannot open carts without end, and every stored text is bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_CARTS_PER_OWNER } from '../../local-api/cart/cart-service';
import { CartSchema, type Cart } from '../../src/domain';
import { TEXT_LIMITS } from '../../src/domain/shared/request-checks';
import { expectAlive, expectNoErrorLogs, expectRefusal, startApi, type ResilienceApi, pool } from './support';

let api: ResilienceApi;

beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api?.stop();
});

const db = () => api.server.db;

/** `n` skus of published, buyable products of `type`, skipping the first `skip`. */
function skus(type: string, n: number, skip = 0): string[] {
  return db()
    .prepare(
      `SELECT public_sku FROM products WHERE status = 'PUBLISHED' AND type = ? AND stock_status IN ('IN_STOCK','DOWNLOAD') AND stock_quantity >= 10 ORDER BY id LIMIT ? OFFSET ?`,
    )
    .all(type, n, skip)
    .map((row) => (row as { public_sku: string }).public_sku);
}

async function openCart(token: string, mergeable = true): Promise<Cart> {
  const answer = await api.call('POST', `/cart?is_mergeable=${mergeable}`, { token });
  expect(answer.status, answer.text).toBe(200);
  return CartSchema.parse(answer.body);
}

async function addAll(token: string, cartId: string, list: string[], quantity: number): Promise<void> {
  for (const sku of list) {
    const answer = await api.call('POST', `/cart/${cartId}/item`, { token, body: { product_public_sku: sku, quantity } });
    expect(answer.status, answer.text).toBe(200);
  }
}

/** Every line the account owns, over all its open carts: sku → quantity. */
function accountLines(email: string): Record<string, number> {
  const rows = db()
    .prepare(
      `SELECT p.public_sku AS sku, SUM(i.quantity) AS quantity FROM cart_items i
       JOIN carts c ON c.id = i.cart_id JOIN products p ON p.id = i.product_id JOIN users u ON c.owner = 'u:' || u.id
       WHERE u.email = ? AND c.status = 'OPEN' GROUP BY p.public_sku`,
    )
    .all(email) as { sku: string; quantity: number }[];
  return Object.fromEntries(rows.map((row) => [row.sku, row.quantity]));
}

describe('login never drops cart lines', () => {
  it.each([
    ['3 digital lines', 'an account cart of physical ones', 'DIGITAL', 'SIMPLE', 'ana@tienda.test'],
    ['3 physical lines', 'an account cart of digital ones', 'SIMPLE', 'DIGITAL', 'carlos@tienda.test'],
  ])('keeps %s of an anonymous cart apart from %s, reachable by the account', async (_a, _b, anonymousKind, accountKind, email) => {
    const accountSkus = skus(accountKind, 1, 5);
    const anonymousSkus = skus(anonymousKind, 3, 10);
    const account = await api.login(email);
    const accountCart = await openCart(account);
    await addAll(account, accountCart.cart_id, accountSkus, 1);
    const expected = { ...accountLines(email) };
    const anonymous = await api.anonymous();
    const anonymousCart = await openCart(anonymous);
    await addAll(anonymous, anonymousCart.cart_id, anonymousSkus, 2);
    for (const sku of anonymousSkus) expected[sku] = (expected[sku] ?? 0) + 2;

    const user = await api.login(email, 'Tienda123!', anonymous);

    expect(accountLines(email)).toEqual(expected);
    const current = await openCart(user);
    expect(current.cart_id).toBe(accountCart.cart_id);
    expect(current.user_cart_ids).toContain(anonymousCart.cart_id);
    const kept = await api.call('GET', `/cart/${anonymousCart.cart_id}`, { token: user });
    expect(kept.status).toBe(200);
    expect(CartSchema.parse(kept.body).items.map((item) => [item.product.public_sku, item.quantity])).toEqual(
      anonymousSkus.map((sku) => [sku, 2]),
    );
    // the anonymous session is over; its token reaches nothing
    expectRefusal(await api.call('GET', `/cart/${anonymousCart.cart_id}`, { token: anonymous }), 401, 'INVALID_TOKEN');
    await expectAlive(api);
    expectNoErrorLogs(api);
  });
});

describe('cart ids', () => {
  it('are 128-bit random base64url strings, and probing ids answers exactly as for a missing cart', async () => {
    const tokens = await pool(Array.from({ length: 20 }, (_, i) => i), 5, () => api.anonymous());
    const ids = (await pool(tokens, 5, (token) => openCart(token))).map((cart) => cart.cart_id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(ids.length);

    const prober = tokens[0]!;
    const missing = await api.call('GET', '/cart/AAAAAAAAAAAAAAAAAAAAAA', { token: prober });
    expectRefusal(missing, 404, 'notFound');
    const probes = [
      ...Array.from({ length: 30 }, (_, i) => String(i + 1)),
      ...ids.slice(1),
      `${ids[1]}x`,
      ids[1]!.toLowerCase(),
    ];
    const answers = await pool(probes, 8, (id) => api.call('GET', `/cart/${encodeURIComponent(id)}`, { token: prober }));
    for (const answer of answers) {
      expectRefusal(answer, 404, 'notFound');
      expect(answer.body).toEqual(missing.body);
    }
    await expectAlive(api);
    expectNoErrorLogs(api);
  });
});

describe('carts per session', () => {
  it(`are bounded: 61 new carts in a row open ${MAX_OPEN_CARTS_PER_OWNER}, then 403 NOT_ALLOWED; the mergeable create still answers`, async () => {
    const token = await api.anonymous();
    const answers = [];
    for (let i = 0; i < 61; i++) answers.push(await api.call('POST', '/cart?is_mergeable=false', { token }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_OPEN_CARTS_PER_OWNER);
    for (const refused of answers.slice(MAX_OPEN_CARTS_PER_OWNER)) expectRefusal(refused, 403, 'NOT_ALLOWED');
    const ids = answers.slice(0, MAX_OPEN_CARTS_PER_OWNER).map((a) => a.body.cart_id as string);
    const open = db()
      .prepare(`SELECT COUNT(*) AS n FROM carts WHERE status = 'OPEN' AND public_id IN (${ids.map(() => '?').join(',')})`)
      .get(...ids) as { n: number };
    expect(open.n).toBe(MAX_OPEN_CARTS_PER_OWNER);
    const mergeable = await api.call('POST', '/cart?is_mergeable=true', { token });
    expect(mergeable.status).toBe(200);
    expect(ids).toContain(mergeable.body.cart_id);
    await expectAlive(api);
    expectNoErrorLogs(api);
  });
});

describe('bounded cart and session fields', () => {
  const longest = () =>
    db()
      .prepare('SELECT MAX(LENGTH(vending_machine_slot_id)) AS slot, MAX(LENGTH(dedication)) AS dedication FROM cart_items')
      .get() as { slot: number | null; dedication: number | null };

  it('refuses every over-long or malformed field with 400 apiCallFailed and stores none of it', async () => {
    const token = await api.anonymous();
    const cart = await openCart(token);
    const [sku] = skus('SIMPLE', 1, 20);
    const lines = () => (db().prepare('SELECT COUNT(*) AS n FROM cart_items').get() as { n: number }).n;
    const before = lines();
    const over = (n: number) => 'x'.repeat(n + 1);
    const bodies: Record<string, unknown>[] = [
      { vending_machine_slot_id: over(TEXT_LIMITS.id) },
      { vending_machine_slot_id: 'x'.repeat(32 * 1024) },
      { dedication: { from_name: over(TEXT_LIMITS.name) } },
      { dedication: { to_name: over(TEXT_LIMITS.name) } },
      { dedication: { message: over(TEXT_LIMITS.message) } },
      { dedication: { message: '😀'.repeat(TEXT_LIMITS.message + 1) } },
      { dedication: { to_email: 'no-es-un-correo' } },
      { dedication: { to_email: `${'a'.repeat(TEXT_LIMITS.email)}@x.gt` } },
      { product_public_sku: over(TEXT_LIMITS.sku) },
    ];
    const answers = await pool(bodies, 4, (extra) =>
      api.call('POST', `/cart/${cart.cart_id}/item`, { token, body: { product_public_sku: sku, quantity: 1, ...extra } }),
    );
    for (const answer of answers) expectRefusal(answer, 400, 'apiCallFailed');
    expect(lines()).toBe(before);

    const added = CartSchema.parse((await api.call('POST', `/cart/${cart.cart_id}/item`, { token, body: { product_public_sku: sku, quantity: 1 } })).body);
    const itemId = added.items[0]!.item_id;
    for (const body of [
      { quantity: 1, dedication: { message: over(TEXT_LIMITS.message) } },
      { quantity: 1, dedication: { to_email: 'a@b' } },
      { quantity: 1, gift_wrap_option_id: over(TEXT_LIMITS.id) },
    ])
      expectRefusal(await api.call('PUT', `/cart/${cart.cart_id}/item/${itemId}`, { token, body }), 400, 'apiCallFailed');
    for (const body of [
      { coupons: [{ code: over(TEXT_LIMITS.couponCode) }] },
      { gift_cards: [{ number: over(TEXT_LIMITS.giftCardNumber) }] },
      { coupons: Array.from({ length: 500 }, () => ({ code: 'A' })) },
    ])
      expectRefusal(await api.call('PUT', `/cart/${cart.cart_id}`, { token, body }), 400, 'apiCallFailed');
    for (const body of [
      { login: over(TEXT_LIMITS.email), email: over(TEXT_LIMITS.email), password: 'Tienda123!' },
      { login: 'ana@tienda.test', email: 'ana@tienda.test', password: over(TEXT_LIMITS.password) },
    ])
      expectRefusal(await api.call('POST', '/login/', { body }), 400, 'apiCallFailed');

    const after = CartSchema.parse((await api.call('GET', `/cart/${cart.cart_id}`, { token })).body);
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ quantity: 1, dedication: null, vending_machine_slot_id: null, gift_wrap_option_id: null });
    const stored = longest();
    expect(stored.slot ?? 0).toBeLessThanOrEqual(TEXT_LIMITS.id);
    expect(stored.dedication ?? 0).toBeLessThanOrEqual(2 * (TEXT_LIMITS.name * 2 + TEXT_LIMITS.email + TEXT_LIMITS.message) + 100);
    await expectAlive(api);
    expectNoErrorLogs(api);
  });

  it('keeps a dedication at its bounds whole: emoji are never cut in half', async () => {
    const token = await api.anonymous();
    const cart = await openCart(token);
    const [sku] = skus('SIMPLE', 1, 21);
    const dedication = { from_name: '👩‍👧'.repeat(10), to_name: 'Lucía', to_email: 'lucia@correo.gt', message: '🎁'.repeat(TEXT_LIMITS.message) };
    const answer = await api.call('POST', `/cart/${cart.cart_id}/item`, { token, body: { product_public_sku: sku, quantity: 1, dedication } });
    expect(answer.status, answer.text).toBe(200);
    const stored = CartSchema.parse(answer.body).items[0]!.dedication!;
    expect(stored).toEqual(dedication);
    expect(stored.message).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    await expectAlive(api);
    expectNoErrorLogs(api);
  });
});
