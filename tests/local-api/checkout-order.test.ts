import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderResultSchema } from '../../src/domain/checkout/checkout';
import { OrderSchema } from '../../src/domain/orders/order';
import { CHEAP, DEAR, cartWith, checkoutBody, closeOpenCarts, freshKey, makeCheckoutApi, placeOrder } from './checkout-support';

const api = makeCheckoutApi();
let ana: string;
let carlos: string;

beforeAll(async () => {
  ana = await api.login();
  carlos = await api.login('carlos@tienda.test');
});
beforeEach(() => closeOpenCarts(api));

const stockOf = (sku: string) => (api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(sku) as { stock_quantity: number }).stock_quantity;
const ordersOfCart = (cartId: string) => (api.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_public_id = ?').get(cartId) as { n: number }).n;

describe('PUT /checkout/{cartId}/order: the rules of section 5 on the server', () => {
  it('refuses each missing choice with its own cause and Spanish message, creating nothing', async () => {
    const { cartId, sku } = await cartWith(api, ana, CHEAP);
    const before = stockOf(sku);
    const cases: [Partial<Parameters<typeof checkoutBody>[1]>, string, string][] = [
      [{ delivery_option_id: null }, 'MISSING_DELIVERY_OPTION', 'Elige cómo recibir tu pedido: envío a domicilio o recoger en tienda.'],
      [{ payment_method: null }, 'MISSING_PAYMENT_METHOD', 'Elige un método de pago.'],
      [{ payment_method: 'CARD' }, 'MISSING_CARD', 'Elige una de tus tarjetas o agrega una nueva para pagar.'],
      [{ payment_method: 'CARD_INSTALLMENTS', existing_card_id: 'card_demo_ana_visa' }, 'MISSING_NEW_CARD', 'Para pagar en cuotas escribe los datos de tu tarjeta.'],
      [{ pickup_contact: null }, 'MISSING_CONTACT_INFO', 'Escribe un teléfono de contacto para la entrega.'],
      [{ pickup_contact: { name: 'Ana', phone: '12' } }, 'MISSING_CONTACT_INFO', 'El teléfono de contacto no es válido'],
      [{ payment_method: 'CARD', new_card: { number: '4242 4242 4242 4241', expiration_month: 12, expiration_year: 2030, cvv: '123', tokenize: false } }, 'INVALID_CARD_NUMBER', 'El número de la tarjeta no es válido. Revísalo.'],
      [{ payment_method: 'CARD', new_card: { number: '4242424242424242', expiration_month: 1, expiration_year: 2020, cvv: '123', tokenize: false } }, 'CARD_EXPIRED', 'La tarjeta está vencida.'],
      [{ payment_method: 'WARRANTY' }, 'NOT_ALLOWED', 'Ese método de pago no está disponible en la tienda. Elige otro.'],
      [{ delivery_option_id: 'STANDARD', pickup_option_id: 'gt-zona-10' }, 'NOT_ALLOWED', 'Elige envío a domicilio o recoger en tienda, no ambos.'],
    ];
    for (const [override, cause, message] of cases) {
      const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, override));
      expect(res.status, cause).toBe(400);
      expect(res.body.cause).toBe(cause);
      expect(res.body.message).toContain(message);
    }
    expect(ordersOfCart(cartId)).toBe(0);
    expect(stockOf(sku)).toBe(before);
  });

  it('refuses an empty cart with CART_IS_EMPTY', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const item = (await api.call('GET', `/cart/${cartId}`, { token: ana })).body.items[0].item_id;
    await api.call('DELETE', `/cart/${cartId}/item/${item}`, { token: ana });
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'CART_IS_EMPTY', message: 'Tu carrito está vacío.' });
  });

  it('needs a signed-in user (403 onlyAnonymousTokenFound); a malformed idempotency key is 400 (none at all is allowed: checkout-order-keyless.test.ts)', async () => {
    const anonymous = await api.anonymous();
    const { cartId } = await cartWith(api, anonymous, CHEAP);
    const res = await placeOrder(api, anonymous, cartId, checkoutBody(cartId, { shipping_address_id: null, delivery_option_id: null, pickup_option_id: 'gt-zona-10' }));
    expect(res.status).toBe(403);
    expect(res.body.cause).toBe('onlyAnonymousTokenFound');

    const own = await cartWith(api, ana, CHEAP);
    const short = await placeOrder(api, ana, own.cartId, checkoutBody(own.cartId), 'abc');
    expect(short.status).toBe(400);
    expect(short.body.cause).toBe('apiCallFailed');
    expect(short.body.message).toContain('Idempotency-Key');
  });

  it('answers garbage with a 4xx, never a 500', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    for (const raw of ['{', '[]', '"x"', '{"payment_method": 7}', '{"new_card": {"number": 4}}', `{"customer_note": "${'a'.repeat(501)}"}`]) {
      const res = await api.call('PUT', `/checkout/${cartId}/order`, { token: ana, raw, headers: { 'Idempotency-Key': freshKey() } });
      expect(res.status, raw).toBeGreaterThanOrEqual(400);
      expect(res.status, raw).toBeLessThan(500);
      expect(typeof res.body.cause).toBe('string');
    }
  });

  it("treats someone else's cart, address, card or pickup location like a missing one (404)", async () => {
    const theirs = await cartWith(api, carlos, CHEAP);
    const res = await placeOrder(api, ana, theirs.cartId, checkoutBody(theirs.cartId));
    expect(res.status).toBe(404);
    expect(res.body.cause).toBe('notFound');
    // Ana's address and card for Carlos's cart.
    const address = await placeOrder(api, carlos, theirs.cartId, checkoutBody(theirs.cartId));
    expect(address.status).toBe(404);
    expect(address.body.message).toBe('La dirección no existe o no es tuya.');
    const card = await placeOrder(api, carlos, theirs.cartId, checkoutBody(theirs.cartId, { shipping_address_id: null, delivery_option_id: null, pickup_option_id: 'gt-zona-10', payment_method: 'CARD', existing_card_id: 'card_demo_ana_visa' }));
    expect(card.status).toBe(404);
    expect(card.body.message).toBe('La tarjeta no existe.');
    // A restricted location Ana never added.
    const hidden = await placeOrder(api, ana, (await cartWith(api, ana, CHEAP)).cartId, checkoutBody('x', { cart_id: undefined as never, delivery_option_id: null, shipping_address_id: null, pickup_option_id: 'gt-bodega-zona-12' }));
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('El punto de recogida no existe.');
  });
});

describe('placing an order', () => {
  it('COD: SUCCESS, the order awaiting delivery, stock reserved, prices from the database, the cart closed', async () => {
    const { cartId, sku, priceCents } = await cartWith(api, ana, CHEAP, 2);
    const before = stockOf(sku);
    // A body that names a lower price or total changes nothing.
    const body = { ...checkoutBody(cartId), items: [{ item_id: 1, quantity: 2, price: 0.01 }], totals: { amount_total: 0.01 }, amount_total: 0.01 } as never;
    const res = await placeOrder(api, ana, cartId, body);
    expect(res.status).toBe(200);
    const result = OrderResultSchema.parse(res.body);
    expect(result.payment_result_type).toBe('SUCCESS');
    expect(result.is_bank_slip_required).toBe(false);
    expect(stockOf(sku)).toBe(before - 2);

    const order = OrderSchema.parse((await api.call('GET', `/order/${result.order_number}`, { token: ana })).body);
    expect(order.cart_id).toBe(cartId);
    expect(order.payment_method).toBe('COD');
    expect(order.step).toBe('Approved');
    expect(order.title).toBe('Confirmado: pagas al recibirlo');
    expect(order.items[0]!.price).toBe(priceCents / 100);
    expect(order.totals.amount_sub_total).toBe((priceCents * 2) / 100);
    expect(order.totals.amount_shipping).toBe(25); // Guatemala City, under the free-shipping threshold
    expect(order.totals.amount_total).toBe((priceCents * 2 + 2500) / 100);
    expect(order.totals.amount_unpaid).toBe(order.totals.amount_total);
    expect(order.pin).toBeNull();

    // The cart is closed: the client opens a new one; the same cart again is refused, naming the order.
    expect((await api.call('GET', `/cart/${cartId}`, { token: ana })).status).toBe(404);
    const again = await placeOrder(api, ana, cartId, checkoutBody(cartId));
    expect(again.status).toBe(400);
    expect(again.body.cause).toBe('NOT_ALLOWED');
    expect(again.body.message).toContain(`ya es tu pedido ${result.order_number}`);
  });

  it('BANK_DEPOSIT: ADVANCE_NEEDED with markdown instructions naming the bank account and the order', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'BANK_DEPOSIT' }));
    const result = OrderResultSchema.parse(res.body);
    expect(result.payment_result_type).toBe('ADVANCE_NEEDED');
    expect(result.is_bank_slip_required).toBe(true);
    const types = result.advance_instructions.map((item) => item.type);
    expect(types).toEqual(expect.arrayContaining(['TITLE', 'PGRAPH', 'LIST_ITEM', 'LINK']));
    expect(result.advance_instructions.some((item) => item.type === 'LIST_ITEM' && item.text.includes('Banco Industrial, cuenta monetaria'))).toBe(true);
    expect(result.advance_instructions.find((item) => item.type === 'LINK')).toEqual({ type: 'LINK', text: `/cuenta/pedidos/${result.order_number}`, label: 'Ver mi pedido' });
    const order = OrderSchema.parse((await api.call('GET', `/order/${result.order_number}`, { token: ana })).body);
    expect(order.step).toBe('AwaitingCustomerInput');
    expect(order.is_bank_slip_required).toBe(true);
    expect(order.advance_amount).toBe(result.advance_amount);
    expect(order.advance_instructions).toEqual(result.advance_instructions);
  });

  it('a pickup order gets a 6-digit pin and no shipping; COD refused where the location takes no cash', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const pickup = { delivery_option_id: null, shipping_address_id: null, pickup_option_id: 'gt-zona-11' };
    const refused = await placeOrder(api, ana, cartId, checkoutBody(cartId, pickup));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ cause: 'NOT_ALLOWED', message: 'Este punto de recogida no recibe pagos en efectivo.' });
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, { ...pickup, pickup_option_id: 'gt-zona-10' }));
    expect(res.status).toBe(200);
    const order = OrderSchema.parse((await api.call('GET', `/order/${res.body.order_number}`, { token: ana })).body);
    expect(order.pin).toMatch(/^\d{6}$/);
    expect(order.pickup_option?.public_id).toBe('gt-zona-10');
    expect(order.totals.amount_shipping).toBe(0);
    expect(order.title).toBe('Confirmado: pagas al recogerlo');
  });

  it('a total of 0 (a gift card pays all): NO_PAYMENT_NEEDED, the balance deducted once, a personal coupon marked used', async () => {
    api.db.prepare("UPDATE gift_cards SET balance_cents = 100000 WHERE number = 'FELIZ-CUMP-LEAN-IOS'").run();
    const { cartId, priceCents } = await cartWith(api, ana, CHEAP);
    await api.call('PUT', `/cart/${cartId}`, { token: ana, body: { coupons: [{ code: 'CUMPLEANA25' }], gift_cards: [{ number: 'FELIZ-CUMP-LEAN-IOS' }] } });
    const body = checkoutBody(cartId, { payment_method: 'COD' });
    const key = freshKey();
    const res = await placeOrder(api, ana, cartId, body, key);
    expect(res.status).toBe(200);
    expect(res.body.payment_result_type).toBe('NO_PAYMENT_NEEDED');
    const paid = priceCents - 2500 + 2500; // sub total − Q25 coupon + Q25 shipping
    const balance = () => (api.db.prepare("SELECT balance_cents FROM gift_cards WHERE number = 'FELIZ-CUMP-LEAN-IOS'").get() as { balance_cents: number }).balance_cents;
    expect(balance()).toBe(100000 - paid);
    // A replay deducts nothing more.
    expect((await placeOrder(api, ana, cartId, body, key)).body).toEqual(res.body);
    expect(balance()).toBe(100000 - paid);
    const coupon = api.db.prepare("SELECT used_at FROM coupons WHERE code = 'CUMPLEANA25'").get() as { used_at: string | null };
    expect(coupon.used_at).not.toBeNull();
    const order = OrderSchema.parse((await api.call('GET', `/order/${res.body.order_number}`, { token: ana })).body);
    expect(order.totals.discount_gift_card).toBe(paid / 100);
    expect(order.totals.amount_total).toBe(0);
    expect(order.coupons).toEqual([{ code: 'CUMPLEANA25' }]);
  });
});

describe('idempotency and concurrency', () => {
  it('replays the first answer for a repeated key, and refuses the key with another body (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const key = freshKey();
    const first = await placeOrder(api, ana, cartId, checkoutBody(cartId), key);
    const second = await placeOrder(api, ana, cartId, checkoutBody(cartId), key);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    const other = await placeOrder(api, ana, cartId, checkoutBody(cartId, { customer_note: 'Otra nota' }), key);
    expect(other.status).toBe(422);
    expect(other.body.cause).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(other.body.message).toMatch(/clave de pedido ya se usó/);
    expect(ordersOfCart(cartId)).toBe(1);
  });

  it('a refusal before anything happened releases the key: the same key works once the cause is fixed elsewhere', async () => {
    const { cartId, sku } = await cartWith(api, ana, CHEAP);
    api.db.prepare('UPDATE products SET stock_quantity = 0 WHERE public_sku = ?').run(sku);
    const key = freshKey();
    const refused = await placeOrder(api, ana, cartId, checkoutBody(cartId), key);
    expect(refused.status).toBe(400);
    expect(refused.body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(refused.body.message).toContain('ya no está disponible');
    api.db.prepare('UPDATE products SET stock_quantity = 5 WHERE public_sku = ?').run(sku);
    expect((await placeOrder(api, ana, cartId, checkoutBody(cartId), key)).status).toBe(200);
  });

  it('two concurrent requests with one key give one order and the same answer', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const key = freshKey();
    const [a, b] = await Promise.all([placeOrder(api, ana, cartId, checkoutBody(cartId), key), placeOrder(api, ana, cartId, checkoutBody(cartId), key)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(ordersOfCart(cartId)).toBe(1);
  });

  it('two keys on one cart (two tabs, a double click) give exactly one order', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const answers = await Promise.all([1, 2, 3].map(() => placeOrder(api, ana, cartId, checkoutBody(cartId))));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Este carrito ya es tu pedido');
    }
    expect(ordersOfCart(cartId)).toBe(1);
  });

  it('stock never goes below zero: two shoppers ordering the last unit at once, one order', async () => {
    const mine = await cartWith(api, ana, DEAR, 1);
    const theirs = await cartWith(api, carlos, DEAR, 1);
    api.db.prepare('UPDATE products SET stock_quantity = 1 WHERE public_sku = ?').run(mine.sku);
    const carlosBody = checkoutBody(theirs.cartId, { shipping_address_id: null, delivery_option_id: null, pickup_option_id: 'gt-zona-10', payment_method: 'BANK_DEPOSIT' });
    const [a, b] = await Promise.all([
      placeOrder(api, ana, mine.cartId, checkoutBody(mine.cartId, { payment_method: 'BANK_DEPOSIT' })),
      placeOrder(api, carlos, theirs.cartId, carlosBody),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const loser = a.status === 400 ? a : b;
    expect(loser.body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(stockOf(mine.sku)).toBe(0);
    // The last unit sold: the product now reads as out of stock, for the catalogue and for the next add.
    const row = api.db.prepare('SELECT stock_status FROM products WHERE public_sku = ?').get(mine.sku) as { stock_status: string };
    expect(row.stock_status).toBe('OUT_OF_STOCK');
  });
});
