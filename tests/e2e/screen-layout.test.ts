import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { checkoutStepSettled, keepScreenshot, mainSettled, networkQuiet, nextFrames, recordShifts, type Shift, storeApi, useStoreAndBrowser, waitForHydration } from './support';

/**
 * Issue 25: no screen moves under the shopper while it loads. The signed-in account screens are
 * signed-in-layout.test.ts's; here the others: the public screens for a new visitor and for a signed-in shopper,
 * the cart (a visitor's and a shopper's), an order's page and the checkout (a shopper's only: a visitor who goes to pay
 * signs in first). CLS from before the first paint until the screen's data has rendered, at 360 and 1280 px.
 */

const ctx = useStoreAndBrowser();
const PASSWORD = 'Tienda123!';
const LUCIA = 'lucia@tienda.test';

type Who = 'visitor' | 'shopper';

const api = storeApi(ctx);

const paths: Record<string, string> = {};
const contexts = new Map<Who, BrowserContext>();
const measured: string[] = [];

beforeAll(async () => {
  const anonymous = await api.anonymous();
  const root = (await api.call<{ children?: { slug: string }[] }>('/category/root', { token: anonymous })).body;
  const listed = (await api.call<{ products: { slug: string; public_sku: string; type: string; stock_status: string }[] }>('/product?page_size=20', { token: anonymous })).body;
  const product = listed.products.find((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK')!;
  paths.category = `/categoria/${root.children![0]!.slug}`;
  paths.product = `/producto/${product.slug}`;

  // lucía: one product in her cart, and her orders.
  const token = await api.signIn(LUCIA, PASSWORD, anonymous);
  const cart = (await api.call<{ cart_id: string; items: unknown[] }>('/cart?is_mergeable=true', { method: 'POST', token })).body;
  if (cart.items.length === 0) await api.call(`/cart/${cart.cart_id}/item`, { method: 'POST', token, body: { product_public_sku: product.public_sku, quantity: 1 } });
  type Order = { order_number: string | number };
  const orders = (await api.call<{ orders?: Order[]; items?: Order[] } | Order[]>('/order?page=1', { token })).body;
  const list = Array.isArray(orders) ? orders : (orders.orders ?? orders.items ?? []);
  paths.order = `/cuenta/pedidos/${list[0]!.order_number}`;

  // A visitor who has put one product in the cart (a new visitor has no cart to show).
  const visitor = await ctx.browser.newContext({ locale: 'es-GT', timezoneId: 'America/Guatemala' });
  const page = await visitor.newPage();
  await page.goto(`${ctx.store.url}${paths.product}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();
  await page.close();
  contexts.set('visitor', visitor);

  const shopper = await ctx.browser.newContext({ locale: 'es-GT', timezoneId: 'America/Guatemala' });
  const signIn = await shopper.newPage();
  await signIn.goto(`${ctx.store.url}/ingresar`);
  await signIn.locator('[data-testid=account-menu][data-ready=true]').waitFor({ state: 'attached' });
  await waitForHydration(signIn, '[data-testid=login-form]');
  await signIn.getByLabel('Correo electrónico').fill(LUCIA);
  await signIn.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await signIn.getByTestId('login-form').locator('button[type=submit]').click();
  await signIn.getByTestId('account-menu').locator('.account-menu__account').waitFor({ state: 'attached' });
  await signIn.close();
  contexts.set('shopper', shopper);
});

afterAll(async () => {
  console.log(`layout shift per screen (screen, width, who, CLS):\n${measured.sort().join('\n')}`);
  for (const context of contexts.values()) await context.close();
});

/**
 * The screen's data has rendered: a heading in the main area, no loading state left, the header's account settled.
 * Checkout's header has no account (its focused header): there, its delivery step's data is the mark, the saved
 * addresses (or the form for the first one) and the contact form below them, with no loading line left.
 */
async function screenRendered(page: Page, who: Who, screen: string): Promise<void> {
  const account = page.getByTestId('account-menu');
  if (screen === CHECKOUT) {
    await page.waitForFunction(checkoutStepSettled);
  }
  // A new visitor's page loads the library only when asked (no session to restore): hydration is the mark there.
  else if (who === 'shopper') await account.locator('.account-menu__account').waitFor({ state: 'attached' });
  else await waitForHydration(page, 'main h1');
  await page.waitForFunction(mainSettled);
  await networkQuiet(page);
  await nextFrames(page);
}

const CHECKOUT = '/pagar';
const PUBLIC = ['/', 'category', 'product', '/buscar?q=aud%C3%ADfonos', '/ofertas', '/maquina/oficinas-zona-10', '/ayuda', '/terminos-y-condiciones', '/ingresar'];
const SCREENS: { screen: string; who: Who }[] = [
  ...PUBLIC.flatMap((screen) => (['visitor', 'shopper'] as const).map((who) => ({ screen, who }))),
  { screen: '/carrito', who: 'visitor' },
  { screen: '/carrito', who: 'shopper' },
  { screen: 'order', who: 'shopper' },
  // lucía has no saved address: the form for her first one opens in the delivery step.
  { screen: CHECKOUT, who: 'shopper' },
];

// The screens load several at once (vitest's maxConcurrency), each in a page of its own: a page's layout shifts are its
// own (a page follows only a change of the stored session, a sign-in or sign-out in another tab, and none of these pages
// makes one), and a load slowed by the others can only show more of a late shift, not hide one.
describe.concurrent('every other screen keeps still while it loads', () => {
  for (const width of [360, 1280]) {
    for (const { screen, who } of SCREENS) {
      it(`${screen} at ${width} px for a ${who}: a direct load shifts the layout by at most 0.02 until its data has rendered`, async ({ expect }) => {
        const path = paths[screen] ?? screen;
        // A new visitor for the public screens (no storage at all); the visitor with a cart for the cart.
        const fresh = who === 'visitor' && screen !== '/carrito';
        const context = fresh ? await ctx.browser.newContext({ locale: 'es-GT', timezoneId: 'America/Guatemala' }) : contexts.get(who)!;
        const page = await context.newPage();
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.addInitScript(recordShifts);
        await page.goto(`${ctx.store.url}${path}`);
        await screenRendered(page, who, screen);
        expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
        const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
        measured.push(`${path}\t${width}\t${who}\t${score.toFixed(3)}`);
        await keepScreenshot(page, `layout-${who}-${path.slice(1).replace(/[/?=%]/g, '-') || 'inicio'}-${width}.png`);
        await page.close();
        if (fresh) await context.close();
        expect(score, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
        expect(errors).toEqual([]);
      });
    }
  }
});
