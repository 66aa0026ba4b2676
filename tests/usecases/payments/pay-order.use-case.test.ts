import { describe, expect, it } from 'vitest';
import { THREE_DS_WAIT } from '../../../src/domain/checkout/payment-flow';
import { failureOf } from '../../mocks/client';
import { ALTERNATE_REF, ALTERNATE_TX, alternateAuthBackend, BANK_DECLINE, type AlternateBehaviour } from '../../mocks/handlers/alternate-auth';
import { STEP_UP_PARAMS } from '../../mocks/handlers/checkout';
import { requests, server, setupMsw } from '../../mocks/server';
import { anonymousShopper, bodyOf, signedInClient } from '../addresses/signed-in-harness';

setupMsw();

const DIGITS = '4242424242424242';
const CVV = '739';
const NEW_CARD = { number: '4242 4242 4242 4242', expiration_month: '12', expiration_year: '2031', cvv: CVV };

async function payer(options: Parameters<typeof alternateAuthBackend>[0] = {}) {
  const harness = await signedInClient();
  const backend = alternateAuthBackend(options);
  server.use(...backend.handlers);
  return { ...harness, backend };
}

const ORDER = 'TND-2001';
const PAYMENT_CALLS = `POST /alternate_card_auth/setup, POST /alternate_card_auth/charge`;

describe('tienda.payments.payOrder: paying an existing order', () => {
  it('setup, charge, then the order read again into the orders store: paid', async () => {
    const { client, backend, logger } = await payer();
    const result = await client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD });
    expect(result).toMatchObject({ status: 'paid', orderNumber: ORDER, paymentResult: 'SUCCESS', order: { order_number: ORDER } });
    expect(requests.describe()).toBe(`${PAYMENT_CALLS}, GET /order/${ORDER}`);
    const setup = requests.single('POST', '/alternate_card_auth/setup');
    expect(setup.query.get('orderNumber')).toBe(ORDER);
    expect(await bodyOf(setup)).toEqual({ card: { number: DIGITS, expiration_month: 12, expiration_year: 2031, cvv: CVV } });
    const charge = requests.single('POST', '/alternate_card_auth/charge');
    expect(charge.query.get('orderNumber')).toBe(ORDER);
    expect(await bodyOf(charge)).toEqual({ card: { number: DIGITS, expiration_month: 12, expiration_year: 2031, cvv: CVV }, reference_id: ALTERNATE_REF, transaction_id: null });
    expect(backend.state.paid).toBe(1);
    expect(client.orders.store.getSnapshot().current).toMatchObject({ order_number: ORDER, status: 'pagado' });
    // The card travelled only in the two payment bodies: never in a URL, a log line or the result.
    for (const entry of requests.entries) expect(entry.path + entry.query.toString()).not.toContain(DIGITS);
    expect(logger.text).not.toContain(DIGITS);
    expect(logger.text).not.toContain(CVV);
    expect(JSON.stringify(result)).not.toContain(DIGITS);
  });

  it('refuses a user whose card payment is blocked (is_cc_payment_blocked) with NOT_ALLOWED, without a call', async () => {
    const { client, session, backend, errors } = await payer();
    session.account.is_cc_payment_blocked = true;
    await client.user.load();
    requests.clear();
    errors.length = 0;
    for (const card of [NEW_CARD, { existing_card_id: 'card_1' }]) {
      const failure = await failureOf(client.payments.payOrder({ orderNumber: ORDER, card }));
      expect(failure.cause).toBe('NOT_ALLOWED');
      expect(failure.userMessage).toBe('Tu cuenta no puede pagar con tarjeta. Elige otro método de pago.');
    }
    expect(requests.total, requests.describe()).toBe(0);
    expect(backend.state.paid).toBe(0);
    expect(errors.map((error) => error.cause)).toEqual(['NOT_ALLOWED', 'NOT_ALLOWED']);
  });

  it('skip_step_up: a saved card is charged at once, nothing shown, nothing polled', async () => {
    const { client } = await payer({ skipStepUp: true });
    const shown: unknown[] = [];
    const result = await client.payments.payOrder({ orderNumber: ORDER, card: { existing_card_id: 'card_1' }, stepUp: (params) => void shown.push(params) });
    expect(result.status).toBe('paid');
    expect(requests.describe()).toBe(`${PAYMENT_CALLS}, GET /order/${ORDER}`);
    expect(await bodyOf(requests.single('POST', '/alternate_card_auth/setup'))).toEqual({ existing_card_id: 'card_1' });
    expect(await bodyOf(requests.single('POST', '/alternate_card_auth/charge'))).toEqual({ existing_card_id: 'card_1', reference_id: ALTERNATE_REF, transaction_id: null });
    expect(shown).toEqual([]);
  });

  it('3-D Secure: shows the step-up, polls within the bound, charges again with the transaction id, dismisses the frame: paid', async () => {
    const { client, backend, sleep } = await payer({ behaviour: 'challenge' });
    backend.state.pendingPolls = 2;
    const shown: unknown[] = [];
    const dismissed: string[] = [];
    const result = await client.payments.payOrder({
      orderNumber: ORDER,
      card: NEW_CARD,
      stepUp: { show: (params) => void shown.push(params), dismiss: () => void dismissed.push('dismissed') },
    });
    expect(result).toMatchObject({ status: 'paid', paymentResult: 'SUCCESS' });
    expect(shown).toEqual([expect.objectContaining({ step_up_url: STEP_UP_PARAMS.step_up_url, iframe_width: 390, iframe_height: 400 })]);
    expect(dismissed).toEqual(['dismissed']);
    expect(backend.state.polls).toBe(3);
    expect(sleep.calls).toEqual([THREE_DS_WAIT.everyMs, THREE_DS_WAIT.everyMs]);
    const wait = `GET /alternate_card_auth/${ALTERNATE_REF}/3ds_wait_for_result`;
    expect(requests.describe()).toBe(`${PAYMENT_CALLS}, ${wait}, ${wait}, ${wait}, POST /alternate_card_auth/charge, GET /order/${ORDER}`);
    const charges = requests.filter('POST', '/alternate_card_auth/charge');
    expect(await bodyOf(charges[1]!)).toMatchObject({ reference_id: ALTERNATE_REF, transaction_id: ALTERNATE_TX });
    expect(backend.state.paid).toBe(1);
  });

  it('a challenge the bank refuses (FAILED) leaves the order pending with 3DS_DECLINED and a Spanish message; the order is read again', async () => {
    const { client, backend } = await payer({ behaviour: 'challenge' });
    backend.state.challenge = 'FAILED';
    const dismissed: string[] = [];
    const result = await client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD, stepUp: { show: () => undefined, dismiss: () => void dismissed.push('x') } });
    expect(result).toMatchObject({ status: 'pending', orderNumber: ORDER, cause: '3DS_DECLINED' });
    expect(result.status === 'pending' && result.message).toBe(
      `Tu banco no autorizó el pago en la verificación de seguridad. Tu pedido ${ORDER} sigue pendiente de pago: usa otra tarjeta u otro método de pago.`,
    );
    expect(dismissed).toEqual(['x']);
    expect(requests.count('POST', '/alternate_card_auth/charge')).toBe(1);
    expect(client.orders.store.getSnapshot().current).toMatchObject({ order_number: ORDER, status: 'pendiente de pago' });
    expect(backend.state.paid).toBe(0);
  });

  it('an authenticated challenge the bank then declines (402 3DS_DECLINED) leaves the order pending', async () => {
    const { client, backend } = await payer({ behaviour: 'challengeThenDecline' });
    const result = await client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD, stepUp: () => undefined });
    expect(result).toMatchObject({ status: 'pending', cause: '3DS_DECLINED' });
    expect(requests.count('POST', '/alternate_card_auth/charge')).toBe(2);
    expect(backend.state.paid).toBe(0);
  });

  it('a frame the shopper closes: show rejecting stops at once; closed after show gets one more poll, then pending INVALID_TRANSACTION', async () => {
    const first = await payer({ behaviour: 'challenge' });
    first.backend.state.challenge = 'PENDING';
    const early = await first.client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD, stepUp: () => Promise.reject(new Error('cerrado')) });
    expect(early).toMatchObject({ status: 'pending', cause: 'INVALID_TRANSACTION' });
    expect(early.status === 'pending' && early.message).toContain(`Tu pedido ${ORDER} sigue pendiente de pago`);
    expect(first.backend.state.polls).toBe(0);

    requests.clear();
    const closed = new AbortController();
    first.sleep.calls.length = 0;
    const late = await first.client.payments.payOrder({
      orderNumber: ORDER,
      card: NEW_CARD,
      // Shown, then closed by the shopper before the first answer.
      stepUp: { show: () => closed.abort(), closed: closed.signal },
    });
    expect(late).toMatchObject({ status: 'pending', cause: 'INVALID_TRANSACTION' });
    expect(first.backend.state.polls).toBe(1);
    expect(first.sleep.calls).toEqual([]);
    expect(requests.count('POST', '/alternate_card_auth/charge')).toBe(1);
  });

  it('a challenge that never finishes stops within THREE_DS_WAIT: pending INVALID_TRANSACTION', async () => {
    const { client, backend, sleep } = await payer({ behaviour: 'challenge' });
    backend.state.challenge = 'PENDING';
    const result = await client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD, stepUp: () => undefined });
    expect(result).toMatchObject({ status: 'pending', cause: 'INVALID_TRANSACTION' });
    expect(sleep.calls.reduce((sum, ms) => sum + ms, 0)).toBe(THREE_DS_WAIT.totalMs);
    expect(backend.state.polls).toBe(201);
  });

  it('a declined card (402) rejects with PAYMENT_ERROR and the bank’s Spanish message; the order is not read', async () => {
    const { client, errors } = await payer({ behaviour: 'declined402' });
    const failure = await failureOf(client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD }));
    expect([failure.cause, failure.userMessage]).toEqual(['PAYMENT_ERROR', BANK_DECLINE]);
    expect(requests.describe()).toBe(PAYMENT_CALLS);
    expect(errors.map((error) => error.cause)).toEqual(['PAYMENT_ERROR']);
  });

  it.each(['ERROR', 'ERROR_ALLOW_NO3DS', 'UNKNOWN'] as const)('%s is a failure: PAYMENT_ERROR with the server’s message', async (behaviour: AlternateBehaviour) => {
    const { client } = await payer({ behaviour });
    const failure = await failureOf(client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD }));
    expect([failure.cause, failure.userMessage]).toEqual(['PAYMENT_ERROR', `El banco respondió ${behaviour}.`]);
    expect(failure.details).toEqual({ orderNumber: ORDER, paymentResult: behaviour });
  });

  it('an order already paid is refused at setup with the server’s NOT_ALLOWED and its message: nothing charged', async () => {
    const { client, backend } = await payer();
    await client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD });
    requests.clear();
    const failure = await failureOf(client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD }));
    expect([failure.cause, failure.userMessage]).toEqual(['NOT_ALLOWED', `Tu pedido ${ORDER} ya está pagado.`]);
    expect(requests.describe()).toBe('POST /alternate_card_auth/setup');
    expect(backend.state.paid).toBe(1);
  });

  it('a charge that finds the order paid meanwhile (another tab) answers NO_PAYMENT_NEEDED: paid, never charged twice', async () => {
    const { client, backend } = await payer();
    backend.state.paidBetween = true;
    const result = await client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD });
    expect(result).toMatchObject({ status: 'paid', paymentResult: 'NO_PAYMENT_NEEDED', order: { status: 'pagado' } });
    expect(requests.describe()).toBe(`${PAYMENT_CALLS}, GET /order/${ORDER}`);
    expect(backend.state.paid).toBe(1);
  });

  it('a double click while paying sends one payment', async () => {
    const { client } = await payer();
    const [a, b] = await Promise.all([
      client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD }),
      client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD }),
    ]);
    expect(a).toBe(b);
    expect(requests.count('POST', '/alternate_card_auth/setup')).toBe(1);
    expect(requests.count('POST', '/alternate_card_auth/charge')).toBe(1);
  });

  it('refuses a card that fails the domain’s checks, no card, no order or an anonymous shopper before any call', async () => {
    const { client } = await payer();
    const cases: [Parameters<typeof client.payments.payOrder>[0], string, string][] = [
      [{ orderNumber: ORDER, card: { ...NEW_CARD, number: '4242 4242 4242 4241' } }, 'INVALID_CARD_NUMBER', 'El número de la tarjeta no es válido. Revísalo.'],
      [{ orderNumber: ORDER, card: { ...NEW_CARD, expiration_year: '2020' } }, 'CARD_EXPIRED', 'La tarjeta está vencida.'],
      [{ orderNumber: ORDER, card: { ...NEW_CARD, cvv: '12' } }, 'PAYMENT_ERROR', 'El código de seguridad tiene 3 dígitos.'],
      [{ orderNumber: ORDER, card: { existing_card_id: ' ' } }, 'MISSING_CARD', 'Elige una de tus tarjetas o agrega una nueva para pagar.'],
      [{ orderNumber: ' ', card: NEW_CARD }, 'notFound', 'No encontramos ese pedido.'],
    ];
    for (const [input, cause, message] of cases) {
      const failure = await failureOf(client.payments.payOrder(input));
      expect([failure.cause, failure.userMessage], cause).toEqual([cause, expect.stringContaining(message)]);
    }
    expect(requests.total).toBe(0);
    const anonymous = await anonymousShopper();
    expect((await failureOf(anonymous.client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD }))).cause).toBe('onlyAnonymousTokenFound');
    expect(requests.total).toBe(0);
  });

  it('a 401 is not replayed under a new anonymous session: UNAUTHORIZED, sign in again', async () => {
    const { client } = await payer({ behaviour: 'expiredSession' });
    const failure = await failureOf(client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD }));
    expect([failure.cause, failure.userMessage]).toEqual(['UNAUTHORIZED', 'Tu sesión terminó. Ingresa de nuevo para pagar tu pedido: no se hizo ningún cargo.']);
    expect(requests.describe()).toBe('POST /alternate_card_auth/setup');
    expect(requests.count('POST', '/anonymous/')).toBe(0);
    expect(client.session.store.getSnapshot().session?.token).toBe('user-token-1');
  });

  it('a 401 while polling the challenge stops the wait with UNAUTHORIZED, without a new session', async () => {
    const { client, backend } = await payer({ behaviour: 'challenge' });
    backend.state.expirePolls = true;
    const dismissed: string[] = [];
    const failure = await failureOf(client.payments.payOrder({ orderNumber: ORDER, card: NEW_CARD, stepUp: { show: () => undefined, dismiss: () => void dismissed.push('x') } }));
    expect(failure.cause).toBe('UNAUTHORIZED');
    expect(dismissed).toEqual(['x']);
    expect(requests.count('GET', `/alternate_card_auth/${ALTERNATE_REF}/3ds_wait_for_result`)).toBe(1);
    expect(requests.count('POST', '/anonymous/')).toBe(0);
  });
});

describe('tienda.payments.verifyCardAmount', () => {
  it('POST /alternate_card_auth/{ref}/verify with the amount in quetzales: true for the charge’s amount, false otherwise', async () => {
    const { client } = await payer();
    expect(await client.payments.verifyCardAmount({ referenceId: ALTERNATE_REF, amount: 1.37 })).toBe(true);
    expect(await client.payments.verifyCardAmount({ referenceId: ALTERNATE_REF, amount: 2 })).toBe(false);
    const sent = requests.filter('POST', `/alternate_card_auth/${ALTERNATE_REF}/verify`);
    expect(await Promise.all(sent.map(bodyOf))).toEqual([{ amount: 1.37 }, { amount: 2 }]);
  });

  it('refuses an amount that is not a positive sum of whole cents up to Q100, in Spanish, before any call', async () => {
    const { client } = await payer();
    const range = 'Escribe el monto del cargo de verificación que ves en tu estado de cuenta: más de Q0 y hasta Q100.';
    const cases: [unknown, string][] = [
      [0, range],
      [-1, range],
      [Number.NaN, range],
      [100.01, range],
      ['1.37', range],
      [1.234, 'El monto de verificación lleva como máximo dos decimales (por ejemplo 1.37).'],
    ];
    for (const [amount, message] of cases) {
      const failure = await failureOf(client.payments.verifyCardAmount({ referenceId: ALTERNATE_REF, amount: amount as number }));
      expect([failure.cause, failure.userMessage], String(amount)).toEqual(['NOT_ALLOWED', message]);
    }
    const blank = await failureOf(client.payments.verifyCardAmount({ referenceId: '', amount: 1.37 }));
    expect(blank.cause).toBe('notFound');
    expect(requests.total).toBe(0);
  });
});
