import { beforeEach, describe, expect, it } from 'vitest';
import { CartSchema, type Cart } from '../../src/domain';
import { FREE_SHIPPING_THRESHOLD } from '../../local-api/cart/cart-service';
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

  it("refuses another session's cart with 403 CART_FORBIDDEN_USER", async () => {
    const cart = await newCart();
    const intruder = await api.anonymous();
    const product = simple();
    for (const [method, path, body] of [
      ['GET', `/cart/${cart.cart_id}`, undefined],
      ['POST', `/cart/${cart.cart_id}/item`, { product_public_sku: product.public_sku, quantity: 1 }],
      ['DELETE', `/cart/${cart.cart_id}`, undefined],
    ] as const) {
      const res = await api.call(method, path, { token: intruder, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body).toEqual({ cause: 'CART_FORBIDDEN_USER', message: 'Este carrito pertenece a otra sesión.' });
    }
    const user = await api.login();
    expect((await api.call('GET', `/cart/${cart.cart_id}`, { token: user })).body.cause).toBe('CART_FORBIDDEN_USER');
    expect((await api.call('GET', `/cart/${cart.cart_id}`, { token })).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await api.call('POST', '/cart?is_mergeable=true');
    expect(res.status).toBe(401);
    expect(res.body.cause).toBe('AUTH_ERROR');
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
});
