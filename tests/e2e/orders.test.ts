import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { createTiendaClient, MemoryStorage, type ProductSummary } from '../../src/node';
import { expectTrustedAtBothWidths, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const PASSWORD = 'Tienda123!';
const ana = DEMO_ACCOUNTS.find((account) => account.email === 'ana@tienda.test')!;

async function signIn(browser: Browser, email: string, volver: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${ctx.store.url}/ingresar?volver=${encodeURIComponent(volver)}`);
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === volver);
  return page;
}

/** ana places a cash-on-delivery order to her home through the library, and gets its number and her session. */
async function anaPlacesADeliveryOrder(): Promise<{ number: string; token: string }> {
  const client = createTiendaClient({ environment: 'local', apiRoot: `${ctx.store.url}/api/public`, storage: new MemoryStorage() });
  await client.start();
  await client.session.login({ email: ana.email, password: ana.password });
  const token = client.session.store.getSnapshot().session!.token;
  const body = (await (await fetch(`${ctx.store.url}/api/public/product?page_size=50`, { headers: { Session: token } })).json()) as unknown;
  const items = (Array.isArray(body) ? body : ((body as { products?: unknown[] }).products ?? (body as { items: unknown[] }).items)) as ProductSummary[];
  const found = items.find((item) => item.type === 'SIMPLE' && item.stock_status === 'IN_STOCK' && item.price >= 50 && item.price <= 1500)!;
  const { product } = await client.catalog.loadProductPage({ id: found.public_sku });
  await client.cart.add({ product, quantity: 1 });
  await client.checkout.start();
  const options = await client.checkout.loadDeliveryOptions('demo-ana-casa');
  await client.checkout.edit({ kind: 'shippingAddress', id: 'demo-ana-casa' });
  await client.checkout.edit({ kind: 'deliveryOption', id: (options.find((option) => !option.is_disabled) ?? options[0]!).id! });
  await client.checkout.edit({ kind: 'pickupContact', name: 'Ana López', phone: '55551234' });
  await client.checkout.edit({ kind: 'paymentMethod', method: 'COD' });
  const result = await client.checkout.createOrder();
  if (result.status !== 'placed') throw new Error(`the order was not placed: ${result.status}`);
  return { number: result.orderNumber, token };
}

/** Moves the order along with the development control until it reaches `step`. */
async function advanceTo(number: string, step: string) {
  for (let i = 0; i < 8; i++) {
    const res = await fetch(`${ctx.store.url}/dev/orders/${number}/advance`, { method: 'POST' });
    expect(res.status).toBe(200);
    if (((await res.json()) as { step: string }).step === step) return;
  }
  throw new Error(`order ${number} never reached ${step}`);
}

describe('the order list and an order', () => {
  it('lists lucia\'s orders with status chips, and shows a pickup order\'s PIN and QR without moving the page', async () => {
    const page = await signIn(ctx.browser, 'lucia@tienda.test', '/cuenta/pedidos');
    const rows = page.getByTestId('order-row');
    await rows.first().waitFor();
    const numbers = await page.locator('.order-row__number').allTextContents();
    expect(numbers).toEqual(expect.arrayContaining(['Pedido 100001', 'Pedido 100002', 'Pedido 100003']));
    const row = rows.filter({ hasText: 'Pedido 100002' });
    expect(await row.getByTestId('order-chip').textContent()).toBe('Listo para recoger');
    // Fewer than 20 orders: no «Ver más».
    expect(await page.getByRole('button', { name: 'Ver más' }).count()).toBe(0);
    await expectTrustedAtBothWidths(page, 'orders-list');

    await row.getByRole('link', { name: 'Pedido 100002' }).click();
    await page.waitForURL((url) => url.pathname === '/cuenta/pedidos/100002');
    const pickup = page.getByRole('region', { name: 'Recoger en tienda' });
    await pickup.waitFor();
    const square = await pickup.getByTestId('pickup-qr').boundingBox();
    expect(await pickup.getByTestId('pickup-pin').textContent()).toBe('246810');
    const qr = pickup.getByRole('img', { name: 'Código QR para recoger el pedido 100002' });
    await qr.waitFor();
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The QR's square was there before the code drew it: nothing moved.
    expect(await pickup.getByTestId('pickup-qr').boundingBox()).toEqual(square);
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('Listo para recogerAhora');
    await expectTrustedAtBothWidths(page, 'order-pickup');
    await page.context().close();
  });

  it('shows a delivery order on its way and a cancelled one, each with its timeline', async () => {
    const shipped = await anaPlacesADeliveryOrder();
    await advanceTo(shipped.number, 'Shipped');
    const cancelled = await anaPlacesADeliveryOrder();
    const res = await fetch(`${ctx.store.url}/api/public/order/${cancelled.number}/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Session: cancelled.token },
      body: JSON.stringify({ reason: 'Ya no lo necesito' }),
    });
    expect(res.status).toBe(200);

    const page = await signIn(ctx.browser, ana.email, `/cuenta/pedidos/${shipped.number}`);
    await page.getByTestId('order-timeline').waitFor();
    expect(await page.getByTestId('order-chip').textContent()).toBe('En camino');
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('En caminoAhora');
    expect(await page.getByRole('region', { name: 'Recoger en tienda' }).count()).toBe(0);
    await expectTrustedAtBothWidths(page, 'order-delivery');

    await page.goto(`${ctx.store.url}/cuenta/pedidos/${cancelled.number}`);
    await page.getByTestId('order-timeline').waitFor();
    expect(await page.getByTestId('order-chip').textContent()).toBe('Cancelado');
    expect(await page.locator('.timeline__step--failed').textContent()).toBe('Cancelado');
    expect(await page.locator('[aria-current="step"]').count()).toBe(0);
    await expectTrustedAtBothWidths(page, 'order-cancelled');
    await page.context().close();
  });
});
