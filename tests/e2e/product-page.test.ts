import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sidewaysOverflow, keepScreenshot, seriousViolations, useStoreAndBrowser, waitForHydration } from './support';

const ctx = useStoreAndBrowser();

interface Sampled {
  slug: string;
  title: string;
  type: string;
  stock: string;
  images: number;
  variants: number;
}

/** Every listed product, with what its page holds (pictures, variants), read from the local API. */
let catalogue: Sampled[] = [];

async function readCatalogue(origin: string): Promise<Sampled[]> {
  const api = `${origin}/api/public`;
  const { token } = (await (await fetch(`${api}/anonymous`, { method: 'POST' })).json()) as { token: string };
  const headers = { Session: token };
  const listed: { public_sku: string; slug: string; title: string; type: string; stock_status: string }[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = (await (await fetch(`${api}/product?page=${page}&page_size=100`, { headers })).json()) as {
      products: typeof listed;
      has_more_items: boolean;
    };
    listed.push(...answer.products);
    if (!answer.has_more_items) break;
  }
  const out: Sampled[] = [];
  for (const product of listed) {
    const page = (await (await fetch(`${api}/page/product/${product.public_sku}?include=PRODUCT,VARIANTS`, { headers })).json()) as {
      product: { images: unknown[] };
      variants?: unknown[];
    };
    out.push({
      slug: product.slug,
      title: product.title,
      type: product.type,
      stock: product.stock_status,
      images: page.product.images.length,
      variants: page.variants?.length ?? 0,
    });
  }
  return out;
}

/**
 * 40 products of every kind: single-image products with variants (where the gallery used to cover the text),
 * multi-image ones, every stock status, then one of each product type in turn.
 */
function sampleOf(all: Sampled[]): Sampled[] {
  const picked: Sampled[] = [];
  const take = (count: number, fits: (p: Sampled) => boolean) => {
    const candidates = all.filter((p) => fits(p) && !picked.includes(p));
    // Spread over the list rather than taking neighbours (variants of one product sit together).
    const step = Math.max(1, Math.floor(candidates.length / count));
    for (let i = 0; i < candidates.length && count > 0; i += step, count--) picked.push(candidates[i]!);
  };
  take(8, (p) => p.images === 1 && p.variants > 0);
  take(4, (p) => p.images > 1 && p.variants > 0);
  take(3, (p) => p.stock === 'OUT_OF_STOCK');
  take(3, (p) => p.stock === 'DISCONTINUED');
  for (const stock of ['IN_ERP_STOCK', 'PRESALE', 'UNKNOWN', 'DOWNLOAD']) take(1, (p) => p.stock === stock);
  const types = [...new Set(all.map((p) => p.type))].sort();
  while (picked.length < 40) {
    const before = picked.length;
    for (const type of types) if (picked.length < 40) take(1, (p) => p.type === type && (picked.length % 2 === 0 ? p.images === 1 : p.images > 1));
    for (const type of types) if (picked.length < 40) take(1, (p) => p.type === type);
    if (picked.length === before) break;
  }
  return picked;
}

beforeAll(async () => {
  catalogue = await readCatalogue(ctx.store.url);
});

/** The parts of the buy box, each found the way a shopper sees it; absent parts are left out. */
async function buyBoxRects(page: Page) {
  return page.evaluate(() => {
    const parts: [string, Element | null][] = [
      ['galería', document.querySelector('.gallery__main')],
      ['miniaturas', document.querySelector('.gallery__thumbs')],
      ['marca', document.querySelector('.product-page__brand')],
      ['título', document.querySelector('.product-page h1')],
      ['precio', document.querySelector('.product-page__price')],
      ['existencia', document.querySelector('.product-page__buy .stock')],
      ...Array.from(document.querySelectorAll('.variants__group'), (el, i) => [`variantes ${i + 1}`, el] as [string, Element]),
      ['cantidad', document.querySelector('.add-to-cart input')],
      ['agregar', document.querySelector('[data-testid="add-to-cart"]')],
    ];
    return parts.flatMap(([name, el]) => {
      if (!el) return [];
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return [];
      return [{ name, left: r.left, top: r.top, right: r.right, bottom: r.bottom }];
    });
  });
}

type Rect = Awaited<ReturnType<typeof buyBoxRects>>[number];
const overlap = (a: Rect, b: Rect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

/** axe's serious and critical findings inside the gallery and buy box (the rest of the page has its own tests). */
async function buyBoxViolations(page: Page): Promise<string[]> {
  const violations = await seriousViolations(page);
  const found: string[] = [];
  for (const violation of violations)
    for (const node of violation.nodes) {
      // The star rating is the shared Stars component's, checked by the page-wide axe gate; this test owns the rest.
      const inside = await page.evaluate((selector) => {
        const el = document.querySelector(selector);
        return el?.closest('.product-page__top') != null && el.closest('.stars') == null;
      }, node.target[0] ?? '');
      if (inside) found.push(`${violation.id}: ${node.target.join(' ')}`);
    }
  return found;
}

describe('the product page buy box', () => {
  it('lays out gallery, title, brand, price, stock, variants, quantity and button without overlap on 40 products at 4 widths', { timeout: 180_000 }, async () => {
    const sample = sampleOf(catalogue);
    expect(sample).toHaveLength(40);
    expect(sample.filter((p) => p.images === 1 && p.variants > 0).length).toBeGreaterThanOrEqual(8);
    expect(sample.some((p) => p.images > 1)).toBe(true);
    for (const type of ['SIMPLE', 'BOOK', 'DIGITAL', 'GIFT_CARD']) expect(sample.some((p) => p.type === type), type).toBe(true);
    for (const stock of ['IN_STOCK', 'OUT_OF_STOCK', 'DISCONTINUED']) expect(sample.some((p) => p.stock === stock), stock).toBe(true);

    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT', javaScriptEnabled: false });
    const page = await context.newPage();
    const problems: string[] = [];
    let checked = 0;
    for (const product of sample) {
      // 'load': the page's stylesheets are linked files now (without JS, DOMContentLoaded does not wait for them).
      await page.goto(`${ctx.store.url}/producto/${product.slug}`, { waitUntil: 'load' });
      for (const width of [360, 768, 1024, 1280]) {
        // Tall enough that the whole buy box is in view: on a phone, quantity and «Agregar al carrito» otherwise
        // stick to the bottom of the screen, over what is above their place, until the page reaches them (by design,
        // with their own background); what is checked here is where each part lies in the page.
        await page.setViewportSize({ width, height: 2000 });
        const rects = await buyBoxRects(page);
        const names = rects.map((r) => r.name);
        for (const part of ['galería', 'título', 'precio', 'existencia']) if (!names.includes(part)) problems.push(`${product.slug} @${width}: falta ${part}`);
        for (let i = 0; i < rects.length; i++)
          for (let j = i + 1; j < rects.length; j++)
            if (overlap(rects[i]!, rects[j]!)) problems.push(`${product.slug} @${width}: ${rects[i]!.name} × ${rects[j]!.name}`);
        const sideways = await sidewaysOverflow(page);
        if (sideways.length) problems.push(`${product.slug} @${width}: desplazamiento horizontal (${sideways.join('; ')})`);
        checked++;
      }
    }
    await context.close();
    expect(checked).toBe(160);
    expect(problems).toEqual([]);
  });
});

describe('stock on the product page', () => {
  it('gives each stock status its own style and offers no quantity or button for what cannot be bought', async () => {
    const inStock = catalogue.find((p) => p.stock === 'IN_STOCK' && p.type === 'SIMPLE')!;
    const out = catalogue.find((p) => p.stock === 'OUT_OF_STOCK')!;
    const discontinued = catalogue.find((p) => p.stock === 'DISCONTINUED')!;
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const look = async (slug: string) => {
      await page.goto(`${ctx.store.url}/producto/${slug}`);
      const stock = page.locator('.product-page__buy .stock').first();
      await stock.waitFor({ timeout: 5000 });
      return {
        text: (await stock.innerText()).trim(),
        color: await stock.evaluate((el) => getComputedStyle(el).color),
        quantity: await page.getByLabel('Cantidad').count(),
        button: await page.getByTestId('add-to-cart').count(),
        notice: await page.getByTestId('not-purchasable').count() ? (await page.getByTestId('not-purchasable').innerText()).trim() : '',
        axe: await buyBoxViolations(page),
      };
    };
    const available = await look(inStock.slug);
    expect(available.text).toMatch(/En existencia|Quedan \d+/);
    expect(available.quantity).toBe(1);
    expect(available.button).toBe(1);
    expect(available.notice).toBe('');
    expect(available.axe).toEqual([]);

    for (const [product, label] of [
      [out, 'Agotado'],
      [discontinued, 'Descontinuado'],
    ] as const) {
      const seen = await look(product.slug);
      expect(seen.text).toContain(label);
      expect(seen.color, `${label} no se ve como «En existencia»`).not.toBe(available.color);
      expect(seen.quantity, `${label}: sin campo de cantidad`).toBe(0);
      expect(seen.button, `${label}: sin botón de agregar`).toBe(0);
      expect(seen.notice).toMatch(/no se puede comprar/i);
      expect(seen.axe).toEqual([]);
    }
    await keepScreenshot(page, 'product-discontinued.png');
    await context.close();
  });
});

describe('keyboard focus on the product page', () => {
  it('keeps focus on "Agregar al carrito" after Enter and announces what was added', async () => {
    const product = catalogue.find((p) => p.stock === 'IN_STOCK' && p.type === 'SIMPLE' && p.variants === 0)!;
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    await page.goto(`${ctx.store.url}/producto/${product.slug}`);
    await waitForHydration(page);
    const title = (await page.locator('h1').innerText()).trim();
    await page.getByLabel('Cantidad').focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    expect(await page.getByLabel('Cantidad').inputValue()).toBe('2');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('add-to-cart');
    await page.keyboard.press('Enter');
    const live = page.locator('[aria-live="polite"]').filter({ hasText: 'Agregado al carrito' });
    await live.waitFor();
    expect((await live.innerText()).replace(/\s+/g, ' ')).toContain(`Agregado al carrito: 2 × ${title}`);
    await page.getByTestId('cart-count').filter({ hasText: '2' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('add-to-cart');

    // Space adds again, and focus stays.
    await page.keyboard.press('Space');
    await page.getByTestId('cart-count').filter({ hasText: '4' }).waitFor();
    await expect.poll(() => live.innerText()).toContain(`Agregado al carrito: 2 × ${title}`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('add-to-cart');
    await context.close();
  });

  it('keeps focus on the chosen variant after the switch to its page', async () => {
    const product = catalogue.find((p) => p.stock === 'IN_STOCK' && p.images === 1 && p.variants > 1)!;
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    // Once hydrated, a variant link is a client navigation.
    await page.goto(`${ctx.store.url}/producto/${product.slug}`);
    await waitForHydration(page);
    const other = page.locator('.variants a:not([aria-current])').first();
    const value = (await other.innerText()).trim();
    const href = await other.getAttribute('href');
    await other.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await page.locator('.variants a[aria-current="page"]').filter({ hasText: value }).waitFor();
    await expect
      .poll(() => page.evaluate(() => {
        const el = document.activeElement;
        return el && el !== document.body ? `${el.getAttribute('aria-current')}:${(el as HTMLElement).innerText.trim()}` : 'body';
      }))
      .toBe(`page:${value}`);
    await context.close();
  });
});

describe('quantity validation', () => {
  it('refuses 0 and 999 with a Spanish message, and sends no request', async () => {
    const product = catalogue.find((p) => p.stock === 'IN_STOCK' && p.type === 'SIMPLE')!;
    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${ctx.store.url}/producto/${product.slug}`);
    await waitForHydration(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });
    const quantity = page.getByLabel('Cantidad');
    for (const typed of ['0', '999']) {
      await quantity.fill(typed);
      await quantity.press('Enter');
      const message = page.getByText(/La cantidad debe estar entre 1 y \d+\./);
      await message.waitFor({ timeout: 5000 });
      expect(await quantity.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await quantity.getAttribute('aria-describedby')) ?? '';
      const descriptions = await page.evaluate(
        (ids) => ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
        describedBy,
      );
      expect(descriptions).toMatch(/La cantidad debe estar entre 1 y \d+\./);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');
    }
    expect(await buyBoxViolations(page)).toEqual([]);
    // The message takes a row of its own: «Agregar al carrito» keeps its room beside the quantity, its words inside it.
    const button = await page.getByTestId('add-to-cart').evaluate((el) => ({ spill: el.scrollWidth - el.clientWidth, ...el.getBoundingClientRect().toJSON() }));
    expect(button.spill, JSON.stringify(button)).toBeLessThanOrEqual(0);
    expect(button.right, JSON.stringify(button)).toBeLessThanOrEqual(360);
    expect(button.width, JSON.stringify(button)).toBeGreaterThan(180);
    await keepScreenshot(page, 'product-quantity-invalid.png');

    // A good value clears the message. A refused value would have been sent at once, before this one's requests: so
    // only this add may have reached the cart.
    await quantity.fill('1');
    await quantity.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();
    expect(writes.filter((write) => /\/cart\/[^/]+\/item/.test(write)), writes.join('\n')).toHaveLength(1);
    expect(await quantity.getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.getByText(/La cantidad debe estar entre/).count()).toBe(0);
    await context.close();
  });
});

describe('the product page lists', () => {
  it("fetches the lists' code with their answer, in parallel, draws them in one go where the sentinel was, and scrolls to #opiniones", async () => {
    const product = catalogue.find((p) => p.type === 'SIMPLE' && p.stock === 'IN_STOCK')!;
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Playwright's own notice: browser tests block the store's service worker (tests/e2e/support.ts), not the page.
      if (message.text() === 'Service Worker registration blocked by Playwright') return;
      if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
    });
    const code: string[] = [];
    page.on('request', (request) => void (/\/assets\/LaterSections-[\w-]+\.js$/.test(request.url()) && code.push(request.url())));
    // The lists' answer is held until their code has been asked for: the code's fetch does not wait for it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const lists: string[] = [];
    await page.route(/\/producto\/[^/]+\/secciones$/, async (route) => {
      lists.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    // Whether the sentinel ever left the page before the reviews were in it (a suspended chunk, a half-drawn answer).
    await page.addInitScript(() => {
      const win = window as unknown as { __gap: boolean };
      win.__gap = false;
      let sentinel = false;
      new MutationObserver(() => {
        const now = document.querySelector('.product-lists__sentinel') !== null;
        if (sentinel && !now && !document.getElementById('opiniones')) win.__gap = true;
        sentinel = now;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${ctx.store.url}/producto/${encodeURIComponent(product.slug)}#opiniones`);
    // Hydrated: the app's own effect has asked for the lists. (Not waitForHydration: the answer held above keeps the
    // network from ever going quiet; a CI run waited 30 s for it.)
    await expect.poll(() => lists.length).toBe(1);
    await expect.poll(() => code.length).toBeGreaterThan(0);
    expect(lists).toEqual([`/producto/${encodeURIComponent(product.slug)}/secciones`]);
    // The code is in, the answer is not: nothing is drawn yet, and the sentinel keeps the room.
    expect(await page.locator('.product-lists__sentinel').count()).toBe(1);
    expect(await page.locator('#opiniones').count()).toBe(0);
    release();
    await page.locator('#opiniones').waitFor();
    expect(await page.locator('.product-lists__sentinel').count()).toBe(0);
    expect(await page.locator('#preguntas').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __gap: boolean }).__gap)).toBe(false);
    // Scrolled to the reviews once they were drawn: their heading is on the screen.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.getElementById('opiniones')!.getBoundingClientRect().top;
          return window.scrollY > 0 && top >= 0 && top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
