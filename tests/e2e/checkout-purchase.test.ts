import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTrustedAtBothWidths, keepScreenshot, type ListedProduct as Product, storeApi, useStoreAndBrowser, waitForHydration } from './support';

/**
 * Whole purchases in Chromium against the real store and local API: a guest who signs up on the way and pays
 * cash on delivery; a card that needs the bank's 3-D Secure challenge, completed inside the frame; a pickup
 * paid in installments. Every step is checked by axe and for sideways scroll at 1280 and 360 px, and
 * photographed at both widths. Three sign-ups in all (one through the form, two through the API).
 */
const ctx = useStoreAndBrowser();
const api = storeApi(ctx);

const PASSWORD = 'Quetzal#2026';
let serial = 0;
const freshEmail = (who: string) => `${who}+${Date.now()}-${++serial}-${Math.random().toString(36).slice(2, 6)}@tienda.test`;

let cheap: Product[];
let dear: Product;

beforeAll(async () => {
  const token = await api.anonymous();
  const products: Product[] = [];
  for (const page of [1, 2, 3]) {
    const answer = await api.call<{ products?: Product[] }>(`/product?page_size=60&page=${page}`, { token });
    const listed = answer.body.products ?? [];
    products.push(...listed.filter((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK'));
  }
  cheap = products.filter((p) => p.price >= 100 && p.price <= 800);
  dear = products.find((p) => p.price >= 1200 && p.price <= 4000)!;
  expect(cheap.length).toBeGreaterThan(2);
  expect(dear).toBeTruthy();
});

async function newPage(): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** A fresh account through the API; its token, to save an address the same way. */
const signUpByApi = (who: string) => api.signUp(who, PASSWORD);

async function signIn(page: Page, email: string, volver = '/') {
  await page.goto(`${ctx.store.url}/ingresar?volver=${encodeURIComponent(volver)}`);
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(PASSWORD);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === volver);
}

async function addToCart(page: Page, product: Product, quantity = 1) {
  await page.goto(`${ctx.store.url}/producto/${product.slug}`);
  await waitForHydration(page);
  if (quantity !== 1) await page.getByLabel(/cantidad/i).first().fill(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();
}

/** The open step's heading has the focus (it took it when the step opened). */
async function expectStep(page: Page, name: string) {
  const heading = page.locator('.checkout__step:not([hidden]) h2.checkout__step-title');
  await expect.poll(() => heading.innerText()).toMatch(new RegExp(`${name}$`));
  await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('checkout__step-title') ?? false)).toBe(true);
}

const continueTo = (page: Page, name: string) => page.getByRole('button', { name }).click();

/** From the review: the order placed, the confirmation with its number (the order page checked when asked). */
async function placeAndConfirm(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'Realizar pedido' }).click();
  await page.waitForURL((url) => url.pathname === '/pagar/listo', { timeout: 30_000 });
  const number = (await page.getByTestId('order-number').innerText()).trim();
  expect(number).toMatch(/^\S+$/);
  await expectTrustedAtBothWidths(page, `checkout-${name}-confirmacion`);
  return number;
}

describe('purchases through the checkout', () => {
  it('a guest goes to pay, signs up on the way, adds a Guatemalan address, pays cash on delivery and sees the order', async () => {
    const { context, page, pageErrors } = await newPage();
    await addToCart(page, cheap[0]!, 2);
    await page.goto(`${ctx.store.url}/carrito`);
    await page.getByRole('link', { name: 'Continuar al pago' }).click();
    // A guest is asked to sign in, and can create an account from there, coming back to pay.
    await page.waitForURL((url) => url.pathname === '/ingresar' && url.searchParams.get('volver') === '/pagar');
    await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
    await page.getByRole('link', { name: 'Crear cuenta' }).click();
    await page.waitForURL((url) => url.pathname === '/registro' && url.searchParams.get('volver') === '/pagar');
    const signup = page.getByTestId('signup-form');
    await signup.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await signup.getByLabel('Apellido', { exact: true }).fill('Prueba');
    await signup.getByLabel('Correo electrónico').fill(freshEmail('guest'));
    await signup.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await signup.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL((url) => url.pathname === '/verificar' && url.searchParams.get('volver') === '/pagar');
    await page.getByRole('link', { name: 'Lo haré después' }).click();
    await page.waitForURL((url) => url.pathname === '/pagar');

    // Delivery: no address yet, so the form is open; saved, it is chosen and its options load.
    await page.getByRole('heading', { name: /Entrega$/ }).waitFor();
    const address = page.getByTestId('address-form');
    await address.waitFor();
    await expectTrustedAtBothWidths(page, 'checkout-cod-entrega-formulario');
    await address.getByLabel('Nombre de quien recibe').fill('Lucía');
    await address.getByLabel('Apellido').fill('Prueba');
    await address.getByLabel('Teléfono de contacto').fill('5550 1234');
    await address.getByLabel('Departamento').selectOption('GU');
    await address.getByLabel('Municipio').selectOption({ label: 'Guatemala' });
    await address.getByLabel('Dirección', { exact: true }).fill('5a avenida 10-20, zona 14');
    await address.getByRole('button', { name: 'Guardar y usar esta dirección' }).click();
    const standard = page.getByRole('radio', { name: /^Envío (a domicilio|gratis a domicilio) \(/ });
    await standard.waitFor();
    expect(await page.getByRole('radio', { name: /5a avenida 10-20, zona 14/ }).isChecked()).toBe(true);
    await standard.check();
    // The summary shows the option's price once the server has previewed it.
    const price = /gratis/.test((await standard.getAttribute('aria-label')) ?? (await page.locator('label.co-choice').filter({ has: standard }).innerText())) ? 'Q0.00' : null;
    if (!price) await expect.poll(async () => (await page.getByTestId('amount-shipping').first().innerText()).replace(/\s/g, '')).toMatch(/^EnvíoQ(?!0\.00$)[\d,.]+$/);
    // The phone came from the address.
    expect(await page.getByTestId('delivery-form').getByLabel('Teléfono de contacto').inputValue()).toMatch(/^(\+502)?5550 ?1234$/);
    await expectTrustedAtBothWidths(page, 'checkout-cod-entrega');
    await continueTo(page, 'Continuar al pago');

    await expectStep(page, 'Pago');
    await page.getByRole('radio', { name: 'Pago contra entrega' }).check();
    await expectTrustedAtBothWidths(page, 'checkout-cod-pago');
    await continueTo(page, 'Continuar a la factura');
    await expectStep(page, 'Factura');
    expect(await page.getByRole('radio', { name: /Consumidor final/ }).isChecked()).toBe(true);
    await expectTrustedAtBothWidths(page, 'checkout-cod-factura');
    await continueTo(page, 'Continuar a revisar');
    await expectStep(page, 'Revisar');
    const review = page.locator('.checkout__step:not([hidden])');
    expect(await review.innerText()).toContain('Pago contra entrega');
    expect(await review.innerText()).toContain(cheap[0]!.title);
    // Each line shows its product's picture (the API's own rendition, drawn at 56 px).
    const pictures = review.getByTestId('review-line').locator('img');
    expect(await pictures.count()).toBe(await review.getByTestId('review-line').count());
    await expect.poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await pictures.first().getAttribute('src')).toMatch(/\/media\//);
    // A focused checkout: the store's mark, «Compra segura» and the way back to the cart; no search, categories or account.
    const header = page.locator('header.site-header');
    expect(await header.innerText()).toMatch(/Compra segura/);
    expect(await header.getByRole('link', { name: /Volver al carrito/ }).getAttribute('href')).toBe('/carrito');
    expect(await page.locator('input[type=search]').count()).toBe(0);
    expect(await page.getByTestId('account-menu').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: /categor/i }).count()).toBe(0);
    await expectTrustedAtBothWidths(page, 'checkout-cod-revisar');

    // Back to the delivery step and forward again: everything is still chosen.
    await page.getByRole('button', { name: 'Cambiar entrega' }).click();
    await expectStep(page, 'Entrega');
    expect(await standard.isChecked()).toBe(true);
    await page.getByRole('navigation', { name: 'Pasos de la compra' }).getByRole('button', { name: /Revisar/ }).click();
    await expectStep(page, 'Revisar');

    const number = await placeAndConfirm(page, 'cod');
    await page.getByRole('link', { name: 'Ver tu pedido' }).click();
    await page.waitForURL((url) => url.pathname === `/cuenta/pedidos/${number}`);
    const status = page.getByTestId('order-status');
    await status.waitFor();
    expect(await status.innerText()).toMatch(/pagas al recibirlo/i);
    expect(await page.getByRole('region', { name: 'Pago' }).innerText()).toContain('Pago contra entrega');
    await expectTrustedAtBothWidths(page, 'checkout-cod-pedido');
    await page.getByRole('link', { name: 'Todos tus pedidos' }).click();
    await page.getByTestId('order-row').first().waitFor();
    expect(await page.getByTestId('order-row').count()).toBe(1);
    await expectTrustedAtBothWidths(page, 'checkout-cod-pedidos');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a signed-in shopper pays by card through the bank’s 3-D Secure challenge, completed inside the frame', async () => {
    const { email, token } = await signUpByApi('tarjeta');
    const saved = await api.call('/address', {
      method: 'POST',
      token,
      body: { first_name: 'Ana', last_name: 'Prueba', phone: '55501234', street: '12 calle 1-25, zona 10', references: null, city: 'Guatemala', state: 'GU', country: 'GT' },
    });
    expect(saved.status).toBeLessThan(300);
    const { context, page, pageErrors } = await newPage();
    await signIn(page, email);
    await addToCart(page, cheap[1]!);
    await page.goto(`${ctx.store.url}/pagar`);

    await page.getByRole('radio', { name: /12 calle 1-25, zona 10/ }).check();
    const standard = page.getByRole('radio', { name: /^Envío (a domicilio|gratis a domicilio) \(/ });
    await standard.check();
    await continueTo(page, 'Continuar al pago');
    await expectStep(page, 'Pago');
    await page.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await page.getByLabel('Número de la tarjeta').fill('4000 0000 0000 3220');
    await page.getByLabel('Nombre como aparece en la tarjeta').fill('Ana Prueba');
    await page.getByLabel('Vencimiento (MM/AA)').fill('12/31');
    await page.getByLabel(/^CVV/).fill('737');
    await page.getByRole('button', { name: 'Usar esta tarjeta' }).click();
    await page.getByText(/Pagarás con tu Visa terminada en 3220/).waitFor();
    await expectTrustedAtBothWidths(page, 'checkout-tarjeta-pago');
    await continueTo(page, 'Continuar a la factura');
    await continueTo(page, 'Continuar a revisar');
    await expectStep(page, 'Revisar');
    expect(await page.locator('.checkout__step:not([hidden])').innerText()).toContain('terminada en 3220');

    await page.getByRole('button', { name: 'Realizar pedido' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificación de seguridad de tu banco' });
    await dialog.waitFor({ timeout: 20_000 });
    const src = await dialog.locator('iframe').getAttribute('src');
    expect(new URL(src!, ctx.store.url).pathname).toBe('/dev/3ds');
    await keepScreenshot(page, 'checkout-tarjeta-3ds-1280.png');
    const bank = page.frameLocator('.step-up iframe');
    await bank.getByLabel('Código de verificación').fill('1234');
    await bank.getByRole('button', { name: 'Autorizar' }).click();
    await page.waitForURL((url) => url.pathname === '/pagar/listo', { timeout: 30_000 });
    await page.getByTestId('order-number').waitFor();
    await expectTrustedAtBothWidths(page, 'checkout-tarjeta-confirmacion');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);

  it('a signed-in shopper picks up at a store and pays in installments', async () => {
    const { email } = await signUpByApi('cuotas');
    const { context, page, pageErrors } = await newPage();
    await signIn(page, email);
    await addToCart(page, dear);
    await page.goto(`${ctx.store.url}/pagar`);
    await page.getByRole('heading', { name: /Entrega$/ }).waitFor();

    await page.getByRole('radio', { name: 'Recoger en tienda' }).check();
    const zonaViva = page.getByRole('radio', { name: /Tienda Zona Viva/ });
    await zonaViva.waitFor();
    const item = page.locator('li.pickup').filter({ has: zonaViva });
    expect(await item.innerText()).toMatch(/Hoy: (de \d\d:\d\d a \d\d:\d\d|cerrado)/);
    expect(await item.innerText()).toContain('Parqueo con costo');
    const map = item.getByRole('link', { name: /Ver en el mapa/ });
    expect(await map.getAttribute('rel')).toContain('noopener');
    expect(await map.getAttribute('href')).toMatch(/^https:\/\//);
    await item.getByText('Horario de la semana').click();
    expect(await item.getByRole('row').count()).toBe(7);
    await zonaViva.check();
    const contact = page.getByTestId('delivery-form');
    await contact.getByLabel('Nombre').fill('Ana Prueba');
    await contact.getByLabel('Teléfono de contacto').fill('5550 4321');
    await expectTrustedAtBothWidths(page, 'checkout-cuotas-recoger');
    await continueTo(page, 'Continuar al pago');

    await expectStep(page, 'Pago');
    await page.getByRole('radio', { name: 'Cuotas con tarjeta' }).check();
    await page.getByLabel('Número de la tarjeta').fill('4111 1111 1111 1111');
    await page.getByLabel('Nombre como aparece en la tarjeta').fill('Ana Prueba');
    await page.getByLabel('Vencimiento (MM/AA)').fill('11/30');
    await page.getByLabel(/^CVV/).fill('123');
    await page.getByRole('button', { name: 'Usar esta tarjeta' }).click();
    const three = page.getByRole('radio', { name: /^3 cuotas de/ });
    await three.waitFor({ timeout: 15_000 });
    await three.check();
    await expectTrustedAtBothWidths(page, 'checkout-cuotas-pago');
    await continueTo(page, 'Continuar a la factura');
    await continueTo(page, 'Continuar a revisar');
    await expectStep(page, 'Revisar');
    const review = await page.locator('.checkout__step:not([hidden])').innerText();
    expect(review).toContain('Tienda Zona Viva');
    expect(review).toMatch(/en 3 cuotas/);
    await expectTrustedAtBothWidths(page, 'checkout-cuotas-revisar');
    await placeAndConfirm(page, 'cuotas');
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
