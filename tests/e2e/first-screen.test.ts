/**
 * What a shopper sees before scrolling (issue 25 part 4; review «purchase journeys», defects 13 and 19 and the
 * table «Positions that matter on a phone»). Positions are read with boundingBox in CSS pixels from the top of the
 * page, on a 360 × 740 phone (DPR 2, touch) and at 1280 × 800: a layout assertion, the same on every run.
 */
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot, nextFrames, useStoreAndBrowser, waitForHydration } from './support';

const ctx = useStoreAndBrowser();

const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 800 } } as const;

/** The smart speaker the review measured: a simple product with three pictures, stars and installments. */
const SPEAKER = '/producto/bocina-inteligente-sonaria-estereo';
/** The review's defect 13 on a product with two pickers (colour, size) above the buy box. */
const NAVY_SHIRT = '/producto/camisa-oxford-tejidos-maya-de-algodon-azul-marino-talla-m';

async function openPage(browser: Browser, path: string, device: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const context = await browser.newContext({ ...device, locale: 'es-GT', timezoneId: 'America/Guatemala' });
  const page = await context.newPage();
  await page.goto(new URL(path, ctx.store.url).href, { waitUntil: 'load' });
  return page;
}

/** Top and bottom of an element, from the top of the page. */
async function box(page: Page, selector: string): Promise<{ top: number; bottom: number }> {
  const found = page.locator(selector).first();
  await found.waitFor({ state: 'visible' });
  const rect = await found.boundingBox();
  if (!rect) throw new Error(`${selector} has no box`);
  const scrollY = await page.evaluate(() => window.scrollY);
  return { top: Math.round(rect.y + scrollY), bottom: Math.round(rect.y + rect.height + scrollY) };
}

/** The phone heights the buy bar is checked at: a small phone, the review's, a tall one (issue 25). */
const PHONE_HEIGHTS = [640, 740, 900] as const;

/**
 * What the phone's buy bar covers, now, of what the shopper reads or uses before it: the price, the stock line, each
 * picker's name and each of its controls. A part in the screen is covered when its box meets the bar's, or when the
 * element at the centre of its part in the screen (what a tap there would reach) is the bar's. With `sweep`, the page is
 * scrolled from the top to 900 px in 10 px steps (two frames apart: the bar's place follows a scroll timeline) and
 * every step's findings are listed; `buttonSeen` tells whether «Agregar al carrito» was whole in the screen at a step.
 */
function underTheBar(page: Page): Promise<string[]>;
function underTheBar(page: Page, sweep: 'sweep'): Promise<{ covered: string[]; buttonSeen: boolean }>;
function underTheBar(page: Page, sweep?: 'sweep'): Promise<string[] | { covered: string[]; buttonSeen: boolean }> {
  return page.evaluate(async (sweeping) => {
    const bar = document.querySelector('.product-page__buy .add-to-cart')!;
    const parts = document.querySelectorAll('.product-page__price, .product-page__buy .stock, .variants__name, .variants .chip');
    const coveredNow = () => {
      const b = bar.getBoundingClientRect();
      const covered: string[] = [];
      for (const part of parts) {
        const r = part.getBoundingClientRect();
        const top = Math.max(r.top, 0);
        const bottom = Math.min(r.bottom, window.innerHeight);
        if (bottom - top < 1) continue;
        const hit = document.elementFromPoint((r.left + r.right) / 2, (top + bottom) / 2);
        const meets = Math.min(r.right, b.right) - Math.max(r.left, b.left) > 0 && Math.min(bottom, b.bottom) - Math.max(top, b.top) > 0;
        if (meets || (hit != null && bar.contains(hit))) {
          covered.push(`«${part.textContent}» at ${Math.round(r.top)}–${Math.round(r.bottom)} under the bar at ${Math.round(b.top)}–${Math.round(b.bottom)}, scrollY ${window.scrollY}, ${window.innerHeight} px high`);
        }
      }
      return covered;
    };
    if (!sweeping) return coveredNow();
    const covered: string[] = [];
    let buttonSeen = false;
    for (let y = 0; y <= 900; y += 10) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // The page's end: nothing further to scroll.
      if (window.scrollY !== y) break;
      covered.push(...coveredNow());
      const button = document.querySelector('[data-testid="add-to-cart"]')!.getBoundingClientRect();
      buttonSeen ||= button.top >= 0 && button.bottom <= window.innerHeight;
    }
    window.scrollTo(0, 0);
    return { covered, buttonSeen };
  }, sweep === 'sweep');
}

/** The sweep of underTheBar at each phone height, on the same page (resized), from the top each time. */
async function underTheBarAtEachHeight(page: Page, heights: readonly number[] = PHONE_HEIGHTS): Promise<{ covered: string[]; buttonSeen: boolean[] }> {
  const covered: string[] = [];
  const buttonSeen: boolean[] = [];
  for (const height of heights) {
    await page.setViewportSize({ width: 360, height });
    await page.waitForFunction((h) => window.innerHeight === h, height);
    const seen = await underTheBar(page, 'sweep');
    covered.push(...seen.covered);
    buttonSeen.push(seen.buttonSeen);
  }
  await page.setViewportSize(PHONE.viewport);
  await page.waitForFunction((h) => window.innerHeight === h, PHONE.viewport.height);
  return { covered, buttonSeen };
}

describe('the product page on a 360 × 740 phone', () => {
  it('shows the title, the price and «Agregar al carrito» within the first 740 px, in that order', async () => {
    const page = await openPage(ctx.browser, SPEAKER, PHONE);
    await expect(page.locator('h1').textContent()).resolves.toBe('Bocina inteligente Sonaria estéreo');
    const title = await box(page, 'h1');
    const price = await box(page, '.product-page__price');
    const button = await box(page, '[data-testid="add-to-cart"]');
    // Before: title 678, price 892, button 1,279 (the review's measurements).
    expect(title.bottom).toBeLessThanOrEqual(740);
    expect(price.bottom).toBeLessThanOrEqual(740);
    expect(button.bottom).toBeLessThanOrEqual(740);
    expect(title.top).toBeLessThan(price.top);
    expect(price.top).toBeLessThan(button.top);
    // The gallery comes between the price and the buy box, and is still a real picture (not squeezed away).
    const gallery = await box(page, '.gallery__main');
    expect(gallery.top).toBeGreaterThan(price.bottom);
    expect(gallery.bottom).toBeLessThanOrEqual(button.top);
    expect(gallery.bottom - gallery.top).toBeGreaterThanOrEqual(160);
    // Every thumbnail stays reachable: three buttons, each at least 44 px high.
    const thumbs = page.locator('.gallery__thumb');
    await expect(thumbs.count()).resolves.toBe(3);
    for (const thumb of await thumbs.all()) expect((await thumb.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });

  it('shows the navy shirt’s pickers in the first screen, whole, with «Agregar al carrito» in its place right under them', async () => {
    const page = await openPage(ctx.browser, NAVY_SHIRT, PHONE);
    await expect(page.locator('h1').textContent()).resolves.toBe('Camisa oxford Tejidos Maya de algodón - Azul marino, Talla M');
    await waitForHydration(page);
    // Before: the bar stuck to the screen's foot at 637–740, over the colour chips at 676–716 (and the size heading).
    const colour = await box(page, '.variants__group[data-group="Color"]');
    expect(colour.bottom).toBeLessThanOrEqual(740);
    expect(await underTheBar(page)).toEqual([]);
    // The bar is the buy box's, under the pickers, from the first screen to the page's end.
    const placed = async () =>
      page.evaluate(() => {
        const bar = document.querySelector('.product-page__buy .add-to-cart')!;
        return {
          barTop: bar.getBoundingClientRect().top,
          pickerBottom: document.querySelector('.variants__group[data-group="Talla"]')!.getBoundingClientRect().bottom,
          line: getComputedStyle(bar).boxShadow,
        };
      });
    const first = await placed();
    expect(first.barTop).toBeGreaterThanOrEqual(first.pickerBottom);
    // In its place, the bar has no line above it (the line says the page goes on under a stuck bar). Before: a 1 px
    // line with rounded ends over «Cantidad».
    expect(first.line).toBe('none');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const last = await placed();
    expect(last.barTop).toBeGreaterThanOrEqual(last.pickerBottom);
    await page.context().close();
  });

  it('never has the buy bar over the navy shirt’s stock line or pickers: in the server’s first paint or hydrated, scrolled 0–900 px at 360 × 640, 740 and 900, with the focus on a picker, or after an add', async () => {
    // The server's HTML and styles alone (no script runs): what the shopper sees before the page's JS arrives.
    const bare = await ctx.browser.newContext({ ...PHONE, locale: 'es-GT', timezoneId: 'America/Guatemala' });
    const before = await bare.newPage();
    await before.route(/\.m?js(\?|$)/, (route) => route.abort());
    await before.goto(new URL(NAVY_SHIRT, ctx.store.url).href, { waitUntil: 'load' });
    await expect(before.locator('.variants .chip').count()).resolves.toBe(4);
    await nextFrames(before);
    expect(await underTheBar(before)).toEqual([]);
    await keepScreenshot(before, 'product-pickers-first-360.png');
    // Before: at 640 px high, the stock line «En existencia» at 607–633 under the bar at 615–718, scrollY 0 (and the
    // stock line of 24 of the 43 products with pickers, over their first 0–85 px of scroll).
    expect((await underTheBarAtEachHeight(before)).covered).toEqual([]);
    await bare.close();

    const page = await openPage(ctx.browser, NAVY_SHIRT, PHONE);
    await waitForHydration(page);
    await expect(page.locator('.variants .chip').count()).resolves.toBe(4);
    // Through the pickers' whole passage up the screen and past it; the button is in the screen once they are above it.
    const hydrated = await underTheBarAtEachHeight(page);
    expect(hydrated.covered).toEqual([]);
    expect(hydrated.buttonSeen).toEqual([true, true, true]);

    // From the top, the keyboard's way through every picker: each control with the focus is in the screen and is what
    // the shopper would touch at its centre (not the bar, not the header). Before: the colour chips at 676–716 under
    // the bar at 637–740 in the untouched first screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
    const inPickers = () => page.evaluate(() => document.activeElement?.closest('.variants') != null);
    for (let presses = 0; presses < 60 && !(await inPickers()); presses++) await page.keyboard.press('Tab');
    const focused: string[] = [];
    while (await inPickers()) {
      await nextFrames(page);
      const seenNow = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        const r = active.getBoundingClientRect();
        const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        return { name: active.textContent ?? '', inScreen: r.top >= 0 && r.bottom <= window.innerHeight, itself: hit != null && active.contains(hit) };
      });
      expect(seenNow, seenNow.name).toEqual({ name: seenNow.name, inScreen: true, itself: true });
      expect(await underTheBar(page)).toEqual([]);
      focused.push(seenNow.name);
      if (focused.length === 1) await keepScreenshot(page, 'product-pickers-clear-360.png');
      await page.keyboard.press('Tab');
    }
    expect(focused).toEqual(['Azul marino', 'Blanco', 'M', 'L']);

    // After an add, the bar says so and is taller than it was (the strip it used to keep clear was 8rem, 128 px).
    // Before: the bar 213 px high; «Talla: M» and its chips under it over 70 px of scroll at each height (at 740: scrollY
    // 190–260, the bar at 527–740).
    await page.getByTestId('add-to-cart').click();
    await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();
    expect(await page.evaluate(() => document.querySelector('.product-page__buy .add-to-cart')!.getBoundingClientRect().height)).toBeGreaterThan(128);
    expect((await underTheBarAtEachHeight(page)).covered).toEqual([]);
    await page.context().close();
  });

  it('keeps the pictures on the left at 1280 × 800, with price and button above the fold', async () => {
    const page = await openPage(ctx.browser, SPEAKER, DESKTOP);
    const gallery = await page.locator('.gallery__main').boundingBox();
    const title = await page.locator('h1').boundingBox();
    const button = await box(page, '[data-testid="add-to-cart"]');
    const price = await box(page, '.product-page__price');
    expect(gallery!.x + gallery!.width).toBeLessThanOrEqual(title!.x);
    // Before: price 370, button 708.
    expect(price.bottom).toBeLessThanOrEqual(800);
    expect(button.bottom).toBeLessThanOrEqual(800);
    await page.context().close();
  });
});

describe('a category page on a 360 × 740 phone', () => {
  it('starts its results within the first screen: «Filtros» and the order on one line, then the first card and its price', async () => {
    const page = await openPage(ctx.browser, '/categoria/tecnologia', PHONE);
    const filters = await box(page, '.filter-panel__open');
    const sort = await box(page, '.listing__toolbar select');
    // One line: the same top, give or take a pixel.
    expect(Math.abs(filters.top - sort.top)).toBeLessThanOrEqual(2);
    const card = await box(page, '[data-testid="product-card"]');
    const price = await box(page, '[data-testid="product-card"] [data-testid="price"]');
    // Before: the first card at 627 and its price at 864.
    expect(card.top).toBeLessThanOrEqual(450);
    expect(price.bottom).toBeLessThanOrEqual(740);
    // The order keeps its name for a screen reader though its label is not drawn.
    await expect(page.getByLabel('Ordenar por').count()).resolves.toBe(1);
    await page.context().close();
  });
});

describe('the category bar on a 360 × 740 phone', () => {
  /** Where the bar and the header are in the viewport, and whether the bar covers what lies just under it. */
  const bars = (page: Page) =>
    page.evaluate(() => {
      const nav = document.querySelector('.category-nav')!.getBoundingClientRect();
      const header = document.querySelector('.site-header')!.getBoundingClientRect();
      const under = document.elementFromPoint(180, nav.bottom + 4);
      return { navTop: Math.round(nav.top), navBottom: Math.round(nav.bottom), headerBottom: Math.round(header.bottom), underIsNav: !!under?.closest('.category-nav') };
    });

  it('stays under the header while the shopper scrolls a listing, in its own room (nothing under it, nothing moved)', async () => {
    const page = await openPage(ctx.browser, '/categoria/tecnologia', PHONE);
    await page.locator('[data-testid="product-card"]').first().waitFor();
    const before = await bars(page);
    const cardTop = await page.evaluate(() => document.querySelector('[data-testid="product-card"]')!.getBoundingClientRect().top + window.scrollY);
    expect(before.navTop).toBe(before.headerBottom);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const scrolled = await bars(page);
    // Before: the bar scrolled away with the page (its top at 112 − 1200).
    expect(scrolled.navTop).toBe(scrolled.headerBottom);
    expect(scrolled.navBottom - scrolled.navTop).toBe(before.navBottom - before.navTop);
    expect(scrolled.underIsNav).toBe(false);
    // The results did not move in the page: the bar kept its room.
    expect(await page.evaluate(() => document.querySelector('[data-testid="product-card"]')!.getBoundingClientRect().top + window.scrollY)).toBe(cardTop);
    await page.context().close();
  });

  it('scrolls away with a product page, which has its buy bar to keep in reach', async () => {
    const page = await openPage(ctx.browser, SPEAKER, PHONE);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY === 1200);
    const scrolled = await bars(page);
    expect(scrolled.navBottom).toBeLessThanOrEqual(scrolled.headerBottom);
    await page.context().close();
  });
});

describe('listing cards', () => {
  it('show the stars of a reviewed product with «N de 5 estrellas, M opiniones», as the API rates it', async () => {
    const page = await openPage(ctx.browser, '/categoria/tecnologia', DESKTOP);
    const first = page.locator('[data-testid="product-card"]').filter({ has: page.locator('.card-rating') }).first();
    const label = await first.locator('.card-rating').getAttribute('aria-label');
    const slug = (await first.locator('a.product-card__link').getAttribute('href'))!.replace('/producto/', '');
    const token = ((await (await fetch(`${ctx.store.url}/api/public/anonymous/`, { method: 'POST' })).json()) as { token: string }).token;
    const listed = (await (await fetch(`${ctx.store.url}/api/public/product?category_slug=tecnologia&page_size=100`, { headers: { Session: token } })).json()) as {
      products: { slug: string; average_rating: number; rating_count: number }[];
    };
    const found = { product: listed.products.find((product) => product.slug === slug)! };
    const { average_rating, rating_count } = found.product;
    expect(rating_count).toBeGreaterThan(0);
    expect(label).toBe(`${average_rating} de 5 estrellas, ${rating_count} ${rating_count === 1 ? 'opinión' : 'opiniones'}`);
    await page.context().close();
  });
});
