import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sidewaysOverflow, keepScreenshot, seriousViolations, storeApi, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const api = storeApi(ctx);

const PASSWORD = 'Quetzal#2026';

/**
 * A fresh account made through the API (two sign-ups in this file). The sign-up's token is the user's own
 * session, used for the development trigger: notifications belong to the user, whichever session asks.
 */
const signUp = (who: string) => api.signUp(who, PASSWORD);

/** POST /dev/notify for the user: `{created, id}`. */
async function notify(token: string, body: Record<string, unknown>): Promise<{ created: boolean; id: number | null }> {
  const answer = await api.call<{ created: boolean; id: number | null }>('/dev/notify', { method: 'POST', token, body });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function firstProductSlug(): Promise<string> {
  const answer = await api.call<{ products: { slug: string }[] }>('/product?page_size=1', { token: await api.anonymous() });
  return answer.body.products[0]!.slug;
}

async function openSignedIn(email: string, path: string, width = 1280): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await ctx.browser.newContext({ viewport: { width, height: width < 600 ? 800 : 900 }, locale: 'es-GT' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // The gate sends a visitor to sign in first, and back here after.
  await page.goto(`${ctx.store.url}${path}`);
  await page.waitForURL(/\/ingresar\?volver=/);
  await page.getByTestId('login-form').waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByTestId('login-form').locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === path);
  return { context, page, pageErrors };
}

async function shot(page: Page, name: string) {
  await keepScreenshot(page, `prefs-${name}.png`, { fullPage: true });
}

/** axe and sideways scroll at 1280 px, then at 360 px after a reload. */
async function expectCleanAtBothWidths(page: Page, what: string, ready: (page: Page) => Promise<unknown>) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await page.reload();
    await ready(page);
    const violations = await seriousViolations(page);
    expect(violations, `${what} ${width}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
    expect(await sidewaysOverflow(page), `${what} ${width} scrolls sideways`).toEqual([]);
    await shot(page, `${what}-${width}`);
  }
}

describe('notifications, their settings and account deletion', () => {
  it('lists notifications with «Nueva», clears one, opens one; a switched-off setting stays off and stops that type', async () => {
    const { email, token } = await signUp('prefs');
    const slug = await firstProductSlug();
    expect(await notify(token, { type: 'EMAIL_VERIFIED' })).toMatchObject({ created: true });
    expect(await notify(token, { type: 'ORDER_STATUS', subject: 'Tu pedido TND-77 va en camino', order_number: 'TND-77' })).toMatchObject({ created: true });
    expect(await notify(token, { type: 'FAVORITE_ON_SALE', url: `/producto/${slug}` })).toMatchObject({ created: true });

    const { context, page, pageErrors } = await openSignedIn(email, '/cuenta/notificaciones');
    const list = page.locator('.notif-list');
    await list.waitFor();
    const items = list.locator('> li');
    expect(await items.count()).toBe(3);
    expect(await items.nth(0).locator('.notif__subject').innerText()).toBe('Tu favorito está en oferta');
    expect(await page.locator('.notif__new').allInnerTexts()).toEqual(['Nueva', 'Nueva', 'Nueva']);
    expect(await items.nth(1).locator('.notif__type').innerText()).toBe('Tu pedido');
    expect(await items.nth(1).getByText('Pedido n.º TND-77').count()).toBe(1);
    expect(await items.nth(0).locator('time').innerText()).toMatch(/^\d{1,2} [a-z]{3}\.? \d{4}, \d{2}:\d{2}$/);
    await shot(page, 'notificaciones-nuevas-1280');

    // Clearing the last one (a notice dismissed once read) takes the focus to the one before it; it stays gone after a reload.
    await page.getByRole('button', { name: 'Borrar «Correo verificado»' }).click();
    await expect.poll(() => items.count()).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Borrar «Tu pedido TND-77 va en camino»');
    await page.reload();
    await list.waitFor();
    expect(await items.count()).toBe(2);
    expect(await page.getByText('Correo verificado').count()).toBe(0);
    // Shown once: no longer new.
    expect(await page.locator('.notif__new').count()).toBe(0);

    await expectCleanAtBothWidths(page, 'notificaciones', (p) => p.locator('.notif-list').waitFor());

    // Opening goes through the library, to the product the notice names.
    await page.getByRole('link', { name: /^Ver el producto/ }).click();
    await page.waitForURL(new RegExp(`/producto/${slug}$`));

    // Settings: favourites off in the app, saved at once, still off after a reload.
    await page.goto(`${ctx.store.url}/cuenta/ajustes`);
    const favourites = page.getByRole('switch', { name: 'Notificaciones en la app (Favoritos)' });
    await favourites.waitFor();
    expect(await favourites.isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Notificaciones en la app (Ofertas)' }).isChecked()).toBe(false);
    await favourites.click();
    await page.getByRole('status').filter({ hasText: 'Guardado: Favoritos, notificaciones en la app, desactivado.' }).waitFor();
    await shot(page, 'ajustes-guardado-360');
    await page.reload();
    await favourites.waitFor();
    expect(await favourites.isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Correo (Favoritos)' }).isChecked()).toBe(true);
    // The setting really decides: a favourite on sale is no longer recorded, an order's news still is.
    expect(await notify(token, { type: 'FAVORITE_ON_SALE', url: `/producto/${slug}` })).toEqual({ created: false, id: null });
    expect(await notify(token, { type: 'FAVORITE_BACK_IN_STOCK' })).toEqual({ created: false, id: null });
    expect(await notify(token, { type: 'ORDER_STATUS' })).toMatchObject({ created: true });

    await expectCleanAtBothWidths(page, 'ajustes', (p) => p.getByRole('switch').first().waitFor());
    // At 360 px the switches stack under their topic, each with its label on screen.
    expect(await page.locator('.switch__label').first().isVisible()).toBe(true);

    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('deletes the account only once confirmed; the old credentials then fail with the Spanish message', async () => {
    const { email } = await signUp('borrar');
    const { context, page, pageErrors } = await openSignedIn(email, '/cuenta/eliminar');
    const button = page.getByRole('button', { name: 'Eliminar mi cuenta' });
    await button.waitFor();
    await expectCleanAtBothWidths(page, 'eliminar', (p) => p.getByRole('button', { name: 'Eliminar mi cuenta' }).waitFor());
    await page.setViewportSize({ width: 1280, height: 900 });

    expect(await button.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Entiendo que esto no se puede deshacer' }).check();
    expect(await button.isDisabled()).toBe(true);
    await page.getByLabel('Escribe el correo de tu cuenta para confirmar').fill(email);
    expect(await button.isDisabled()).toBe(false);
    await shot(page, 'eliminar-listo-1280');
    await button.click();

    await page.getByRole('heading', { level: 1, name: 'Tu cuenta fue eliminada' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cuenta/eliminar');
    await page.getByRole('status').filter({ hasText: 'Borramos tu cuenta' }).waitFor();
    const violations = await seriousViolations(page);
    expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
    await shot(page, 'eliminada-1280');
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // The old email and password no longer sign in.
    await page.goto(`${ctx.store.url}/ingresar`);
    await page.getByTestId('login-form').waitFor();
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill(PASSWORD);
    await page.getByTestId('login-form').locator('button[type=submit]').click();
    await page.getByTestId('login-form').getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/ingresar');

    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
