import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { INFO_PAGES } from '../../src/presentation/info/info-pages';
import { sidewaysOverflow, keepScreenshot, seriousViolations, useStoreAndBrowser } from './support';

/** The shell around every page: a sticky header on phones, a footer with the store's information pages, the account hub. */

const ctx = useStoreAndBrowser();

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

async function open(viewport: { width: number; height: number }) {
  const context = await ctx.browser.newContext({ viewport, locale: 'es-GT' });
  return { context, page: await context.newPage() };
}

/** Whether the element is inside the viewport and is what a click at its centre hits. */
function reachable(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inView = box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inView, hit: !!hit && (hit === el || el.contains(hit)), top: Math.round(box.top), bottom: Math.round(box.bottom) };
  });
}

const SPANISH_WORDS = /\b(de|la|el|que|en|los|las|por|con|para|una|tu|tus|no|se)\b/gi;

describe('the header on a phone', () => {
  it('stays at the top while scrolling, with the search and the cart in reach, and keeps focused elements below it', async () => {
    const { context, page } = await open(PHONE);
    await page.goto(ctx.store.url);
    await page.getByTestId('product-card').first().waitFor();
    const headerBefore = await page.locator('.site-header').boundingBox();
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.waitForFunction(() => window.scrollY >= 1990);

    const search = await reachable(page, '.site-header input[type=search]');
    const cart = await reachable(page, '.site-header a[href="/carrito"]');
    expect(search, 'search input after scrolling 2000 px').toMatchObject({ inView: true, hit: true });
    expect(cart, 'cart link after scrolling 2000 px').toMatchObject({ inView: true, hit: true });
    // Compact: the bar that stays takes at most a sixth of the phone's screen, and keeps its height (no shift).
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.y).toBe(0);
    expect(header!.height).toBeLessThanOrEqual(PHONE.height / 6);
    expect(header!.height).toBe(headerBefore!.height);
    await keepScreenshot(page, 'shell-sticky-360.png');

    // The search field really takes input there, and the cart link really opens the cart.
    await page.locator('.site-header input[type=search]').click();
    await page.keyboard.type('libro');
    expect(await page.locator('.site-header input[type=search]').inputValue()).toBe('libro');

    // An element focused above the viewport scrolls into view below the header, not under it.
    const far = page.getByTestId('product-card').locator('a').first();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await far.evaluate((el) => (el as HTMLElement).focus());
    const focused = await far.boundingBox();
    expect(focused!.y).toBeGreaterThanOrEqual(header!.height);

    await page.locator('.site-header a[href="/carrito"]').click();
    await page.waitForURL(/\/carrito$/);
    await context.close();
  });
});

describe('the footer', () => {
  it('links to help and contact, shipping and returns, payment methods, terms and privacy, each a real Spanish page', async () => {
    const { context, page } = await open(PHONE);
    await page.goto(ctx.store.url);
    const footer = page.locator('footer');
    const links = await footer.locator('a').evaluateAll((as) => as.map((a) => ({ text: a.textContent!.trim(), href: a.getAttribute('href')! })));
    const texts = links.map((link) => link.text).join(' | ');
    for (const topic of [/ayuda|contacto/i, /envío/i, /devoluci/i, /pago/i, /términos/i, /privacidad/i]) expect(texts).toMatch(topic);
    // Every footer icon is drawn from CSS (Lucide masks), none is text or an image.
    const icons = await footer.locator('.icon').evaluateAll((els) => els.map((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage));
    expect(icons.length).toBeGreaterThanOrEqual(5);
    // Each a fragment of the one hashed Lucide sprite.
    for (const mask of icons) expect(mask).toMatch(/^url\("[^"]*\/assets\/lucide-[0-9a-f]{10}\.svg#[a-z0-9-]+"\)$/);

    const sitemap = await (await fetch(`${ctx.store.url}/sitemap-paginas.xml`)).text();
    // The information pages; the footer's other links (offers, newest, a vending machine, the account and the cart) are screens of their own.
    const infoLinks = links.filter((link) => INFO_PAGES.some((info) => link.href === `/${info.path}`));
    expect(infoLinks.length).toBe(INFO_PAGES.length);
    const seenTitles = new Set<string>();
    const seenDescriptions = new Set<string>();
    for (const link of infoLinks) {
      const answer = await page.goto(`${ctx.store.url}${link.href}`);
      expect(answer?.status(), link.href).toBe(200);
      // Server-rendered: the raw HTML already holds the heading and the text.
      const html = await answer!.text();
      expect(html, link.href).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(await page.locator('html').getAttribute('lang')).toMatch(/^es/);
      const h1 = (await page.locator('main h1').innerText()).trim();
      expect(h1.length, link.href).toBeGreaterThan(4);
      const text = await page.locator('main').innerText();
      expect(text.length, `${link.href}: ${text.length} characters`).toBeGreaterThan(1500);
      expect((text.match(SPANISH_WORDS) ?? []).length, `${link.href} reads as Spanish`).toBeGreaterThan(60);
      expect(text).toMatch(/demostración/i);
      expect(await page.locator('main h2').count(), `${link.href} has sections`).toBeGreaterThanOrEqual(3);
      // Its own head: title, description, canonical.
      const title = await page.title();
      const description = await page.locator('meta[name=description]').getAttribute('content');
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(title).toContain(' · Tienda');
      expect(seenTitles.has(title), title).toBe(false);
      expect(description!.length).toBeGreaterThan(50);
      expect(seenDescriptions.has(description!), description!).toBe(false);
      seenTitles.add(title);
      seenDescriptions.add(description!);
      expect(canonical).toBe(`${ctx.store.url}${link.href}`);
      expect(sitemap, `${link.href} in the sitemap`).toContain(`<loc>${ctx.store.url}${link.href}</loc>`);
      expect(await sidewaysOverflow(page), link.href).toEqual([]);
      const violations = await seriousViolations(page);
      expect(violations, `${link.href}: ${JSON.stringify(violations)}`).toEqual([]);
    }
    await keepScreenshot(page, 'shell-info-360.png', { fullPage: true });
    await context.close();
  });
});

describe('the account hub', () => {
  it('lists the account areas that exist, with working links, and ends with the quiet "Cerrar sesión" and "Eliminar mi cuenta"', async () => {
    const account = DEMO_ACCOUNTS[0];
    const { context, page } = await open(DESKTOP);
    await page.goto(`${ctx.store.url}/ingresar`);
    const form = page.getByTestId('login-form');
    await form.waitFor();
    // The login page loads the library; once the session is ready, the form is hydrated.
    await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
    await page.getByLabel(/correo/i).fill(account.email);
    await page.getByLabel(/contraseña/i).fill(account.password);
    await form.locator('button[type=submit]').click();
    await page.getByTestId('account-menu').filter({ hasText: account.first_name }).waitFor();
    // The header shows the name as one link to the account; signing out is not a header button beside it.
    expect(await page.locator('.site-header').getByRole('button', { name: /cerrar sesión/i }).count()).toBe(0);

    await page.goto(`${ctx.store.url}/cuenta`);
    const hub = page.getByRole('navigation', { name: /tu cuenta/i });
    await hub.waitFor();
    const main = page.locator('main');
    expect(await main.innerText()).toContain(`${account.first_name} ${account.last_name}`);
    expect(await main.innerText()).toContain(account.email);
    const entries = await hub.locator('a').evaluateAll((as) => as.map((a) => ({ text: a.textContent!.trim(), href: a.getAttribute('href')! })));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) {
      expect(entry.text.length).toBeGreaterThan(3);
      // No dead links: each entry is a page of the store.
      const answer = await fetch(`${ctx.store.url}${entry.href}`);
      expect(answer.status, entry.href).toBe(200);
    }
    // Entry icons (and their chevrons) are Lucide masks too.
    const masks = await hub.locator('.icon').evaluateAll((els) => els.map((el) => getComputedStyle(el).maskImage || getComputedStyle(el).webkitMaskImage));
    expect(masks.length).toBe(2 * entries.length);
    for (const mask of masks) expect(mask).toMatch(/^url\("[^"]*\/assets\/lucide-[0-9a-f]{10}\.svg#[a-z0-9-]+"\)$/);

    // "Cerrar sesión" and then "Eliminar mi cuenta" are the last controls of the page, after the hub, and neither is
    // styled as a primary or bordered button.
    const logout = main.getByRole('button', { name: /cerrar sesión/i });
    expect(await logout.count()).toBe(1);
    const last = await main.locator('a, button').evaluateAll((els) => els.slice(-2).map((el) => el.textContent!.trim()));
    expect(last).toEqual(['Cerrar sesión', 'Eliminar mi cuenta']);
    expect(await main.getByRole('link', { name: 'Eliminar mi cuenta' }).getAttribute('href')).toBe('/cuenta/eliminar');
    const style = await logout.evaluate((el) => ({ className: el.className, border: getComputedStyle(el).borderTopWidth, background: getComputedStyle(el).backgroundColor }));
    expect(style.className).not.toMatch(/button--(primary|secondary)/);
    expect(style.border).toBe('0px');
    expect(style.background).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, 'shell-account-1280.png', { fullPage: true });

    // Grouped under a few headings (issue 25: 19 cards in one column were about 3,700 px on a phone); open orders
    // and points counted in space kept for them.
    expect(await hub.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Compras', 'Favoritos y opiniones', 'Pagos y puntos', 'Tus datos y avisos', 'Ayuda']);
    expect(await hub.getByTestId('count-openOrders').count()).toBe(1);
    await page.setViewportSize(PHONE);
    expect(await sidewaysOverflow(page)).toEqual([]);
    const hubHeight = await hub.evaluate((el) => el.getBoundingClientRect().height);
    expect(hubHeight).toBeLessThanOrEqual(1800);
    // The count's place does not depend on the count: every row with one keeps the same width for it.
    const slots = await hub.locator('.account__count').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(new Set(slots).size).toBe(1);
    await keepScreenshot(page, 'shell-account-360.png', { fullPage: true });
    await logout.click();
    await page.waitForURL(`${ctx.store.url}/`);
    await page.getByTestId('account-menu').filter({ hasText: 'Ingresar' }).waitFor();
    await context.close();
  });
});
