import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sidewaysOverflow, keepScreenshot, networkQuiet, nextFrames, seriousViolations, useStoreAndBrowser, waitForHydration } from './support';

const ctx = useStoreAndBrowser();
let session: string;

beforeAll(async () => {
  const answer = await fetch(`${ctx.store.url}/api/public/anonymous/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  session = ((await answer.json()) as { token: string }).token;
});

interface Summary {
  public_sku: string;
  slug: string;
  title: string;
  type: string;
  stock_status: string;
  stock_status_text: string | null;
  variant_swatches?: { slug: string; value: string; color_hex: string | null }[];
}
interface ListAnswer {
  products: Summary[];
  total_count: number;
}

/** One page of a listing as the UI asks for it (24 a page). */
async function listingPage(query: string, page: number): Promise<ListAnswer> {
  const answer = await fetch(`${ctx.store.url}/api/public/product?${query}&page=${page}&page_size=24`, { headers: { Session: session } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as ListAnswer;
}

async function open(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await ctx.browser.newContext({ viewport, locale: 'es-GT' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Waits until the page has hydrated and, after a first gesture (moving the pointer), loaded the library. */
async function hydrated(page: Page) {
  await waitForHydration(page);
  await page.mouse.move(5, 5);
  await networkQuiet(page);
}

describe('listing pagination', () => {
  /** The vertical centres of the pagination's visible items: one value when they sit on one row. */
  const rowCentres = (page: Page) =>
    page.locator('nav.pagination li').evaluateAll((items) =>
      items
        .filter((li) => (li as HTMLElement).offsetParent !== null)
        .map((li) => {
          const box = li.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        }),
    );

  it('hides «Anterior», «Siguiente» and «Ordenar por» on a phone only, with the shared rule of base.css (no copy in listing.css)', async () => {
    const { context, page } = await open({ width: 1280, height: 900 });
    // A document load of its own: what the server's page links, before any client navigation brings more.
    await page.goto(`${ctx.store.url}/categoria/tecnologia?pagina=2`);
    const nav = page.getByRole('navigation', { name: 'Paginación' });
    await nav.waitFor();
    const word = nav.locator('a[rel="prev"] .pagination__word');
    const label = page.locator('.listing__toolbar label');
    expect((await word.boundingBox())!.width).toBeGreaterThan(10);
    expect((await label.boundingBox())!.width).toBeGreaterThan(10);
    // The rule is in the stylesheet the page links (base.css's, in every route's document), beside .visually-hidden.
    const sheets = await page.evaluate(() =>
      Array.from(document.styleSheets).flatMap((sheet) => {
        const texts = Array.from(sheet.cssRules).map((rule) => rule.cssText);
        return texts.some((text) => text.includes('.visually-hidden-phone')) ? [{ href: sheet.href, shared: texts.some((text) => text.startsWith('.visually-hidden {')) }] : [];
      }),
    );
    expect(sheets).toEqual([{ href: expect.stringMatching(/\/assets\/.+\.css$/), shared: true }]);
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(async () => (await word.boundingBox())!.width).toBeLessThanOrEqual(1);
    expect((await label.boundingBox())!.width).toBeLessThanOrEqual(1);
    // Still named for a screen reader.
    expect(await nav.getByRole('link', { name: 'Anterior' }).count()).toBe(1);
    expect(await page.getByLabel('Ordenar por').count()).toBe(1);
    await context.close();
  });

  it.each(['middle', 'last'])('fits on one row at 360 px on the %s page: previous, next, the current page and its neighbours', async (which) => {
    const pages = Math.ceil((await listingPage('category_slug=tecnologia', 1)).total_count / 24);
    expect(pages).toBeGreaterThanOrEqual(4);
    const current = which === 'last' ? pages : 3;
    const { context, page } = await open({ width: 360, height: 800 });
    await page.goto(`${ctx.store.url}/categoria/tecnologia?pagina=${current}`);
    const nav = page.getByRole('navigation', { name: 'Paginación' });
    await nav.waitFor();
    const centres = await rowCentres(page);
    expect(centres.length).toBeGreaterThanOrEqual(5);
    expect(new Set(centres).size, `rows centred at ${centres.join(', ')}`).toBe(1);
    expect((await nav.locator('ul').boundingBox())!.height).toBeLessThanOrEqual(50);
    expect(await nav.getByRole('link', { name: `Página ${current}` }).getAttribute('aria-current')).toBe('page');
    // On phones the arrow alone shows; the word is there for screen readers only.
    expect((await nav.locator('a[rel="prev"] .pagination__word').boundingBox())!.width).toBeLessThanOrEqual(1);
    expect(await nav.getByRole('link', { name: 'Anterior' }).count()).toBe(1);
    expect(await sidewaysOverflow(page)).toEqual([]);
    if (which === 'middle') {
      await nav.evaluate((n) => n.scrollIntoView({ block: 'center' }));
      await keepScreenshot(page, 'listing-pagination-360.png');
    }
    await context.close();
  });

  it('keeps the widest window ("‹ 1 … 14 15 16 … 20 ›") on one row at 320 px', async () => {
    const { context, page } = await open({ width: 320, height: 700 });
    await page.goto(`${ctx.store.url}/categoria/tecnologia?pagina=${Math.ceil((await listingPage('category_slug=tecnologia', 1)).total_count / 24)}`);
    // After React has claimed the list (hydration), so it does not redraw the list under the test: a quiet
    // network alone can come first on a loaded machine (stop 38's CI run saw the page's own six items).
    await waitForHydration(page, 'nav.pagination ul');
    // The real markup and styles, with the widest set of items a listing can show.
    await page.evaluate(() => {
      const list = document.querySelector('nav.pagination ul')!;
      const items = [...list.children] as HTMLElement[];
      const [prev, next] = [items[0]!, items[items.length - 1]!];
      const pageItem = items.find((li) => li.querySelector('.pagination__page'))!;
      const gap = items.find((li) => li.classList.contains('pagination__gap'))!;
      const pageOf = (n: number) => {
        const li = pageItem.cloneNode(true) as HTMLElement;
        li.querySelector('a')!.textContent = String(n);
        return li;
      };
      list.replaceChildren(prev, pageOf(1), gap.cloneNode(true), pageOf(14), pageOf(15), pageOf(16), gap.cloneNode(true), pageOf(20), next);
    });
    const centres = await rowCentres(page);
    expect(centres).toHaveLength(9);
    expect(new Set(centres).size, `rows centred at ${centres.join(', ')}`).toBe(1);
    expect(await sidewaysOverflow(page)).toEqual([]);
    const right = await page.locator('nav.pagination li').last().evaluate((li) => li.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(320);
    await context.close();
  });
});

describe('back from a product', () => {
  it.each([
    { name: 'mobile', viewport: { width: 360, height: 800 } },
    { name: 'desktop', viewport: { width: 1280, height: 900 } },
  ])('restores the listing at once, at its scroll position, without asking the API again or showing it busy ($name)', async ({ viewport }) => {
    const { context, page, errors } = await open(viewport);
    await page.goto(`${ctx.store.url}/categoria/tecnologia`);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 1520));
    await page.waitForFunction(() => Math.abs(window.scrollY - 1520) < 2);
    // A product whose card is on screen at that position.
    const link = page.locator('.product-card__link').filter({ visible: true });
    let target = -1;
    for (let i = 0; i < (await link.count()); i++) {
      const box = await link.nth(i).boundingBox();
      // Below the phone's sticky header (112 px), or the click would scroll the card out from under it.
      if (box && box.y > 120 && box.y + box.height < viewport.height - 40) {
        target = i;
        break;
      }
    }
    expect(target).toBeGreaterThanOrEqual(0);
    await link.nth(target).click();
    await page.getByTestId('add-to-cart').waitFor();

    const listingRequests: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/api\/public\/(product|category|brand|author)\b/.test(path)) listingRequests.push(request.url());
    });
    // Whether a skeleton, a busy listing, or the shell's busy marks (main aria-busy, the progress bar under the header)
    // show at any moment of the way back.
    await page.evaluate(() => {
      (window as unknown as { busySeen: number }).busySeen = 0;
      new MutationObserver(() => {
        if (document.querySelector('.listing [aria-busy="true"], main[aria-busy="true"], .nav-progress--active, .skeleton, .loading'))
          (window as unknown as { busySeen: number }).busySeen++;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.goBack();
    await page.waitForURL(/\/categoria\/tecnologia$/);
    await page.locator('.listing').waitFor();
    // Restored: the listing is back at its scroll position (the last thing the way back does), and two frames later
    // whatever its effects would have started (a request, a busy state) has started.
    await expect.poll(() => page.evaluate(() => Math.abs(window.scrollY - 1520)), { message: 'scrollY back near 1520' }).toBeLessThanOrEqual(4);
    await nextFrames(page);
    expect(listingRequests).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { busySeen: number }).busySeen)).toBe(0);
    const y = await page.evaluate(() => window.scrollY);
    expect(Math.abs(y - 1520), `scrollY ${y}`).toBeLessThanOrEqual(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still asks the API when the shopper opens the listing again by a link', async () => {
    const { context, page } = await open({ width: 1280, height: 900 });
    await page.goto(`${ctx.store.url}/categoria/tecnologia`);
    await hydrated(page);
    await page.locator('.product-card__link').first().click();
    await page.getByTestId('add-to-cart').waitFor();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/public/product') requests.push(request.url());
    });
    // A new visit (not back), through the breadcrumb or the menu.
    await page.evaluate(() => {
      history.pushState(null, '', '/categoria/tecnologia?orden=Name');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/orden=Name/);
    await page.locator('.listing').waitFor();
    await expect.poll(() => requests.length).toBe(1);
    await context.close();
  });
});

describe('variants in listings', () => {
  it('shows one card per product with a swatch link per colour', async () => {
    const { context, page } = await open({ width: 1280, height: 900 });
    await page.goto(`${ctx.store.url}/categoria/celulares`);
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    const titles = await page.locator('.product-card__link').allInnerTexts();
    // The part of each title before the variant (" - Azul marino") is one product: it appears once.
    const bases = titles.map((title) => title.replace(/ - [^-]+$/, '').trim());
    expect(new Set(bases).size, bases.join(' | ')).toBe(bases.length);

    const swatches = page.getByRole('link', { name: /^Color / });
    expect(await swatches.count()).toBeGreaterThanOrEqual(2);
    const withSwatches = cards.filter({ has: page.getByRole('link', { name: /^Color / }) }).first();
    const names = await withSwatches.getByRole('link', { name: /^Color / }).evaluateAll((links) =>
      links.map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    );
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const [name, href] of names) expect(href, `${name}`).toMatch(/^\/producto\/[a-z0-9-]+$/);
    expect(await seriousViolations(page)).toEqual([]);
    // A swatch opens that colour's page.
    const [swatchName, swatchHref] = names[names.length - 1]!;
    await withSwatches.getByRole('link', { name: swatchName! }).click();
    await page.waitForURL((url) => url.pathname === swatchHref);
    await page.locator('h1', { hasText: swatchName!.replace(/^Color /, '') }).waitFor();
    await context.close();
  });
});

describe('stock on the card', () => {
  it('says how many are left when few are, in an amber style; sold out in another', async () => {
    // Find a page of the technology listing with a low-stock product, as the UI pages it.
    let found: { page: number; product: Summary } | null = null;
    for (let p = 1; p <= 8 && !found; p++) {
      const answer = await listingPage('category_slug=hogar', p);
      const product = answer.products.find((item) => item.stock_status === 'IN_STOCK' && /^Quedan? \d$/.test(item.stock_status_text ?? ''));
      if (product) found = { page: p, product };
      if (answer.products.length < 24) break;
    }
    expect(found, 'a product with "Quedan N" in the Hogar listing').not.toBeNull();
    const { context, page } = await open({ width: 360, height: 800 });
    await page.goto(`${ctx.store.url}/categoria/hogar${found!.page > 1 ? `?pagina=${found!.page}` : ''}`);
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="/producto/${found!.product.slug}"]`) }).first();
    const stock = card.locator('.stock');
    expect(await stock.innerText()).toBe(found!.product.stock_status_text);
    const color = (locator: typeof stock) => locator.evaluate((el) => getComputedStyle(el).color);
    const low = (await color(stock)).match(/\d+/g)!.map(Number);
    // Amber: red above green above blue.
    expect(low[0]!).toBeGreaterThan(low[1]!);
    expect(low[1]!).toBeGreaterThan(low[2]!);
    const inStock = page.locator('.stock', { hasText: /^En existencia$/ }).first();
    const soldOut = page.locator('.stock', { hasText: /^(Agotado|Descontinuado)$/ }).first();
    expect(await color(inStock)).not.toBe(await color(stock));
    if (await soldOut.count()) {
      expect(await color(soldOut)).not.toBe(await color(stock));
      expect(await color(soldOut)).not.toBe(await color(inStock));
    }
    await card.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('add to cart from a card', () => {
  it('adds a simple product, stays focused, is disabled while it runs and says so politely', async () => {
    const { context, page, errors } = await open({ width: 360, height: 800 });
    await page.goto(`${ctx.store.url}/categoria/hogar`);
    await hydrated(page);
    expect(await page.getByRole('button', { name: /^Agregar .+ al carrito$/ }).count()).toBeGreaterThan(0);
    // Only simple products in stock get one: never a card with swatches, nor a sold-out one.
    expect(await page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: /^(Color|Talla) / }) }).getByRole('button', { name: /al carrito$/ }).count()).toBe(0);
    expect(await page.getByTestId('product-card').filter({ hasText: /Agotado|Descontinuado/ }).getByRole('button', { name: /al carrito$/ }).count()).toBe(0);
    const title = (await page.getByTestId('product-card').filter({ has: page.getByRole('button', { name: /^Agregar .+ al carrito$/ }) }).first().locator('.product-card__link').innerText()).trim();
    const card = page.getByTestId('product-card').filter({ hasText: title }).first();
    // Its name says what it adds.
    const button = card.getByRole('button', { name: `Agregar ${title} al carrito` });
    await button.waitFor();

    // Hold the add request so its running state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/public\/cart\/[^/]+\/item$/, async (route) => {
      await held;
      await route.continue();
    });
    await button.focus();
    await page.keyboard.press('Enter');
    const running = card.locator('.product-card__add').getByRole('button');
    await expect.poll(() => running.getAttribute('aria-disabled')).toBe('true');
    expect(await running.innerText()).toMatch(/Agregando/);
    expect(await running.evaluate((el) => el === document.activeElement)).toBe(true);
    // A second press while it runs adds nothing more.
    await page.keyboard.press('Enter');
    release();
    const status = card.getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/Agregado al carrito/);
    expect(await running.getAttribute('aria-disabled')).not.toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Agregado/);
    expect(await card.locator('.product-card__add').getByRole('button').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).waitFor();
    await keepScreenshot(page, 'listing-quick-add-360.png');
    expect(await seriousViolations(page)).toEqual([]);
    // Then it offers to add again, and keeps the focus.
    await expect.poll(() => running.innerText(), { timeout: 8000 }).toMatch(/^Agregar/);
    expect(await running.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.goto(`${ctx.store.url}/carrito`);
    const line = page.getByTestId('cart-line');
    await line.first().waitFor();
    expect(await line.count()).toBe(1);
    expect(await line.first().innerText()).toContain(title);
    // One unit: the second Enter, pressed while the first ran, added nothing.
    expect((await page.getByTestId('cart-count').innerText()).trim()).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('listing errors', () => {
  it.each(['/categoria/no-existe', '/marca/no-existe', '/autor/no-existe', '/categoria/root'])('answers %s with the 404 page', async (path) => {
    const { context, page } = await open({ width: 360, height: 800 });
    const answer = await page.goto(`${ctx.store.url}${path}`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { name: 'No encontramos esta página' }).waitFor();
    expect(await page.getByText('Algo salió mal').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reintentar' }).count() + (await page.getByRole('link', { name: 'Reintentar' }).count())).toBe(0);
    await context.close();
  });

  it('says a page past the last does not exist, how many there are, and links to the first', async () => {
    const total = (await listingPage('category_slug=tecnologia', 1)).total_count;
    const pages = Math.ceil(total / 24);
    const { context, page } = await open({ width: 360, height: 800 });
    const answer = await page.goto(`${ctx.store.url}/categoria/tecnologia?pagina=999`);
    expect(answer?.status()).toBe(404);
    const main = page.locator('main');
    await main.getByText('Esta página no existe').waitFor();
    expect(await main.innerText()).toContain(`Esta página no existe; la categoría tiene ${pages} páginas`);
    expect(await main.innerText()).not.toContain('No hay productos en esta categoría todavía');
    const first = main.getByRole('link', { name: /página 1/i });
    expect(await first.getAttribute('href')).toBe('/categoria/tecnologia');
    await context.close();
  });
});
