import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderResultSchema } from '../../src/domain/checkout/checkout';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, freshKey, makeCheckoutApi, newCard, placeOrder } from './checkout-support';

/*
 * The spec names no Idempotency-Key on PUT /checkout/{cartId}/order: a client
 * written from it sends none. Without one, the cart is the key.
 */
const api = makeCheckoutApi();
let ana: string;

beforeAll(async () => {
  ana = await api.login();
});
beforeEach(() => closeOpenCarts(api));

const ordersOfCart = (cartId: string) => (api.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_public_id = ?').get(cartId) as { n: number }).n;
const stockOf = (sku: string) => (api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(sku) as { stock_quantity: number }).stock_quantity;

describe('PUT /checkout/{cartId}/order without an Idempotency-Key', () => {
  it('places the order (200 SUCCESS), as a client built from the spec alone sends it', async () => {
    const { cartId, sku } = await cartWith(api, ana, CHEAP);
    const before = stockOf(sku);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId), null);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const result = OrderResultSchema.parse(res.body);
    expect(result.payment_result_type).toBe('SUCCESS');
    expect(result.order_number).toMatch(/^\d+$/);
    expect(ordersOfCart(cartId)).toBe(1);
    expect(stockOf(sku)).toBe(before - 1);
  });

  it('answers a repeated placement with that same order, making no second one', async () => {
    const { cartId, sku } = await cartWith(api, ana, CHEAP);
    const before = stockOf(sku);
    const first = await placeOrder(api, ana, cartId, checkoutBody(cartId), null);
    const again = await placeOrder(api, ana, cartId, checkoutBody(cartId), null);
    // Another body for the same cart (the shopper changed the note and pressed again): still that order.
    const changed = await placeOrder(api, ana, cartId, checkoutBody(cartId, { customer_note: 'Otra nota' }), null);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(changed.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(changed.body.order_number).toBe(first.body.order_number);
    expect(ordersOfCart(cartId)).toBe(1);
    expect(stockOf(sku)).toBe(before - 1);
  });

  it('a concurrent burst of placements makes exactly one order, and every answer is that order', async () => {
    const { cartId, sku } = await cartWith(api, ana, CHEAP);
    const before = stockOf(sku);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => placeOrder(api, ana, cartId, checkoutBody(cartId), null)));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = new Set(answers.map((res) => res.body.order_number));
    expect(numbers.size).toBe(1);
    expect(ordersOfCart(cartId)).toBe(1);
    expect(stockOf(sku)).toBe(before - 1);
  });

  it('a bank deposit placed again answers ADVANCE_NEEDED with the same instructions', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const body = checkoutBody(cartId, { payment_method: 'BANK_DEPOSIT' });
    const first = await placeOrder(api, ana, cartId, body, null);
    const again = await placeOrder(api, ana, cartId, body, null);
    expect(first.body.payment_result_type).toBe('ADVANCE_NEEDED');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('a card awaiting 3-D Secure placed again answers the same challenge', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const body = checkoutBody(cartId, { payment_method: 'CARD', new_card: newCard('4000 0000 0000 3220') });
    const first = await placeOrder(api, ana, cartId, body, null);
    const again = await placeOrder(api, ana, cartId, body, null);
    expect(first.body.payment_result_type).toBe('STEP_UP_REQUIRED_3DS');
    expect(first.body.step_up_params).not.toBeNull();
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(ordersOfCart(cartId)).toBe(1);
  });

  it('a card declined before any order leaves the cart open: the next placement with another card makes the order', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const declined = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'CARD', new_card: newCard('4000 0000 0000 0002') }), null);
    expect(declined.status).toBe(402);
    expect(declined.body.cause).toBe('PAYMENT_ERROR');
    expect(ordersOfCart(cartId)).toBe(0);
    const paid = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'CARD', new_card: newCard('4242 4242 4242 4242') }), null);
    expect(paid.status).toBe(200);
    expect(paid.body.payment_result_type).toBe('SUCCESS');
    expect(ordersOfCart(cartId)).toBe(1);
  });

  it('with a key the rules stay: a new key on an ordered cart is 400 NOT_ALLOWED, and a malformed key is 400', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    expect((await placeOrder(api, ana, cartId, checkoutBody(cartId), null)).status).toBe(200);
    const keyed = await placeOrder(api, ana, cartId, checkoutBody(cartId), freshKey());
    expect(keyed.status).toBe(400);
    expect(keyed.body.cause).toBe('NOT_ALLOWED');
    expect(keyed.body.message).toContain('Este carrito ya es tu pedido');
    const other = await cartWith(api, ana, CHEAP);
    const short = await placeOrder(api, ana, other.cartId, checkoutBody(other.cartId), 'abc');
    expect(short.status).toBe(400);
    expect(short.body.cause).toBe('apiCallFailed');
    expect(ordersOfCart(other.cartId)).toBe(0);
  });
});
