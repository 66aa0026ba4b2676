import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTrustedAtBothWidths, sidewaysOverflow, keepScreenshot, networkQuiet, priceOf, seriousViolations, useStoreAndBrowser, waitForHydration } from './support';

const ctx = useStoreAndBrowser();

/** A partial word of the demo seed («audífonos», «Audiora»…), typed as a shopper types it. */
const PARTIAL = 'audi';

interface Facets {
  total_count: number;
  brands: { brand: { name: string; slug: string }; count: number }[];
  price_range: { min: number; max: number } | null;
}

/** What the API counts for a search with these parameters (the page must say the same). */
async function facets(params: string): Promise<Facets> {
  const answer = await fetch(`${ctx.store.url}/api/public/search/filter?include_out_of_stock=true&${params}`, { headers: { Session: session } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Facets;
}

let all: Facets;
let session: string;
beforeAll(async () => {
  const answer = await fetch(`${ctx.store.url}/api/public/anonymous/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  session = ((await answer.json()) as { token: string }).token;
  all = await facets(`query=${PARTIAL}`);
});

async function open(path: string, viewport: { width: number; height: number }) {
  const context = await ctx.browser.newContext({ viewport, locale: 'es-GT' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, ctx.store.url).href);
  // Hydrated, and the library loaded after a first gesture.
  await waitForHydration(page);
  await page.mouse.move(5, 5);
  await networkQuiet(page);
  return { context, page, errors };
}

const count = (page: Page) => page.locator('.listing__count').textContent();
const products = (n: number) => (n === 1 ? '1 producto' : `${n} productos`);
const cardPrices = (page: Page) => page.locator('[data-testid="product-card"] [data-testid="price"]').allTextContents().then((texts) => texts.map(priceOf));
const search = (page: Page) => new URL(page.url()).searchParams;

describe('search results', () => {
  it('finds a partial word typed in the header, filters by brand and price, sorts by price, goes Back, and opens a product', async () => {
    const { context, page, errors } = await open('/', { width: 1280, height: 900 });
    const box = page.getByRole('banner').getByLabel('Buscar productos');
    await box.fill(PARTIAL);
    await box.press('Enter');
    await page.waitForURL(new RegExp(`/buscar\\?q=${PARTIAL}$`));
    await expect.poll(() => page.locator('h1').textContent()).toBe(`Resultados para «${PARTIAL}»`);
    expect(all.total_count).toBeGreaterThan(3);
    await expect.poll(() => count(page)).toBe(products(all.total_count));

    // A brand that narrows the results.
    const brand = all.brands.find((facet) => facet.count < all.total_count)!;
    expect(brand, 'a brand facet that narrows the search').toBeTruthy();
    const checkbox = page.getByRole('checkbox', { name: new RegExp(`^${brand.brand.name} \\(${brand.count}\\)`) });
    await checkbox.check();
    await page.waitForURL((url) => url.searchParams.get('marca') === brand.brand.slug);
    await expect.poll(() => count(page)).toBe(products(brand.count));
    // The checkbox kept the focus through the server round trip.
    expect(await checkbox.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByTestId('product-card').count()).toBe(Math.min(brand.count, 24));

    // A price range inside the brand's prices.
    const byBrand = await facets(`query=${PARTIAL}&brand_slugs=${brand.brand.slug}`);
    const low = Math.floor(byBrand.price_range!.min) + 1;
    const high = Math.ceil(byBrand.price_range!.max);
    const priced = await facets(`query=${PARTIAL}&brand_slugs=${brand.brand.slug}&price_min=${low}&price_max=${high}`);
    expect(priced.total_count).toBeGreaterThan(1);
    await page.getByLabel('Desde (Q)').fill(String(low));
    await page.getByLabel('Hasta (Q)').fill(String(high));
    await page.getByLabel('Hasta (Q)').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('precio-min') === String(low) && url.searchParams.get('precio-max') === String(high));
    await expect.poll(() => count(page)).toBe(products(priced.total_count));
    for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(low);
    // The chips name what is chosen.
    expect(await page.getByRole('button', { name: /^Quitar filtro: / }).count()).toBe(3);

    // Cheapest first.
    await page.getByLabel('Ordenar por').selectOption('PriceLowToHigh');
    await page.waitForURL((url) => url.searchParams.get('orden') === 'PriceLowToHigh');
    // The address changes when the data has arrived; the cards follow in a React transition a moment later (longer on
    // a loaded machine), so read them until they show the new order, then check it whole.
    const ascending = (list: number[]) => list.every((price, i) => i === 0 || list[i - 1]! <= price);
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const prices = await cardPrices(page);
    expect(prices.length).toBe(Math.min(priced.total_count, 24));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(search(page).get('marca')).toBe(brand.brand.slug);

    // Back undoes the order, then the price range: the fields follow the address.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('orden') && url.searchParams.has('precio-min'));
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('precio-min') && url.searchParams.get('marca') === brand.brand.slug);
    await expect.poll(() => count(page)).toBe(products(brand.count));
    await expect.poll(() => page.getByLabel('Desde (Q)').inputValue()).toBe('');
    expect(await checkbox.isChecked()).toBe(true);

    // Open a product from the results.
    const first = page.getByTestId('product-card').first().locator('.product-card__link');
    const title = (await first.textContent())!.trim();
    await first.click();
    await page.waitForURL(/\/producto\//);
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('server-renders the results with a noindex head, and a query that finds nothing says so in Spanish', async () => {
    const html = await (await fetch(`${ctx.store.url}/buscar?q=${PARTIAL}&marca=${all.brands[0]!.brand.slug}`)).text();
    expect(html).toContain(`Resultados para «${PARTIAL}»`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toContain('data-testid="product-card"');

    const { context, page, errors } = await open('/buscar?q=zzqxw', { width: 360, height: 800 });
    await expect(page.locator('h1').textContent()).resolves.toBe('Resultados para «zzqxw»');
    await expect(page.locator('.search-empty__message').textContent()).resolves.toMatch(/^No encontramos productos para «zzqxw»/);
    expect(await page.getByRole('heading', { name: 'Consejos para buscar' }).count()).toBe(1);
    // Nothing matched, so the store's categories are offered instead.
    expect(await page.getByRole('navigation', { name: /categorías/ }).getByRole('link').count()).toBeGreaterThan(0);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, 'search-none-360.png', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is trusted at 1280 and 360 px, with the filters in a drawer on phones that keeps the focus and closes on Escape', async () => {
    const brand = all.brands[0]!;
    const { context, page, errors } = await open(`/buscar?q=${PARTIAL}&marca=${brand.brand.slug}`, { width: 1280, height: 900 });
    // The side column is there at 1280, the drawer's button is not.
    expect(await page.getByRole('region', { name: 'Filtros', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Filtros (1)', exact: true }).isVisible()).toBe(false);
    await expectTrustedAtBothWidths(page, 'search-results');

    await page.setViewportSize({ width: 360, height: 800 });
    const opener = page.getByRole('button', { name: 'Filtros (1)', exact: true });
    expect(await page.getByRole('region', { name: 'Filtros', exact: true }).isVisible()).toBe(false);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Filtros', exact: true });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Cerrar' }).evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await keepScreenshot(page, 'search-drawer-360.png');
    // Tabbing never leaves the drawer.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `tab ${i}`).toBe(true);
    }
    // A change inside the drawer keeps it open and updates «Ver N productos».
    const other = all.brands.find((facet) => facet.brand.slug !== brand.brand.slug)!;
    await dialog.getByRole('checkbox', { name: new RegExp(`^${other.brand.name} `) }).check();
    await page.waitForURL((url) => url.searchParams.getAll('marca').length === 2);
    const both = await facets(`query=${PARTIAL}&brand_slugs=${brand.brand.slug},${other.brand.slug}`);
    await dialog.getByRole('button', { name: `Ver ${products(both.total_count)}` }).waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    const reopened = page.getByRole('button', { name: 'Filtros (2)', exact: true });
    expect(await reopened.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => count(page)).toBe(products(both.total_count));
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
