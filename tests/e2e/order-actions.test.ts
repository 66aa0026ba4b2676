import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CARD_AUTHORIZATION_NUMBER } from '../../local-api/seed/demo-orders';
import { expectTrustedAtBothWidths, keepScreenshot, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const PASSWORD = 'Tienda123!';

/** lucia in a browser of her own, signed in through the login page and back at `path`. */
async function lucia(path: string): Promise<{ page: Page; errors: string[] }> {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT', acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${ctx.store.url}${path}`);
  await page.waitForURL((url) => url.pathname === '/ingresar');
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico').fill('lucia@tienda.test');
  await form.getByLabel('Contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === path);
  return { page, errors };
}

/** A real PNG drawn by the browser (the API reads the bytes and the size). */
async function pngOf(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const g = canvas.getContext('2d')!;
    g.fillStyle = fill;
    g.fillRect(0, 0, 320, 200);
    g.fillStyle = '#fff';
    g.fillRect(20, 20, 280, 40);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, colour);
  return Buffer.from(base64, 'base64');
}

const shot = (page: Page, name: string) => keepScreenshot(page, name, { fullPage: true });

describe("an order's actions and the warranty, in the browser", () => {
  it('100007: a wrong then the right authorization number, then cancelling the order', async () => {
    const { page, errors } = await lucia('/cuenta/pedidos/100007');
    const number = page.getByLabel('Número de autorización');
    await number.waitFor();
    await expectTrustedAtBothWidths(page, 'order-actions-authorization');
    await number.fill('000000');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('El número 000000 no coincide con el de tu banco', { exact: false }).waitFor();
    await number.fill(DEMO_CARD_AUTHORIZATION_NUMBER);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.getByText('Verificamos el número de autorización: tu pago con tarjeta está confirmado.').waitFor();
    expect(await number.count()).toBe(0);

    await page.getByRole('button', { name: 'Cancelar pedido' }).click();
    const form = page.getByRole('form', { name: 'Cancelar el pedido 100007' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Confirmar la cancelación' }).click();
    await form.getByText('Elige por qué cancelas el pedido.').waitFor();
    await form.getByLabel('¿Por qué lo cancelas?').selectOption('Otro');
    await form.getByLabel('Cuéntanos el motivo').fill('Lo compré en otra tienda.');
    await form.getByLabel('En una cuenta bancaria').check();
    await form.getByLabel('Banco').selectOption('Banrural');
    await expectTrustedAtBothWidths(page, 'order-actions-cancel');
    await form.getByLabel('En mi tarjeta', { exact: false }).check();
    // Paid by card: the cancellation names the payment (spec section 3), each problem beside its field.
    await form.getByRole('button', { name: 'Confirmar la cancelación' }).click();
    await form.getByText('Escribe el número de autorización del cobro', { exact: false }).waitFor();
    await form.getByLabel('Número de autorización del cobro').fill(DEMO_CARD_AUTHORIZATION_NUMBER);
    await form.getByLabel('Últimos 4 dígitos de la tarjeta').fill('1111');
    await form.getByRole('button', { name: 'Confirmar la cancelación' }).click();
    await page.getByText('Cancelaste el pedido 100007. Te devolveremos el cobro a tu tarjeta.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancelaste el pedido 100007. Te devolveremos el cobro a tu tarjeta.');
    expect(await page.getByRole('button', { name: 'Cancelar pedido' }).count()).toBe(0);
    await shot(page, 'order-actions-cancelled-1280.png');
    expect(errors).toEqual([]);
  });

  it('100005: a bank slip previewed, uploaded with its amount, listed in review and viewable', async () => {
    const { page, errors } = await lucia('/cuenta/pedidos/100005');
    const panel = page.getByRole('region', { name: 'Boleta de depósito' });
    await panel.waitFor();
    await panel.getByLabel('Foto de la boleta').setInputFiles({ name: 'boleta.png', mimeType: 'image/png', buffer: await pngOf(page, '#2d6a4f') });
    await panel.getByAltText('Vista previa de boleta.png').waitFor();
    await panel.getByLabel('Monto depositado (Q)').fill('150.50');
    // «Cómo pagar»'s list keeps its markers inside the card: a list indented by at least its own 1em marker.
    const list = page.getByTestId('instructions').locator('ul').first();
    const indent = await list.evaluate((ul) => parseFloat(getComputedStyle(ul).paddingInlineStart) / parseFloat(getComputedStyle(ul).fontSize));
    expect(indent).toBeGreaterThanOrEqual(1);
    await expectTrustedAtBothWidths(page, 'order-actions-bank-slip');
    await panel.getByRole('button', { name: 'Subir boleta' }).click();
    await page.getByText(/^Recibimos tu boleta de Q\s?150\.50\. La revisaremos pronto\.$/).waitFor();
    expect(await panel.getByTestId('bank-slip-state').textContent()).toContain('la estamos revisando');
    const slip = panel.getByTestId('bank-slip');
    expect(await slip.count()).toBe(1);
    expect(await slip.textContent()).toContain('En revisión');
    await slip.getByRole('button', { name: 'Ver boleta 1' }).click();
    const image = slip.getByAltText('Boleta 1 del pedido 100005');
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 320)).toBe(true);
    await expectTrustedAtBothWidths(page, 'order-actions-bank-slip-sent');
    expect(errors).toEqual([]);
  });

  it('100006: the out-of-stock split, then shipping what is in stock', async () => {
    const { page, errors } = await lucia('/cuenta/pedidos/100006');
    const panel = page.getByRole('region', { name: 'Productos agotados' });
    await panel.getByText('Esperan existencias').waitFor();
    await panel.getByRole('button', { name: 'Quitar lo agotado' }).click();
    await expectTrustedAtBothWidths(page, 'order-actions-out-of-stock');
    await panel.getByRole('button', { name: 'No quitar' }).click();
    await panel.getByRole('button', { name: 'Enviar lo disponible' }).click();
    // The shopper is told which lines ship now and which wait.
    await page.getByText(/^Listo: Enviamos ya: .+\. Esperan existencias: .+\. Lo demás sale cuando vuelva a haber existencias\.$/).waitFor();
    await panel.getByText('Se envían ya').waitFor();
    await panel.getByText('Elegiste recibir primero lo disponible', { exact: false }).waitFor();
    await shot(page, 'order-actions-ship-in-stock-1280.png');
    expect(errors).toEqual([]);
  });

  it('100004: the invoice downloads and opens; a warranty claim with a photo, then «Mis garantías»', async () => {
    const { page, errors } = await lucia('/cuenta/pedidos/100004');
    await page.getByRole('button', { name: 'Descargar factura' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar factura' }).click()]);
    expect(download.suggestedFilename()).toBe('factura-100004.pdf');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Ver factura' }).click()]);
    await tab.waitForURL(/invoice\/view\?token=/);
    expect(await tab.locator('h1').textContent()).toMatch(/Factura/);
    await tab.close();

    const claimLink = page.getByRole('link', { name: /^Reclamar garantía de / });
    await claimLink.click();
    await page.waitForURL(/\/cuenta\/pedidos\/100004\/garantia\//);
    await page.getByLabel('¿Qué problema tiene?').fill('La pantalla parpadea al encenderlo.');
    await page.getByLabel('Notas (opcional)').fill('Pasa desde la semana pasada.');
    await page.locator('#wc-images').setInputFiles([
      { name: 'foto-1.png', mimeType: 'image/png', buffer: await pngOf(page, '#1d3557') },
      { name: 'foto-2.png', mimeType: 'image/png', buffer: await pngOf(page, '#e76f51') },
    ]);
    await page.getByAltText('Vista previa de foto-2.png').waitFor();
    await expectTrustedAtBothWidths(page, 'warranty-claim-form');
    await page.getByRole('button', { name: 'Enviar reclamo' }).click();
    await page.getByRole('heading', { name: 'Enviamos tu reclamo' }).waitFor();
    await shot(page, 'warranty-claim-sent-1280.png');
    await page.getByRole('link', { name: 'Ver tus garantías' }).click();
    await page.waitForURL((url) => url.pathname === '/cuenta/garantias');
    const card = page.getByTestId('warranty-claim');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId('warranty-step').textContent()).toContain('Recibido');
    expect(await card.getByRole('img', { name: /^Foto \d del reclamo$/ }).count()).toBe(2);
    await expectTrustedAtBothWidths(page, 'warranty-claims');
    await card.getByRole('button', { name: 'Cancelar reclamo' }).click();
    await card.getByText('Cancelado').first().waitFor();
    expect(await card.getByRole('button', { name: 'Cancelar reclamo' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
