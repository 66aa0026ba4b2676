import { shelfOf } from '../../src/presentation/home/home.loader';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createTiendaClient, MemoryStorage } from '../../src/node';
import { keepScreenshot, networkQuiet, nextFrames, seriousViolations, textContrast, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();

const WIDTHS = [
  { name: 'mobile', viewport: { width: 360, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

async function openHome(viewport: { width: number; height: number }, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await ctx.browser.newContext({ viewport, locale: 'es-GT', ...options });
  const page = await context.newPage();
  await page.goto(ctx.store.url);
  await page.getByTestId('product-card').first().waitFor();
  if (options.javaScriptEnabled !== false) await showLaterSections(page);
  return { context, page };
}

/**
 * Home at one viewport, opened once for the file's tests that only read it (each starts at the top and still scrolls
 * as it needs): a page load per width instead of one per test. A test that counts the page's requests,
 * measures its load or moves its rows opens a home of its own.
 */
const sharedHomes = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();
function sharedHome(viewport: { width: number; height: number }): Promise<Page> {
  const key = `${viewport.width}x${viewport.height}`;
  if (!sharedHomes.has(key)) sharedHomes.set(key, openHome(viewport));
  return sharedHomes.get(key)!.then(async ({ page }) => {
    // At the top, as a fresh load starts.
    await page.evaluate(() => window.scrollTo(0, 0));
    return page;
  });
}
afterAll(async () => {
  for (const home of sharedHomes.values()) await (await home).context.close();
});

/**
 * The sections below the first ones come from /inicio/secciones as the shopper nears them (home.loader.ts): scroll to
 * where they go, wait until they have taken the place of its marker, and go back to the top.
 */
async function showLaterSections(page: Page) {
  const marker = page.locator('.home__later');
  // On a large screen the marker is near enough at once: it may be gone before it can be scrolled to.
  await page.evaluate(() => document.querySelector('.home__later')?.scrollIntoView({ block: 'center' }));
  await marker.waitFor({ state: 'detached' });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Scrolls through the whole page, so lazy pictures and `content-visibility` sections load and render. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
  await networkQuiet(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe('the axe gate', () => {
  it('fails a text axe leaves undecided: 1:1, or too pale under a full-card link (measured), and passes a readable one', async () => {
    const page = await ctx.browser.newPage();
    // Each card's link covers the whole card, so axe cannot tell the background of its texts ("bgOverlap").
    await page.setContent(`<!doctype html><html lang="es"><head><title>prueba</title><style>
      .card { position: relative; background: #fff; padding: 8px; width: 200px; color: #1c1f24; }
      .card a { position: absolute; inset: 0; }
      .dark { background: #14202e; color: #fff; padding: 8px; }
    </style></head><body><main class="dark"><h1>Tarjetas</h1>
      <article class="card"><p id="white" style="color: inherit">Q 100.00</p></article>
      <article class="card"><p id="pale" style="color: #999">Q 200.00</p><a href="#b" aria-label="Producto B"></a></article>
      <article class="card"><p id="readable">Q 300.00</p><a href="#c" aria-label="Producto C"></a></article>
    </main></body></html>`);
    await page.locator('#white').evaluate((el) => ((el.parentElement as HTMLElement).style.color = '#fff'));
    const violations = await seriousViolations(page);
    const targets = violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
    expect(targets).toContain('#white');
    expect(targets).toContain('#pale');
    expect(targets).not.toContain('#readable');
    expect(violations.find((v) => v.id === 'color-contrast-incomplete')?.help).toMatch(/#pale \(contraste 2\.85:1, se necesita 4\.5:1\)/);
    await page.close();
  });
});

describe.each(WIDTHS)('home on $name', ({ name, viewport }) => {
  it('has no serious axe violation and no undecided low contrast', async () => {
    const page = await sharedHome(viewport);
    await scrollThrough(page);
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
  });

  it('shows the dark slider readable: prices contrast with their card and titles are clamped with an ellipsis', async () => {
    const page = await sharedHome(viewport);
    const dark = page.locator('.section--products-slider-dark');
    await dark.scrollIntoViewIfNeeded();
    const prices = await textContrast(page, '.section--products-slider-dark .price__now, .section--products-slider-dark .price__before');
    expect(prices.length).toBeGreaterThan(1);
    for (const price of prices) expect(price.ratio, `${price.text}: ${price.ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(price.needed);
    // The ellipsis of a clamped title takes the heading's own colour, not the link's.
    const titles = await textContrast(page, '.section--products-slider-dark .product-card__title');
    for (const title of titles) expect(title.ratio, `${title.text}: ${title.ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    const clamps = await dark.locator('.product-card__title').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        return { clamp: style.webkitLineClamp, overflow: style.overflow, wrap: style.overflowWrap };
      }),
    );
    expect(clamps.length).toBeGreaterThan(1);
    for (const clamp of clamps) expect(clamp).toEqual({ clamp: '2', overflow: 'hidden', wrap: 'normal' });
  });

  it('keeps every category label inside its tile, with no word split', async () => {
    const page = await sharedHome(viewport);
    const problems = await page.locator('.section--categories .tile').evaluateAll((tiles) =>
      tiles.flatMap((tile) => {
        const box = tile.getBoundingClientRect();
        const label = tile.querySelector('span')!;
        const text = label.firstChild!;
        const words = (text.textContent ?? '').split(' ');
        let offset = 0;
        return words.flatMap((word) => {
          const range = document.createRange();
          range.setStart(text, offset);
          range.setEnd(text, offset + word.length);
          offset += word.length + 1;
          const rects = Array.from(range.getClientRects());
          const split = rects.length > 1;
          const outside = rects.some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5);
          return split || outside ? [`${label.textContent}: "${word}" ${split ? 'split' : 'outside its tile'}`] : [];
        });
      }),
    );
    expect(problems).toEqual([]);
  });

  it('fills whole rows in the category and product grids', async () => {
    const page = await sharedHome(viewport);
    await scrollThrough(page);
    const rows = await page.locator('.home .tile-grid, .home .product-grid').evaluateAll((grids) =>
      grids.map((grid) => {
        const tops = new Map<number, number>();
        for (const item of Array.from(grid.children)) {
          const box = item.getBoundingClientRect();
          if (box.height === 0) continue;
          tops.set(Math.round(box.top), (tops.get(Math.round(box.top)) ?? 0) + 1);
        }
        return { grid: grid.getAttribute('aria-label') ?? grid.className, perRow: [...tops.values()] };
      }),
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const { grid, perRow } of rows) {
      expect(perRow.length, grid).toBeGreaterThan(0);
      expect(perRow.every((count) => count === perRow[0]), `${grid}: ${perRow.join(' + ')}`).toBe(true);
    }
  });

  it('starts every banner where the hero starts, and where the headings start', async () => {
    const page = await sharedHome(viewport);
    const edges = await page.evaluate(() => {
      const left = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().left;
      return Array.from(document.querySelectorAll('.section--banners .scroll-row')).map((row) => ({
        hero: left('.banner--hero'),
        heading: left('.section--benefits h2'),
        row: row.getBoundingClientRect().left + parseFloat(getComputedStyle(row).paddingLeft),
        first: row.firstElementChild!.getBoundingClientRect().left,
      }));
    });
    expect(edges.length).toBeGreaterThan(0);
    for (const edge of edges) {
      expect(Math.abs(edge.row - edge.hero), JSON.stringify(edge)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(edge.first - edge.hero), JSON.stringify(edge)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(edge.heading - edge.hero), JSON.stringify(edge)).toBeLessThanOrEqual(0.5);
    }
  });

  it('shows a product with its price above the fold, with no layout shift', async () => {
    const context = await ctx.browser.newContext({ viewport, locale: 'es-GT' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: { value: number; at: number; sources: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((source) => {
            const node = source.node;
            const name = node instanceof Element ? `${node.tagName}.${node.className}` : node ? '#text' : '(removed)';
            const { x, y, width, height } = source.previousRect;
            const now = source.currentRect;
            return `${name} «${(node?.textContent ?? '').slice(0, 40)}» ${x},${y} ${width}×${height} → ${now.x},${now.y} ${now.width}×${now.height}`;
          });
          shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(ctx.store.url);
    await networkQuiet(page);
    // Hydration and the countdown's first tick have happened.
    await page.getByTestId('flash-countdown').filter({ hasText: /^Termina en/ }).first().waitFor();
    const bottom = await page.getByTestId('price').first().evaluate((el) => el.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(viewport.height);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; at: number; sources: string[] }[] }).__shifts);
    const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
    // Nothing should move. One CI run on a loaded machine saw 0.0003 (a pixel's nudge of one block) that 48
    // throttled runs here never showed: the bound is a tenth of a percent of "good" (0.1), and a failure names
    // what moved, from where to where.
    expect(score, JSON.stringify(shifts, null, 1)).toBeLessThan(0.001);
    await context.close();
  });

  it('shows that rows hold more than they show: the next item peeks in', async () => {
    const page = await sharedHome(viewport);
    const rows = await page.locator('.home .scroll-row').evaluateAll((lists) =>
      lists.map((row) => {
        const edge = row.getBoundingClientRect().right;
        const peeking = Array.from(row.children).some((item) => {
          const box = item.getBoundingClientRect();
          return box.left < edge - 16 && box.right > edge + 16;
        });
        return { row: row.getAttribute('aria-label'), overflows: row.scrollWidth > row.clientWidth + 1, peeking };
      }),
    );
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows.filter((r) => r.overflows)) expect(row, JSON.stringify(row)).toMatchObject({ peeking: true });
  });

  it('offers "Ver todo" on every section that has more items: its category or brand page, else the section page', async () => {
    const client = createTiendaClient({ environment: 'local', apiRoot: `${ctx.store.url}/api/public`, storage: new MemoryStorage() });
    // The home draws HOME_SHELF_ITEMS products of each shelf: a shelf cut there has more, as one the API says has more.
    const home = { sections: (await client.catalog.loadHome()).sections.map(shelfOf) };
    const page = await sharedHome(viewport);
    let withMore = 0;
    let toSection = 0;
    for (const section of home.sections) {
      const target = section.category_slug
        ? `/categoria/${section.category_slug}`
        : section.brand_slug
          ? `/marca/${section.brand_slug}`
          : `/seccion/${section.section_id}`;
      const more = page.locator(`section[aria-labelledby="seccion-${section.section_id}"] .section__more`);
      if (section.has_more_items) {
        withMore++;
        if (target.startsWith('/seccion/')) toSection++;
        expect(await more.getAttribute('href'), String(section.title)).toBe(target);
        expect(await more.textContent()).toMatch(/^Ver todo/);
      } else {
        expect(await more.count(), `${section.title} has no more items`).toBe(0);
      }
    }
    expect(withMore).toBeGreaterThan(0);
    // Ofertas relámpago, Recomendados para ti and Marcas destacadas have no category or brand page.
    expect(toSection).toBe(3);
  });

  it('keeps its pictures under 150 KB in all, once every lazy picture has loaded', async () => {
    const context = await ctx.browser.newContext({ viewport, locale: 'es-GT' });
    const page = await context.newPage();
    const images: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') images.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    });
    await page.goto(ctx.store.url);
    await networkQuiet(page);
    await scrollThrough(page);
    const bytes = (await Promise.all(images)).reduce((sum, size) => sum + size, 0);
    expect(images.length).toBeGreaterThan(10);
    expect(bytes, `${images.length} pictures, ${bytes} bytes`).toBeLessThan(150 * 1024);
    await keepScreenshot(page, `home-${name}.png`, { fullPage: true });
    await context.close();
  });
});

describe('scroll rows on desktop', () => {
  it('have keyboard-usable "Anterior" and "Siguiente" buttons, disabled at the ends', async () => {
    const { context, page } = await openHome({ width: 1280, height: 800 });
    // Hydrated: the flash sales' countdown has started.
    await page.getByTestId('flash-countdown').filter({ hasText: /^Termina en/ }).waitFor();
    const scrollers = page.locator('.home .scroller');
    const count = await scrollers.count();
    expect(count).toBeGreaterThan(3);
    // Sliders, brands and banners all get them.
    for (const kind of ['.scroll-row--brands', '.scroll-row--banners', '.scroll-row--dark']) expect(await page.locator(`.scroller ${kind}`).count(), kind).toBe(1);
    // A product shelf of HOME_SHELF_ITEMS fits a desktop row whole: neither arrow is offered there.
    const shelf = page.locator('.section--products-slider .scroller').first();
    await expect.poll(() => shelf.locator('button.scroller__arrow:not([disabled])').count()).toBe(0);
    // The brands row holds more than it shows.
    const scroller = page.locator('.section--brands .scroller');
    await scroller.scrollIntoViewIfNeeded();
    const row = scroller.locator('.scroll-row');
    // A disabled arrow is hidden (out of the accessibility tree), so find them by class and check their names.
    const previous = scroller.locator('button.scroller__arrow--prev');
    const next = scroller.locator('button.scroller__arrow--next');
    expect(await previous.textContent()).toBe('‹Anterior: Marcas destacadas');
    expect(await next.textContent()).toBe('›Siguiente: Marcas destacadas');
    await expect.poll(() => scroller.getByRole('button', { name: 'Siguiente: Marcas destacadas' }).count()).toBe(1);
    await expect.poll(() => previous.isDisabled()).toBe(true);
    await expect.poll(() => next.isDisabled()).toBe(false);
    // Listen before acting: a smooth scroll ends with one scrollend event, and only then is its position final. The
    // listener is in place before the press (awaited): a promise made by an evaluate still on its way when the press
    // went out could miss a scroll that ended first, and wait forever (issue 24, two e2e files at once under load).
    type Ended = { __tiendaScrollEnd?: Promise<number> };
    const listen = () =>
      row.evaluate((el) => {
        (window as unknown as Ended).__tiendaScrollEnd = new Promise<number>((done) => el.addEventListener('scrollend', () => done(el.scrollLeft), { once: true }));
      });
    const settled = () => page.evaluate(() => (window as unknown as Ended).__tiendaScrollEnd!);
    await next.focus({ timeout: 5000 });
    await listen();
    await page.keyboard.press('Enter');
    const first = await settled();
    expect(first).toBeGreaterThan(100);
    await expect.poll(() => previous.isDisabled()).toBe(false);
    // The first step stops short of the end (the row is about two widths), so «Siguiente» still shows for the pointer.
    expect(await next.isDisabled()).toBe(false);
    await listen();
    await next.click({ timeout: 5000 });
    expect(await settled()).toBeGreaterThan(first);
    // At the row's end «Siguiente» is disabled (however the shopper got there: arrows, a swipe or the keyboard).
    await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => next.isDisabled()).toBe(true);
    expect(await row.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 2)).toBe(true);
    await previous.focus({ timeout: 5000 });
    await page.keyboard.press('Space');
    await expect.poll(() => next.isDisabled()).toBe(false);
    await context.close();
  });

  it('hides the arrows on a phone, where the row is swiped', async () => {
    const page = await sharedHome({ width: 360, height: 740 });
    const arrows = page.locator('.home .scroller__arrow');
    expect(await arrows.count()).toBeGreaterThan(3);
    for (const arrow of await arrows.all()) {
      expect(await arrow.textContent()).toMatch(/(Anterior|Siguiente): /);
      expect(await arrow.isVisible()).toBe(false);
    }
  });
});

describe('flash sales', () => {
  it('count down to their end after hydration, from a stable server text, without a hydration error', async () => {
    const html = await (await fetch(ctx.store.url)).text();
    const server = html.match(/data-testid="flash-countdown"[^>]*>(.*?)<\/(?:p|span|div)>/)?.[1]?.replace(/<[^>]+>/g, '');
    expect(server).toMatch(/^Termina el \d{2}\/\d{2}, \d{2}:\d{2} h$/);

    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-GT' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(ctx.store.url);
    const countdown = page.locator('.section--prime-days .section__head').getByTestId('flash-countdown');
    await expect.poll(() => countdown.innerText()).toMatch(/^Termina en (\d+ d )?\d{2}:\d{2}:\d{2}$/);
    const first = await countdown.innerText();
    const width = await countdown.evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(() => countdown.innerText(), { timeout: 3000 }).not.toBe(first);
    // Space is reserved: the text changing does not change its box.
    expect(await countdown.evaluate((el) => el.getBoundingClientRect().width)).toBe(width);
    expect(errors).toEqual([]);
    await context.close();

    const noJs = await openHome({ width: 360, height: 740 }, { javaScriptEnabled: false });
    expect(await noJs.page.getByTestId('flash-countdown').innerText()).toBe(server);
    await noJs.context.close();
  });
});
