import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEPOSIT_ACCOUNTS } from '../../local-api/checkout/order-service';
import { splitInstallments, toCents } from '../../src/domain/checkout/amounts';
import type { CreateOrderResult } from '../../src/usecases/checkout/checkout.store';
import { startLocalApi, type RunningApi } from './support/local-api';
import { DEAR, deliverHome, shopperWith, stockOf, type Client } from './support/shopper';

/**
 * One whole purchase per payment method, headlessly, through createTiendaClient against the real local
 * API over a socket (port 0, a fresh temporary database): the library and the server agree on each.
 */
let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});
// Each purchase starts from a cart of its own: one a failed test left open is not picked up by the next login.
beforeEach(() => {
  api.db.prepare(`UPDATE carts SET status = 'DELETED' WHERE status = 'OPEN'`).run();
});

type Placed = Extract<CreateOrderResult, { status: 'placed' }>;
const totalCentsOf = (orderNumber: string) => (api.db.prepare('SELECT total_cents FROM orders WHERE order_number = ?').get(orderNumber) as { total_cents: number }).total_cents;

/**
 * Places the order and checks what every method shares: placed, the order read back with its method, the
 * totals the server computed (the preview's, the database's), the stock taken once and a new empty cart.
 */
async function placeAndCheck(
  shopper: Awaited<ReturnType<typeof shopperWith>>,
  method: string,
  quantity = 1,
  input: Parameters<Client['checkout']['createOrder']>[0] = {},
): Promise<Placed> {
  const { client, product, reported } = shopper;
  const oldCartId = client.cart.store.getSnapshot().cart!.cart_id;
  const before = stockOf(api, product.public_sku);
  const preview = client.checkout.store.getSnapshot().preview!;
  const result = await client.checkout.createOrder(input);
  expect(result.status).toBe('placed');
  const placed = result as Placed;
  const order = placed.order!;
  expect(order.order_number).toBe(placed.orderNumber);
  expect(order.payment_method).toBe(method);
  expect(order.cart_id).toBe(String(oldCartId));
  expect(order.items.map((item) => [item.product.public_sku, item.quantity])).toEqual([[product.public_sku, quantity]]);
  expect(order.totals.amount_total).toBe(preview.totals.amount_total);
  expect(toCents(order.totals.amount_total!)).toBe(totalCentsOf(placed.orderNumber));
  expect(stockOf(api, product.public_sku)).toBe(before - quantity);
  const cart = client.cart.store.getSnapshot().cart!;
  expect(cart.cart_id).not.toBe(oldCartId);
  expect(cart.items).toEqual([]);
  expect(reported.map((error) => error.cause)).toEqual([]);
  return placed;
}

const PAID = 'Pago recibido: estamos preparando tu pedido';

async function payByCard(client: Client, number: string, tokenize = false) {
  await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
  await client.checkout.edit({ kind: 'newCard', card: { number, expiration_month: 9, expiration_year: 2031, cvv: '321', tokenize } });
}

describe('a whole purchase with each payment method', () => {
  it('BANK_DEPOSIT: ADVANCE_NEEDED with the accounts to pay into, the order awaiting the deposit', async () => {
    const shopper = await shopperWith(api, { offset: 4 });
    await deliverHome(shopper.client);
    await shopper.client.checkout.edit({ kind: 'paymentMethod', method: 'BANK_DEPOSIT' });
    const placed = await placeAndCheck(shopper, 'BANK_DEPOSIT');
    expect(placed.result?.payment_result_type).toBe('ADVANCE_NEEDED');
    const total = placed.order!.totals.amount_total!;
    const texts = placed.result!.advance_instructions.map((item) => item.text);
    for (const account of DEPOSIT_ACCOUNTS) expect(texts).toContain(account);
    expect(texts.join('\n')).toContain(`Q${total.toFixed(2)}`);
    expect(placed.result?.advance_amount).toBe(total);
    expect(placed.order).toMatchObject({ title: 'Esperando tu depósito', step: 'AwaitingCustomerInput' });
    expect(placed.order!.totals.amount_unpaid).toBe(total);
  });

  it('CARD with a new card that needs no challenge (4242 4242 4242 4242): SUCCESS, paid', async () => {
    const shopper = await shopperWith(api, { offset: 5 });
    await deliverHome(shopper.client);
    const shown: unknown[] = [];
    await payByCard(shopper.client, '4242 4242 4242 4242');
    const placed = await placeAndCheck(shopper, 'CARD', 1, { stepUp: async (params) => void shown.push(params) });
    expect(shown).toEqual([]);
    expect(placed.result?.payment_result_type).toBe('SUCCESS');
    expect(placed.order).toMatchObject({ title: PAID, masked_card_number: '424242******4242', existing_card_id: null });
    expect(placed.order!.totals.amount_unpaid).toBe(0);
  });

  it('CARD with a saved card: tokenized on a first purchase, then paid with savedCard on a second', async () => {
    const first = await shopperWith(api, { offset: 6 });
    await deliverHome(first.client);
    await payByCard(first.client, '5555 5555 5555 4444', true);
    const tokenized = await placeAndCheck(first, 'CARD');
    const instrument = tokenized.order!.existing_card_id!;
    expect(instrument).toBeTruthy();
    const cards = await first.client.payments.listCards();
    expect(cards.find((card) => card.instrument_id === instrument)?.number).toBe('555555******4444');

    const second = await shopperWith(api, { offset: 7 });
    await deliverHome(second.client);
    await second.client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
    await second.client.checkout.edit({ kind: 'savedCard', cardId: instrument });
    const placed = await placeAndCheck(second, 'CARD');
    expect(placed.result?.payment_result_type).toBe('SUCCESS');
    expect(placed.result?.existing_card_id).toBe(instrument);
    expect(placed.order).toMatchObject({ title: PAID, masked_card_number: '555555******4444', existing_card_id: instrument });
    expect(placed.order!.totals.amount_unpaid).toBe(0);
  });

  it('CARD_INSTALLMENTS: the plans loaded by BIN, one chosen, the order carrying the plan, every sum in whole cents', async () => {
    const shopper = await shopperWith(api, { where: DEAR });
    const { client } = shopper;
    await deliverHome(client);
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD_INSTALLMENTS' });
    await client.checkout.edit({ kind: 'newCard', card: { number: '5105 1051 0510 5100', expiration_month: 9, expiration_year: 2031, cvv: '321', tokenize: false } });
    const plans = await client.checkout.loadInstallmentOptions('510510');
    expect(plans.map((plan) => [plan.bank_code, plan.installments])).toEqual([['GYT', 3], ['GYT', 6], ['GYT', 10], ['GYT', 12]]);
    const plan = plans.find((candidate) => candidate.installments === 10)!;
    const payable = client.checkout.store.getSnapshot().preview!.totals.amount_total!;
    expect(plan.subtotal_amount).toBe(payable);
    expect(toCents(plan.subtotal_amount) + toCents(plan.surcharge)).toBe(toCents(plan.total_amount));
    expect(toCents(plan.surcharge)).toBe(Math.round((toCents(payable) * 4) / 100));
    const payments = splitInstallments(toCents(plan.total_amount), 10);
    expect(payments.reduce((sum, cents) => sum + cents, 0)).toBe(toCents(plan.total_amount));
    expect(payments[0]).toBe(toCents(plan.installment_amount));
    await client.checkout.edit({ kind: 'installment', bin: plan.bin, bank_code: plan.bank_code, installments: plan.installments });
    expect(client.checkout.store.getSnapshot().preview!.totals.amount_surcharge).toBe(plan.surcharge);

    const placed = await placeAndCheck(shopper, 'CARD_INSTALLMENTS');
    expect(placed.result?.payment_result_type).toBe('SUCCESS');
    expect(placed.order!.installments).toMatchObject({ bank_code: 'GYT', bank_name: 'G&T Continental', installments: 10, total_amount: plan.total_amount, surcharge: plan.surcharge });
    expect(placed.order!.totals.amount_total).toBe(plan.total_amount);
    expect(placed.order!.totals.amount_surcharge).toBe(plan.surcharge);
    expect(placed.order).toMatchObject({ title: PAID, masked_card_number: '510510******5100' });
  });

  it('VANA_PAY: ADVANCE_NEEDED with the wallet link; approved on /dev/vana, the order reads paid', async () => {
    const shopper = await shopperWith(api, { offset: 8 });
    const { client } = shopper;
    await deliverHome(client);
    const offered = await client.checkout.loadPaymentOptions();
    expect(offered.find((option) => option.payment_method === 'VANA_PAY')).toMatchObject({ name: 'Vana Pay', is_disabled: false });
    await client.checkout.edit({ kind: 'paymentMethod', method: 'VANA_PAY' });
    const placed = await placeAndCheck(shopper, 'VANA_PAY');
    expect(placed.result?.payment_result_type).toBe('ADVANCE_NEEDED');
    const total = placed.order!.totals.amount_total!;
    expect(placed.result?.advance_amount).toBe(total);
    expect(placed.order).toMatchObject({ title: 'Pago pendiente: aprueba el cobro en Vana Pay', step: 'AwaitingCustomerInput' });
    expect(placed.order!.totals.amount_unpaid).toBe(total);
    const instructions = placed.result!.advance_instructions;
    expect(instructions.map((item) => item.text).join('\n')).toContain(`aprueba el cobro de **Q${total.toFixed(2)}** de Tienda por tu pedido ${placed.orderNumber}`);
    const link = instructions.find((item) => item.type === 'LINK')!;
    const stockAfterOrder = stockOf(api, shopper.product.public_sku);

    // The wallet, as a browser would use it: open the link, press «Aprobar» (a script-free form).
    const pageUrl = new URL(link.text, api.url);
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Aprobar');
    const action = new URL(html.match(/<form[^>]*action="([^"]+)"/)![1]!, pageUrl);
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    const answer = await fetch(action, { method: 'POST', body: new URLSearchParams({ ...fields, action: 'approve' }) });
    expect(answer.status).toBe(200);

    const order = await client.orders.get(placed.orderNumber);
    expect(order).toMatchObject({ payment_method: 'VANA_PAY', title: PAID, step: 'AfterPaid' });
    expect(order.totals.amount_unpaid).toBe(0);
    expect(order.totals.amount_total).toBe(total);
    expect(stockOf(api, shopper.product.public_sku)).toBe(stockAfterOrder);
  });

  it('pickup with COD at a pickup point that takes cash: SUCCESS, pay on pickup, with a PIN', async () => {
    const shopper = await shopperWith(api, { offset: 9, quantity: 2 });
    const { client } = shopper;
    await client.checkout.start();
    const points = await client.checkout.loadPickupOptions();
    const cash = points.find((point) => point.public_id === 'gt-zona-10')!;
    expect(cash.is_cod_enabled).toBe(true);
    await client.checkout.edit({ kind: 'pickupOption', id: cash.id });
    await client.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
    expect(client.checkout.store.getSnapshot().preview!.totals.amount_shipping).toBe(0);
    const placed = await placeAndCheck(shopper, 'COD', 2);
    expect(placed.result?.payment_result_type).toBe('SUCCESS');
    expect(placed.order).toMatchObject({ title: 'Confirmado: pagas al recogerlo', step: 'Approved', show_order_qr: true, delivery_option: null });
    expect(placed.order!.pickup_option?.public_id).toBe('gt-zona-10');
    expect(placed.order!.pin).toMatch(/^[0-9]{6}$/);
  });
});
