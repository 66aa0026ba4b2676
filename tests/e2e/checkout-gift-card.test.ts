import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ListedProduct as Product, networkQuiet, priceOf, signInThroughForm, storeApi, useStoreAndBrowser, waitForHydration } from './support';

/**
 * A gift card that covers the whole order, in Chromium against the real store and local API (review defect 10): the
 * checkout asks for no payment method and no card, the order is sent with the method for nothing to pay
 * (BANK_DEPOSIT, src/domain/checkout/order-rules.ts) and the API answers NO_PAYMENT_NEEDED; the order says the gift
 * card paid it, and the card's balance went down by what the order cost.
 */
const ctx = useStoreAndBrowser();

const PASSWORD = 'Quetzal#2026';
/** A demo gift card of Q1,000 (docs/demo.md): more than a cheap product and its shipping. */
const GIFT_CARD = 'FELIZ-CUMP-LEAN-IOS';
const store = storeApi(ctx);
const api = store.call;
const signUp = (who: string) => store.signUp(who, PASSWORD);

let product: Product;
/** Another shopper's empty cart, that only reads the gift card's balance (it pays nothing from it). */
let observer: { token: string; cartId: string };

/** What is left on the gift card now, as a cart answers it. */
async function balance(): Promise<number> {
  const answer = await api(`/cart/${observer.cartId}`, { method: 'PUT', token: observer.token, body: { gift_cards: [{ number: GIFT_CARD }] } });
  expect(answer.status).toBe(200);
  const card = (answer.body.gift_cards as { number: string; is_valid: boolean; available_balance: number | null }[]).find((c) => c.number === GIFT_CARD)!;
  expect(card.is_valid).toBe(true);
  return card.available_balance!;
}

beforeAll(async () => {
  const anonymous = (await api('/anonymous/', { method: 'POST' })).body as { token: string };
  const listed = (await api('/product?page_size=60&page=1', { token: anonymous.token })).body.products as Product[];
  product = listed.filter((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK' && p.price >= 50 && p.price <= 400).sort((a, b) => a.price - b.price)[0]!;
  expect(product, 'a cheap product in stock').toBeTruthy();
  const { token } = await signUp('saldo');
  const cart = await api('/cart', { method: 'POST', token });
  observer = { token, cartId: cart.body.cart_id as string };
});

const signIn = (page: Page, email: string) => signInThroughForm(page, ctx.store.url, email, PASSWORD);

/** The open step's heading has the focus (it took it when the step opened). */
async function expectStep(page: Page, name: string) {
  const heading = page.locator('.checkout__step:not([hidden]) h2.checkout__step-title');
  await expect.poll(() => heading.innerText()).toMatch(new RegExp(`${name}$`));
}

describe('a purchase paid in full by a gift card', () => {
  it('asks for no payment method or card, places the order as nothing to pay, and takes the total off the card', async () => {
    const before = await balance();
    expect(before).toBeGreaterThan(product.price + 100);
    const { email, token } = await signUp('regalo');
    const saved = await api('/address', {
      method: 'POST',
      token,
      body: { first_name: 'Ana', last_name: 'Prueba', phone: '55501234', street: '12 calle 1-25, zona 10', references: null, city: 'Guatemala', state: 'GU', country: 'GT' },
    });
    expect(saved.status).toBeLessThan(300);

    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT', timezoneId: 'America/Guatemala' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // What the page asks of the API for the payment: the order calls (with their bodies and answers), payment options, a card's 3-D Secure set-up.
    const orderCalls: { body: Record<string, unknown>; answer: Promise<Record<string, unknown>> }[] = [];
    const paymentCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'PUT' && /\/api\/public\/checkout\/[^/]+\/order\/?$/.test(path)) {
        orderCalls.push({ body: request.postDataJSON() as Record<string, unknown>, answer: request.response().then((response) => response!.json() as Promise<Record<string, unknown>>) });
      }
      if (path.startsWith('/api/public/') && /\/payment_option|\/3ds_setup/.test(path)) paymentCalls.push(`${request.method()} ${path}`);
    });

    await signIn(page, email);
    await page.goto(`${ctx.store.url}/producto/${product.slug}`);
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();

    // The gift card, in the cart's code field.
    await page.goto(`${ctx.store.url}/carrito`);
    await networkQuiet(page);
    const code = page.getByRole('textbox', { name: 'Cupón o tarjeta de regalo' });
    await code.fill(GIFT_CARD.toLowerCase());
    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect.poll(() => page.getByTestId('applied-codes').innerText()).toContain(GIFT_CARD);
    await expect.poll(async () => priceOf(await page.getByTestId('cart-total').innerText())).toBe(0);

    // Delivery: the saved address and the standard option; the gift card pays the shipping too.
    await page.getByRole('link', { name: 'Continuar al pago' }).click();
    await page.waitForURL((url) => url.pathname === '/pagar');
    await page.getByRole('radio', { name: /12 calle 1-25, zona 10/ }).check();
    const standard = page.getByRole('radio', { name: /^Envío (a domicilio|gratis a domicilio) \(/ });
    await standard.check();
    await expect.poll(async () => (await page.getByTestId('amount-shipping').first().innerText()).replace(/\s/g, '')).toMatch(/^EnvíoQ[\d,.]+$/);
    await expect.poll(async () => priceOf(await page.getByTestId('checkout-total').first().innerText())).toBe(0);
    await page.getByRole('button', { name: 'Continuar al pago' }).click();

    // Payment: the card covers it; no method and no card form.
    await expectStep(page, 'Pago');
    const covered = page.getByTestId('pay-covered');
    await covered.waitFor();
    expect(await covered.innerText()).toContain('Tu tarjeta de regalo cubre el total');
    const paymentStep = page.locator('.checkout__step:not([hidden])');
    expect(await paymentStep.getByRole('radio').count()).toBe(0);
    expect(await page.getByLabel('Número de la tarjeta').count()).toBe(0);
    await page.getByRole('button', { name: 'Continuar a la factura' }).click();
    await expectStep(page, 'Factura');
    await page.getByRole('button', { name: 'Continuar a revisar' }).click();
    await expectStep(page, 'Revisar');
    const review = page.locator('.checkout__step:not([hidden])');
    expect(await review.innerText()).toContain('Sin pago: tu tarjeta de regalo cubre el total.');
    expect(await review.innerText()).toContain(product.title);

    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    await page.waitForURL((url) => url.pathname === '/pagar/listo', { timeout: 30_000 });
    const number = (await page.getByTestId('order-number').innerText()).trim();
    expect(number).toMatch(/^\d+$/);

    // One order call, sent as nothing to pay: the method for a total of 0, no card; answered NO_PAYMENT_NEEDED.
    expect(orderCalls).toHaveLength(1);
    expect(orderCalls[0]!.body.payment_method).toBe('BANK_DEPOSIT');
    expect(orderCalls[0]!.body.new_card ?? null).toBeNull();
    expect(orderCalls[0]!.body.existing_card_id ?? null).toBeNull();
    const answer = await orderCalls[0]!.answer;
    expect(answer).toMatchObject({ order_number: number, payment_result_type: 'NO_PAYMENT_NEEDED' });
    // No payment options were asked for, no card was set up.
    expect(paymentCalls).toEqual([]);

    // The order as the API keeps it: the gift card paid all of it, nothing is owed.
    const order = await api(`/order/${number}`, { token });
    expect(order.status).toBe(200);
    const totals = order.body.totals as Record<string, number>;
    const cost = Math.round((totals.amount_sub_total! + totals.amount_shipping!) * 100) / 100;
    expect(totals.amount_sub_total).toBeCloseTo(product.price, 2);
    expect(totals.amount_shipping).toBeGreaterThan(0);
    expect(totals).toMatchObject({ amount_total: 0, amount_unpaid: 0, discount_coupons: 0 });
    expect(totals.discount_gift_card).toBeCloseTo(cost, 2);

    // The order page says so, instead of a payment method.
    await page.getByRole('link', { name: 'Ver tu pedido' }).click();
    await page.waitForURL((url) => url.pathname === `/cuenta/pedidos/${number}`);
    const payment = page.getByRole('region', { name: 'Pago' });
    await payment.waitFor();
    expect(await payment.innerText()).toContain('Sin pago: tu tarjeta de regalo cubrió el total.');
    expect(await payment.innerText()).not.toContain('Depósito');

    // The card's balance went down by what the order cost.
    expect(await balance()).toBeCloseTo(before - cost, 2);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
