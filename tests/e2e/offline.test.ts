import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_CACHE } from '../../src/presentation/pwa/offline-pages';
import { useStoreAndBrowser, waitForHydration } from './support';

/**
 * Issue 25, part 5: the store installs (manifest, service worker, icons: Chromium's own installability check), and
 * without a connection a visited product page opens and hydrates, a page never visited gets the Spanish offline
 * page, and checkout says it needs a connection. The one browser test with the service worker allowed.
 */
const ctx = useStoreAndBrowser();
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

/** Waits until the service worker keeps `path` among the pages (it stores its copy after answering). */
const keptPage = (path: string) =>
  page.waitForFunction(
    async ({ cache, url }) => Boolean(await (await caches.open(cache)).match(url)),
    { cache: PAGES_CACHE, url: new URL(path, ctx.store.url).href },
    { polling: 100 },
  );

beforeAll(async () => {
  context = await ctx.browser.newContext({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });
  page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(message.text())) errors.push(message.text());
  });
});

afterAll(async () => {
  await context?.close();
});

/** Quantities by SKU of the shopper's cart as the server holds it (the page's session, asked from outside the browser). */
async function serverCart(): Promise<Record<string, number>> {
  const { token, cartId } = await page.evaluate(() => ({
    token: (JSON.parse(localStorage.getItem('tienda.session') ?? '{}') as { token?: string }).token ?? '',
    cartId: (JSON.parse(localStorage.getItem('tienda.cart') ?? '{}') as { cartId?: string }).cartId ?? '',
  }));
  const answer = await fetch(`${ctx.store.url}/api/public/cart/${encodeURIComponent(cartId)}`, { headers: { Session: token } });
  expect(answer.status).toBe(200);
  const cart = (await answer.json()) as { items: { quantity: number; product: { public_sku: string } }[] };
  return Object.fromEntries(cart.items.map((item) => [item.product.public_sku, item.quantity]));
}

describe('installable, and useful offline', () => {
  let productPath = '';
  let productTitle = '';
  let secondPath = '';
  let secondTitle = '';

  it('meets Chromium’s install criteria: a Spanish manifest, PNG icons and an active service worker', async () => {
    await page.goto(ctx.store.url);
    await waitForHydration(page);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${ctx.store.url}/`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito profiles, where Chromium never offers to install: every other criterion holds.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const manifest = (await (await fetch(`${ctx.store.url}/manifest.webmanifest`)).json()) as { lang: string; start_url: string; name: string; icons: { sizes: string }[] };
    expect(manifest).toMatchObject({ lang: 'es-GT', start_url: '/', name: 'Tienda' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const link = page.locator('.product-card__link').first();
    productPath = (await link.getAttribute('href'))!;
    productTitle = (await link.textContent())!.trim();
    const second = page.locator('.product-card__link').nth(1);
    secondPath = (await second.getAttribute('href'))!;
    secondTitle = (await second.textContent())!.trim();
  });

  it('opens a product page visited before, and hydrates it, with no connection', async () => {
    // The page is the service worker's from now on (it controls the pages opened after it activated).
    await page.goto(new URL(productPath, ctx.store.url).href);
    await page.locator('h1', { hasText: productTitle }).waitFor();
    await keptPage(productPath);

    await context.setOffline(true);
    await page.goto(new URL(productPath, ctx.store.url).href);
    await expect.poll(() => page.locator('h1').textContent()).toBe(productTitle);
    await waitForHydration(page);
    expect(await page.locator('#precio').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('answers the Spanish offline page for a page never visited, and checkout says it needs a connection', async () => {
    await page.goto(new URL('/ayuda', ctx.store.url).href);
    expect(await page.locator('h1').textContent()).toBe('Sin conexión');
    expect(await page.title()).toBe('Sin conexión · Tienda');
    await page.goto(new URL('/pagar', ctx.store.url).href);
    expect(await page.locator('h1').textContent()).toBe('Sin conexión');
    expect(await page.locator('main').textContent()).toContain('Pagar un pedido y entrar a tu cuenta necesitan conexión.');
    expect(await page.getByRole('link', { name: 'carrito' }).getAttribute('href')).toBe('/carrito');

    await context.setOffline(false);
    await page.goto(new URL('/ayuda', ctx.store.url).href);
    expect(await page.locator('h1').textContent()).not.toBe('Sin conexión');
  });

  it('shows the cart’s last lines offline, queues an add as «Pendiente», and sends it exactly once when the connection returns', async () => {
    const at = (path: string) => new URL(path, ctx.store.url).href;
    // Online: one product in the cart, a second product's page visited, and the cart page visited.
    await page.goto(at(productPath));
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await page.getByText('Agregado al carrito').waitFor();
    await page.goto(at(secondPath));
    await page.locator('h1', { hasText: secondTitle }).waitFor();
    await keptPage(secondPath);
    await page.goto(at('/carrito'));
    await page.locator('[data-testid="cart-line"]', { hasText: productTitle }).waitFor();
    await keptPage('/carrito');
    const before = await serverCart();
    expect(Object.values(before)).toEqual([1]);
    const firstSku = Object.keys(before)[0]!;

    await context.setOffline(true);
    await page.goto(at('/carrito'));
    await page.getByTestId('cart-offline').waitFor();
    expect(await page.getByTestId('cart-offline').textContent()).toContain('Sin conexión — mostrando tu carrito guardado');
    expect((await page.getByTestId('cart-line').allTextContents()).map((text) => text.includes(productTitle))).toEqual([true]);
    expect(await page.getByTestId('to-checkout').getAttribute('aria-disabled')).toBe('true');

    await page.goto(at(secondPath));
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('add-queued').waitFor();
    await page.goto(at('/carrito'));
    const pending = page.getByTestId('pending-line');
    await pending.waitFor();
    expect(await pending.textContent()).toBe(`1 × ${secondTitle}Pendiente`);
    expect(await serverCart().catch(() => null)).toEqual(before);

    // Chromium's emulation changes navigator.onLine without an «online» event: the page notices either way.
    await context.setOffline(false);
    await page.locator('[data-testid="cart-line"]', { hasText: secondTitle }).waitFor();
    await pending.waitFor({ state: 'detached' });
    await page.getByTestId('cart-offline').waitFor({ state: 'detached' });
    const after = await serverCart();
    // Exactly once: the product added offline is in the server's cart once, and the line from before is as it was.
    expect(after).toEqual({ ...before, [Object.keys(after).find((sku) => sku !== firstSku)!]: 1 });
    expect(Object.keys(after)).toHaveLength(2);
    expect(after[firstSku]).toBe(1);
    // The service worker kept none of the cart's API answers (they are the shopper's: only their own storage has them).
    const apiKept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      return urls.filter((url) => url.includes('/api/public/cart'));
    });
    expect(apiKept).toEqual([]);
    expect(errors).toEqual([]);
  });
});
