import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderResultSchema } from '../../src/domain/checkout/checkout';
import { ThreeDsResultSchema, ThreeDsSetupAnswerSchema } from '../../src/domain/checkout/payment-flow';
import { luhnValid } from '../../src/domain/payments/card';
import { OrderSchema } from '../../src/domain/orders/order';
import { TEST_CARDS } from '../../local-api/checkout/simulator';
import { parseAnswer } from './support';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, freshKey, makeCheckoutApi, newCard, placeOrder, slowBankRace } from './checkout-support';

const dir = mkdtempSync(join(tmpdir(), 'tienda-checkout-cards-'));
const api = makeCheckoutApi({ dev: true, dbPath: join(dir, 'tienda.sqlite') });
let ana: string;
let carlos: string;

beforeAll(async () => {
  ana = await api.login();
  carlos = await api.login('carlos@tienda.test');
});
beforeEach(() => closeOpenCarts(api));
afterAll(() => {
  api.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const card = (number: string, tokenize = false) => ({ payment_method: 'CARD', new_card: newCard(number, { tokenize }) });
const ordersOfCart = (cartId: string) => (api.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_public_id = ?').get(cartId) as { n: number }).n;
const getOrder = async (n: string) => OrderSchema.parse((await api.call('GET', `/order/${n}`, { token: ana })).body);

/** The challenge page, as the shopper's browser posts its form. */
async function answerChallenge(stepUpUrl: string, action: 'authorize' | 'reject', code = '1234') {
  const url = new URL(stepUpUrl);
  const page = await parseAnswer(await api.app.request(stepUpUrl));
  expect(page.status).toBe(200);
  expect(page.body).toContain('Autorizar');
  expect(page.body).toContain('Rechazar');
  expect(page.body).not.toContain('<script');
  const form = new URLSearchParams({ ref: url.searchParams.get('ref')!, code, action });
  return parseAnswer(await api.app.request(`${url.origin}/dev/3ds`, { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
}

describe('the test cards', () => {
  it('every documented test card passes Luhn', () => {
    for (const testCard of TEST_CARDS) expect(luhnValid(testCard.number), testCard.number).toBe(true);
  });

  it('4242…4242 is approved: SUCCESS, the order paid, the card masked', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, card('4242 4242 4242 4242')));
    expect(res.status).toBe(200);
    expect(OrderResultSchema.parse(res.body).payment_result_type).toBe('SUCCESS');
    const order = await getOrder(res.body.order_number);
    expect(order.masked_card_number).toBe('424242******4242');
    expect(order.totals.amount_unpaid).toBe(0);
    expect(order.step).toBe('AfterPaid');
  });

  it('a saved card (Ana’s Visa ending 1111) is approved', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'CARD', existing_card_id: 'card_demo_ana_visa' }));
    expect(res.body.payment_result_type).toBe('SUCCESS');
    expect(res.body.existing_card_id).toBe('card_demo_ana_visa');
  });

  it.each([
    ['4000000000000002', 'PAYMENT_ERROR', 'Tu banco rechazó el pago'],
    ['4000000000000069', 'CARD_EXPIRED', 'la tarjeta está vencida'],
  ])('%s is refused with %s (402, ERROR), leaving no order, stock or closed cart behind', async (number, cause, message) => {
    const { cartId, sku } = await cartWith(api, ana, CHEAP);
    const stock = () => (api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(sku) as { stock_quantity: number }).stock_quantity;
    const before = stock();
    const key = freshKey();
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, card(number)), key);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ cause, payment_result_type: 'ERROR', order_number: null });
    expect(res.body.message).toContain(message);
    expect(ordersOfCart(cartId)).toBe(0);
    expect(stock()).toBe(before);
    expect((await api.call('GET', `/cart/${cartId}`, { token: ana })).status).toBe(200);
    // The same key replays the refusal; another card with a new key pays.
    expect((await placeOrder(api, ana, cartId, checkoutBody(cartId, card(number)), key)).body).toEqual(res.body);
    expect((await placeOrder(api, ana, cartId, checkoutBody(cartId, card('4242424242424242')))).status).toBe(200);
  });

  it('4000…0119 cannot be kept: CARD_TOKENIZATION_FAILED when tokenize is asked, approved without it', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, card('4000000000000119', true)));
    expect(res.status).toBe(402);
    expect(res.body.cause).toBe('CARD_TOKENIZATION_FAILED');
    expect(res.body.message).toContain('No pudimos guardar tu tarjeta');
    const ok = await placeOrder(api, ana, cartId, checkoutBody(cartId, card('4000000000000119', false)));
    expect(ok.body.payment_result_type).toBe('SUCCESS');
  });

  it('a tokenized card is saved masked and named in the answer', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const res = await placeOrder(api, ana, cartId, checkoutBody(cartId, card('5555 5555 5555 4444', true)));
    expect(res.body.payment_result_type).toBe('SUCCESS');
    const cards = (await api.call('GET', '/payment_method/cc', { token: ana })).body as { instrument_id: string; number: string }[];
    const saved = cards.find((c) => c.instrument_id === res.body.existing_card_id);
    expect(saved?.number).toBe('555555******4444');
  });

  it('4000…0077 is a slow bank: approved after about 3 s; two shoppers racing for the last unit through it get one order', async () => {
    const { took, answers: [a, b], stockLeft } = await slowBankRace(api, ana, carlos);
    expect(took).toBeGreaterThanOrEqual(2_900);
    // The upper bound (under 6 s): tests/timing/slow-bank.test.ts (npm run test:timing).
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    expect((a.status === 400 ? a : b).body.cause).toBe('REQUESTED_QTY_EXCEEDS_AVAILABLE_QTY');
    expect(stockLeft).toBe(0);
  });
});

describe('3-D Secure', () => {
  it('4000…3220: setup, STEP_UP_REQUIRED_3DS with the challenge page, «Autorizar» with 1234, the retry pays the same order', async () => {
    const { cartId, sku } = await cartWith(api, ana, CHEAP);
    const stock = () => (api.db.prepare('SELECT stock_quantity FROM products WHERE public_sku = ?').get(sku) as { stock_quantity: number }).stock_quantity;
    const before = stock();
    const setup = await api.call('POST', '/checkout/3ds_setup/', { token: ana, body: { cartId, card: newCard('4000000000003220') } });
    expect(setup.status).toBe(200);
    const answer = ThreeDsSetupAnswerSchema.parse(setup.body);
    expect(answer.skip_step_up).toBe(false);
    const body = checkoutBody(cartId, { ...card('4000000000003220', true), reference_id: answer.reference_id });
    const first = await placeOrder(api, ana, cartId, body);
    const result = OrderResultSchema.parse(first.body);
    expect(result.payment_result_type).toBe('STEP_UP_REQUIRED_3DS');
    expect(result.step_up_params).toMatchObject({ step_up_url: `http://localhost:9004/dev/3ds?ref=${answer.reference_id}`, iframe_width: 400, iframe_height: 600 });
    expect(stock()).toBe(before - 1);
    const pending = await getOrder(result.order_number);
    expect(pending.step).toBe('AwaitingCustomerInput');
    expect(pending.totals.amount_unpaid).toBe(pending.totals.amount_total);

    const wait = () => api.call('GET', `/checkout/${answer.reference_id}/3ds_wait_for_result/`, { token: ana });
    expect(ThreeDsResultSchema.parse((await wait()).body)).toEqual({ status: 'PENDING', transaction_id: null });
    // Someone else cannot read it.
    expect((await api.call('GET', `/checkout/${answer.reference_id}/3ds_wait_for_result/`, { token: carlos })).status).toBe(404);

    const wrong = await answerChallenge(result.step_up_params!.step_up_url!, 'authorize', '0000');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('El código no es correcto');
    expect((await wait()).body.status).toBe('PENDING');
    const done = await answerChallenge(result.step_up_params!.step_up_url!, 'authorize');
    expect(done.body).toContain('Pago autorizado');
    const authenticated = ThreeDsResultSchema.parse((await wait()).body);
    expect(authenticated.status).toBe('AUTHENTICATED');
    expect(authenticated.transaction_id).toMatch(/^txn_/);

    const retryBody = { ...body, transaction_id: authenticated.transaction_id };
    const retry = await placeOrder(api, ana, cartId, retryBody);
    expect(retry.status).toBe(200);
    expect(retry.body.payment_result_type).toBe('SUCCESS');
    expect(retry.body.order_number).toBe(result.order_number);
    // Once more with another key: the same order, never a second charge.
    const again = await placeOrder(api, ana, cartId, retryBody);
    expect(again.body.order_number).toBe(result.order_number);
    expect(ordersOfCart(cartId)).toBe(1);
    const paid = await getOrder(result.order_number);
    expect(paid.totals.amount_unpaid).toBe(0);
    expect(paid.existing_card_id).toBe(retry.body.existing_card_id);
    expect(stock()).toBe(before - 1);
  });

  it('4000…1629: authenticated, then the bank declines (402 3DS_DECLINED); the order stays unpaid', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const body = checkoutBody(cartId, card('4000008400001629'));
    const first = await placeOrder(api, ana, cartId, body);
    expect(first.body.payment_result_type).toBe('STEP_UP_REQUIRED_3DS');
    await answerChallenge(first.body.step_up_params.step_up_url, 'authorize');
    const ref = new URL(first.body.step_up_params.step_up_url).searchParams.get('ref')!;
    const { transaction_id } = (await api.call('GET', `/checkout/${ref}/3ds_wait_for_result/`, { token: ana })).body;
    const retry = await placeOrder(api, ana, cartId, { ...body, transaction_id });
    expect(retry.status).toBe(402);
    expect(retry.body).toMatchObject({ cause: '3DS_DECLINED', payment_result_type: 'ERROR', order_number: first.body.order_number });
    expect(retry.body.message).toContain('no autorizó el pago');
    expect((await getOrder(first.body.order_number)).totals.amount_unpaid).toBeGreaterThan(0);
  });

  it('«Rechazar» fails the challenge; a challenge nobody completes leaves the order pending and unpaid', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const first = await placeOrder(api, ana, cartId, checkoutBody(cartId, card('4000000000003220')));
    const ref = new URL(first.body.step_up_params.step_up_url).searchParams.get('ref')!;
    const rejected = await answerChallenge(first.body.step_up_params.step_up_url, 'reject');
    expect(rejected.body).toContain('Rechazaste el pago');
    expect((await api.call('GET', `/checkout/${ref}/3ds_wait_for_result/`, { token: ana })).body).toEqual({ status: 'FAILED', transaction_id: null });

    const other = await cartWith(api, ana, CHEAP);
    const abandoned = await placeOrder(api, ana, other.cartId, checkoutBody(other.cartId, card('4000000000003220')));
    const order = await getOrder(abandoned.body.order_number);
    expect(order.title).toBe('Pago pendiente: falta verificar tu tarjeta');
    expect(order.totals.amount_unpaid).toBe(order.totals.amount_total);
    // A made-up transaction id pays nothing.
    const forged = await placeOrder(api, ana, other.cartId, checkoutBody(other.cartId, { ...card('4000000000003220'), transaction_id: 'txn_forged' }));
    expect(forged.status).toBe(400);
    expect(forged.body.cause).toBe('INVALID_TRANSACTION');
  });

  it('setup refuses a bad card number with its cause, and a saved card needs no challenge', async () => {
    const bad = await api.call('POST', '/checkout/3ds_setup/', { token: ana, body: { card: { number: '4000000000003221' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.cause).toBe('INVALID_CARD_NUMBER');
    const saved = await api.call('POST', '/checkout/3ds_setup/', { token: ana, body: { existing_card_id: 'card_demo_ana_visa' } });
    expect(ThreeDsSetupAnswerSchema.parse(saved.body).skip_step_up).toBe(true);
    const theirs = await api.call('POST', '/checkout/3ds_setup/', { token: carlos, body: { existing_card_id: 'card_demo_ana_visa' } });
    expect(theirs.status).toBe(404);
    const anonymous = await api.call('POST', '/checkout/3ds_setup/', { token: await api.anonymous(), body: { existing_card_id: 'x' } });
    expect(anonymous.body.cause).toBe('onlyAnonymousTokenFound');
  });
});

describe('card data never kept', () => {
  it('after card checkouts, neither the full number nor the CVV is in the SQLite files, the logs or any answer', async () => {
    const number = '4242424242424242';
    const cvv = '987';
    const answers: string[] = [];
    const { cartId } = await cartWith(api, ana, CHEAP);
    const body = checkoutBody(cartId, { payment_method: 'CARD', new_card: newCard(number, { cvv, tokenize: true }) });
    answers.push(JSON.stringify((await api.call('PUT', `/checkout/${cartId}/preview`, { token: ana, body })).body));
    answers.push(JSON.stringify((await placeOrder(api, ana, cartId, body)).body));
    // A refused one too (its message, its log line).
    const other = await cartWith(api, ana, CHEAP);
    answers.push(JSON.stringify((await placeOrder(api, ana, other.cartId, checkoutBody(other.cartId, { payment_method: 'CARD', new_card: newCard('4000000000000002', { cvv }) }))).body));
    answers.push(JSON.stringify((await api.call('GET', '/order', { token: ana })).body));
    api.db.pragma('wal_checkpoint(TRUNCATE)');
    const files = readdirSync(dir).map((name) => readFileSync(join(dir, name)).toString('latin1'));
    expect(files.length).toBeGreaterThan(0);
    for (const haystack of [...files, api.logs.join('\n'), ...answers]) {
      expect(haystack.includes(number)).toBe(false);
      expect(haystack.includes('4000000000000002')).toBe(false);
      expect(haystack.includes(`"${cvv}"`) || haystack.includes(`cvv`)).toBe(false);
    }
    // What is kept: the BIN and the last 4, masked.
    expect(files.some((bytes) => bytes.includes('424242******4242'))).toBe(true);
  });
});
