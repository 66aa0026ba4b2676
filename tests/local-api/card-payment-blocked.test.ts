import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, makeCheckoutApi, newCard, placeOrder } from './checkout-support';

/*
 * Spec section 6: is_cc_payment_blocked blocks card payment for the user,
 * at checkout and when paying an existing order (the alternate card
 * authorization) alike.
 */
const api = makeCheckoutApi();
let ana: string;

beforeAll(async () => {
  ana = await api.login();
});
beforeEach(() => closeOpenCarts(api));
afterEach(() => {
  api.db.prepare(`UPDATE users SET is_cc_payment_blocked = 0 WHERE email = 'ana@tienda.test'`).run();
});

const block = () => api.db.prepare(`UPDATE users SET is_cc_payment_blocked = 1 WHERE email = 'ana@tienda.test'`).run();
const BLOCKED = 'Tu cuenta no puede pagar con tarjeta. Elige otro método de pago.';
const orderRow = (n: string) => api.db.prepare('SELECT payment_status, paid_cents FROM orders WHERE order_number = ?').get(n) as { payment_status: string; paid_cents: number };
const references = () => (api.db.prepare('SELECT COUNT(*) AS n FROM alternate_card_auth').get() as { n: number }).n;

/** An order of Ana's waiting for its bank deposit (payable by card until she is blocked). */
async function depositOrder(): Promise<string> {
  const { cartId } = await cartWith(api, ana, CHEAP);
  const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'BANK_DEPOSIT' }), null);
  expect(res.status).toBe(200);
  return res.body.order_number as string;
}

describe('a user whose card payment is blocked', () => {
  it('is offered no card method, and a card order is refused with NOT_ALLOWED', async () => {
    block();
    const { cartId } = await cartWith(api, ana, CHEAP);
    const options = await api.call('GET', `/checkout/${cartId}/payment_option`, { token: ana });
    expect(options.body.map((o: { payment_method: string }) => o.payment_method)).not.toContain('CARD');
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'CARD', new_card: newCard('4242 4242 4242 4242') }), null);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ cause: 'NOT_ALLOWED', message: BLOCKED });
  });

  it('cannot pay an existing order by card: setup and charge are 400 NOT_ALLOWED, the order stays unpaid', async () => {
    const orderNumber = await depositOrder();
    block();
    const before = references();
    const setup = await api.call('POST', `/alternate_card_auth/setup?orderNumber=${orderNumber}`, { token: ana, body: { card: newCard('4242 4242 4242 4242') } });
    expect(setup.status).toBe(400);
    expect(setup.body).toEqual({ cause: 'NOT_ALLOWED', message: BLOCKED });
    const charge = await api.call('POST', `/alternate_card_auth/charge?orderNumber=${orderNumber}`, { token: ana, body: { existing_card_id: 'card_demo_ana_visa' } });
    expect(charge.status).toBe(400);
    expect(charge.body).toEqual({ cause: 'NOT_ALLOWED', message: BLOCKED });
    expect(orderRow(orderNumber)).toEqual({ payment_status: 'AWAITING_DEPOSIT', paid_cents: 0 });
    expect(references()).toBe(before);
  });

  it('once unblocked, the same order is paid by card', async () => {
    const orderNumber = await depositOrder();
    const charge = await api.call('POST', `/alternate_card_auth/charge?orderNumber=${orderNumber}`, { token: ana, body: { existing_card_id: 'card_demo_ana_visa' } });
    expect(charge.status).toBe(200);
    expect(charge.body.paymentResultType).toBe('SUCCESS');
    expect(orderRow(orderNumber).payment_status).toBe('PAID');
  });
});
