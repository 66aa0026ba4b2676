import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { sidewaysOverflow, keepScreenshot, type ListedProduct as Product, networkQuiet, priceOf, seriousViolations, storeApi, storedSession, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const api = storeApi(ctx);

/** Products as the API lists them (through its own anonymous session). */
async function listProducts(query: string): Promise<Product[]> {
  return (await api.call<{ products: Product[] }>(`/product?page_size=60&${query}`, { token: await api.anonymous() })).body.products;
}

/** Physical products in stock (the seed keeps at most 40 of one in stock): on sale, and not on sale. */
let onSale: Product[];
let regular: Product[];
let digital: Product[];

beforeAll(async () => {
  const all = await listProducts('');
  const physical = all.filter((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK');
  onSale = (await listProducts('on_sale=true')).filter(
    (p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK' && p.regular_price != null && p.regular_price > p.price,
  );
  regular = physical.filter((p) => p.regular_price == null || p.regular_price <= p.price);
  digital = (await listProducts('page_size=200')).filter((p) => p.type === 'DIGITAL' && p.stock_status === 'DOWNLOAD');
  expect(onSale.length).toBeGreaterThan(1);
  expect(regular.length).toBeGreaterThan(3);
  expect(digital.length).toBeGreaterThan(0);
});

type Lines = [product: Product, quantity: number][];

/**
 * A browser at `width`; given `lines`, as a returning visitor whose cart already holds them (put there through the
 * API: what these tests check is the cart, not the product page's button, which product-page.test.ts and the last
 * test here press).
 */
async function newPage(width = 1280, lines: Lines = []): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const storageState = lines.length ? await visitorWith(lines) : undefined;
  const context = await ctx.browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, locale: 'es-GT', storageState });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Puts `lines` in the open cart of a session (a new visitor's when no token is given); answers the session's token and the cart's id. */
async function cartHolding(lines: Lines, token?: string): Promise<{ token: string; cartId: string }> {
  const session = token ?? (await api.anonymous());
  const cart = await api.call<{ cart_id: string }>('/cart?is_mergeable=true', { method: 'POST', token: session });
  expect(cart.status).toBe(200);
  for (const [product, quantity] of lines) {
    const added = await api.call(`/cart/${cart.body.cart_id}/item`, { method: 'POST', token: session, body: { product_public_sku: product.public_sku, quantity } });
    expect(added.status, `${quantity} × ${product.title}`).toBe(200);
  }
  return { token: session, cartId: cart.body.cart_id };
}

/** A visitor's stored session whose cart holds `lines`. */
async function visitorWith(lines: Lines) {
  return storedSession(ctx.store.url, await cartHolding(lines));
}

/** A seeded account's open cart holding `lines` (what it kept from an earlier visit). */
async function accountCartHolding(account: { email: string; password: string }, lines: Lines) {
  await cartHolding(lines, await api.signIn(account.email, account.password));
}

async function cartCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('cart-count').innerText()).trim());
}

/** The badge's count once a returning shopper's session and cart have loaded (a first visit has none to load). */
async function settledCount(page: Page): Promise<number> {
  await page.waitForFunction(
    () => localStorage.length === 0 || document.querySelector('[data-testid="cart-count"]')?.getAttribute('data-ready') === 'true',
  );
  return cartCount(page);
}

/** Opens the login page and waits for the shopper's session and cart, as a shopper sees them before typing. */
async function openLogin(page: Page) {
  await page.goto(`${ctx.store.url}/ingresar`);
  await networkQuiet(page);
  await settledCount(page);
}

async function openCart(page: Page) {
  await page.goto(`${ctx.store.url}/carrito`);
  await networkQuiet(page);
  await page.getByTestId('cart-line').first().waitFor();
}

function line(page: Page, product: Product) {
  return page.getByTestId('cart-line').filter({ hasText: product.title });
}

function quantityInput(page: Page, product: Product) {
  // The line's quantity field (a line may also hold its gift wrap box).
  return line(page, product).getByRole('textbox', { name: `Cantidad de ${product.title}`, exact: true });
}

/** What has the keyboard focus, described: its accessible label or text, or BODY. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim() ?? el.tagName;
  });
}

async function politeAnnouncements(page: Page): Promise<string> {
  return (await page.locator('[aria-live="polite"], [role="status"]').allInnerTexts()).join(' | ');
}

describe('the cart by keyboard', () => {
  it('keeps the focus on + and −, gives +2 for Enter pressed twice on +, and announces the result', async () => {
    const product = regular[0]!;
    const { context, page, pageErrors } = await newPage(1280, [[product, 1]]);
    await openCart(page);

    const plus = page.getByRole('button', { name: `Aumentar cantidad de ${product.title}` });
    const minus = page.getByRole('button', { name: `Disminuir cantidad de ${product.title}` });
    await plus.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(() => cartCount(page)).toBe(3);
    expect(await focused(page)).toBe(`Aumentar cantidad de ${product.title}`);
    expect(await quantityInput(page, product).inputValue()).toBe('3');
    expect(priceOf(await page.getByTestId('cart-total').innerText())).toBeCloseTo(product.price * 3, 2);
    await expect.poll(() => politeAnnouncements(page)).toContain(`Cantidad de «${product.title}»: 3`);

    await minus.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cartCount(page)).toBe(2);
    expect(await focused(page)).toBe(`Disminuir cantidad de ${product.title}`);
    await expect.poll(() => politeAnnouncements(page)).toContain(`Cantidad de «${product.title}»: 2`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('moves the focus to the next line after "Eliminar", then to the heading, and "Deshacer" brings a line back with its quantity', async () => {
    const [first, second] = [regular[1]!, regular[2]!];
    const { context, page, pageErrors } = await newPage(1280, [
      [first, 3],
      [second, 1],
    ]);
    await openCart(page);

    await line(page, first).getByRole('button', { name: /eliminar/i }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    // The focus lands in the line that took its place, and the removal is announced with a way back.
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="cart-line"]')?.textContent ?? 'none')).toContain(second.title);
    const notice = page.getByTestId('cart-notice');
    expect(await notice.innerText()).toContain(`Eliminaste «${first.title}» de tu carrito.`);
    await expect.poll(() => politeAnnouncements(page)).toContain(`Eliminaste «${first.title}»`);

    await notice.getByRole('button', { name: 'Deshacer' }).click();
    // Both lines again: the first with its 3, the second's 1.
    await expect.poll(() => cartCount(page)).toBe(4);
    expect(await quantityInput(page, first).inputValue()).toBe('3');

    // The last line removed: the focus goes to the page's heading, and the empty cart can still be undone.
    await line(page, first).getByRole('button', { name: /eliminar/i }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await line(page, second).getByRole('button', { name: /eliminar/i }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Tu carrito está vacío').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await notice.getByRole('button', { name: 'Deshacer' }).click();
    await expect.poll(() => cartCount(page)).toBe(1);
    expect(await quantityInput(page, second).inputValue()).toBe('1');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('quantities the cart refuses', () => {
  it('answers an out-of-range quantity with a Spanish message of its own, never the browser bubble; the cart keeps its last good value', async () => {
    const product = regular[3]!;
    const { context, page } = await newPage(1280, [[product, 2]]);
    await openCart(page);
    const input = quantityInput(page, product);

    await input.fill('500');
    await input.press('Enter');
    // No message in the browser's own language can be raised for it.
    expect(await input.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
    // What the shopper typed stays in the field with the reason beside it (no silent snap back); the cart did not change.
    const message = line(page, product).getByTestId('line-message');
    await expect.poll(() => message.innerText()).toBe('Puedes llevar hasta 99 unidades de un producto. Tu carrito no cambió.');
    expect(await input.inputValue()).toBe('500');
    expect(await input.getAttribute('aria-describedby')).toContain(await message.getAttribute('id'));
    expect(priceOf(await page.getByTestId('cart-total').innerText())).toBeCloseTo(product.price * 2, 2);
    // Escape gives the field back the cart's quantity.
    await input.press('Escape');
    await expect.poll(() => input.inputValue()).toBe('2');

    await input.fill('-3');
    await input.press('Enter');
    expect(await input.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
    await expect.poll(() => message.innerText()).toBe('Escribe una cantidad entre 1 y 99.');
    expect(priceOf(await page.getByTestId('cart-total').innerText())).toBeCloseTo(product.price * 2, 2);
    await input.press('Escape');
    await expect.poll(() => input.inputValue()).toBe('2');
    await context.close();
  });

  it('keeps a quantity the server refuses for stock in the field with the reason in Spanish; the cart keeps its last good value', async () => {
    const product = regular[3]!;
    const { context, page } = await newPage(1280, [[product, 5]]);
    await openCart(page);
    const input = quantityInput(page, product);
    await input.fill('50');
    await input.press('Enter');
    const message = line(page, product).getByTestId('line-message');
    await expect.poll(() => message.innerText()).toMatch(/^Solo (hay \d+ unidades disponibles|queda 1 unidad disponible) de “.+”\. Tu carrito no cambió\.$/);
    expect(await input.inputValue()).toBe('50');
    expect(priceOf(await page.getByTestId('cart-total').innerText())).toBeCloseTo(product.price * 5, 2);
    expect(await cartCount(page)).toBe(5);
    await input.press('Escape');
    await expect.poll(() => input.inputValue()).toBe('5');
    await context.close();
  });
});

describe('sale savings', () => {
  it('shows each line on sale what it saves, against the regular price, and nothing on a line at its regular price', async () => {
    const sale = onSale[0]!;
    const plain = regular[4]!;
    const { context, page } = await newPage(1280, [
      [sale, 2],
      [plain, 1],
    ]);
    await openCart(page);
    const savings = line(page, sale).getByTestId('line-savings');
    expect(await savings.innerText()).toMatch(/^Ahorras Q/);
    expect(priceOf(await savings.innerText())).toBeCloseTo((sale.regular_price! - sale.price) * 2, 2);
    expect(await line(page, plain).getByTestId('line-savings').count()).toBe(0);
    expect(await line(page, plain).innerText()).not.toContain('Ahorras');
    await context.close();
  });
});

describe('login merges the cart', () => {
  it('tells the shopper which lines were added and which quantities were combined', async () => {
    const account = DEMO_ACCOUNTS[0]!;
    const [shared, fromAccount, fromVisit] = [onSale[1]!, regular[5]!, regular[6]!];

    // The account's cart already holds two lines.
    await accountCartHolding(account, [
      [shared, 1],
      [fromAccount, 1],
    ]);

    // A visitor's cart holds two, and the visitor signs in through the login page.
    const { context, page, pageErrors } = await newPage(360, [
      [shared, 2],
      [fromVisit, 1],
    ]);
    await openLogin(page);
    await signIn(page, account);
    await page.waitForURL(/\/carrito$/);
    const merge = page.getByTestId('merge-notice');
    await merge.waitFor();
    const text = await merge.innerText();
    expect(text).toContain('Juntamos tu carrito con el de tu cuenta');
    expect(text).toContain(`Sumamos las cantidades de «${shared.title}»: ahora llevas 3.`);
    expect(text).toContain(`Agregamos «${fromVisit.title}».`);
    expect(text).toContain(`Ya estaba en tu cuenta: «${fromAccount.title}».`);
    expect(await page.getByTestId('cart-line').count()).toBe(3);
    // The layout is judged with the signed-in cart whole: «Tus cupones» comes last (the account's coupons for this
    // cart), and its chip is the summary's widest part at 360 px.
    await page.getByRole('button', { name: 'Aplicar CUMPLEANA25 (-Q 25.00)' }).waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, 'cart-merge-360.png', { fullPage: true });
    await merge.getByRole('button', { name: 'Entendido' }).click();
    expect(await page.getByTestId('merge-notice').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('names the lines kept apart in another cart, and offers to open it', async () => {
    const account = DEMO_ACCOUNTS[1]!;
    await accountCartHolding(account, [[regular[7]!, 1]]);

    const { context, page } = await newPage(1280, [[digital[0]!, 1]]);
    await openLogin(page);
    await signIn(page, account);
    await page.waitForURL(/\/carrito$/);
    const other = page.getByTestId('other-cart');
    await other.waitFor();
    expect(await other.innerText()).toContain(`quedó guardado en otro carrito`);
    expect(await other.innerText()).toContain(`«${digital[0]!.title}»`);
    await other.getByRole('button', { name: 'Abrir ese carrito' }).click();
    await line(page, digital[0]!).waitFor();
    await context.close();
  });
});

const isLogin = (url: URL) => url.pathname.startsWith('/api/public/login');

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel(/correo/i).fill(account.email);
  await page.getByLabel(/contraseña/i).fill(account.password);
  await page.getByTestId('login-form').locator('button[type=submit]').click();
}

describe('server messages that are not Spanish prose', () => {
  it('never shows "boom" from a failing API: the cart shows Spanish instead', async () => {
    const product = regular[8]!;
    const { context, page } = await newPage(1280, [[product, 1]]);
    await openCart(page);
    await page.route('**/api/public/cart/*/item/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) })
        : route.fallback(),
    );
    await page.getByRole('button', { name: `Aumentar cantidad de ${product.title}` }).click();
    const alert = page.getByRole('alert').filter({ hasText: /\S/ }).first();
    await alert.waitFor();
    const shown = await alert.innerText();
    expect(shown).not.toContain('boom');
    expect(shown).toBe('Algo falló de nuestro lado. Inténtalo de nuevo en un momento.');
    expect(await page.locator('body').innerText()).not.toContain('boom');
    await expect.poll(() => quantityInput(page, product).inputValue()).toBe('1');
    await context.close();
  });

  it('never shows an English message or a stack trace at login', async () => {
    const { context, page } = await newPage();
    await openLogin(page);
    const bodies = [
      { status: 500, body: { message: 'Internal Server Error' } },
      { status: 502, body: { message: 'TypeError: Cannot read properties of undefined (reading \'id\')\n    at login (/srv/app.js:12:5)' } },
    ];
    for (const { status, body } of bodies) {
      await page.route(isLogin, (route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }));
      await signIn(page, DEMO_ACCOUNTS[0]!);
      const alert = page.getByRole('alert').filter({ hasText: /\S/ });
      await alert.waitFor();
      const shown = await alert.innerText();
      expect(shown).toBe('Algo falló de nuestro lado. Inténtalo de nuevo en un momento.');
      expect(await page.locator('body').innerText()).not.toMatch(/Internal Server Error|TypeError|app\.js/);
      await page.unroute(isLogin);
    }
    await context.close();
  });
});

describe('the cart screen', () => {
  it.each([360, 1280])('lays out at %i px without sideways scroll or serious axe violations', async (width) => {
    const { context, page } = await newPage(width, [
      [onSale[0]!, 2],
      [regular[9]!, 1],
    ]);
    await openCart(page);
    await keepScreenshot(page, `cart-${width}.png`, { fullPage: true });
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // A refused quantity and a removal with its undo, laid out and checked the same way.
    const input = quantityInput(page, onSale[0]!);
    await input.fill('500');
    await input.press('Enter');
    await line(page, onSale[0]!).getByTestId('line-message').waitFor();
    await line(page, regular[9]!).getByRole('button', { name: /eliminar/i }).click();
    await page.getByTestId('cart-notice').waitFor();
    await keepScreenshot(page, `cart-${width}-messages.png`, { fullPage: true });
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a press before the page has hydrated', () => {
  it('keeps «Agregar al carrito» pressed while the scripts are still on the way, and adds once, with the quantity typed', async () => {
    const product = regular[1]!;
    const { context, page, pageErrors } = await newPage(360);
    // The page's scripts are held back, as on a slow phone: the button is there, the app is not yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/public\/cart\/[^/]+\/item$/.test(new URL(request.url()).pathname)) adds.push(request.url());
    });
    // A mark on the window: a reload (the native submit) would lose it.
    const sameDocument = () => page.evaluate(() => (window as { keptMark?: boolean }).keptMark === true);
    await page.goto(`${ctx.store.url}/producto/${product.slug}`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => Object.keys(document.querySelector('h1')!).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
    await page.evaluate(() => ((window as { keptMark?: boolean }).keptMark = true));
    await page.getByLabel(/cantidad/i).first().fill('2');
    await page.getByTestId('add-to-cart').click();
    // The browser did not submit the form (which reloads the page and drops the press): it is kept on the form.
    await page.locator('form[data-submitted-early]').waitFor({ state: 'attached' });
    expect(await sameDocument()).toBe(true);
    expect(adds).toEqual([]);

    release();
    await page.getByRole('status').filter({ hasText: `Agregado al carrito: 2 × ${product.title}` }).waitFor();
    await expect.poll(() => cartCount(page)).toBe(2);
    expect(adds).toHaveLength(1);
    expect(await sameDocument()).toBe(true);
    expect(await page.locator('form[data-submitted-early]').count()).toBe(0);
    expect(await page.locator('form[data-early-submit][data-live]').count()).toBe(1);

    // Once live, a press is the app's alone: one more add, nothing kept for later.
    await page.getByLabel(/cantidad/i).first().fill('1');
    await page.getByTestId('add-to-cart').click();
    await expect.poll(() => adds.length).toBe(2);
    await expect.poll(() => cartCount(page)).toBe(3);
    expect(await page.locator('form[data-submitted-early]').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
