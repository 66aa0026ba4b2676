import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderResultSchema } from '../../src/domain/checkout/checkout';
import { ThreeDsResultSchema, ThreeDsSetupAnswerSchema } from '../../src/domain/checkout/payment-flow';
import { OrderSchema } from '../../src/domain/orders/order';
import { AlternateChargeAnswerSchema } from '../../src/domain/payments/alternate-auth';
import { VERIFICATION_AMOUNT_CENTS } from '../../local-api/checkout/alternate-auth';
import { parseAnswer } from './support';
import { CHEAP, cartWith, checkoutBody, closeOpenCarts, makeCheckoutApi, newCard, placeOrder } from './checkout-support';

const dir = mkdtempSync(join(tmpdir(), 'tienda-alternate-auth-'));
const api = makeCheckoutApi({ dev: true, dbPath: join(dir, 'tienda.sqlite') });
let ana: string;
let carlos: string;
const CVV = '987';
/** Every answer the tests saw, searched for card data at the end. */
const answers: string[] = [];

beforeAll(async () => {
  ana = await api.login();
  carlos = await api.login('carlos@tienda.test');
});
beforeEach(() => closeOpenCarts(api));
afterAll(() => {
  api.db.close();
  rmSync(dir, { recursive: true, force: true });
});

const card = (number: string) => ({ number, expiration_month: 12, expiration_year: 2030, cvv: CVV });

async function call(method: string, path: string, token: string, body?: unknown) {
  const res = await api.call(method, path, body === undefined ? { token } : { token, body });
  answers.push(res.text);
  return res;
}
const setup = (token: string, orderNumber: string, body: unknown) => call('POST', `/alternate_card_auth/setup?orderNumber=${orderNumber}`, token, body);
const charge = (token: string, orderNumber: string, body: unknown) => call('POST', `/alternate_card_auth/charge?orderNumber=${orderNumber}`, token, body);
const wait = (token: string, ref: string) => call('GET', `/alternate_card_auth/${ref}/3ds_wait_for_result`, token);
const verify = (token: string, ref: string, amount: unknown) => call('POST', `/alternate_card_auth/${ref}/verify`, token, { amount });

const orderRow = (n: string) =>
  api.db.prepare('SELECT payment_status, paid_cents, total_cents, masked_card, payment_method FROM orders WHERE order_number = ?').get(n) as {
    payment_status: string;
    paid_cents: number;
    total_cents: number;
    masked_card: string | null;
    payment_method: string;
  };
const charges = (n: string) =>
  (
    api.db
      .prepare('SELECT COUNT(*) AS n FROM alternate_card_auth a JOIN orders o ON o.id = a.order_id WHERE o.order_number = ? AND a.charged_at IS NOT NULL')
      .get(n) as { n: number }
  ).n;

/** The challenge page, as the shopper's browser posts its form. */
async function answerChallenge(stepUpUrl: string, action: 'authorize' | 'reject', code = '1234') {
  const url = new URL(stepUpUrl);
  const form = new URLSearchParams({ ref: url.searchParams.get('ref')!, code, action });
  return parseAnswer(await api.app.request(`${url.origin}/dev/3ds`, { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
}

/** An order of Ana left pending payment: a 3-D Secure checkout with 4000…1629 whose challenge she rejected. */
async function pendingOrder(): Promise<string> {
  const { cartId } = await cartWith(api, ana, CHEAP);
  const first = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'CARD', new_card: newCard('4000008400001629') }));
  const result = OrderResultSchema.parse(first.body);
  expect(result.payment_result_type).toBe('STEP_UP_REQUIRED_3DS');
  await answerChallenge(result.step_up_params!.step_up_url!, 'reject');
  expect(orderRow(result.order_number).payment_status).toBe('AWAITING_CARD_VERIFICATION');
  return result.order_number;
}

async function codOrder(): Promise<string> {
  const { cartId } = await cartWith(api, ana, CHEAP);
  const res = await placeOrder(api, ana, cartId, checkoutBody(cartId));
  expect(res.body.payment_result_type).toBe('SUCCESS');
  return res.body.order_number as string;
}

describe('alternate card authorization: whose order, and which', () => {
  it('someone else’s order, reference or verification answers 404 notFound, like a missing one; anonymous is 403', async () => {
    const n = await pendingOrder();
    for (const res of [await setup(carlos, n, { card: card('4242424242424242') }), await charge(carlos, n, { card: card('4242424242424242') }), await setup(ana, '999999', { card: card('4242424242424242') })]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ cause: 'notFound', message: 'El pedido no existe.' });
    }
    const ref = ThreeDsSetupAnswerSchema.parse((await setup(ana, n, { card: card('4242424242424242') })).body).reference_id;
    for (const res of [await wait(carlos, ref), await verify(carlos, ref, 1.37), await charge(carlos, n, { card: card('4242424242424242'), reference_id: ref })])
      expect(res.status).toBe(404);
    // A checkout's own reference is not an alternate one.
    const { cartId } = await cartWith(api, ana, CHEAP);
    const checkoutRef = (await call('POST', '/checkout/3ds_setup/', ana, { cartId, card: newCard('4242424242424242') })).body.reference_id as string;
    expect((await wait(ana, checkoutRef)).status).toBe(404);
    const anonymous = await api.anonymous();
    const refused = await setup(anonymous, n, { card: card('4242424242424242') });
    expect([refused.status, refused.body.cause]).toEqual([403, 'onlyAnonymousTokenFound']);
    expect(orderRow(n).payment_status).toBe('AWAITING_CARD_VERIFICATION');
  });

  it('only an order pending payment: a paid one is 400 NOT_ALLOWED at setup and NO_PAYMENT_NEEDED at charge; cash on delivery is 400', async () => {
    const cod = await codOrder();
    const onDelivery = await setup(ana, cod, { card: card('4242424242424242') });
    expect([onDelivery.status, onDelivery.body.cause, onDelivery.body.message]).toEqual([400, 'NOT_ALLOWED', `Tu pedido ${cod} se paga al recibirlo: no necesita un pago con tarjeta.`]);

    const n = await pendingOrder();
    const ref = ThreeDsSetupAnswerSchema.parse((await setup(ana, n, { card: card('4242424242424242') })).body).reference_id;
    expect((await charge(ana, n, { card: card('4242424242424242'), reference_id: ref })).body.paymentResultType).toBe('SUCCESS');
    const again = await setup(ana, n, { card: card('4242424242424242') });
    expect([again.status, again.body.cause, again.body.message]).toEqual([400, 'NOT_ALLOWED', `Tu pedido ${n} ya está pagado.`]);
    const second = await charge(ana, n, { card: card('4242424242424242') });
    expect(second.status).toBe(200);
    expect(AlternateChargeAnswerSchema.parse(second.body)).toEqual({ paymentResultType: 'NO_PAYMENT_NEEDED', stepUpParams: null, message: null });
    expect(charges(n)).toBe(1);
  });

  it('refuses a bad card, no card or both with their causes, before the bank', async () => {
    const n = await pendingOrder();
    const cases: [unknown, number, string, string][] = [
      [{ card: card('4242424242424241') }, 400, 'INVALID_CARD_NUMBER', 'El número de la tarjeta no es válido. Revísalo.'],
      [{ card: { ...card('4242424242424242'), expiration_year: 2020 } }, 400, 'CARD_EXPIRED', 'La tarjeta está vencida.'],
      [{}, 400, 'MISSING_CARD', 'Elige una de tus tarjetas o agrega una nueva para pagar.'],
      [{ card: card('4242424242424242'), existing_card_id: 'card_demo_ana_visa' }, 400, 'NOT_ALLOWED', 'Elige una tarjeta guardada o una nueva, no ambas.'],
      [{ existing_card_id: 'card_de_otro' }, 404, 'notFound', 'La tarjeta no existe.'],
    ];
    for (const [body, status, cause, message] of cases) {
      for (const res of [await setup(ana, n, body), await charge(ana, n, body)]) {
        expect([res.status, res.body.cause], cause).toEqual([status, cause]);
        expect(res.body.message).toContain(message);
      }
    }
    expect(orderRow(n).payment_status).toBe('AWAITING_CARD_VERIFICATION');
  });
});

describe('alternate card authorization: the charge', () => {
  it('4242…4242 pays the pending order once: SUCCESS, the order paid by card, masked', async () => {
    const n = await pendingOrder();
    const answer = ThreeDsSetupAnswerSchema.parse((await setup(ana, n, { card: card('4242 4242 4242 4242') })).body);
    expect(answer).toMatchObject({ skip_step_up: true, card_warning_message: null });
    const res = await charge(ana, n, { card: card('4242 4242 4242 4242'), reference_id: answer.reference_id, transaction_id: null });
    expect(res.status).toBe(200);
    expect(AlternateChargeAnswerSchema.parse(res.body)).toEqual({ paymentResultType: 'SUCCESS', stepUpParams: null, message: null });
    expect(orderRow(n)).toMatchObject({ payment_status: 'PAID', masked_card: '424242******4242', payment_method: 'CARD' });
    const order = OrderSchema.parse((await call('GET', `/order/${n}`, ana)).body);
    expect(order.totals.amount_unpaid).toBe(0);
    expect(order.step).toBe('AfterPaid');
    expect(charges(n)).toBe(1);
  });

  it('a Vana Pay order still waiting for the wallet can be paid by card instead', async () => {
    const { cartId } = await cartWith(api, ana, CHEAP);
    const placed = await placeOrder(api, ana, cartId, checkoutBody(cartId, { payment_method: 'VANA_PAY' }));
    expect(placed.body.payment_result_type).toBe('ADVANCE_NEEDED');
    const n = placed.body.order_number as string;
    expect(orderRow(n).payment_status).toBe('AWAITING_WALLET');
    const answer = ThreeDsSetupAnswerSchema.parse((await setup(ana, n, { card: card('4242424242424242') })).body);
    const res = await charge(ana, n, { card: card('4242424242424242'), reference_id: answer.reference_id, transaction_id: null });
    expect(AlternateChargeAnswerSchema.parse(res.body).paymentResultType).toBe('SUCCESS');
    expect(orderRow(n)).toMatchObject({ payment_status: 'PAID', payment_method: 'CARD' });
    expect(charges(n)).toBe(1);
  });

  it('Ana’s saved card pays too', async () => {
    const n = await pendingOrder();
    const res = await charge(ana, n, { existing_card_id: 'card_demo_ana_visa' });
    expect(res.body.paymentResultType).toBe('SUCCESS');
    expect(orderRow(n).masked_card).toBe('411111******1111');
  });

  it('two charges at once with the slow bank: one SUCCESS, one NO_PAYMENT_NEEDED, the order paid once', async () => {
    const n = await pendingOrder();
    const [a, b] = await Promise.all([charge(ana, n, { card: card('4000000000000077') }), charge(ana, n, { card: card('4000000000000077') })]);
    expect([a.body.paymentResultType, b.body.paymentResultType].sort()).toEqual(['NO_PAYMENT_NEEDED', 'SUCCESS']);
    expect(orderRow(n).paid_cents).toBe(orderRow(n).total_cents);
    expect(charges(n)).toBe(1);
  });

  it('4000…0002 is declined: 402 PAYMENT_ERROR with the bank’s Spanish message, the order still pending', async () => {
    const n = await pendingOrder();
    const res = await charge(ana, n, { card: card('4000000000000002') });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      cause: 'PAYMENT_ERROR',
      message: 'Tu banco rechazó el pago. Revisa los datos de tu tarjeta o usa otra tarjeta.',
      paymentResultType: 'ERROR',
      stepUpParams: null,
    });
    expect(orderRow(n).payment_status).toBe('AWAITING_CARD_VERIFICATION');
    expect(charges(n)).toBe(0);
  });

  it('4000…3220: STEP_UP_REQUIRED_3DS with the challenge page, «Autorizar», the charge with transaction_id pays', async () => {
    const n = await pendingOrder();
    const answer = ThreeDsSetupAnswerSchema.parse((await setup(ana, n, { card: card('4000000000003220') })).body);
    expect(answer.skip_step_up).toBe(false);
    const first = AlternateChargeAnswerSchema.parse((await charge(ana, n, { card: card('4000000000003220'), reference_id: answer.reference_id })).body);
    expect(first.paymentResultType).toBe('STEP_UP_REQUIRED_3DS');
    expect(first.stepUpParams).toMatchObject({ step_up_url: `http://localhost:9004/dev/3ds?ref=${answer.reference_id}`, iframe_width: 400, iframe_height: 600 });
    expect(ThreeDsResultSchema.parse((await wait(ana, answer.reference_id)).body)).toEqual({ status: 'PENDING', transaction_id: null });
    expect(orderRow(n).payment_status).toBe('AWAITING_CARD_VERIFICATION');
    expect((await answerChallenge(first.stepUpParams!.step_up_url!, 'authorize')).body).toContain('Pago autorizado');
    const done = ThreeDsResultSchema.parse((await wait(ana, answer.reference_id)).body);
    expect(done.status).toBe('AUTHENTICATED');
    // A transaction id that is not this user's is refused.
    expect((await charge(carlos, n, { card: card('4000000000003220'), transaction_id: done.transaction_id })).status).toBe(400);
    const paid = await charge(ana, n, { card: card('4000000000003220'), reference_id: answer.reference_id, transaction_id: done.transaction_id });
    expect(paid.body.paymentResultType).toBe('SUCCESS');
    expect(orderRow(n).payment_status).toBe('PAID');
    const replay = await charge(ana, n, { card: card('4000000000003220'), reference_id: answer.reference_id, transaction_id: done.transaction_id });
    expect(replay.body.paymentResultType).toBe('NO_PAYMENT_NEEDED');
    expect(charges(n)).toBe(1);
  });

  it('4000…1629: authorized, then the bank declines (402 3DS_DECLINED); a rejected challenge’s reference cannot be charged again', async () => {
    const n = await pendingOrder();
    const ref = ThreeDsSetupAnswerSchema.parse((await setup(ana, n, { card: card('4000008400001629') })).body).reference_id;
    const first = AlternateChargeAnswerSchema.parse((await charge(ana, n, { card: card('4000008400001629'), reference_id: ref })).body);
    await answerChallenge(first.stepUpParams!.step_up_url!, 'authorize');
    const tx = ThreeDsResultSchema.parse((await wait(ana, ref)).body).transaction_id;
    const declined = await charge(ana, n, { card: card('4000008400001629'), reference_id: ref, transaction_id: tx });
    expect([declined.status, declined.body.cause, declined.body.paymentResultType]).toEqual([402, '3DS_DECLINED', 'ERROR']);
    expect(orderRow(n).payment_status).toBe('AWAITING_CARD_VERIFICATION');

    const other = ThreeDsSetupAnswerSchema.parse((await setup(ana, n, { card: card('4000000000003220') })).body).reference_id;
    const step = AlternateChargeAnswerSchema.parse((await charge(ana, n, { card: card('4000000000003220'), reference_id: other })).body);
    await answerChallenge(step.stepUpParams!.step_up_url!, 'reject');
    expect(ThreeDsResultSchema.parse((await wait(ana, other)).body)).toEqual({ status: 'FAILED', transaction_id: null });
    const spent = await charge(ana, n, { card: card('4000000000003220'), reference_id: other });
    expect([spent.status, spent.body.cause]).toEqual([400, 'INVALID_TRANSACTION']);
    // Another card than the reference's is refused too.
    const mismatch = await charge(ana, n, { card: card('4242424242424242'), reference_id: other });
    expect([mismatch.status, mismatch.body.cause]).toEqual([400, 'INVALID_TRANSACTION']);
    expect(charges(n)).toBe(0);
  });
});

describe('alternate card authorization: verifying the amount', () => {
  it(`answers verified for Q${(VERIFICATION_AMOUNT_CENTS / 100).toFixed(2)} and not for another amount`, async () => {
    const n = await pendingOrder();
    const ref = ThreeDsSetupAnswerSchema.parse((await setup(ana, n, { card: card('4242424242424242') })).body).reference_id;
    expect((await verify(ana, ref, 2.5)).body).toEqual({ verified: false });
    expect((await verify(ana, ref, 1.37)).body).toEqual({ verified: true });
    // Once verified it stays so, without spending attempts.
    expect((await verify(ana, ref, 1.37)).body).toEqual({ verified: true });
    const bad = await verify(ana, ref, 'uno');
    expect([bad.status, bad.body.cause]).toEqual([400, 'apiCallFailed']);
  });

  it('three attempts, then 400 NOT_ALLOWED with a Spanish message, even for the right amount', async () => {
    const n = await pendingOrder();
    const ref = ThreeDsSetupAnswerSchema.parse((await setup(ana, n, { card: card('4242424242424242') })).body).reference_id;
    for (const amount of [1, 2, 3]) expect((await verify(ana, ref, amount)).body).toEqual({ verified: false });
    const locked = await verify(ana, ref, 1.37);
    expect([locked.status, locked.body.cause, locked.body.message]).toEqual([
      400,
      'NOT_ALLOWED',
      'Ya usaste los 3 intentos para confirmar el monto. Vuelve a empezar la verificación de tu tarjeta.',
    ]);
  });
});

describe('alternate card authorization: card data', () => {
  it('keeps no card number or CVV in the database, the logs or the answers: only the BIN and the last 4', () => {
    api.db.pragma('wal_checkpoint(TRUNCATE)');
    const files = readdirSync(dir).map((name) => readFileSync(join(dir, name)).toString('latin1'));
    expect(files.length).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(20);
    for (const haystack of [...files, api.logs.join('\n'), ...answers]) {
      for (const number of ['4242424242424242', '4242 4242 4242 4242', '4000000000003220', '4000008400001629', '4000000000000002', '4000000000000077'])
        expect(haystack.includes(number)).toBe(false);
      expect(haystack.includes(`"${CVV}"`)).toBe(false);
    }
    expect(files.some((bytes) => bytes.includes('424242******4242'))).toBe(true);
  });
});
