import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage } from '../../src/node';
import { sidewaysOverflow, keepScreenshot, networkQuiet, seriousViolations, useStoreAndBrowser, waitForHydration } from './support';

const ctx = useStoreAndBrowser();

const WIDTHS = [
  { name: '1280', viewport: { width: 1280, height: 800 } },
  { name: '360', viewport: { width: 360, height: 740 } },
] as const;

async function open(path: string, viewport: { width: number; height: number }) {
  const context = await ctx.browser.newContext({ viewport, locale: 'es-GT' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const suggestCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search_suggestions')) suggestCalls.push(new URL(request.url()).searchParams.get('query') ?? '');
  });
  const response = await page.goto(new URL(path, ctx.store.url).href);
  // Hydrated: React has claimed the page (a quiet network alone can come first on a loaded machine).
  await waitForHydration(page);
  return { context, page, errors, suggestCalls, status: response?.status() };
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Buscar productos' });
const list = (page: Page) => page.getByRole('listbox', { name: 'Sugerencias' });
const heading = (page: Page) => () => page.locator('h1').textContent();
/** axe's serious and critical findings, readable in a failure. */
const axeFindings = async (page: Page) =>
  (await seriousViolations(page)).map((v) => `${v.id} ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
const types = (page: Page) => list(page).getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('data-type')));

/** Types `text` one key at a time, slower than the box waits, and waits for the suggestions of the whole text. */
async function typeSlowly(page: Page, text: string) {
  await box(page).click();
  await box(page).pressSequentially(text, { delay: 300 });
  await list(page).getByRole('option').first().waitFor();
  await networkQuiet(page);
}

/** Moves with ArrowDown to the first option of `type` and returns its text. */
async function arrowTo(page: Page, type: string): Promise<string> {
  const index = (await types(page)).indexOf(type);
  expect(index, `an option of type ${type}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i += 1) await box(page).press('ArrowDown');
  const active = await box(page).getAttribute('aria-activedescendant');
  const option = page.locator(`[id="${active}"]`);
  expect(await option.getAttribute('data-type')).toBe(type);
  expect(await option.getAttribute('aria-selected')).toBe('true');
  return (await option.locator('.suggestion__title').textContent()) ?? '';
}

describe('the search box suggests as the shopper types', () => {
  for (const { name, viewport } of WIDTHS) {
    it(`at ${name} px: suggestions of several types, chosen with the keyboard, closed with Escape, accessible and within the page`, async () => {
      const { context, page, errors, suggestCalls } = await open('/', viewport);
      await typeSlowly(page, 'aud');
      // One request per pause in typing, the last for the whole text.
      expect(suggestCalls.at(-1)).toBe('aud');
      expect(suggestCalls.length).toBeLessThanOrEqual(3);
      const shown = await types(page);
      expect(new Set(shown)).toEqual(new Set(['TEXT', 'CATEGORY', 'BRAND', 'PRODUCT']));
      await expect(box(page).getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(page.getByRole('status').filter({ hasText: 'sugerencias' }).textContent()).resolves.toBe(`${shown.length} sugerencias`);
      // The matched part is marked, and each product shows its picture at 40 px.
      expect(await list(page).locator('mark').first().textContent()).toMatch(/^aud$/i);
      const image = list(page).locator('[data-type="PRODUCT"] img').first();
      expect(await image.evaluate((img: HTMLImageElement) => [img.width, img.height, img.complete && img.naturalWidth > 0])).toEqual([40, 40, true]);
      // The list lies under the box, as wide as it, inside the viewport.
      const [boxRect, listRect] = await Promise.all([page.locator('form[role="search"]').boundingBox(), list(page).boundingBox()]);
      expect(listRect!.y).toBeGreaterThanOrEqual(boxRect!.y + boxRect!.height);
      expect(Math.round(listRect!.width)).toBe(Math.round(boxRect!.width));
      expect(listRect!.x + listRect!.width).toBeLessThanOrEqual(viewport.width);
      expect(await sidewaysOverflow(page)).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);
      await keepScreenshot(page, `browse-suggestions-${name}.png`);

      // Escape closes (the text stays), a second Escape clears the text.
      await box(page).press('ArrowDown');
      await box(page).press('Escape');
      await expect(list(page).isHidden()).resolves.toBe(true);
      await expect(box(page).getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(box(page).inputValue()).resolves.toBe('aud');
      await box(page).press('Escape');
      await expect(box(page).inputValue()).resolves.toBe('');

      // ArrowDown to the category, Enter: its page.
      await typeSlowly(page, 'aud');
      const category = await arrowTo(page, 'CATEGORY');
      await box(page).press('Enter');
      await page.waitForURL(/\/categoria\/audio$/);
      await expect.poll(heading(page)).toBe(category);
      await expect(list(page).isHidden()).resolves.toBe(true);

      // And a product, from the category page.
      await typeSlowly(page, 'son');
      const product = await arrowTo(page, 'PRODUCT');
      await box(page).press('Enter');
      await page.waitForURL(/\/producto\//);
      await expect.poll(heading(page)).toBe(product);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('searches the typed text with Enter when no option is active, and keeps it in the box; Tab and a click outside close the list', async () => {
    const { context, page } = await open('/', WIDTHS[0].viewport);
    await typeSlowly(page, 'cam');
    await box(page).press('Tab');
    await expect(list(page).isHidden()).resolves.toBe(true);
    await box(page).click();
    await box(page).press('End');
    await box(page).pressSequentially('isa', { delay: 300 });
    await list(page).getByRole('option').first().waitFor();
    // A click on text outside the box (not a link).
    await page.locator('.site-footer__note').click();
    await expect(list(page).isHidden()).resolves.toBe(true);
    await box(page).press('Enter');
    await page.waitForURL(/\/buscar\?q=camisa$/);
    await expect(box(page).inputValue()).resolves.toBe('camisa');
    await context.close();
  });

  it('searches without JavaScript: the header box is a GET form to /buscar', async () => {
    const context = await ctx.browser.newContext({ viewport: WIDTHS[1].viewport, locale: 'es-GT', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ctx.store.url);
    await box(page).fill('libro');
    await box(page).press('Enter');
    await page.waitForURL(/\/buscar\?q=libro$/);
    await expect(box(page).inputValue()).resolves.toBe('libro');
    await context.close();
  });
});

describe('the offers and newest pages', () => {
  for (const [path, title, first] of [
    ['/ofertas', 'Ofertas', 'Ofertas relámpago'],
    ['/novedades', 'Novedades', 'Lo más nuevo'],
  ] as const) {
    it(`${path} is server-rendered with its sections, reached from the header, and reads well at both widths`, async () => {
      for (const { name, viewport } of WIDTHS) {
        const { context, page, status, errors } = await open('/', viewport);
        await page.getByRole('navigation', { name: 'Categorías' }).getByRole('link', { name: title, exact: true }).click();
        await page.waitForURL(new RegExp(`${path}$`));
        await expect.poll(heading(page)).toBe(title);
        const reload = await page.goto(new URL(path, ctx.store.url).href);
        expect([status, reload?.status()]).toEqual([200, 200]);
        await expect(page.title()).resolves.toBe(`${title} · Tienda`);
        const headings = await page.locator('main section h2').allTextContents();
        expect(headings[0]).toBe(first);
        expect(headings.length).toBeGreaterThanOrEqual(5);
        expect(await page.getByTestId('product-card').count()).toBeGreaterThan(10);
        expect(await sidewaysOverflow(page)).toEqual([]);
        expect(await axeFindings(page)).toEqual([]);
        await keepScreenshot(page, `browse${path.replace('/', '-')}-${name}.png`);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('links the footer to both pages, and answers /OFERTAS with the offers page', async () => {
    const { context, page } = await open('/', WIDTHS[0].viewport);
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Ofertas' }).getAttribute('href')).toBe('/ofertas');
    expect(await footer.getByRole('link', { name: 'Novedades' }).getAttribute('href')).toBe('/novedades');
    // The home's banners link there too.
    await page.goto(new URL('/OFERTAS', ctx.store.url).href);
    await expect(page.locator('h1').textContent()).resolves.toBe('Ofertas');
    await context.close();
  });
});

describe('a section with filters', () => {
  it('carries the filter in the address, narrows the products, and Back restores the unfiltered section', async () => {
    const client = createTiendaClient({ environment: 'local', apiRoot: `${ctx.store.url}/api/public`, storage: new MemoryStorage() });
    const first = await client.catalog.loadSection('7');
    const brand = first.filters.brands.find((facet) => facet.count > 0 && facet.count < (first.detail.section.total_count ?? 0))!;
    expect(brand, 'a brand facet narrowing section 7').toBeTruthy();
    for (const { name, viewport } of WIDTHS) {
      const { context, page, errors } = await open('/seccion/7', viewport);
      const count = () => page.locator('.listing__count').textContent();
      const unfiltered = await count();
      expect(unfiltered).toBe(`${first.detail.section.total_count} productos`);
      if (viewport.width < 900) await page.getByRole('button', { name: 'Filtros' }).click();
      await page.getByRole('checkbox', { name: new RegExp(`^${brand.brand.name}`) }).check();
      await page.waitForURL(new RegExp(`/seccion/7\\?marca=${brand.brand.slug}$`));
      await expect.poll(count).toBe(brand.count === 1 ? '1 producto' : `${brand.count} productos`);
      if (viewport.width < 900) await page.keyboard.press('Escape');
      expect(await page.getByTestId('product-card').count()).toBe(Math.min(brand.count, 24));
      expect(await sidewaysOverflow(page)).toEqual([]);
      expect(await axeFindings(page)).toEqual([]);
      await keepScreenshot(page, `browse-section-filtered-${name}.png`);
      // The filtered address is a page of its own (server-rendered), and Back undoes the filter.
      const direct = await context.newPage();
      const response = await direct.goto(page.url());
      expect(response?.status()).toBe(200);
      await expect(direct.locator('.listing__count').textContent()).resolves.toBe(await count());
      await direct.close();
      await page.goBack();
      await page.waitForURL(/\/seccion\/7$/);
      await expect.poll(count).toBe(unfiltered);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
