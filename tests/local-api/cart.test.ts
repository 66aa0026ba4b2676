import { beforeEach, describe, expect, it } from 'vitest';
import { CartSchema, type Cart } from '../../src/domain';
import { MAX_CODES_PER_REQUEST, TEXT_LIMITS } from '../../src/domain/shared/request-checks';
import { FREE_SHIPPING_THRESHOLD, MAX_OPEN_CARTS_PER_OWNER } from '../../local-api/cart/cart-service';
import { findProduct, makeApi, type TestApi } from './support';

let api: TestApi;
let token: string;
beforeEach(async () => {
  api = makeApi();
  token = await api.anonymous();
});

async function newCart(t = token, mergeable = false): Promise<Cart> {
  const res = await api.call('POST', `/cart?is_mergeable=${mergeable}`, { token: t });
  expect(res.status).toBe(200);
  return CartSchema.parse(res.body);
}

async function add(cartId: string, sku: string, quantity: number, t = token) {
  return api.call('POST', `/cart/${cartId}/item`, { token: t, body: { product_public_sku: sku, quantity } });
}

const simple = (extra = '') =>
  findProduct(api.db, `status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 10 ${extra}`);

describe('creating and reading carts', () => {
  it('creates an empty cart with zero totals', async () => {
    const cart = await newCart();
    expect(cart).toMatchObject({ status: 'OPEN', items: [], amount_sub_total: 0, amount_total: 0, quantity_total: 0, amount_until_free_shipping: FREE_SHIPPING_THRESHOLD });
    const again = await api.call('GET', `/cart/${cart.cart_id}`, { token });
    expect(CartSchema.parse(again.body).cart_id).toBe(cart.cart_id);
  });

  it('returns the open cart when is_mergeable=true, and a new one otherwise', async () => {
    const first = await newCart();
    expect((await newCart(token, true)).cart_id).toBe(first.cart_id);
    const second = await newCart(token, false);
    expect(second.cart_id).not.toBe(first.cart_id);
    expect(second.user_cart_ids).toContain(first.cart_id);
  });

  it('deletes a cart: 204, then 404 notFound', async () => {
    const cart = await newCart();
    const res = await api.call('DELETE', `/cart/${cart.cart_id}`, { token });
    expect(res.status).toBe(204);
    for (const id of [cart.cart_id, '999999', 'abc']) {
      const gone = await api.call('GET', `/cart/${id}`, { token });
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ cause: 'notFound', message: 'El carrito no existe.' });
    }
  });

  it("answers another session's cart exactly as a missing one: 404 notFound, same body", async () => {
    const cart = await newCart();
    const intruder = await api.anonymous();
    const product = simple();
    const missing = 'AAAAAAAAAAAAAAAAAAAAAA';
    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', { coupons: [] }],
      ['POST', '/item', { product_public_sku: product.public_sku, quantity: 1 }],
      ['PUT', '/item/1', { quantity: 1 }],
      ['DELETE', '/item/1', undefined],
      ['DELETE', '', undefined],
    ] as const) {
      const foreign = await api.call(method, `/cart/${cart.cart_id}${suffix}`, { token: intruder, body });
      const absent = await api.call(method, `/cart/${missing}${suffix}`, { token: intruder, body });
      expect(foreign.status, `${method} ${suffix}`).toBe(404);
      expect(foreign.body, `${method} ${suffix}`).toEqual({ cause: 'notFound', message: 'El carrito no existe.' });
      expect(absent.status).toBe(foreign.status);
      expect(absent.body).toEqual(foreign.body);
    }
    const user = await api.login();
    expect((await api.call('GET', `/cart/${cart.cart_id}`, { token: user })).body).toEqual({ cause: 'notFound', message: 'El carrito no existe.' });
    // nothing the intruder sent reached the cart, which its owner still has
    const own = await api.call('GET', `/cart/${cart.cart_id}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.items).toEqual([]);
  });

  it('hands out unguessable cart ids: 128 random bits in base64url, never the row number', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, async () => (await newCart()).cart_id));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(ids).size).toBe(5);
    const rows = api.db.prepare('SELECT id FROM carts').all() as { id: number }[];
    for (const { id } of rows) {
      const byRowNumber = await api.call('GET', `/cart/${id}`, { token });
      expect(byRowNumber.status).toBe(404);
      expect(byRowNumber.body.cause).toBe('notFound');
    }
  });

  it('needs a session', async () => {
    const res = await api.call('POST', '/cart?is_mergeable=true');
    expect(res.status).toBe(401);
    expect(res.body.cause).toBe('AUTH_ERROR');
  });
});

describe('open carts per owner', () => {
  it(`allows ${MAX_OPEN_CARTS_PER_OWNER} open carts, then refuses another with 403 NOT_ALLOWED in Spanish`, async () => {
    const made: string[] = [];
    for (let i = 0; i < MAX_OPEN_CARTS_PER_OWNER; i++) made.push((await newCart()).cart_id);
    const refused = await api.call('POST', '/cart?is_mergeable=false', { token });
    expect(refused.status).toBe(403);
    expect(refused.body.cause).toBe('NOT_ALLOWED');
    expect(refused.body.message).toMatch(/^Ya tienes 10 carritos abiertos/);
    expect((api.db.prepare(`SELECT COUNT(*) AS n FROM carts WHERE status = 'OPEN'`).get() as { n: number }).n).toBe(10);
    // the mergeable create (what the library sends) still answers an open cart, and a closed cart frees a place
    const mergeable = await api.call('POST', '/cart?is_mergeable=true', { token });
    expect(mergeable.status).toBe(200);
    expect(made).toContain(mergeable.body.cart_id);
    expect((await api.call('DELETE', `/cart/${made[0]}`, { token })).status).toBe(204);
    expect((await api.call('POST', '/cart?is_mergeable=false', { token })).status).toBe(200);
    // another owner has its own places
    const other = await api.anonymous();
    expect((await api.call('POST', '/cart?is_mergeable=false', { token: other })).status).toBe(200);
  });
});

describe('cart items and totals', () => {
  it('adds, adds again to the same line, updates and deletes items with correct totals', async () => {
    const cart = await newCart();
    const a = simple(`AND price_cents < 20000`);
    const b = findProduct(api.db, `status = 'PUBLISHED' AND type = 'BOOK' AND stock_status = 'IN_STOCK' AND stock_quantity >= 5`);
    let res = await add(cart.cart_id, a.public_sku, 2);
    expect(res.status).toBe(200);
    res = await add(cart.cart_id, a.public_sku, 1);
    let parsed = CartSchema.parse(res.body);
    expect(parsed.items).toHaveLength(1);
    expect(parsed.items[0]!.quantity).toBe(3);
    res = await add(cart.cart_id, b.public_sku, 1);
    parsed = CartSchema.parse(res.body);
    expect(parsed.items).toHaveLength(2);
    const subtotal = Math.round(a.price_cents * 3 + b.price_cents) / 100;
    expect(parsed.amount_sub_total).toBeCloseTo(subtotal, 2);
    expect(parsed.amount_total).toBeCloseTo(subtotal, 2);
    expect(parsed.quantity_total).toBe(4);
    expect(parsed.weight_total).toBeCloseTo(a.weight * 3 + b.weight, 3);
    expect(parsed.amount_until_free_shipping).toBeCloseTo(Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal), 2);
    expect(parsed.is_shipping_or_pickup_required).toBe(true);
    expect(parsed.items[0]!.price).toBe(a.price_cents / 100);

    const lineA = parsed.items.find((i) => i.product.public_sku === a.public_sku)!;
    res = await api.call('PUT', `/cart/${cart.cart_id}/item/${lineA.item_id}`, {
      token,
      body: { item_id: lineA.item_id, quantity: 1, gift_wrap_option_id: 'GW-BASICA', dedication: { to_name: 'Lucía', message: '¡Feliz cumpleaños!' } },
    });
    expect(res.status).toBe(200);
    parsed = CartSchema.parse(res.body);
    const updated = parsed.items.find((i) => i.item_id === lineA.item_id)!;
    expect(updated.quantity).toBe(1);
    expect(updated.gift_wrap_option_id).toBe('GW-BASICA');
    expect(updated.dedication).toMatchObject({ to_name: 'Lucía', message: '¡Feliz cumpleaños!' });
    expect(parsed.amount_gift_wrap).toBe(15);
    expect(parsed.amount_sub_total).toBeCloseTo((a.price_cents + b.price_cents) / 100, 2);
    expect(parsed.amount_total).toBeCloseTo((a.price_cents + b.price_cents) / 100 + 15, 2);

    res = await api.call('DELETE', `/cart/${cart.cart_id}/item/${lineA.item_id}`, { token });
    parsed = CartSchema.parse(res.body);
    expect(parsed.items.map((i) => i.product.public_sku)).toEqual([b.public_sku]);

    const missing = await api.call('PUT', `/cart/${cart.cart_id}/item/999999`, { token, body: { item_id: '999999', quantity: 1 } });
    expect(missing.status).toBe(404);
    expect(missing.body.cause).toBe('notFound');
    expect((await api.call('DELETE', `/cart/${cart.cart_id}/item/999999`, { token })).status).toBe(404);
  });

  it('reaches free shipping from Q500', async () => {
    const cart = await newCart();
    const product = simple(`AND price_cents >= 50000`);
    const parsed = CartSchema.parse((await add(cart.cart_id, product.public_sku, 1)).body);
    expect(parsed.amount_until_free_shipping).toBe(0);
  });

  it('needs no shipping for carts of only digital products and gift cards', async () => {
    const cart = await newCart();
    const digital = findProduct(api.db, `status = 'PUBLISHED' AND type = 'DIGITAL'`);
    const gift = findProduct(api.db, `status = 'PUBLISHED' AND type = 'GIFT_CARD'`);
    await add(cart.cart_id, digital.public_sku, 1);
    const parsed = CartSchema.parse((await add(cart.cart_id, gift.public_sku, 2)).body);
    expect(parsed.items).toHaveLength(2);
    expect(parsed.is_shipping_or_pickup_required).toBe(false);
    expect(parsed.weight_total).toBe(0);
  });
});

describe('refusals', () => {
  it('answers 400 apiCallFailed for bad JSON and invalid bodies, never 500', async () => {
    const cart = await newCart();
    const product = simple();
    const bad = await api.call('POST', `/cart/${cart.cart_id}/item`, { token, raw: '{"product_public_sku": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ cause: 'apiCallFailed', message: 'La solicitud no es válida: el cuerpo no es JSON válido.' });
    for (const body of [
      { product_public_sku: product.public_sku, quantity: 0 },
      { product_public_sku: product.public_sku, quantity: 100 },
      { product_public_sku: product.public_sku, quantity: 1.5 },
      { product_public_sku: product.public_sku, quantity: '2' },
      { product_public_sku: product.public_sku },
      { quantity: 1 },
      [],
      'texto',
    ]) {
      const res = await api.call('POST', `/cart/${cart.cart_id}/item`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.cause).toBe('apiCallFailed');
      expect(res.body.message).toMatch(/^La solicitud no es válida: /);
    }
    const put = await api.call('PUT', `/cart/${cart.cart_id}/item/1`, { token, raw: 'no es json' });
    expect(put.status).toBe(400);
    expect(put.body.cause).toBe('apiCallFailed');
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown or unpublished product', async () => {
    const cart = await newCart();
    const hidden = findProduct(api.db, `status <> 'PUBLISHED'`);
    for (const sku of ['TND-99999', hidden.public_sku]) {
      const res = await add(cart.cart_id, sku, 1);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ cause: 'PRODUCT_NOT_FOUND', message: 'El producto no existe.' });
    }
  });

  it('refuses products that cannot be bought, and more than the stock, with REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY', async () => {
    const cart = await newCart();
    for (const stock of ['OUT_OF_STOCK', 'DISCONTINUED', 'UNKNOWN']) {
      const product = findProduct(api.db, `status = 'PUBLISHED' AND stock_status = '${stock}' AND type = 'SIMPLE'`);
      const res = await add(cart.cart_id, product.public_sku, 1);
      expect(res.status, stock).toBe(400);
      expect(res.body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    }
    const limited = findProduct(api.db, `status = 'PUBLISHED' AND stock_status = 'IN_STOCK' AND type = 'SIMPLE' AND stock_quantity BETWEEN 4 AND 30`);
    const over = await add(cart.cart_id, limited.public_sku, limited.stock_quantity + 1);
    expect(over.status).toBe(400);
    expect(over.body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(over.body.message).toContain(`Solo hay ${limited.stock_quantity} unidades disponibles`);
    // adding up past the stock is refused too, and the line keeps its quantity
    expect((await add(cart.cart_id, limited.public_sku, limited.stock_quantity - 1)).status).toBe(200);
    const sum = await add(cart.cart_id, limited.public_sku, 2);
    expect(sum.body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    const current = CartSchema.parse((await api.call('GET', `/cart/${cart.cart_id}`, { token })).body);
    expect(current.items[0]!.quantity).toBe(limited.stock_quantity - 1);
    const update = await api.call('PUT', `/cart/${cart.cart_id}/item/${current.items[0]!.item_id}`, {
      token,
      body: { item_id: current.items[0]!.item_id, quantity: limited.stock_quantity + 5 },
    });
    expect(update.status).toBe(400);
    expect(update.body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
  });

  it('refuses mixing incompatible kinds with 400 NOT_ALLOWED and a Spanish message', async () => {
    const cart = await newCart();
    const product = simple();
    const motorcycle = findProduct(api.db, `status = 'PUBLISHED' AND type = 'MOTORCYCLE' AND stock_status IN ('IN_STOCK','IN_ERP_STOCK')`);
    const digital = findProduct(api.db, `status = 'PUBLISHED' AND type = 'DIGITAL'`);
    expect((await add(cart.cart_id, product.public_sku, 1)).status).toBe(200);
    for (const other of [motorcycle, digital]) {
      const res = await add(cart.cart_id, other.public_sku, 1);
      expect(res.status).toBe(400);
      expect(res.body.cause).toBe('NOT_ALLOWED');
      expect(res.body.message).toMatch(/^No puedes combinar /);
    }
    const book = findProduct(api.db, `status = 'PUBLISHED' AND type = 'BOOK' AND stock_status = 'IN_STOCK'`);
    expect((await add(cart.cart_id, book.public_sku, 1)).status).toBe(200);
  });
});

describe('anonymous cart at login', () => {
  it('becomes the user cart when the user has none', async () => {
    const cart = await newCart();
    const product = simple();
    await add(cart.cart_id, product.public_sku, 2);
    const user = await api.login('ana@tienda.test', 'Tienda123!', token);
    const mine = CartSchema.parse((await api.call('POST', '/cart?is_mergeable=true', { token: user })).body);
    expect(mine.cart_id).toBe(cart.cart_id);
    expect(mine.items.map((i) => [i.product.public_sku, i.quantity])).toEqual([[product.public_sku, 2]]);
    // the anonymous session is over
    expect((await api.call('GET', `/cart/${cart.cart_id}`, { token })).body.cause).toBe('INVALID_TOKEN');
  });

  it("merges into the user's open cart, adding quantities of the same product", async () => {
    const product = simple();
    const other = findProduct(api.db, `status = 'PUBLISHED' AND type = 'BOOK' AND stock_status = 'IN_STOCK' AND stock_quantity >= 5`);
    const firstLogin = await api.login();
    const userCart = await newCart(firstLogin);
    await add(userCart.cart_id, product.public_sku, 1, firstLogin);

    const anonymousCart = await newCart(token);
    await add(anonymousCart.cart_id, product.public_sku, 2);
    await add(anonymousCart.cart_id, other.public_sku, 1);
    const user = await api.login('ana@tienda.test', 'Tienda123!', token);

    const merged = CartSchema.parse((await api.call('POST', '/cart?is_mergeable=true', { token: user })).body);
    expect(merged.cart_id).toBe(userCart.cart_id);
    const quantities = Object.fromEntries(merged.items.map((i) => [i.product.public_sku, i.quantity]));
    expect(quantities).toEqual({ [product.public_sku]: 3, [other.public_sku]: 1 });
    const old = await api.call('GET', `/cart/${anonymousCart.cart_id}`, { token: user });
    expect(old.status).toBe(404);
  });

  /** The first `n` published products of `type` that can be bought, by sku. */
  const products = (type: string, n: number) =>
    api.db
      .prepare(`SELECT public_sku FROM products WHERE status = 'PUBLISHED' AND type = ? AND stock_status IN ('IN_STOCK','DOWNLOAD') AND stock_quantity >= 5 ORDER BY id LIMIT ?`)
      .all(type, n)
      .map((row) => (row as { public_sku: string }).public_sku);
  const lineCount = () => (api.db.prepare('SELECT COUNT(*) AS n FROM cart_items').get() as { n: number }).n;
  const skusOf = (cart: Cart) => cart.items.map((i) => i.product.public_sku).sort();

  it.each([
    ['digital lines, the account cart physical ones', 'DIGITAL', 'SIMPLE'],
    ['physical lines, the account cart digital ones', 'SIMPLE', 'DIGITAL'],
  ])('keeps anonymous %s apart: no line lost, the account cart stays, the other is listed and opens', async (_label, anonymousKind, accountKind) => {
    const accountSkus = products(accountKind, 1);
    const anonymousSkus = products(anonymousKind, 3);
    const firstLogin = await api.login();
    const accountCart = await newCart(firstLogin);
    for (const sku of accountSkus) expect((await add(accountCart.cart_id, sku, 1, firstLogin)).status).toBe(200);
    const anonymousCart = await newCart(token);
    for (const sku of anonymousSkus) expect((await add(anonymousCart.cart_id, sku, 2)).status).toBe(200);
    const linesBefore = lineCount();

    const user = await api.login('ana@tienda.test', 'Tienda123!', token);

    const mine = CartSchema.parse((await api.call('POST', '/cart?is_mergeable=true', { token: user })).body);
    expect(mine.cart_id).toBe(accountCart.cart_id);
    expect(skusOf(mine)).toEqual([...accountSkus].sort());
    expect(mine.user_cart_ids).toEqual([anonymousCart.cart_id]);
    const apart = await api.call('GET', `/cart/${anonymousCart.cart_id}`, { token: user });
    expect(apart.status).toBe(200);
    const kept = CartSchema.parse(apart.body);
    expect(skusOf(kept)).toEqual([...anonymousSkus].sort());
    expect(kept.items.map((i) => i.quantity)).toEqual([2, 2, 2]);
    expect(kept.user_cart_ids).toEqual([accountCart.cart_id]);
    expect(lineCount()).toBe(linesBefore);
    // the kept cart is the user's to change
    const changed = await api.call('PUT', `/cart/${kept.cart_id}/item/${kept.items[0]!.item_id}`, { token: user, body: { quantity: 1 } });
    expect(changed.status).toBe(200);
  });

  it('puts the lines of a later login into the cart kept apart for their kind, not into a new cart', async () => {
    const [physical] = products('SIMPLE', 1);
    const [first, second] = products('DIGITAL', 2);
    const firstLogin = await api.login();
    const accountCart = await newCart(firstLogin);
    await add(accountCart.cart_id, physical!, 1, firstLogin);
    const anonymousCart = await newCart(token);
    await add(anonymousCart.cart_id, first!, 1);
    await api.login('ana@tienda.test', 'Tienda123!', token);

    const again = await api.anonymous();
    const laterCart = await newCart(again);
    await add(laterCart.cart_id, first!, 2, again);
    await add(laterCart.cart_id, second!, 1, again);
    const user = await api.login('ana@tienda.test', 'Tienda123!', again);

    const mine = CartSchema.parse((await api.call('POST', '/cart?is_mergeable=true', { token: user })).body);
    expect(mine.cart_id).toBe(accountCart.cart_id);
    expect(mine.user_cart_ids).toEqual([anonymousCart.cart_id]);
    const kept = CartSchema.parse((await api.call('GET', `/cart/${anonymousCart.cart_id}`, { token: user })).body);
    expect(Object.fromEntries(kept.items.map((i) => [i.product.public_sku, i.quantity]))).toEqual({ [first!]: 3, [second!]: 1 });
    expect((await api.call('GET', `/cart/${laterCart.cart_id}`, { token: user })).status).toBe(404);
  });

  it('brings every open cart of the anonymous session along, not only the newest', async () => {
    const [physical, book] = [...products('SIMPLE', 1), ...products('BOOK', 1)];
    const [digital] = products('DIGITAL', 1);
    const older = await newCart(token);
    await add(older.cart_id, physical!, 1);
    const newer = await newCart(token, false);
    await add(newer.cart_id, digital!, 1);
    const newest = await newCart(token, false);
    await add(newest.cart_id, book!, 1);
    const linesBefore = lineCount();

    const user = await api.login('ana@tienda.test', 'Tienda123!', token);

    const mine = CartSchema.parse((await api.call('POST', '/cart?is_mergeable=true', { token: user })).body);
    const others = await Promise.all(
      mine.user_cart_ids.map(async (id) => CartSchema.parse((await api.call('GET', `/cart/${id}`, { token: user })).body)),
    );
    const everything = [mine, ...others].flatMap(skusOf).sort();
    expect(everything).toEqual([physical!, book!, digital!].sort());
    expect(skusOf(mine)).toEqual([physical!, book!].sort());
    expect(others.map(skusOf)).toEqual([[digital!]]);
    expect(lineCount()).toBe(linesBefore);
  });
});

describe('bounded request fields', () => {
  const longest = (row: string) =>
    (api.db.prepare(`SELECT MAX(LENGTH(${row})) AS n FROM cart_items`).get() as { n: number | null }).n ?? 0;

  it('refuses a text over its bound with 400 apiCallFailed naming the field, storing nothing', async () => {
    const cart = await newCart();
    const product = simple();
    const cases: [Record<string, unknown>, string][] = [
      [{ vending_machine_slot_id: 'A'.repeat(TEXT_LIMITS.id + 1) }, 'vending_machine_slot_id'],
      [{ vending_machine_slot_id: 'x'.repeat(5 * 1024) }, 'vending_machine_slot_id'],
      [{ dedication: { from_name: 'n'.repeat(TEXT_LIMITS.name + 1) } }, 'dedication.from_name'],
      [{ dedication: { to_name: 'n'.repeat(TEXT_LIMITS.name + 1) } }, 'dedication.to_name'],
      [{ dedication: { message: 'm'.repeat(TEXT_LIMITS.message + 1) } }, 'dedication.message'],
      [{ dedication: { message: '😀'.repeat(TEXT_LIMITS.message) + 'x' } }, 'dedication.message'],
      [{ dedication: { to_email: `${'a'.repeat(250)}@x.gt` } }, 'dedication.to_email'],
      [{ product_public_sku: 'S'.repeat(TEXT_LIMITS.sku + 1) }, 'product_public_sku'],
    ];
    for (const [extra, field] of cases) {
      const res = await api.call('POST', `/cart/${cart.cart_id}/item`, {
        token,
        body: { product_public_sku: product.public_sku, quantity: 1, ...extra },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.cause, field).toBe('apiCallFailed');
      expect(res.body.message, field).toMatch(new RegExp(`^La solicitud no es válida: el campo "${field}" admite como máximo \\d+ caracteres\\.$`));
    }
    expect(api.db.prepare('SELECT COUNT(*) AS n FROM cart_items').get()).toEqual({ n: 0 });
  });

  it('refuses a dedication to_email that is not an email', async () => {
    const cart = await newCart();
    for (const to_email of ['no-es-correo', 'a@b', 'a b@c.gt']) {
      const res = await api.call('POST', `/cart/${cart.cart_id}/item`, {
        token,
        body: { product_public_sku: simple().public_sku, quantity: 1, dedication: { to_email } },
      });
      expect(res.status, to_email).toBe(400);
      expect(res.body).toEqual({
        cause: 'apiCallFailed',
        message: 'La solicitud no es válida: el campo "dedication.to_email" tiene un formato que no es válido.',
      });
    }
  });

  it('keeps a value at its bound whole, emoji included (never half a surrogate pair), and an empty field as null', async () => {
    const cart = await newCart();
    const message = '🎁'.repeat(TEXT_LIMITS.message);
    const product = simple();
    // A slot id at its bound names a real slot holding the product: the API checks the slot (vending/store.ts).
    api.db
      .prepare(
        `INSERT INTO vending_slots (public_id, machine_id, row_number, column_number, product_id, stock, is_operational, updated_at)
         VALUES (?, 1, 26, 50, ?, 10, 1, '2026-01-15T00:00:00.000Z')`,
      )
      .run('B'.repeat(TEXT_LIMITS.id), product.id);
    const res = await api.call('POST', `/cart/${cart.cart_id}/item`, {
      token,
      body: {
        product_public_sku: product.public_sku,
        quantity: 1,
        vending_machine_slot_id: 'B'.repeat(TEXT_LIMITS.id),
        dedication: { from_name: ' Ana ', to_name: 'ñ'.repeat(TEXT_LIMITS.name), to_email: 'lucia@correo.gt', message },
      },
    });
    expect(res.status).toBe(200);
    const line = CartSchema.parse(res.body).items[0]!;
    expect(line.dedication).toEqual({ from_name: 'Ana', to_name: 'ñ'.repeat(TEXT_LIMITS.name), to_email: 'lucia@correo.gt', message });
    expect(line.vending_machine_slot_id).toBe('B'.repeat(TEXT_LIMITS.id));
    expect(line.dedication!.message!).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(longest('vending_machine_slot_id')).toBe(TEXT_LIMITS.id);

    const cleared = await api.call('PUT', `/cart/${cart.cart_id}/item/${line.item_id}`, {
      token,
      body: { quantity: 1, dedication: { message: '   ', to_email: '' } },
    });
    expect(cleared.status).toBe(200);
    expect(CartSchema.parse(cleared.body).items[0]!.dedication).toEqual({ from_name: null, to_name: null, to_email: null, message: null });
  });

  it('refuses over-long fields of a line update and of the codes of PUT /cart/{id}, leaving the line as it was', async () => {
    const cart = await newCart();
    const added = CartSchema.parse((await add(cart.cart_id, simple().public_sku, 1)).body);
    const itemId = added.items[0]!.item_id;
    for (const [body, field] of [
      [{ quantity: 1, dedication: { message: 'm'.repeat(TEXT_LIMITS.message + 1) } }, 'dedication.message'],
      [{ quantity: 1, gift_wrap_option_id: 'G'.repeat(TEXT_LIMITS.id + 1) }, 'gift_wrap_option_id'],
      [{ item_id: 'I'.repeat(TEXT_LIMITS.id + 1), quantity: 1 }, 'item_id'],
    ] as const) {
      const res = await api.call('PUT', `/cart/${cart.cart_id}/item/${itemId}`, { token, body });
      expect(res.status, field).toBe(400);
      expect(res.body.cause).toBe('apiCallFailed');
      expect(res.body.message).toContain(`el campo "${field}" admite como máximo`);
    }
    for (const [body, field] of [
      [{ coupons: [{ code: 'C'.repeat(TEXT_LIMITS.couponCode + 1) }] }, 'coupons.0.code'],
      [{ gift_cards: [{ number: '1'.repeat(TEXT_LIMITS.giftCardNumber + 1) }] }, 'gift_cards.0.number'],
      [{ coupons: Array.from({ length: MAX_CODES_PER_REQUEST + 1 }, () => ({ code: 'BIEN' })) }, 'coupons'],
    ] as const) {
      const res = await api.call('PUT', `/cart/${cart.cart_id}`, { token, body });
      expect(res.status, field).toBe(400);
      expect(res.body.cause).toBe('apiCallFailed');
      expect(res.body.message).toContain(`el campo "${field}" admite como máximo`);
    }
    const current = CartSchema.parse((await api.call('GET', `/cart/${cart.cart_id}`, { token })).body);
    expect(current.items[0]).toMatchObject({ quantity: 1, dedication: null, gift_wrap_option_id: null });
  });
});
