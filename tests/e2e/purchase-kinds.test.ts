import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sidewaysOverflow, storeApi, useStoreAndBrowser, signInThroughForm } from './support';

/**
 * Review defects 5 and 6 (issue 25) in Chromium against the real store and local API: a vending item's cart line
 * and checkout say where it is collected and ask for no delivery; an event page says when and where; a paid seated
 * order lists one ticket per seat with its row and number, and no parcel timeline.
 */
const ctx = useStoreAndBrowser();

const PASSWORD = 'Quetzal#2026';
const store = storeApi(ctx);
const api = store.call;
const signUp = () => store.signUp('kinds', PASSWORD);

const signIn = (page: Page, email: string) => signInThroughForm(page, ctx.store.url, email, PASSWORD);

describe('purchase kinds (review defects 5 and 6)', () => {
  it('a vending item: the cart line names the machine and slot, no shipping offers, and checkout asks for no delivery', async () => {
    const { email } = await signUp();
    for (const width of [1280, 360]) {
      const context = await ctx.browser.newContext({ viewport: { width, height: 900 }, locale: 'es-GT', timezoneId: 'America/Guatemala' });
      const page = await context.newPage();
      await signIn(page, email);
      if (width === 1280) {
        await page.goto(`${ctx.store.url}/maquina/oficinas-zona-10`);
        await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.getAttribute('data-ready') === 'true');
        await page.locator('[data-testid="vending-slot"][data-code="A1"]').getByRole('button', { name: /^Agregar/ }).click();
        await page.waitForFunction(() => document.querySelector('[data-code="A1"] [role="status"]')?.textContent === 'Agregado al carrito');
      }
      await page.goto(`${ctx.store.url}/carrito`);
      const line = page.getByTestId('line-vending');
      await line.waitFor();
      expect(await line.textContent()).toContain('Máquina EXP-Z10-01, posición A1');
      expect(await page.getByText(/para envío gratis/).count()).toBe(0);
      expect(await page.getByText('¿Cuándo llega?').count()).toBe(0);
      await page.getByRole('link', { name: /Continuar al pago/ }).or(page.getByRole('button', { name: /Continuar al pago/ })).first().click();
      await page.waitForURL(/\/pagar$/);
      const steps = page.getByRole('navigation', { name: 'Pasos de la compra' }).getByRole('button');
      await page.getByTestId('fulfilment').first().waitFor();
      expect(await steps.allTextContents()).toEqual(['1Pago', '2Factura', '3Revisar']);
      expect(await page.getByTestId('fulfilment').first().textContent()).toContain('Lo recoges en la máquina EXP-Z10-01, posición A1');
      expect(await page.getByText('¿Cómo quieres recibir tu pedido?').count()).toBe(0);
      expect(await page.getByTestId('amount-shipping').count()).toBe(0);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await context.close();
    }
  });

  it('an event page says when and where next to the price; a paid seated order lists its seats as tickets, without a parcel timeline', async () => {
    const { email, token } = await signUp();
    const slug = 'musical-leyendas-de-guatemala-asiento-numerado';
    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-GT', timezoneId: 'America/Guatemala' });
    const page = await context.newPage();
    await page.goto(`${ctx.store.url}/producto/${slug}`);
    const when = page.locator('.product-page__head [data-testid="event-when"]');
    // A Friday evening some weeks after the day the database was seeded (local-api/product/seed.ts's firstEventDay).
    expect(await when.textContent()).toMatch(/^viernes, \d{1,2} de \w+ de \d{4}, (19|20):00Teatro /);

    // The order through the API: two seats held, the cart, a card payment.
    const page1 = (await api(`/page/product/${slug}?include=EVENT_SEATS,PRODUCT`, { token })).body as unknown as {
      product: { public_sku: string };
      event_seats: { id: string; row: string; col: number; status: string }[];
    };
    const sku = page1.product.public_sku;
    const chosen = page1.event_seats.filter((s) => s.status === 'AVAILABLE').slice(0, 2);
    expect((await api(`/product/${sku}/event_seats`, { method: 'PUT', token, body: { seat_ids: chosen.map((s) => s.id) } })).status).toBe(200);
    const cartId = (await api('/cart', { method: 'POST', token })).body.cart_id as unknown as string;
    expect((await api(`/cart/${cartId}/item`, { method: 'POST', token, body: { product_public_sku: sku, quantity: 2 } })).status).toBe(200);
    const placed = await api(`/checkout/${cartId}/order`, {
      method: 'PUT',
      token,
      headers: { 'Idempotency-Key': `kinds-${Date.now()}` },
      body: {
        cart_id: cartId,
        invoice_type: 'TAX_ID',
        invoice_data: { tax_id: 'CF', name: '', address: '' },
        payment_method: 'CARD',
        new_card: { number: '4242424242424242', expiration_month: 12, expiration_year: 2030, cvv: '123', tokenize: false },
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = placed.body.order_number as unknown as string;

    await signIn(page, email);
    await page.goto(`${ctx.store.url}/cuenta/pedidos/${number}`);
    const tickets = page.getByTestId('ticket');
    await page.getByTestId('order-tickets').waitFor();
    expect(await tickets.count()).toBe(2);
    const seatsShown = (await page.locator('.ticket__seat').allTextContents()).sort();
    expect(seatsShown).toEqual(chosen.map((s) => `Fila ${s.row}, asiento ${s.col}`).sort());
    expect(await page.getByTestId('order-timeline').count()).toBe(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await context.close();
  });
});
