import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage, type ProductSummary } from '../../src/node';
import { PENDING_VIEWS_KEY } from '../../src/presentation/recently-viewed/pending-views';
import { SESSION_CLASS_SCRIPT } from '../../src/presentation/server/head-scripts';
import { STORAGE_KEYS } from '../../src/usecases/shared/storage-keys';
import { keepScreenshot, networkQuiet, seriousViolations, useStoreAndBrowser, waitForHydration } from './support';

/**
 * Issue 22: public pages hold nothing of any visitor. Shopper A's recently viewed products are A's alone, loaded in
 * A's browser; visitor B, in another browser, never sees them: not in the HTML as served, not in the page after
 * hydration. The home's HTML has no product in its recently viewed section, whatever the server's own session viewed.
 */
const ctx = useStoreAndBrowser();

const SHELF = '.section--products-recently-viewed';
/** A title as React writes it into HTML text. */
const asHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const containsTitle = (html: string, title: string) => html.includes(title) || html.includes(asHtml(title));

/** The pages B opens, and what A browses: chosen from the seeded catalogue, so that nothing of A's is on B's pages anyway. */
interface Plan {
  /** The category whose page A opens from home's tiles, and the products A opens from it. */
  aCategory: string;
  aProducts: ProductSummary[];
  /** One more product, opened by A with a full page load (server-rendered). */
  aFirstLoad: ProductSummary;
  /** A product a brand-new visitor lands on (no session yet). */
  landing: ProductSummary;
  /** B's category and product pages. */
  bPaths: string[];
}

let plan: Plan;
let contextA: BrowserContext;

const fetchHtml = async (path: string) => (await fetch(new URL(path, ctx.store.url))).text();

/** Waits for the next two frames: layout and paint of what just changed (and its layout-shift entries) are done. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

const shelfTitles = (page: Page) => page.locator(`${SHELF} [data-testid="product-card"] .product-card__title`).allTextContents();

/** Waits until the shelf shows its products (they arrive at once), then gives their titles. */
async function filledShelf(page: Page): Promise<string[]> {
  await page.locator(`${SHELF} [data-testid="product-card"]`).first().waitFor();
  return shelfTitles(page);
}

async function openProductFromListing(page: Page, categoryName: string, title: string) {
  await page.locator('h1', { hasText: categoryName }).waitFor();
  await page.locator('.product-grid').getByRole('link', { name: title, exact: true }).first().click();
  await page.locator('h1', { hasText: title }).waitFor();
}

beforeAll(async () => {
  const client = createTiendaClient({ environment: 'local', apiRoot: `${ctx.store.url}/api/public`, storage: new MemoryStorage() });
  const categories = await client.catalog.loadNavigation();
  const bCategory = categories.find((category) => category.slug === 'hogar')!;
  expect(bCategory, 'the seed has «Hogar»').toBeTruthy();
  const bProduct = (await client.catalog.browseProducts({ kind: 'category', slug: bCategory.slug })).products.products[0]!;
  const bPaths = ['/', '/ofertas', `/categoria/${bCategory.slug}`, `/producto/${bProduct.slug}`];
  // B's pages as anyone gets them, before A browses: A's products are none of what they show anyway.
  const bHtml = await Promise.all(bPaths.map(fetchHtml));
  const plain = (product: ProductSummary) => /^[^&<>"']+$/.test(product.title) && !bHtml.some((html) => containsTitle(html, product.title) || html.includes(product.slug));
  for (const category of categories.filter((c) => c.slug !== bCategory.slug)) {
    const listed = (await client.catalog.browseProducts({ kind: 'category', slug: category.slug })).products.products.filter(plain);
    // Distinct titles (variants of one group may share a title), so each is one product on the page.
    const distinct = listed.filter((product, index) => listed.findIndex((other) => other.title === product.title) === index);
    if (distinct.length >= 5) {
      plan = { aCategory: category.slug, aProducts: distinct.slice(0, 3), aFirstLoad: distinct[3]!, landing: distinct[4]!, bPaths };
      break;
    }
  }
  expect(plan, 'a category with 5 products shown on none of B\'s pages').toBeTruthy();
});

describe('recently viewed products belong to the session that viewed them', () => {
  it('A\'s shelf lists exactly the three products A opened, newest first, and so does /vistos', async () => {
    contextA = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await contextA.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(ctx.store.url);
    await waitForHydration(page);
    // A new visitor: no session, no shelf.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session)).toBeNull();
    expect(await page.locator(SHELF).isVisible()).toBe(false);

    const tile = page.locator(`.section--categories a[href="/categoria/${plan.aCategory}"]`);
    const categoryName = (await tile.textContent())!.trim();
    await tile.click();
    for (const [index, product] of plan.aProducts.entries()) {
      if (index > 0) await page.goBack();
      await openProductFromListing(page, categoryName, product.title);
    }
    await page.getByRole('link', { name: 'Tienda, ir al inicio' }).click();
    expect(await filledShelf(page)).toEqual(plan.aProducts.map((p) => p.title).reverse());
    expect(await page.locator(SHELF).isVisible()).toBe(true);

    await page.locator(SHELF).getByRole('link', { name: /^Ver todo/ }).click();
    await page.locator('h1', { hasText: 'Vistos recientemente' }).waitFor();
    const grid = page.getByRole('list', { name: 'Productos vistos recientemente' });
    await grid.waitFor();
    expect(await grid.locator('.product-card__title').allTextContents()).toEqual(plan.aProducts.map((p) => p.title).reverse());
    expect(await fetchHtml('/vistos')).toContain('<meta name="robots" content="noindex">');
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const viewport of [
    { width: 1280, height: 1800 },
    { width: 360, height: 2600 },
  ]) {
    it(`keeps A's home still at ${viewport.width} px while the shelf fills (layout shift at most 0.02, the shelf's box never resizes)`, async () => {
      const page = await contextA.newPage();
      await page.setViewportSize(viewport);
      await page.addInitScript((selector) => {
        const record = { shifts: [] as { value: number; sources: string[] }[], heights: [] as number[] };
        (window as unknown as { __record: typeof record }).__record = record;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
            if (entry.hadRecentInput) continue;
            const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)));
            record.shifts.push({ value: entry.value, sources });
          }
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('DOMContentLoaded', () => {
          const shelf = document.querySelector(selector);
          if (shelf) new ResizeObserver(() => record.heights.push(Math.round(shelf.getBoundingClientRect().height * 10) / 10)).observe(shelf);
        });
      }, SHELF);
      const response = await page.goto(ctx.store.url);
      // The head's script marks the root before the first paint, so the box is there from the start.
      expect(await response!.text()).toContain(SESSION_CLASS_SCRIPT);
      expect(await filledShelf(page)).toEqual(plan.aProducts.map((p) => p.title).reverse());
      await networkQuiet(page);
      await twoFrames(page);
      const box = await page.locator(SHELF).evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.bottom, 'the shelf is in the viewport, where a shift would count').toBeLessThanOrEqual(viewport.height);
      const record = await page.evaluate(() => (window as unknown as { __record: { shifts: { value: number; sources: string[] }[]; heights: number[] } }).__record);
      const score = record.shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(score, JSON.stringify(record.shifts)).toBeLessThanOrEqual(0.02);
      expect(record.heights.length).toBeGreaterThan(0);
      expect(new Set(record.heights).size, `the shelf's heights: ${record.heights.join(', ')}`).toBe(1);
      await keepScreenshot(page.locator(SHELF), `recently-viewed-shelf-${viewport.width}.png`);
      const violations = await seriousViolations(page);
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
      await page.close();
    });
  }

  it('records a returning shopper\'s first (server-rendered) load of a product with their own session', async () => {
    const page = await contextA.newPage();
    const read = page.waitForResponse((r) => r.url().includes(`/api/public/page/product/${plan.aFirstLoad.public_sku}`) && r.url().includes('WISHLIST'));
    await page.goto(new URL(`/producto/${plan.aFirstLoad.slug}`, ctx.store.url).href);
    expect((await read).status()).toBe(200);
    await page.goto(ctx.store.url);
    expect(await filledShelf(page)).toEqual([plan.aFirstLoad, ...[...plan.aProducts].reverse()].map((p) => p.title));
    await page.close();
  });

  it('the server-rendered home has no product in its recently viewed section, even after the server\'s session viewed one', async () => {
    // A server render of a product page reads it with the server's own session, which the API records.
    expect(await fetchHtml(`/producto/${plan.aProducts[0]!.slug}`)).toContain(plan.aProducts[0]!.title);
    const html = await fetchHtml('/');
    const start = html.indexOf('<section class="section section--products-recently-viewed"');
    expect(start).toBeGreaterThan(0);
    const section = html.slice(start, html.indexOf('</section>', start));
    expect(section).toContain('Vistos recientemente');
    expect(section).toContain('product-card--skeleton');
    expect(section).not.toContain('data-testid="product-card"');
    expect(section).not.toContain('/producto/');
    // Nor anywhere in the page or its hydration data.
    for (const product of [...plan.aProducts, plan.aFirstLoad]) expect(containsTitle(html, product.title), product.title).toBe(false);
  });

  it('B, in another browser, sees none of A\'s products: not in the HTML as served, not after hydration; B\'s shelf is hidden and empty', async () => {
    const titles = [...plan.aProducts, plan.aFirstLoad].map((p) => p.title);
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    for (const path of [...plan.bPaths, '/vistos']) {
      const response = await page.goto(new URL(path, ctx.store.url).href);
      expect(response!.status(), path).toBe(200);
      const served = await response!.text();
      const raw = await fetchHtml(path);
      for (const title of titles) {
        expect(containsTitle(served, title), `${path} as served holds «${title}»`).toBe(false);
        expect(containsTitle(raw, title), `${path} as fetched holds «${title}»`).toBe(false);
      }
      await waitForHydration(page);
      if (path === '/') {
        expect(await page.locator(SHELF).isVisible()).toBe(false);
        expect(await page.locator(`${SHELF} [data-testid="product-card"]`).count()).toBe(0);
      }
      if (path === '/vistos') {
        await page.getByText('Aún no has visto productos. Los que abras aparecerán aquí.').waitFor();
        expect(await page.getByRole('link', { name: 'Explorar ofertas' }).getAttribute('href')).toBe('/ofertas');
        expect(await page.locator('[data-testid="product-card"]').count()).toBe(0);
        await keepScreenshot(page, 'recently-viewed-empty-1280.png');
      }
      const dom = await page.content();
      for (const title of titles) expect(containsTitle(dom, title), `${path} after hydration holds «${title}»`).toBe(false);
    }
    // Looking at pages made no session for B.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session)).toBeNull();
    await context.close();
  });

  it('a visitor who lands on a product without a session has that view recorded, in its order, once a session exists', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const lists: string[] = [];
    page.on('request', (request) => void (request.url().endsWith('/secciones') && lists.push(new URL(request.url()).pathname)));
    await page.goto(new URL(`/producto/${plan.landing.slug}`, ctx.store.url).href);
    await waitForHydration(page);
    await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, PENDING_VIEWS_KEY);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_VIEWS_KEY)).toBe(JSON.stringify([plan.landing.public_sku]));
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session)).toBeNull();
    // The first navigation inside the store makes the session; the remembered view is recorded before the next one.
    // The recommendations load as the shopper scrolls near them (a server-rendered page leaves its lists out).
    await page.getByRole('heading', { name: 'Preguntas y respuestas' }).scrollIntoViewIfNeeded();
    const next = page.getByTestId('recommendations').getByTestId('product-card').first();
    const nextTitle = (await next.locator('.product-card__title').textContent())!;
    // One read of the page's lists, from the store's public answer: it made no session either.
    expect(lists).toEqual([`/producto/${encodeURIComponent(plan.landing.slug)}/secciones`]);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.session)).toBeNull();
    await next.getByRole('link').first().click();
    await page.locator('h1', { hasText: nextTitle }).waitFor();
    await page.getByRole('link', { name: 'Tienda, ir al inicio' }).click();
    expect(await filledShelf(page)).toEqual([nextTitle, plan.landing.title]);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), PENDING_VIEWS_KEY)).toBeNull();
    await context.close();
    await contextA.close();
  });
});
