import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectTrustedAtBothWidths, sidewaysOverflow, keepScreenshot, storeApi, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const api = storeApi(ctx);

interface Picked {
  public_sku: string;
  slug: string;
  title: string;
}

/** A simple product in stock whose page compares it with at least two others (found through the API, not assumed). */
let picked: Picked;

beforeAll(async () => {
  const token = await api.anonymous();
  const listed = await api.call<{ products: (Picked & { type: string; stock_status: string })[] }>('/product?page=1&page_size=60', { token });
  for (const product of listed.body.products.filter((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK')) {
    const page = await api.call<{ compare_to?: unknown[] }>(`/page/product/${product.public_sku}?include=PRODUCT,COMPARE_TO`, { token });
    if ((page.body.compare_to?.length ?? 0) >= 2) {
      picked = product;
      break;
    }
  }
  expect(picked, 'a product with at least two to compare').toBeTruthy();
});

async function signInHere(page: Page, email = 'ana@tienda.test', password = 'Tienda123!') {
  await page.waitForURL(/\/ingresar\?volver=/);
  await page.getByTestId('login-form').waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByTestId('login-form').locator('button[type=submit]').click();
}

/** Waits until the heart knows the shopper's favourites (after hydration and the skus call). */
const heartReady = (page: Page) => page.waitForFunction(() => document.querySelector('[data-testid="wishlist-heart"]')?.getAttribute('data-ready') === 'true');

describe('favourites, sharing, compare and the Amazon import in the browser', () => {
  it('favourites a product on its page (logging in first), shares «Mis favoritos», and a fresh anonymous session opens the shared list', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const productPath = `/producto/${picked.slug}`;
    await page.goto(`${ctx.store.url}${productPath}`);
    // Anonymous: the heart sends to the login page, which comes back here.
    const heart = page.getByTestId('wishlist-heart');
    await heartReady(page);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await signInHere(page);
    await page.waitForURL(new RegExp(`${productPath}$`));
    await heartReady(page);
    if ((await heart.getAttribute('aria-pressed')) !== 'true') {
      await heart.click();
      await page.waitForFunction(() => document.querySelector('[data-testid="wishlist-heart"]')?.getAttribute('aria-pressed') === 'true');
    }
    expect(await heart.getAttribute('aria-label')).toBe(`Quitar de favoritos: ${picked.title}`);
    await keepScreenshot(page, 'wishlist-heart-on-1280.png');
    // Stored: the list of skus the API keeps has it.
    await page.reload();
    await heartReady(page);
    await page.waitForFunction(() => document.querySelector('[data-testid="wishlist-heart"]')?.getAttribute('aria-pressed') === 'true');

    // The header's heart opens «Mis favoritos».
    await page.getByRole('link', { name: 'Favoritos', exact: true }).click();
    await page.waitForURL(/\/favoritos$/);
    await page.locator('h1', { hasText: 'Mis favoritos' }).waitFor();
    const list = page.getByRole('list', { name: 'Tus favoritos' });
    await list.getByRole('link', { name: picked.title }).waitFor();

    // Share it: the public link appears, focused, with a copy button.
    const share = page.getByRole('button', { name: 'Compartir mi lista' });
    if (await share.count()) await share.click();
    const field = page.getByRole('textbox', { name: 'Enlace de tu lista' });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${ctx.store.url}/favoritos/[A-Za-z0-9_-]+$`));
    await expectTrustedAtBothWidths(page, 'wishlist-mine');

    // A fresh browser context (anonymous, nothing shared with the first) opens the shared list.
    const stranger = await ctx.browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'es-GT' });
    const other = await stranger.newPage();
    const response = await other.goto(link);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // Server-rendered, with the owner's first name and the product; never indexed.
    expect(html).toContain('<title>Lista de Ana · Tienda</title>');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain(picked.title.replace(/&/g, '&amp;'));
    await expect(other.locator('h1').textContent()).resolves.toBe('Lista de Ana');
    await other.getByRole('link', { name: picked.title }).first().waitFor();
    await expectTrustedAtBothWidths(other, 'wishlist-public');

    // Stop sharing: the same link now says the list is not there, and the panel says the link is revoked.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Dejar de compartir' }).click();
    await page.getByRole('button', { name: 'Compartir mi lista' }).waitFor();
    await expect(page.getByRole('status').filter({ hasText: 'el enlace anterior ya no funciona' }).count()).resolves.toBe(1);
    const gone = await other.goto(link);
    expect(gone?.status()).toBe(404);
    await expect(other.locator('h1').textContent()).resolves.toBe('No encontramos esta lista');

    // Sharing again is a new link (issue 25: «Dejar de compartir» is a revocation); the old one stays 404.
    await page.getByRole('button', { name: 'Compartir mi lista' }).click();
    await field.waitFor();
    const newLink = await field.inputValue();
    expect(newLink).toMatch(new RegExp(`^${ctx.store.url}/favoritos/[A-Za-z0-9_-]+$`));
    expect(newLink).not.toBe(link);
    expect((await other.goto(newLink))?.status()).toBe(200);
    expect((await other.goto(link))?.status()).toBe(404);
    await stranger.close();
    await page.getByRole('button', { name: 'Dejar de compartir' }).click();
    await page.getByRole('button', { name: 'Compartir mi lista' }).waitFor();

    // Taking it off from «Mis favoritos»: the card goes, the heart on the product page is off again.
    await page.getByRole('button', { name: `Quitar de favoritos: ${picked.title}` }).click();
    await list.getByRole('link', { name: picked.title }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('puts a heart on each listing card after hydration (none in the cached HTML, nothing moves); signed out it goes to log in and back, where the press is applied once; signed in it toggles the favourite', async () => {
    const listing = '/categoria/hogar';
    // A new shopper, with no favourites yet: the press made while signed out is the only add.
    const password = 'Quetzal#2026';
    const { email } = await api.signUp('corazon', password, { first_name: 'Rosa', last_name: 'Prueba' });
    // The public, cached HTML is the same for everyone: no heart in it (the cards' hearts cost the page no bytes).
    const html = await (await fetch(`${ctx.store.url}${listing}`)).text();
    expect(html).toContain('data-testid="product-card"');
    expect(html).not.toContain('card-heart');

    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'es-GT', timezoneId: 'America/Guatemala' });
    await context.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/public/wishlist/favourites') adds.push(request.postData() ?? '');
    });
    await page.goto(`${ctx.store.url}${listing}`);
    const cards = page.getByTestId('product-card');
    const first = cards.first();
    const title = (await first.locator('.product-card__title').innerText()).trim();
    const heart = first.getByTestId('card-heart');
    await page.waitForFunction(() => document.querySelector('[data-testid="card-heart"]')?.getAttribute('data-ready') === 'true');
    // One heart per card, named after its product, over the picture's corner: inside the card, not over the title.
    expect(await page.getByTestId('card-heart').count()).toBe(await cards.count());
    expect(await heart.getAttribute('aria-label')).toBe(`Agregar a favoritos: ${title}`);
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    const [box, media] = await Promise.all([heart.boundingBox(), first.locator('.product-card__media').boundingBox()]);
    expect(box!.width).toBeGreaterThanOrEqual(40);
    expect(box!.y + box!.height).toBeLessThanOrEqual(media!.y + media!.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(media!.x + media!.width + 1);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
    // The header's heart is there on a phone too.
    const headerHeart = page.getByRole('link', { name: 'Favoritos', exact: true });
    expect(await headerHeart.isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toEqual([]);

    // Signed out: the heart goes to log in, which comes back to the listing, where the press is applied (once).
    await heart.click();
    await page.waitForURL(new RegExp(`/ingresar\\?volver=${encodeURIComponent(listing)}$`));
    expect(adds).toEqual([]);
    await signInHere(page, email, password);
    await page.waitForURL(new RegExp(`${listing}$`));
    await page.waitForFunction(() => document.querySelector('[data-testid="card-heart"]')?.getAttribute('aria-pressed') === 'true');
    expect(await heart.getAttribute('aria-label')).toBe(`Quitar de favoritos: ${title}`);
    await page.waitForFunction(() => !document.querySelector('[data-testid="card-heart"][aria-busy="true"]'));
    expect(adds).toHaveLength(1);
    expect(JSON.parse(adds[0]!) as unknown).toMatchObject({ product_public_sku: expect.any(String) });
    // Pressed again: taken off (the pending press is not applied a second time).
    const wasOn = true;
    await heart.click();
    await page.waitForFunction((on) => document.querySelector('[data-testid="card-heart"]')?.getAttribute('aria-pressed') === String(on), !wasOn);
    expect(await heart.getAttribute('aria-label')).toBe(`Agregar a favoritos: ${title}`);
    expect(adds).toHaveLength(1);
    // Stored: after a reload the heart shows it (the shopper's state, loaded after hydration).
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-testid="card-heart"]')?.getAttribute('data-ready') === 'true');
    await page.waitForFunction((on) => document.querySelector('[data-testid="card-heart"]')?.getAttribute('aria-pressed') === String(on), !wasOn);
    await keepScreenshot(page, 'listing-hearts-360.png');
    expect(await headerHeart.isVisible()).toBe(true);
    expect(await sidewaysOverflow(page)).toEqual([]);
    // Back as it was (the first test's product may be this one).
    await heart.click();
    await page.waitForFunction((on) => document.querySelector('[data-testid="card-heart"]')?.getAttribute('aria-pressed') === String(on), wasOn);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shares a product by its short link, which redirects (302) a fresh session to the product', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ctx.store.url });
    const page = await context.newPage();
    await page.goto(`${ctx.store.url}/producto/${picked.slug}`);
    await heartReady(page);
    await page.getByRole('button', { name: `Compartir ${picked.title}` }).click();
    await page.getByText('Enlace copiado').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${ctx.store.url}/s/[A-Za-z0-9_-]{8}$`));
    await keepScreenshot(page, 'share-copied-1280.png');

    const fresh = await ctx.browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'es-GT' });
    const other = await fresh.newPage();
    const hops: number[] = [];
    other.on('response', (res) => {
      if (res.url() === copied) hops.push(res.status());
    });
    await other.goto(copied);
    await other.waitForURL(new RegExp(`/producto/${picked.slug}$`));
    expect(hops).toEqual([302]);
    await expect(other.locator('h1').textContent()).resolves.toBe(picked.title);
    const unknown = await other.goto(`${ctx.store.url}/s/Zz9Zz9Zz`);
    expect(unknown?.status()).toBe(404);
    await expect(other.locator('h1').textContent()).resolves.toBe('Este enlace no funciona');
    await fresh.close();
    await context.close();
  });

  it('compares a product with similar ones side by side; the table scrolls in its own region at 360 px', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const response = await page.goto(`${ctx.store.url}/comparar/${picked.slug}`);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain(`<title>Comparar ${picked.title.replace(/&/g, '&amp;')} · Tienda</title>`);
    const table = page.getByRole('table');
    await expect(table.locator('caption').textContent()).resolves.toBe(`Comparación de ${picked.title} con productos similares`);
    const columns = await table.locator('thead th[scope=col]').count();
    expect(columns).toBeGreaterThanOrEqual(3);
    for (const row of ['Precio', 'Calificación', 'Disponibilidad']) await table.getByRole('rowheader', { name: row }).waitFor();
    // Every body row has one cell per product.
    const widths = await table.locator('tbody tr:not(.compare__label-row)').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td').length));
    expect(new Set(widths)).toEqual(new Set([columns]));
    await expectTrustedAtBothWidths(page, 'compare');

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toEqual([]);
    const region = page.getByRole('region', { name: `Comparación de ${picked.title} con productos similares` });
    const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // On a phone two products share the screen: the row names sit above their values, not in a column of their own.
    const productWidths = await table.locator('thead th[scope=col]').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    for (const width of productWidths) expect(width).toBeLessThanOrEqual(clientWidth / 2 + 1);
    // The names stay in view while the products scroll under them, and the row headers are still there for screen readers.
    await region.evaluate((el) => el.scrollTo({ left: 400 }));
    const label = page.locator('.compare__label', { hasText: /^Precio$/ });
    const stuck = await label.evaluate((name) => name.getBoundingClientRect().left - name.closest('[role=region]')!.getBoundingClientRect().left);
    expect(stuck).toBeGreaterThanOrEqual(0);
    expect(stuck).toBeLessThanOrEqual(16);
    expect(await label.isVisible()).toBe(true);
    await table.getByRole('rowheader', { name: 'Precio' }).waitFor({ state: 'attached' });
    await keepScreenshot(page, 'compare-scrolled-360.png');

    const missing = await page.goto(`${ctx.store.url}/comparar/no-existe-este-producto`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('No encontramos este producto');
    await context.close();
  });

  it('imports a product from Amazon by its link, and says in Spanish, under the field, why a link is refused', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    await page.goto(`${ctx.store.url}/importar`);
    await signInHere(page);
    await page.waitForURL(/\/importar$/);
    const field = page.getByLabel('Enlace del producto en amazon.com');
    await field.waitFor();

    const refusals: [string, RegExp][] = [
      ['https://www.ebay.com/itm/12345', /amazon\.com/i],
      ['https://www.amazon.com/dp/B08N5WRWNW?condition=used', /usad/i],
      ['https://www.amazon.com/dp/B08N5WRWNW?seller=global', /global/i],
      ['https://www.amazon.com/dp/B000000000', /encontr/i],
    ];
    for (const [url, words] of refusals) {
      await field.fill(url);
      await page.getByRole('button', { name: 'Importar producto' }).click();
      const problem = page.locator('#amazon-url-problem');
      await page.waitForFunction(() => (document.querySelector('#amazon-url-problem')?.textContent ?? '') !== '');
      expect(await problem.textContent()).toMatch(words);
      expect(await field.inputValue()).toBe(url);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(page.url()).toMatch(/\/importar$/);
    }
    await expectTrustedAtBothWidths(page, 'import-refused');

    await field.fill('https://www.amazon.com/dp/B08N5WRWNW');
    await page.getByRole('button', { name: 'Importar producto' }).click();
    await page.waitForURL(/\/producto\/[^/]+$/);
    await page.locator('h1').waitFor();
    expect((await page.locator('h1').textContent())?.length).toBeGreaterThan(3);
    await context.close();
  });
});
