import { describe, expect, it } from 'vitest';
import { expectTrustedAtBothWidths, sidewaysOverflow, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();

const SLOTS = '[data-testid="vending-slot"]';
const codes = (page: import('playwright-core').Page) => page.locator(SLOTS).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.code));

describe('a vending machine in the browser', () => {
  it('shows the machine server-rendered, filters it by category (URL and Back too) and adds a slot to the cart', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const response = await page.goto(`${ctx.store.url}/maquina/oficinas-zona-10`);
    expect(response?.status()).toBe(200);
    // Server-rendered: the grid is in the HTML itself.
    const html = await response!.text();
    expect(html).toContain('Máquina expendedora EXP-Z10-01');
    expect(html).toContain('data-code="E6"');
    // Its own head: the machine's code in the title, a description naming where it stands.
    expect(html).toContain('<title>Máquina expendedora EXP-Z10-01 · Tienda</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*zona 10/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Máquina expendedora EXP-Z10-01');
    expect(await codes(page)).toHaveLength(30);
    await expect(page.locator(`${SLOTS}[data-code="B3"]`).textContent()).resolves.toContain('Agotado');
    await expect(page.locator(`${SLOTS}[data-code="B5"]`).textContent()).resolves.toContain('Fuera de servicio');
    await expect(page.locator(`${SLOTS}[data-code="B6"]`).textContent()).resolves.toContain('Vacío');
    await expectTrustedAtBothWidths(page, 'vending-machine');

    const filter = page.getByRole('navigation', { name: 'Categorías de la máquina' });
    await filter.getByRole('link', { name: /^Bebidas/ }).click();
    await page.waitForURL(/\?categoria=\d+$/);
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 11, SLOTS);
    expect(await codes(page)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2', 'B3', 'B4', 'B5']);
    await expect(filter.getByRole('link', { name: /^Bebidas/ }).getAttribute('aria-current')).resolves.toBe('page');

    await page.goBack();
    await page.waitForURL(/\/maquina\/oficinas-zona-10$/);
    await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 30, SLOTS);

    const count = page.getByTestId('cart-count');
    await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.getAttribute('data-ready') === 'true');
    const before = Number((await count.textContent())?.trim() || '0');
    const a1 = page.locator(`${SLOTS}[data-code="A1"]`);
    await a1.getByRole('button', { name: /^Agregar/ }).click();
    await page.waitForFunction(() => document.querySelector('[data-code="A1"] [role="status"]')?.textContent === 'Agregado al carrito');
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() || '0') === n + 1, before);
    // The focus stays on the button that was pressed.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-code]')?.getAttribute('data-code'))).toBe('A1');
    await context.close();
  });

  it('keeps the page from scrolling sideways at 360 px: the grid scrolls inside its own region, with a hint', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 800 }, locale: 'es-GT' });
    const page = await context.newPage();
    await page.goto(`${ctx.store.url}/maquina/oficinas-zona-10?categoria=65`);
    expect(await codes(page)).toHaveLength(16);
    expect(await sidewaysOverflow(page)).toEqual([]);
    const region = page.getByRole('region', { name: 'Posiciones de la máquina' });
    const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(await page.getByText('Desliza la cuadrícula de lado a lado para ver todas las columnas.').isVisible()).toBe(true);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    expect(await sidewaysOverflow(page)).toEqual([]);
    await expectTrustedAtBothWidths(page, 'vending-machine-snacks');
    await context.close();
  });

  it('answers 404 for a machine that does not exist, and the footer leads to a machine', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await context.newPage();
    const missing = await page.goto(`${ctx.store.url}/maquina/no-existe`);
    expect(missing?.status()).toBe(404);
    await page.goto(ctx.store.url);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Máquinas expendedoras' }).click();
    await page.waitForURL(/\/maquina\/oficinas-zona-10$/);
    await page.locator(SLOTS).first().waitFor();
    await context.close();
  });
});
