import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { sidewaysOverflow, keepScreenshot, priceOf, seriousViolations, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();

async function shot(page: Page, name: string) {
  await keepScreenshot(page, `${name}.png`, { fullPage: false });
}

async function expectAccessible(page: Page, screen: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${screen}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

// Each viewport signs in with its own demo account, so one run's merged cart does not change the other's count.
describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 900 }, account: DEMO_ACCOUNTS[0] },
  { name: 'mobile', viewport: { width: 360, height: 800 }, account: DEMO_ACCOUNTS[1] },
])('a shopper on $name', ({ name, viewport, account }) => {
  it('goes home, opens a product, adds it to the cart, sees the total, and signs in', async () => {
    const context = await ctx.browser.newContext({ viewport, locale: 'es-GT' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(ctx.store.url) && !request.url().startsWith('data:')) foreignRequests.push(request.url());
    });

    // Home
    await page.goto(ctx.store.url);
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^es/);
    expect(await page.locator('h1').count()).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'home');
    await shot(page, `${name}-home`);

    // Product
    await cards.first().locator('a').first().click();
    const addButton = page.getByTestId('add-to-cart');
    await addButton.waitFor();
    const title = (await page.locator('h1').first().innerText()).trim();
    expect(title.length).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'product');
    await shot(page, `${name}-product`);
    await page.getByLabel(/cantidad/i).first().fill('2');
    await addButton.click();
    await page.getByTestId('cart-count').filter({ hasText: '2' }).waitFor();

    // Cart
    await page.getByTestId('cart-count').click();
    const line = page.getByTestId('cart-line');
    await line.first().waitFor();
    expect(await line.count()).toBe(1);
    expect(await line.first().innerText()).toContain(title);
    const totalText = await page.getByTestId('cart-total').innerText();
    expect(priceOf(totalText)).toBeGreaterThan(0);
    expect(totalText).toMatch(/Q/);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectAccessible(page, 'cart');
    await shot(page, `${name}-cart`);

    // Login
    await page.goto(`${ctx.store.url}/ingresar`);
    const form = page.getByTestId('login-form');
    await form.waitFor();
    await expectAccessible(page, 'login');
    await shot(page, `${name}-login`);
    await page.getByLabel(/correo/i).fill(account.email);
    await page.getByLabel(/contraseña/i).fill('no-es-la-clave');
    await form.locator('button[type=submit]').click();
    await page.getByRole('alert').filter({ hasText: /incorrect/i }).waitFor();
    expect(await page.getByLabel(/correo/i).inputValue()).toBe(account.email);
    await page.getByLabel(/contraseña/i).fill(account.password);
    await form.locator('button[type=submit]').click();
    await page.getByTestId('account-menu').filter({ hasText: account.first_name }).waitFor();
    // The anonymous cart survives signing in.
    await page.getByTestId('cart-count').filter({ hasText: '2' }).waitFor();
    await shot(page, `${name}-signed-in`);

    expect(pageErrors).toEqual([]);
    // Every script, style, picture and API call came from the store itself.
    expect(foreignRequests).toEqual([]);
    await context.close();
  });
});

describe('keyboard and errors', () => {
  it('reaches the add-to-cart button by keyboard and shows a Spanish 404 for an unknown page', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    await page.goto(`${ctx.store.url}/esta-pagina-no-existe`);
    await page.getByText(/no encontramos/i).first().waitFor();
    await expectAccessible(page, '404');

    await page.goto(ctx.store.url);
    await page.getByTestId('product-card').first().locator('a').first().click();
    const addButton = page.getByTestId('add-to-cart');
    await addButton.waitFor();
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await addButton.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    await context.close();
  });
});

describe('category listing', () => {
  it('opens a category from the navigation, pages forward and sorts by price', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    await page.goto(ctx.store.url);
    // The bar opens with «Ofertas» and «Novedades»; the first category follows.
    await page.getByRole('navigation', { name: /categor/i }).locator('a[href^="/categoria/"]').first().click();
    await page.waitForURL(/\/categoria\//);
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    const firstPage = await cards.allInnerTexts();
    expect(firstPage.length).toBeGreaterThan(1);
    await expectAccessible(page, 'listing');
    await shot(page, 'desktop-listing');

    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await pagination.getByRole('link', { name: /siguiente/i }).click();
    await page.waitForURL(/pagina=2/);
    await page.waitForFunction((before) => {
      const titles = Array.from(document.querySelectorAll('[data-testid="product-card"]')).map((el) => (el as HTMLElement).innerText);
      return titles.length > 0 && titles[0] !== before;
    }, firstPage[0]);
    // The current page follows within the same navigation (read again until it has: CI machines are slow).
    await expect.poll(() => pagination.locator('[aria-current="page"]').innerText(), { timeout: 5_000 }).toContain('2');

    await page.getByLabel(/ordenar/i).selectOption('PriceLowToHigh');
    await page.waitForURL(/orden=PriceLowToHigh/);
    const readPrices = () =>
      cards.evaluateAll((elements) =>
        elements.map((el) => {
          const text = (el.querySelector('[data-testid="price"]') ?? el).textContent ?? '';
          const match = text.replace(/\s/g, '').match(/Q([\d,]+(?:\.\d+)?)/);
          return match ? Number(match[1]!.replace(/,/g, '')) : NaN;
        }),
      );
    // The sorted page replaces the old one when its answer arrives: wait for it (a timeout fails the test).
    await expect
      .poll(async () => {
        const prices = await readPrices();
        return prices.length > 1 && prices.every((price, i) => Number.isFinite(price) && (i === 0 || prices[i - 1]! <= price));
      }, { timeout: 15_000 })
      .toBe(true);
    const prices = await readPrices();
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await context.close();
  });
});
