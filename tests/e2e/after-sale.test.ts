import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectTrustedAtBothWidths, keepScreenshot, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const PASSWORD = 'Tienda123!';

/** A browser of its own (cookies, storage): two people at two devices. */
async function person(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Opens `path`, which sends to the login page, signs in there and comes back. */
async function signInAt(page: Page, path: string, email: string) {
  await page.goto(`${ctx.store.url}${path}`);
  await page.waitForURL((url) => url.pathname === '/ingresar');
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === path);
}

describe('after the sale, across two accounts: the shopper’s pickup PIN, the worker receives and hands over', () => {
  it('lucia sees PIN and QR; carlos receives 100001 and delivers 100002 (a wrong PIN first); lucia then sees it delivered', async () => {
    const lucia = await person();
    const carlos = await person();
    try {
      // The shopper: her order at the pickup point, with the PIN and the QR the staff will ask for.
      await signInAt(lucia.page, '/cuenta/pedidos/100002', 'lucia@tienda.test');
      await expect.poll(() => lucia.page.getByTestId('pickup-pin').textContent()).toBe('246810');
      expect(await lucia.page.getByText('PIN de recogida', { exact: true }).count()).toBeGreaterThan(0);
      const qr = lucia.page.getByTestId('pickup-qr').getByRole('img', { name: 'Código QR para recoger el pedido 100002' });
      await qr.waitFor();
      expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // She is not pickup staff: no «Recogidas» in her header, and the screen tells her what it is for.
      expect(await lucia.page.getByRole('link', { name: 'Recogidas' }).count()).toBe(0);
      await expectTrustedAtBothWidths(lucia.page, 'after-sale-order-100002');

      // The worker, on another device: the screen of his pickup points.
      await signInAt(carlos.page, '/recogidas', 'carlos@tienda.test');
      const page = carlos.page;
      await page.getByRole('link', { name: 'Recogidas' }).waitFor();
      const receivePanel = page.getByTestId('panel-receive');
      const toReceive = receivePanel.getByTestId('worker-order-100001');
      await toReceive.waitFor();
      expect(await page.getByRole('tab', { name: /Por recibir/ }).getAttribute('aria-selected')).toBe('true');
      expect(await toReceive.innerText()).toContain('Lucía Méndez');
      // Grouped by his two locations, each with its count.
      expect(await receivePanel.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
        'Tienda Zona Viva\n1 pedido',
        'Centro de distribución zona 12 (solo personal autorizado)\n1 pedido',
      ]);
      await expectTrustedAtBothWidths(page, 'recogidas');

      // The lines of the order by name, to check the parcel.
      expect((await toReceive.getByRole('listitem').allInnerTexts()).length).toBeGreaterThan(0);
      expect(await toReceive.getByRole('listitem').first().innerText()).toMatch(/^\d+ × .+ · SKU .+$/);

      // Receive 100001, once confirmed: it leaves «Por recibir», the news is read out and focused.
      await page.getByRole('button', { name: 'Marcar recibido el pedido 100001' }).click();
      const yes = toReceive.getByRole('button', { name: 'Sí, recibido' });
      expect(await yes.evaluate((el) => el === document.activeElement)).toBe(true);
      await yes.click();
      const done = page.getByTestId('worker-done');
      await expect.poll(() => done.textContent()).toMatch(/^Pedido 100001 recibido en .+: ahora está en «Por entregar»\.$/);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('worker-done');
      expect(await receivePanel.getByTestId('worker-order-100001').count()).toBe(0);

      // Deliver 100002: the keyboard reaches «Por entregar» with the arrow key.
      await page.getByRole('tab', { name: /Por recibir/ }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('tab', { name: /Por entregar/ }).getAttribute('aria-selected')).toBe('true');
      const deliverPanel = page.getByTestId('panel-deliver');
      const row = deliverPanel.getByTestId('worker-order-100002');
      await row.waitFor();
      expect(await deliverPanel.getByTestId('worker-order-100001').count()).toBe(1);
      await row.getByRole('button', { name: 'Entregar el pedido 100002' }).click();
      const pin = row.getByLabel('PIN del pedido');
      expect(await pin.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await pin.getAttribute('inputmode')).toBe('numeric');
      expect(await pin.getAttribute('autocomplete')).toBe('one-time-code');

      // A wrong PIN: the API's message under the field, which keeps the focus.
      await pin.fill('111111');
      await row.getByRole('button', { name: 'Confirmar entrega' }).click();
      const problem = row.getByRole('alert');
      await expect.poll(() => problem.textContent()).toMatch(/^El PIN no coincide con el del pedido 100002\. .*te quedan 4 intentos/);
      expect(await pin.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await pin.getAttribute('aria-invalid')).toBe('true');
      await page.setViewportSize({ width: 360, height: 800 });
      await row.scrollIntoViewIfNeeded();
      await keepScreenshot(page, 'recogidas-wrong-pin-360.png');
      await page.setViewportSize({ width: 1280, height: 900 });

      // The right PIN hands it over.
      await pin.fill('246810');
      await row.getByRole('button', { name: 'Confirmar entrega' }).click();
      await expect.poll(() => done.textContent()).toBe('Pedido 100002 entregado a Lucía Méndez.');
      expect(await deliverPanel.getByTestId('worker-order-100002').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('worker-done');

      // The shopper reloads: delivered.
      await lucia.page.reload();
      await expect.poll(() => lucia.page.getByTestId('order-status').textContent()).toMatch(/entregado/i);
      // The timeline's last step, «Entregado», is reached.
      const last = lucia.page.getByTestId('order-timeline').locator('li').last();
      expect(await last.locator('.timeline__label').textContent()).toBe('Entregado');
      expect(await last.innerText()).not.toMatch(/pendiente/);

      // And /recogidas, for her, says whom it is for.
      await lucia.page.goto(`${ctx.store.url}/recogidas`);
      await lucia.page.getByTestId('not-worker').waitFor();
      expect(await lucia.page.getByRole('heading', { name: 'Esta sección es para el personal de los puntos de recogida' }).count()).toBe(1);
      await expectTrustedAtBothWidths(lucia.page, 'recogidas-not-worker');

      expect(lucia.errors).toEqual([]);
      expect(carlos.errors).toEqual([]);
    } finally {
      await lucia.context.close();
      await carlos.context.close();
    }
  });
});

describe('the business forms', () => {
  it('serves /empresas with its fields, refuses a wrong email inline, then sends the B2B enquiry', async () => {
    const visitor = await person();
    const page = visitor.page;
    try {
      const answer = await page.goto(`${ctx.store.url}/empresas`);
      expect(answer?.status()).toBe(200);
      // Server-rendered: the form is in the HTML before any script runs.
      const html = (await answer?.text()) ?? '';
      expect(html).toContain('Ventas a empresas');
      expect(html).toContain('Tamaño de la empresa');
      await expectTrustedAtBothWidths(page, 'empresas');
      const form = page.locator('form#b2b');
      await form.getByRole('button', { name: 'Enviar solicitud' }).waitFor({ state: 'visible' });
      await expect.poll(() => form.getByRole('button', { name: 'Enviar solicitud' }).isEnabled()).toBe(true);

      await form.getByLabel('Nombre completo').fill('Marta Gómez');
      await form.getByLabel('Correo electrónico').fill('marta@empresa');
      await form.getByLabel('Teléfono').fill('5555 1234');
      await form.getByLabel('Empresa', { exact: true }).fill('Distribuidora Maya');
      await form.getByLabel('Tamaño de la empresa').selectOption('11-50');
      await form.getByLabel('Sector').fill('Restaurantes');
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/b2b')) requests.push(request.method());
      });
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect.poll(() => page.locator('#b2b-email-problem').textContent()).toBe('El correo electrónico no es válido (por ejemplo: nombre@empresa.com).');
      expect(await form.getByLabel('Correo electrónico').evaluate((el) => el === document.activeElement)).toBe(true);
      expect(requests).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      await keepScreenshot(page, 'empresas-problem-360.png');
      await page.setViewportSize({ width: 1280, height: 900 });

      await form.getByLabel('Correo electrónico').fill('marta@empresa.com.gt');
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      const thanks = page.getByTestId('b2b-thanks');
      await thanks.waitFor();
      expect(await thanks.innerText()).toContain('Gracias: recibimos tu solicitud.');
      expect(requests).toEqual(['POST']);
      expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
      await keepScreenshot(page, 'empresas-thanks-1280.png');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  it('serves /vender, trusted at both widths, with the footer links to both forms', async () => {
    const visitor = await person();
    const page = visitor.page;
    try {
      await page.goto(`${ctx.store.url}/`);
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: 'Ventas a empresas' }).waitFor();
      await footer.getByRole('link', { name: 'Vende con nosotros' }).click();
      await page.waitForURL((url) => url.pathname === '/vender');
      await page.getByRole('heading', { level: 1, name: 'Vende con nosotros' }).waitFor();
      const form = page.locator('form#seller');
      await expect.poll(() => form.getByRole('button', { name: 'Enviar solicitud' }).isEnabled()).toBe(true);
      await expectTrustedAtBothWidths(page, 'vender');
      // A problem shows as the field is left: CF is a final consumer's, not a business's.
      await form.getByLabel('NIT del negocio').fill('CF');
      await form.getByLabel('Nombre completo').focus();
      await expect.poll(() => page.locator('#seller-business_tax_id-problem').textContent()).toBe('Un vendedor necesita el NIT de su negocio; CF no sirve aquí.');
      expect(await form.getByLabel('NIT del negocio').getAttribute('aria-invalid')).toBe('true');
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
