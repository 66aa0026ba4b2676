import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStoreAndBrowser } from './support';

/**
 * What a shopper types into a server-rendered form before the page has hydrated (its scripts still on the way, on a
 * slow phone) is kept: the fields are the app's once it runs, and they start from what the shopper typed, not empty.
 * A press of «Ingresar» before hydration is kept too, and sent once (shared/early-submit.ts).
 */

const ctx = useStoreAndBrowser();

/** A page whose scripts are held back until `release()`: the server's HTML is there, the app is not yet. */
async function heldPage(width: number) {
  const context = await ctx.browser.newContext({ viewport: { width, height: 740 }, locale: 'es-GT' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/login/')) logins.push(request.url());
  });
  return { context, page, pageErrors, release, logins };
}

const hydrated = (page: Page, selector: string) =>
  page.evaluate((target) => Object.keys(document.querySelector(target)!).some((key) => key.startsWith('__reactFiber$')), selector);

describe('a form typed into before the page has hydrated', () => {
  it('keeps the email, the password and the header search typed into the server form, and signs in with them', async () => {
    const { context, page, pageErrors, release, logins } = await heldPage(360);
    await page.goto(`${ctx.store.url}/ingresar`, { waitUntil: 'domcontentloaded' });
    const form = page.getByTestId('login-form');
    expect(await hydrated(page, '[data-testid=login-form]')).toBe(false);
    await form.getByLabel('Correo electrónico').fill('ana@tienda.test');
    await form.getByLabel('Contraseña', { exact: true }).fill('Tienda123!');
    await page.getByRole('combobox', { name: 'Buscar productos' }).fill('audífonos');
    expect(await hydrated(page, '[data-testid=login-form]')).toBe(false);

    release();
    await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
    await page.waitForFunction(() => Object.keys(document.querySelector('[data-testid=login-form]')!).some((key) => key.startsWith('__reactFiber$')));
    // One more frame of React's: the values are the app's state now, not only the DOM's.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await form.getByLabel('Correo electrónico').inputValue()).toBe('ana@tienda.test');
    expect(await form.getByLabel('Contraseña', { exact: true }).inputValue()).toBe('Tienda123!');
    expect(await page.getByRole('combobox', { name: 'Buscar productos' }).inputValue()).toBe('audífonos');

    // The state holds them: a sign-in with what was typed before hydration, no field refused.
    await form.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('account-menu').filter({ hasText: 'Ana' }).waitFor();
    expect(logins).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps a press of «Ingresar» made before hydration, never puts the password in the address, and signs in once', async () => {
    const { context, page, pageErrors, release, logins } = await heldPage(1280);
    await page.goto(`${ctx.store.url}/ingresar?volver=/cuenta`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => ((window as { keptMark?: boolean }).keptMark = true));
    const form = page.getByTestId('login-form');
    await form.getByLabel('Correo electrónico').fill('ana@tienda.test');
    await form.getByLabel('Contraseña', { exact: true }).fill('Tienda123!');
    await form.getByLabel('Contraseña', { exact: true }).press('Enter');
    await page.locator('form[data-submitted-early]').waitFor({ state: 'attached' });
    expect(page.url()).not.toContain('Tienda123');
    expect(await page.evaluate(() => (window as { keptMark?: boolean }).keptMark)).toBe(true);
    expect(logins).toEqual([]);

    release();
    await page.waitForURL((url) => url.pathname === '/cuenta');
    await page.getByTestId('account-menu').filter({ hasText: 'Ana' }).waitFor();
    expect(logins).toHaveLength(1);
    expect(await page.evaluate(() => (window as { keptMark?: boolean }).keptMark)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

/** What the API counts for the «tecnologia» category with these parameters (the page must say the same). */
async function categoryCount(params: string): Promise<{ total_count: number; price_range: { min: number; max: number } | null }> {
  const anonymous = await fetch(`${ctx.store.url}/api/public/anonymous/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const session = ((await anonymous.json()) as { token: string }).token;
  const answer = await fetch(`${ctx.store.url}/api/public/search/filter?include_out_of_stock=true&category_slug=tecnologia&${params}`, { headers: { Session: session } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { total_count: number; price_range: { min: number; max: number } | null };
}

describe('the listing price range typed into before the page has hydrated', () => {
  /** A range inside the category's prices that leaves out some of its products. */
  async function narrowerRange() {
    const all = await categoryCount('');
    const low = Math.floor(all.price_range!.min) + 100;
    const high = Math.ceil(all.price_range!.max) - 100;
    const priced = await categoryCount(`price_min=${low}&price_max=${high}`);
    expect(priced.total_count).toBeGreaterThan(0);
    expect(priced.total_count).toBeLessThan(all.total_count);
    return { low, high, count: priced.total_count };
  }
  const listingCount = (page: Page) => page.locator('.listing__count').textContent();
  const products = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);
  /**
   * The range is the app's: in the address, the listing is the API's for it, both fields keep it, and it is the same
   * document all along (no native submit reloaded the page: the mark set before hydration is still there).
   */
  async function expectRangeApplied(page: Page, low: number, high: number, count: number, pageErrors: string[]) {
    await page.waitForURL((url) => url.searchParams.get('precio-min') === String(low) && url.searchParams.get('precio-max') === String(high));
    await expect.poll(() => listingCount(page)).toBe(products(count));
    expect(await page.getByLabel('Desde (Q)').inputValue()).toBe(String(low));
    expect(await page.getByLabel('Hasta (Q)').inputValue()).toBe(String(high));
    expect(await page.evaluate(() => (window as { keptMark?: boolean }).keptMark)).toBe(true);
    expect(pageErrors).toEqual([]);
  }

  it('keeps «Desde» and «Hasta» typed into the server form, and «Aplicar» after hydration filters with them', async () => {
    const { low, high, count } = await narrowerRange();
    const { context, page, pageErrors, release } = await heldPage(1280);
    await page.goto(`${ctx.store.url}/categoria/tecnologia`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => ((window as { keptMark?: boolean }).keptMark = true));
    expect(await hydrated(page, 'form.filter-price')).toBe(false);
    await page.getByLabel('Desde (Q)').fill(String(low));
    await page.getByLabel('Hasta (Q)').fill(String(high));
    expect(await hydrated(page, 'form.filter-price')).toBe(false);

    release();
    await page.waitForFunction(() => Object.keys(document.querySelector('form.filter-price')!).some((key) => key.startsWith('__reactFiber$')));
    // One more frame of React's: the values are the app's state now, not only the DOM's.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(await page.getByLabel('Desde (Q)').inputValue()).toBe(String(low));
    expect(await page.getByLabel('Hasta (Q)').inputValue()).toBe(String(high));

    // The state holds them: «Aplicar» puts this range in the address, and the results are the API's for it.
    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expectRangeApplied(page, low, high, count, pageErrors);
    await context.close();
  });

  it('keeps an Enter pressed in the range before hydration, and applies the range once the page is live', async () => {
    const { low, high, count } = await narrowerRange();
    const { context, page, pageErrors, release } = await heldPage(1280);
    await page.goto(`${ctx.store.url}/categoria/tecnologia`, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => ((window as { keptMark?: boolean }).keptMark = true));
    await page.getByLabel('Desde (Q)').fill(String(low));
    await page.getByLabel('Hasta (Q)').fill(String(high));
    await page.getByLabel('Hasta (Q)').press('Enter');
    await page.locator('form.filter-price[data-submitted-early]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).search).toBe('');

    release();
    await expectRangeApplied(page, low, high, count, pageErrors);
    await context.close();
  });
});
