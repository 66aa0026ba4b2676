import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import type { ProductSummary, UseCaseError } from '../../src';
import type { StepUpParams } from '../../src/domain/checkout/checkout';
import { clientFor, startLocalApi, type RunningApi } from './support/local-api';

/**
 * The alternate card authorization over a socket: an order the 3-D Secure
 * challenge left unpaid is then paid through tienda.payments.payOrder.
 */
let api: RunningApi;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => {
  await api?.stop();
});

const ana = DEMO_ACCOUNTS[0]!;

/** The local challenge page's form, posted as a browser would, with the shopper's decision. */
async function answerChallenge(params: StepUpParams, action: 'authorize' | 'reject') {
  const url = new URL(params.step_up_url!);
  const html = await (await fetch(url)).text();
  const formAction = new URL(html.match(/<form[^>]*action="([^"]+)"/)![1]!.replace(/&amp;/g, '&'), url);
  const fields = Object.fromEntries([...html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const answer = await fetch(formAction, { method: 'POST', body: new URLSearchParams({ ...fields, code: '1234', action }), redirect: 'manual' });
  expect(answer.status).toBeLessThan(400);
}

const orderRow = (n: string) =>
  api.db.prepare('SELECT payment_status, paid_cents, total_cents, masked_card FROM orders WHERE order_number = ?').get(n) as {
    payment_status: string;
    paid_cents: number;
    total_cents: number;
    masked_card: string;
  };

describe('tienda.payments.payOrder against the real local API', () => {
  it('an order left pending by a declined 3-D Secure challenge is paid with 4242…4242: paid, exactly one charge', async () => {
    const { client } = clientFor(api);
    const reported: UseCaseError[] = [];
    client.errors$.subscribe((error) => reported.push(error));
    await client.start();
    await client.session.login({ email: ana.email, password: ana.password });
    const row = api.db
      .prepare(`SELECT public_sku FROM products WHERE status = 'PUBLISHED' AND type = 'SIMPLE' AND stock_status = 'IN_STOCK' AND stock_quantity >= 20 AND price_cents BETWEEN 5000 AND 150000 ORDER BY id LIMIT 1 OFFSET 5`)
      .get() as { public_sku: string };
    const product: ProductSummary = (await client.catalog.loadProductPage({ id: row.public_sku })).product;
    await client.cart.add({ product, quantity: 1 });
    await client.checkout.start();
    const options = await client.checkout.loadDeliveryOptions('demo-ana-casa');
    await client.checkout.edit({ kind: 'shippingAddress', id: 'demo-ana-casa' });
    await client.checkout.edit({ kind: 'deliveryOption', id: (options.find((option) => !option.is_disabled) ?? options[0]!).id! });
    await client.checkout.edit({ kind: 'pickupContact', name: 'Ana López', phone: '55551234' });
    await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
    await client.checkout.edit({ kind: 'newCard', card: { number: '4000 0084 0000 1629', expiration_month: 12, expiration_year: 2031, cvv: '737', tokenize: false } });

    // The shopper presses «Rechazar» on the challenge: the order stays, unpaid.
    const placed = await client.checkout.createOrder({ stepUp: (params) => answerChallenge(params, 'reject') });
    expect(placed).toMatchObject({ status: 'pending', cause: '3DS_DECLINED' });
    const orderNumber = placed.orderNumber;
    expect(orderRow(orderNumber)).toMatchObject({ payment_status: 'AWAITING_CARD_VERIFICATION', paid_cents: 0 });

    // Then pays it with another card.
    const shown: unknown[] = [];
    const paid = await client.payments.payOrder({
      orderNumber,
      card: { number: '4242 4242 4242 4242', expiration_month: 12, expiration_year: 2031, cvv: '737' },
      stepUp: (params) => void shown.push(params),
    });
    expect(paid).toMatchObject({ status: 'paid', orderNumber, paymentResult: 'SUCCESS' });
    expect(shown).toEqual([]);
    const stored = orderRow(orderNumber);
    expect(stored).toMatchObject({ payment_status: 'PAID', masked_card: '424242******4242' });
    expect(stored.paid_cents).toBe(stored.total_cents);
    expect(paid.order?.totals.amount_unpaid).toBe(0);
    expect(client.orders.store.getSnapshot().current?.order_number).toBe(orderNumber);

    // Paying again is refused (already paid) and charges nothing.
    const again = (await client.payments
      .payOrder({ orderNumber, card: { number: '4242424242424242', expiration_month: 12, expiration_year: 2031, cvv: '737' } })
      .catch((error: UseCaseError) => error)) as UseCaseError;
    expect([again.cause, again.userMessage]).toEqual(['NOT_ALLOWED', `Tu pedido ${orderNumber} ya está pagado.`]);
    reported.length = 0;
    const charges = api.db
      .prepare('SELECT COUNT(*) AS n FROM alternate_card_auth a JOIN orders o ON o.id = a.order_id WHERE o.order_number = ? AND a.charged_at IS NOT NULL')
      .get(orderNumber) as { n: number };
    expect(charges.n).toBe(1);
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE order_number = ?').get(orderNumber) as { n: number }).n).toBe(1);
    expect(reported.map((error) => error.cause)).toEqual([]);
  }, 30_000);
});
