import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeApi, useStoreAndBrowser, waitForHydration, type ListedProduct as Product } from './support';

/**
 * Issue 25: a visitor's cart changes that could not reach the server (queued offline) are not lost when the shopper
 * signs in. The server merges the visitor's cart, as it last had it, into the account's; the queued quantity change
 * and removal are then applied to the merged lines, exactly once.
 */

const ctx = useStoreAndBrowser();
const api = storeApi(ctx);
const PASSWORD = 'Quetzal#2026';

let products: Product[];
let email: string;
let accountToken: string;

beforeAll(async () => {
  const listed = await api.call<{ products: Product[] }>('/product?page_size=60', { token: await api.anonymous() });
  products = listed.body.products.filter((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK').slice(0, 3);
  expect(products).toHaveLength(3);
  // A fresh account whose open cart already holds one of A and one of C.
  const account = await api.signUp('cola', PASSWORD, { first_name: 'Rosa', last_name: 'Prueba' });
  email = account.email;
  accountToken = account.token;
  const cart = await api.call<{ cart_id: string }>('/cart?is_mergeable=true', { method: 'POST', token: accountToken });
  for (const product of [products[0]!, products[2]!]) {
    const added = await api.call(`/cart/${cart.body.cart_id}/item`, { method: 'POST', token: accountToken, body: { product_public_sku: product.public_sku, quantity: 1 } });
    expect(added.status).toBe(200);
  }
});

/** The account's open cart as the server holds it, by SKU (the account of `token`, this file's first by default). */
async function accountCart(token = accountToken): Promise<Record<string, number>> {
  const cart = await api.call<{ items: { quantity: number; product: { public_sku: string } }[] }>('/cart?is_mergeable=true', { method: 'POST', token });
  return Object.fromEntries(cart.body.items.map((item) => [item.product.public_sku, item.quantity]));
}

async function addFromProductPage(page: Page, product: Product, quantity: number) {
  await page.goto(`${ctx.store.url}/producto/${product.slug}`);
  await waitForHydration(page);
  await page.getByLabel(/cantidad/i).first().fill(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();
}

/** Signs in on `page` through the login form, and waits to be back at `back`. */
async function signIn(page: Page, address: string, back: string) {
  await page.goto(`${ctx.store.url}/ingresar?volver=${back}`);
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor({ state: 'attached' });
  await waitForHydration(page, '[data-testid=login-form]');
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico').fill(address);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === back);
}

describe('changes queued as a visitor, at sign-in', () => {
  it('applies a queued quantity change and removal to the merged cart once each', async () => {
    const [A, B, C] = products as [Product, Product, Product];
    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-GT' });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await addFromProductPage(page, A, 2);
    await addFromProductPage(page, B, 1);
    await page.goto(`${ctx.store.url}/carrito`);
    await page.getByTestId('cart-line').filter({ hasText: B.title }).waitFor();
    const visitorCart = await page.evaluate(() => (JSON.parse(localStorage.getItem('tienda.cart') ?? '{}') as { cartId: string }).cartId);
    expect(visitorCart).toBeTruthy();

    // The visitor's cart is out of reach (the connection drops for it): the changes wait in the queue.
    const lineChanges: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/api\/public\/cart\/[^/]+\/item\//.test(path) && request.method() !== 'GET') lineChanges.push(`${request.method()} ${path}`);
    });
    await page.route((url) => url.pathname.startsWith(`/api/public/cart/${visitorCart}`), (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: `Aumentar cantidad de ${A.title}` }).click();
    await page.getByTestId('line-pending').first().waitFor();
    await page.getByTestId('cart-line').filter({ hasText: B.title }).getByRole('button', { name: /Eliminar/ }).click();
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('tienda.cart.offline') ?? '{}') as { pending?: { kind: string }[] }).pending?.map((c) => c.kind))).toEqual(['update', 'remove']);

    // The shopper signs in; the server merges the visitor's cart as it last had it (A ×2, B ×1) into the account's (A ×1, C ×1).
    await signIn(page, email, '/carrito');

    // The visitor's A went from 2 to 3 (+1 on the merged 3: 4); their B left (the account had none: gone); C as it was.
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('tienda.cart.offline') ?? '{}') as { pending?: unknown[] }).pending?.length)).toBe(0);
    expect(await accountCart()).toEqual({ [A.public_sku]: 4, [C.public_sku]: 1 });
    await page.getByTestId('cart-line').filter({ hasText: B.title }).waitFor({ state: 'detached' });
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    // Once each: one quantity change and one removal reached the account's cart (none the visitor's after the block).
    const sent = lineChanges.filter((change) => !change.includes(visitorCart));
    expect(sent.map((change) => change.split(' ')[0])).toEqual(['PUT', 'DELETE']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('a tab left open while the shopper signs in in another', () => {
  it('follows the sign-in without a reload: its header shows the account and its add goes to the account’s cart', async () => {
    const [A, B] = products as [Product, Product];
    const account = await api.signUp('pestana', PASSWORD, { first_name: 'Elena', last_name: 'Prueba' });
    const context = await ctx.browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'es-GT' });
    const first = await context.newPage();
    const pageErrors: string[] = [];
    await addFromProductPage(first, A, 1);
    // The second tab: B's page, open and hydrated with the visitor's session, before the sign-in.
    const second = await context.newPage();
    for (const page of [first, second]) page.on('pageerror', (error) => pageErrors.push(error.message));
    await second.goto(`${ctx.store.url}/producto/${B.slug}`);
    await waitForHydration(second);
    await second.locator('[data-testid=account-menu][data-ready=true]').waitFor({ state: 'attached' });

    await signIn(first, account.email, '/carrito');
    // The second tab, never reloaded, now holds the account: its header names it, and its add reaches the account's cart.
    await second.getByTestId('account-menu').locator('.account-menu__account').waitFor({ state: 'attached' });
    await second.getByTestId('add-to-cart').click();
    await second.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();
    expect(await accountCart(account.token)).toEqual({ [A.public_sku]: 1, [B.public_sku]: 1 });
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
