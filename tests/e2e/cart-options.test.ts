import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { sidewaysOverflow, keepScreenshot, type ListedProduct as Product, networkQuiet, priceOf, seriousViolations, useStoreAndBrowser, waitForHydration } from './support';

const ctx = useStoreAndBrowser();

async function listProducts(query: string): Promise<Product[]> {
  const session = await fetch(`${ctx.store.url}/api/public/anonymous`, { method: 'POST' });
  const { token } = (await session.json()) as { token: string };
  const answer = await fetch(`${ctx.store.url}/api/public/product?page_size=60&${query}`, { headers: { Session: token } });
  return ((await answer.json()) as { products: Product[] }).products;
}

/** Physical products in stock between Q150 and Q400: under free shipping (Q500), over the Q100 gift card after 10 %. */
let midPriced: Product[];
let digital: Product;

beforeAll(async () => {
  const all = await listProducts('');
  midPriced = all.filter((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK' && p.price >= 150 && p.price <= 400);
  digital = (await listProducts('page_size=200')).find((p) => p.type === 'DIGITAL' && p.stock_status === 'DOWNLOAD')!;
  expect(midPriced.length).toBeGreaterThan(1);
  expect(digital).toBeTruthy();
});

async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await ctx.browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, locale: 'es-GT' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

async function addFromProductPage(page: Page, product: Product) {
  await page.goto(`${ctx.store.url}/producto/${product.slug}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();
}

async function openCart(page: Page) {
  await page.goto(`${ctx.store.url}/carrito`);
  await networkQuiet(page);
  await page.getByTestId('cart-line').first().waitFor();
  await codeField(page).waitFor();
}

const codeField = (page: Page) => page.getByRole('textbox', { name: 'Cupón o tarjeta de regalo' });
const total = async (page: Page) => priceOf(await page.getByTestId('cart-total').innerText());

async function apply(page: Page, code: string) {
  const field = codeField(page);
  await field.fill(code);
  await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
}

async function checkLayout(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await keepScreenshot(page, `cart-options-${name}-${width}.png`, { fullPage: true });
    await keepScreenshot(page.locator('.cart__layout'), `cart-options-${name}-${width}-cart.png`);
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    expect(await sidewaysOverflow(page), `${name} at ${width}`).toEqual([]);
  }
}

describe('the cart page, completed', () => {
  it('applies a coupon and a gift card, refuses a repeat and a bad code in Spanish, wraps a line, and shows the free-shipping bar', async () => {
    const { context, page, pageErrors } = await newPage();
    const product = midPriced[0]!;
    await addFromProductPage(page, product);
    await openCart(page);
    expect(await total(page)).toBeCloseTo(product.price, 2);
    const bar = page.getByRole('progressbar');
    expect(priceOf(await page.getByTestId('free-shipping').innerText())).toBeCloseTo(500 - product.price, 2);
    expect(await page.getByTestId('free-shipping').innerText()).toMatch(/^Te faltan Q\s?[\d,.]+ para envío gratis$/);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBe(Math.floor((product.price / 500) * 100));

    // A coupon: the field names it as typed, the total takes 10 % off, and the bar counts from the discounted sub total.
    await codeField(page).fill('bienvenido10');
    expect(await page.getByTestId('code-kind').innerText()).toBe('Cupón');
    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect.poll(() => total(page)).toBeCloseTo(product.price * 0.9, 2);
    expect(await page.getByTestId('applied-codes').innerText()).toContain('bienvenido10'.toUpperCase());
    expect(await codeField(page).inputValue()).toBe('');
    expect(priceOf(await page.getByTestId('free-shipping').innerText())).toBeCloseTo(500 - product.price * 0.9, 2);

    // A gift card: named as one while typed; it pays Q100 of what is left.
    await codeField(page).fill('regal-otie-ndas-abc');
    expect(await page.getByTestId('code-kind').innerText()).toBe('Tarjeta de regalo');
    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect.poll(() => total(page)).toBeCloseTo(product.price * 0.9 - 100, 2);
    expect(await page.getByTestId('applied-codes').innerText()).toMatch(/REGAL-OTIE-NDAS-ABC\s*Usas Q\s?100\.00 de Q\s?100\.00/);

    // The same coupon again: 'Already applied', in Spanish, the text kept.
    await apply(page, 'Bienvenido10');
    await expect.poll(() => page.getByTestId('code-problem').innerText()).toBe('Ya aplicaste este cupón.');
    expect(await codeField(page).inputValue()).toBe('Bienvenido10');

    // A code that does not exist: the server's Spanish message, the text kept, the total unchanged.
    await apply(page, 'NOEXISTE');
    await expect.poll(() => page.getByTestId('code-problem').innerText()).toBe('El cupón «NOEXISTE» no existe. Revisa que esté bien escrito.');
    expect(await codeField(page).inputValue()).toBe('NOEXISTE');
    expect(await codeField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await total(page)).toBeCloseTo(product.price * 0.9 - 100, 2);
    // Said once, beside the field: the refused code does not stay in the cart as an entry.
    await expect.poll(() => page.getByTestId('applied-codes').innerText()).not.toContain('NOEXISTE');
    expect(await page.getByText(/no existe/).count()).toBe(1);

    // Gift wrap: the cheapest option (Q15 a unit) adds to the total; unticked, it goes.
    const wrap = page.getByRole('checkbox', { name: /Envolver para regalo/ });
    expect(await wrap.isChecked()).toBe(false);
    await wrap.check();
    await expect.poll(() => total(page)).toBeCloseTo(product.price * 0.9 - 100 + 15, 2);
    expect(priceOf(await page.getByTestId('cart-gift-wrap').innerText())).toBeCloseTo(15, 2);
    await checkLayout(page, 'codes');
    await page.setViewportSize({ width: 1280, height: 900 });
    await wrap.uncheck();
    await expect.poll(() => total(page)).toBeCloseTo(product.price * 0.9 - 100, 2);

    // Removing a code: the total follows and the focus lands on the field.
    await page.getByRole('button', { name: 'Quitar el cupón BIENVENIDO10' }).click();
    await expect.poll(() => total(page)).toBeCloseTo(product.price - 100, 2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');

    const pay = page.getByRole('link', { name: 'Continuar al pago' });
    expect(await pay.getAttribute('href')).toBe('/pagar');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it("offers the signed-in shopper's own coupon as a chip, and a dedication on a digital line", async () => {
    const { context, page, pageErrors } = await newPage();
    const ana = DEMO_ACCOUNTS[0];
    await page.goto(`${ctx.store.url}/ingresar`);
    // The form is React's before anything is typed into it (a quiet network alone can come first).
    await waitForHydration(page, '[data-testid=login-form]');
    await page.getByLabel(/correo/i).fill(ana.email);
    await page.getByLabel(/contraseña/i).fill(ana.password);
    await page.getByTestId('login-form').locator('button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/ingresar'));

    await addFromProductPage(page, digital);
    await openCart(page);
    const chip = page.getByRole('button', { name: /Aplicar CUMPLEANA25/ });
    await chip.waitFor();
    const before = await total(page);
    await chip.click();
    await expect.poll(() => total(page)).toBeCloseTo(Math.max(0, before - 25), 2);
    expect(await page.getByTestId('applied-codes').innerText()).toContain('CUMPLEANA25');
    await expect.poll(() => chip.count()).toBe(0);
    // A digital line ships nothing: no free-shipping bar.
    expect(await page.getByRole('progressbar').count()).toBe(0);

    await page.getByRole('button', { name: `Agregar dedicatoria de ${digital.title}` }).click();
    await page.getByLabel('Para', { exact: true }).fill('Luis');
    await page.getByLabel('De', { exact: true }).fill('Ana');
    await page.getByLabel('Correo de quien la recibe (opcional)').fill('luis@correo');
    await page.getByLabel('Mensaje').fill('¡Feliz cumpleaños!');
    await page.getByLabel('Mensaje').press('Tab');
    await page.getByText(/El correo electrónico no es válido/).waitFor();
    await checkLayout(page, 'dedication');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Correo de quien la recibe (opcional)').fill('luis@correo.com');
    await page.getByRole('button', { name: 'Guardar dedicatoria' }).click();
    await expect.poll(() => page.getByTestId('dedication-summary').innerText()).toBe('Dedicatoria para Luis de Ana: «¡Feliz cumpleaños!»');
    // It is the cart's: a reload shows it again.
    await openCart(page);
    expect(await page.getByTestId('dedication-summary').innerText()).toBe('Dedicatoria para Luis de Ana: «¡Feliz cumpleaños!»');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
