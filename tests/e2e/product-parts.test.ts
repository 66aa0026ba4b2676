import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { WAIT_LIST_DEMO_SLUG } from '../../local-api/product/seed';
import {
  expectTrustedAtBothWidths,
  keepScreenshot,
  networkQuiet,
  recordShifts,
  type Shift,
  signInThroughForm,
  storeApi,
  useStoreAndBrowser,
  waitForHydration,
} from './support';

const LUCIA = 'lucia@tienda.test';
const PASSWORD = 'Tienda123!';

const ctx = useStoreAndBrowser();

interface Listed {
  public_sku: string;
  slug: string;
  title: string;
  type: string;
  stock_status: string;
}

let shirts: Listed[] = [];
const onSale = (p: Listed) => p.type === 'EVENT_SEAT' && ['IN_STOCK', 'PRESALE'].includes(p.stock_status);
let event: Listed;

/** The seeded products these tests use, read from the local API: the colour × size shirts and an event with seats. */
beforeAll(async () => {
  const api = `${ctx.store.url}/api/public`;
  const { token } = (await (await fetch(`${api}/anonymous`, { method: 'POST' })).json()) as { token: string };
  const headers = { Session: token };
  const found = (await (await fetch(`${api}/search?query=${encodeURIComponent('camisa oxford tejidos maya')}&page_size=50`, { headers })).json()) as { products: Listed[] };
  // One row per variant group: the shirt group's favoured variant.
  shirts = found.products.filter((p) => p.title.startsWith('Camisa oxford Tejidos Maya') && p.stock_status === 'IN_STOCK');
  const listed: Listed[] = [];
  for (let page = 1; page < 50 && !listed.some(onSale); page++) {
    const answer = (await (await fetch(`${api}/product?page=${page}&page_size=100`, { headers })).json()) as { products: Listed[]; has_more_items: boolean };
    listed.push(...answer.products);
    if (!answer.has_more_items) break;
  }
  event = listed.find(onSale)!;
});

/** Opens a product page and waits until it has hydrated (a loaded CI run once clicked a variant before that). */
async function open(page: Page, slug: string) {
  await page.goto(`${ctx.store.url}/producto/${slug}`);
  await waitForHydration(page);
}

/** The cart's lines as the cart page lists them: the link of each. */
async function cartLinks(page: Page): Promise<string[]> {
  await page.goto(`${ctx.store.url}/carrito`);
  await networkQuiet(page);
  await page.getByTestId('cart-line').first().waitFor();
  return page.getByTestId('cart-line').evaluateAll((lines) => lines.map((line) => line.querySelector('a[href^="/producto/"]')?.getAttribute('href') ?? ''));
}

describe('variants on the product page', () => {
  it('shows the chosen colour price, stock and picture in place and adds that variant', async () => {
    expect(shirts.length).toBe(1);
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    await open(page, shirts[0]!.slug);
    const colours = page.locator('.variants__group').filter({ has: page.getByRole('heading', { name: /^Color/ }) });
    const other = colours.locator('a:not([aria-current])').first();
    const href = (await other.getAttribute('href'))!;
    // Read before the click: `other` is a locator, evaluated again on each use, and once the new variant's page has
    // rendered, the first colour that is not current is the one just left (the URL changes before React commits the
    // new page, and a loaded machine's commit can come before a read made after waitForURL: issue 24's «title did not
    // change» was this read, the page had switched).
    const value = (await other.innerText()).replace(/\s*\(agotado\)$/, '').trim();
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(request.url());
    });
    await other.click();
    await page.waitForURL((url) => url.pathname === href);
    const title = page.getByRole('heading', { level: 1, name: new RegExp(`- ${value},`) });
    await title.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
      await keepScreenshot(page, 'product-parts-variant-stuck.png');
      throw new Error(`${String(error)}\nwaited for «${value}»; h1: ${await page.locator('h1').innerText()} @ ${page.url()}`);
    });
    const chosen = { title: (await title.innerText()).trim() };
    // A client navigation: no new HTML page.
    expect(loads).toEqual([]);
    expect(await page.locator('.gallery__main img').getAttribute('srcset')).toMatch(/ 500w, .* 2500w$/);
    await page.getByTestId('add-to-cart').click();
    await page.getByRole('status').filter({ hasText: `Agregado al carrito: 1 × ${chosen!.title}` }).waitFor();
    expect(await cartLinks(page)).toEqual([href]);
    await context.close();
  });
});

describe('event seats', () => {
  it('sets the quantity to the seats chosen, reserves them and another shopper sees them reserved', async () => {
    expect(event, 'an EVENT_SEAT product in stock').toBeTruthy();
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    await open(page, event.slug);
    const map = page.getByTestId('seat-map');
    const free = map.locator('button.seat[aria-label$=", disponible"]:not([aria-disabled])');
    const labels = [(await free.nth(0).getAttribute('aria-label'))!, (await free.nth(1).getAttribute('aria-label'))!];
    // By keyboard: the first seat is the map's one tab stop; Space and Enter toggle.
    await map.getByRole('button', { name: labels[0] }).focus();
    await page.keyboard.press('Space');
    await map.getByRole('button', { name: labels[1] }).click();
    expect(await map.getByRole('button', { name: labels[0] }).getAttribute('aria-pressed')).toBe('true');
    expect(await map.getByLabel('Cantidad').inputValue()).toBe('2');
    await map.getByTestId('add-to-cart').click();
    await map.getByRole('status').filter({ hasText: 'Agregado al carrito: 2 asientos' }).waitFor();
    await keepScreenshot(page, 'product-seats-chosen.png');

    const stranger = await ctx.browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'es-GT' });
    const other = await stranger.newPage();
    await open(other, event.slug);
    // On a phone every seat is a target of at least 32 × 32 px (WCAG 2.2 asks 24), and the page itself never scrolls sideways.
    const sizes = await other.getByTestId('seat-map').locator('button.seat').evaluateAll((seats) => seats.map((seat) => seat.getBoundingClientRect()));
    expect(sizes.length).toBeGreaterThan(12);
    expect(Math.min(...sizes.map((box) => Math.min(box.width, box.height)))).toBeGreaterThanOrEqual(32);
    expect(await other.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    for (const label of labels) {
      const reserved = label.replace(/disponible$/, 'reservado');
      const seat = other.getByTestId('seat-map').getByRole('button', { name: reserved, exact: true });
      expect(await seat.count(), reserved).toBe(1);
      expect(await seat.getAttribute('aria-disabled'), await seat.evaluate((el) => el.outerHTML)).toBe('true');
    }
    await stranger.close();
    await context.close();
  });
});

describe('the wait list', () => {
  it('joins with an email, remembers it after a reload and leaves', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'es-GT' });
    const page = await context.newPage();
    await open(page, WAIT_LIST_DEMO_SLUG);
    const box = page.getByTestId('wait-list');
    await box.getByLabel('Correo electrónico').fill('espera@correo.gt');
    await box.getByRole('button', { name: 'Avísame cuando haya existencias' }).click();
    await box.getByText('Te avisaremos a espera@correo.gt cuando haya existencias.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Te avisaremos a espera@correo.gt');

    await open(page, WAIT_LIST_DEMO_SLUG);
    await page.getByTestId('wait-list').getByText('Te avisaremos a espera@correo.gt').waitFor();
    await page.getByRole('button', { name: 'Salir de la lista' }).click();
    await page.getByTestId('wait-list').getByLabel('Correo electrónico').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
    await context.close();
  });
});

describe('the product page parts a shopper sees', () => {
  it('passes axe and scrolls nothing sideways at 360 and 1280 px', { timeout: 120_000 }, async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    for (const [name, slug] of [
      ['product-parts-variants', shirts[0]!.slug],
      ['product-parts-seats', event.slug],
      ['product-parts-wait-list', WAIT_LIST_DEMO_SLUG],
    ] as const) {
      await open(page, slug);
      await expectTrustedAtBothWidths(page, name);
    }
    // The zoomed picture: a dialog that Escape closes, the focus back on the picture.
    await open(page, shirts[0]!.slug);
    await page.locator('.gallery__zoom').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('img').getAttribute('src')).toMatch(/2500/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('gallery__zoom');
    await context.close();
  });
});

describe('the buy box says nothing, in no room, until it has something to say', () => {
  /** The buyer's line: its display, its height and what it says. */
  const knownLine = (page: Page) =>
    page.getByTestId('known-buyer').evaluate((line) => ({ display: getComputedStyle(line).display, height: line.getBoundingClientRect().height, text: line.textContent?.trim() ?? '' }));

  it('takes no room for a visitor, and for a buyer who signed in during the visit is held from the first paint and fills without a shift', { timeout: 60_000 }, async () => {
    const api = storeApi(ctx);
    const { body: orders } = await api.call<{ items: { product: { slug: string } }[] }[]>('/order?page_size=1', { token: await api.signIn(LUCIA, PASSWORD) });
    const bought = orders[0]!.items[0]!.product.slug;

    // A visitor: no line, no blank room under the buy box.
    const visitorContext = await ctx.browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'es-GT' });
    const visitor = await visitorContext.newPage();
    await open(visitor, bought);
    await networkQuiet(visitor);
    expect(await knownLine(visitor)).toEqual({ display: 'none', height: 0, text: '' });
    // The form's live regions, silent, take no room either: the buy bar ends its own padding under the button.
    const underButton = await visitor.locator('.product-page__buy .add-to-cart').evaluate((form) => {
      const button = form.querySelector('[data-testid="add-to-cart"]')!;
      return [form.getBoundingClientRect().bottom - button.getBoundingClientRect().bottom, parseFloat(getComputedStyle(form).paddingBottom)];
    });
    expect(underButton[0]).toBeCloseTo(underButton[1]!, 0);
    await visitorContext.close();

    // Lucía signs in through the form; the page she opens next holds the line from before its first paint.
    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'es-GT' });
    const page = await context.newPage();
    await signInThroughForm(page, ctx.store.url, LUCIA, PASSWORD);
    await page.getByTestId('account-menu').locator('.account-menu__account').waitFor();
    await page.waitForFunction(() => document.documentElement.classList.contains('con-cuenta'));
    await page.addInitScript(recordShifts);
    await open(page, bought);
    await page.getByText('Ya compraste este producto.').waitFor();
    await networkQuiet(page);
    const line = await knownLine(page);
    expect(line.display).toBe('flex');
    expect(line.height).toBeGreaterThan(0);
    expect(line.text).toMatch(/^Ya compraste este producto\./);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    expect(shifts).toEqual([]);
    await context.close();
  });
});
