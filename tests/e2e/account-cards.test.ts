import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { createTiendaClient, MemoryStorage, type ProductSummary } from '../../src/node';
import { sidewaysOverflow, keepScreenshot, seriousViolations, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const ana = DEMO_ACCOUNTS[0]!;

/** ana, signed in through the library in Node against the store's API, with one product in her cart. */
async function anaWithACart() {
  const client = createTiendaClient({ environment: 'local', apiRoot: `${ctx.store.url}/api/public`, storage: new MemoryStorage() });
  await client.start();
  await client.session.login({ email: ana.email, password: ana.password });
  const token = client.session.store.getSnapshot().session!.token;
  const body = (await (await fetch(`${ctx.store.url}/api/public/product?page_size=50`, { headers: { Session: token } })).json()) as unknown;
  const items = (Array.isArray(body) ? body : ((body as { products?: unknown[]; items?: unknown[] }).products ?? (body as { items: unknown[] }).items)) as ProductSummary[];
  const found = items.find((item) => item.type === 'SIMPLE' && item.stock_status === 'IN_STOCK' && item.price >= 50 && item.price <= 1500)!;
  const { product } = await client.catalog.loadProductPage({ id: found.public_sku });
  await client.cart.add({ product, quantity: 1 });
  return client;
}

/** A purchase with a new card kept for later (tokenized), as a shopper ticking «Guardar esta tarjeta» makes. */
async function buyWithSavedCard() {
  const client = await anaWithACart();
  await client.checkout.start();
  const options = await client.checkout.loadDeliveryOptions('demo-ana-casa');
  await client.checkout.edit({ kind: 'shippingAddress', id: 'demo-ana-casa' });
  await client.checkout.edit({ kind: 'deliveryOption', id: (options.find((option) => !option.is_disabled) ?? options[0]!).id! });
  await client.checkout.edit({ kind: 'pickupContact', name: 'Ana López', phone: '55551234' });
  await client.checkout.edit({ kind: 'paymentMethod', method: 'CARD' });
  await client.checkout.edit({ kind: 'newCard', card: { number: '5555 5555 5555 4444', expiration_month: 10, expiration_year: 2031, cvv: '123', tokenize: true } });
  const result = await client.checkout.createOrder();
  expect(result.status).toBe('placed');
  return client;
}

async function signIn(page: Page, back: string) {
  await page.goto(`${ctx.store.url}${back}`);
  await page.waitForURL((url) => url.pathname === '/ingresar');
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico').fill(ana.email);
  await form.getByLabel('Contraseña').fill(ana.password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === back);
}

async function expectClean(page: Page, what: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const violations = await seriousViolations(page);
  expect(violations, `${what}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
  expect(await sidewaysOverflow(page), `${what} scrolls sideways`).toEqual([]);
}

describe('saved cards and the 3-D Secure frame', () => {
  it('shows the saved cards masked on /cuenta/tarjetas and deletes one after a confirmation, at 1280 and 360 px', async () => {
    const client = await buyWithSavedCard();
    await client.payments.listCards();
    expect(client.payments.cards.getSnapshot().cards.map((card) => card.number).sort()).toEqual(['411111******1111', '555555******4444']);

    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signIn(page, '/cuenta/tarjetas');
    const rows = page.getByTestId('saved-card');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(2);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Mastercard');
    expect(text).toContain('Visa');
    expect(text).toMatch(/4444/);
    expect(text).not.toMatch(/[0-9]{5,}/);
    expect(text).not.toContain('555555');
    await expectClean(page, 'cards at 1280');
    await keepScreenshot(page, 'cards-1280.png', { fullPage: true });

    await page.setViewportSize({ width: 360, height: 780 });
    await expectClean(page, 'cards at 360');
    await keepScreenshot(page, 'cards-360.png', { fullPage: true });

    // Delete the Visa: a confirmation first, with the focus on it; then the card is gone on the server too.
    const visa = rows.filter({ hasText: 'Visa' });
    await visa.getByRole('button', { name: /Borrar tu Visa terminada en 1111/ }).click();
    const confirm = visa.getByRole('button', { name: 'Sí, borrar' });
    expect(await confirm.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectClean(page, 'confirmation at 360');
    await keepScreenshot(page, 'cards-confirm-360.png', { fullPage: true });
    await confirm.click();
    await page.getByRole('status').filter({ hasText: 'Borramos tu Visa terminada en 1111.' }).waitFor({ state: 'attached' });
    expect(await rows.count()).toBe(1);
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toContain('Borrar tu Mastercard terminada en 4444');
    await client.payments.listCards();
    expect(client.payments.cards.getSnapshot().cards.map((card) => card.number)).toEqual(['555555******4444']);

    // The last one: the empty state says how to save one.
    await page.getByRole('button', { name: /Borrar tu Mastercard/ }).click();
    await page.getByRole('button', { name: 'Sí, borrar' }).click();
    await page.getByText('Guarda una tarjeta al pagar marcando «Guardar esta tarjeta».', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expectClean(page, 'empty at 360');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectClean(page, 'empty at 1280');
    await keepScreenshot(page, 'cards-empty-1280.png', { fullPage: true });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);

  it('lets a store page frame the bank challenge (/dev/3ds) without any CSP refusal, and the challenge works inside the frame', async () => {
    const client = await anaWithACart();
    const session = client.session.store.getSnapshot().session!;
    const cartId = client.cart.store.getSnapshot().cart!.cart_id;
    const setup = await fetch(`${ctx.store.url}/api/public/checkout/3ds_setup/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Session: session.token },
      body: JSON.stringify({ cartId, card: { number: '4000000000003220', expiration_month: 12, expiration_year: 2031, cvv: '737', tokenize: false } }),
    });
    expect(setup.status).toBe(200);
    const { reference_id: ref } = (await setup.json()) as { reference_id: string };

    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'es-GT' });
    const page = await context.newPage();
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (frame|load|display)|frame-ancestors/i.test(message.text())) refusals.push(message.text());
    });
    await page.goto(`${ctx.store.url}/`);
    const csp = (await page.context().request.get(`${ctx.store.url}/`)).headers()['content-security-policy']!;
    expect(csp).toMatch(/frame-src 'self'/);
    // The store's page (its own CSP) frames the challenge as StepUpFrame does.
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.width = '400';
      frame.height = '600';
      frame.title = 'Página de verificación de tu banco';
      document.body.append(frame);
    }, `${ctx.store.url}/dev/3ds?ref=${encodeURIComponent(ref)}`);
    const challenge = page.frameLocator('iframe[title="Página de verificación de tu banco"]');
    await challenge.getByText('Tarjeta terminada en 3220.').waitFor();
    await challenge.getByLabel('Código de verificación').fill('1234');
    await challenge.getByRole('button', { name: 'Autorizar' }).click();
    await challenge.getByText('Pago autorizado.', { exact: false }).waitFor();
    expect(refusals).toEqual([]);
    const result = await fetch(`${ctx.store.url}/api/public/checkout/${ref}/3ds_wait_for_result/`, { headers: { Session: session.token } });
    expect(((await result.json()) as { status: string }).status).toBe('AUTHENTICATED');
    await context.close();
  }, 60_000);
});
