import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { networkQuiet, priceOf, useStoreAndBrowser, waitForHydration } from './support';

const ctx = useStoreAndBrowser();
let productPath: string;

beforeAll(async () => {
  // A product, found as a crawler would: through the server-rendered home page.
  const home = await (await fetch(ctx.store.url)).text();
  productPath = home.match(/href="(\/producto\/[^"]+)"/)![1]!;
});

/** Collects console errors and warnings (hydration mismatches are reported there) and page errors. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own notice: browser tests block the store's service worker (tests/e2e/support.ts), not the page.
    if (message.text() === 'Service Worker registration blocked by Playwright') return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** Sums layout shifts (as CLS does, without input) from the first paint on. */
async function observeLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe('server rendering in Chromium', () => {
  it('shows a product page without JavaScript: title, price in quetzales, and links that navigate', async () => {
    const context = await ctx.browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const response = await page.goto(ctx.store.url + productPath);
    expect(response?.status()).toBe(200);
    const title = (await page.locator('h1').innerText()).trim();
    expect(title.length).toBeGreaterThan(3);
    expect(await page.title()).toMatch(/\S · Tienda$/);
    expect(priceOf(await page.locator('.product-page__price').innerText())).toBeGreaterThan(0);
    // A breadcrumb is a real link: the category page arrives server-rendered too.
    await page.locator('.breadcrumbs a[href^="/categoria/"]').first().click();
    await page.waitForURL(/\/categoria\//);
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrates home and product with no console error or hydration warning, and adds to the cart', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = watch(page);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    const linked = () => page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => (link as HTMLLinkElement).href));
    await page.goto(ctx.store.url);
    await networkQuiet(page);
    const homeLinks = await linked();
    // The first screen's stylesheets are linked by the HTML (hashed files), each fetched once; hydration adds none.
    expect(homeLinks.length).toBeGreaterThan(0);
    expect([...stylesheets].sort()).toEqual([...homeLinks].sort());
    stylesheets.length = 0;
    await page.goto(ctx.store.url + productPath);
    await networkQuiet(page);
    const productLinks = await linked();
    for (const href of stylesheets) expect(productLinks, href).toContain(href);
    expect(new Set(stylesheets).size, `stylesheets requested: ${stylesheets.join(', ')}`).toBe(stylesheets.length);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['home', '/', { width: 360, height: 800 }],
    ['product', 'PRODUCT', { width: 360, height: 800 }],
    ['home', '/', { width: 1280, height: 900 }],
    ['product', 'PRODUCT', { width: 1280, height: 900 }],
  ])('keeps the %s page still while it loads and hydrates (CLS ≤ 0.02 at %o)', async (_name, path, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    await observeLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(ctx.store.url + (path === 'PRODUCT' ? productPath : path));
    await waitForHydration(page);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.02);
    await context.close();
  });

  it('loads no library and calls no API on a new visitor’s home page; a click to a product makes one page-data request', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto(ctx.store.url);
    await networkQuiet(page);
    const api = () => requests.filter((r) => r.includes('/api/public/') && !r.includes('/media/'));
    expect(api()).toEqual([]);
    expect(requests.filter((r) => r.includes('browser-client'))).toEqual([]);
    // The head started the locale-data worker (head-scripts.ts, INTL_WARM_SCRIPT), once, as the CSP allows.
    expect(workers).toEqual(['/intl-warm.js']);
    expect(requests.filter((r) => r.endsWith('/intl-warm.js'))).toEqual(['GET /intl-warm.js']);

    requests.length = 0;
    const link = page.getByTestId('product-card').first().locator('a').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByTestId('add-to-cart').waitFor();
    await networkQuiet(page);
    // The page's data: one request, no document request (a client navigation), no waterfall of page data.
    expect(api().filter((r) => r.startsWith('GET /api/public/page/'))).toEqual([`GET /api/public/page/product/${href.split('/').pop()}`]);
    expect(requests.filter((r) => r === `GET ${href}`)).toEqual([]);
    // A client navigation starts no second worker: the page's process already holds the locale data.
    expect(workers).toEqual(['/intl-warm.js']);
    await context.close();
  });

  it('answers unknown pages with 404 and the old SKU address with a 301 to the slug', async () => {
    expect((await fetch(`${ctx.store.url}/no/existe`)).status).toBe(404);
    const html = await (await fetch(ctx.store.url + productPath)).text();
    const sku = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)![1]!).sku as string;
    const moved = await fetch(`${ctx.store.url}/producto/${sku}`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('Location')).toBe(productPath);
  });
});
