import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectTrustedAtBothWidths, storeApi, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();
const api = storeApi(ctx);

const PASSWORD = 'Quetzal#2026';
/** A 1×1 PNG: every map tile in these tests (no request leaves for OpenStreetMap). */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

/** Opens `path` as a visitor, signs in on the login page it sends to, and comes back. */
async function signInAt(context: BrowserContext, path: string, email: string, password: string): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  (page as Page & { errors?: string[] }).errors = errors;
  await page.goto(`${ctx.store.url}${path}`);
  await page.waitForURL(/\/ingresar\?volver=/);
  await page.getByTestId('login-form').waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByTestId('login-form').locator('button[type=submit]').click();
  await page.waitForURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  return page;
}

describe('addresses, invoice data and points', () => {
  it('a new shopper adds a Guatemalan address, edits and pins it, saves a NIT and a CF, and sees their points', async () => {
    // One fresh account, made through the API (the file's only sign-up).
    const { email } = await api.signUp('direcciones', PASSWORD);
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await signInAt(context, '/cuenta/direcciones', email, PASSWORD);

    // Nothing saved yet.
    await page.getByText('Aún no tienes direcciones guardadas', { exact: false }).waitFor();
    await expectTrustedAtBothWidths(page, 'addresses-empty');

    await page.getByRole('button', { name: 'Agregar dirección' }).click();
    const form = page.getByTestId('address-form');
    // The signed-in shopper's names are there already.
    expect(await form.getByLabel('Nombre de quien recibe').inputValue()).toBe('Ana');
    await form.getByLabel('Teléfono de contacto').fill('5550 1234');
    expect(await form.getByLabel('Municipio').isDisabled()).toBe(true);
    await form.getByLabel('Departamento').selectOption({ label: 'Sacatepéquez' });
    const cities = await form.getByLabel('Municipio').locator('option').allInnerTexts();
    expect(cities).toContain('Antigua Guatemala');
    expect(cities).not.toContain('Mixco');
    await form.getByLabel('Municipio').selectOption('Antigua Guatemala');
    await form.getByLabel('Dirección').fill('5a. calle poniente 14');
    await form.getByLabel('Referencias e indicaciones (opcional)').fill('Portón verde');
    await expectTrustedAtBothWidths(page, 'addresses-new-form');
    await form.getByRole('button', { name: 'Guardar dirección' }).click();

    const heading = page.getByRole('heading', { name: 'Ana Prueba' });
    await heading.waitFor();
    // The new address takes the focus once listed.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H3');
    const item = page.getByTestId('address-item');
    expect(await item.innerText()).toContain('Antigua Guatemala, Sacatepéquez, Guatemala');
    expect(await item.innerText()).toContain('Tel. +50255501234');

    // For shipping.
    await item.getByRole('button', { name: 'Usar para mis envíos' }).click();
    await item.getByText('Para tus envíos', { exact: true }).waitFor();
    // Its button is gone with the choice: the focus stays on the address, not on the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ana Prueba');

    // Edited: another department clears the municipality, which must be chosen again.
    await item.getByRole('button', { name: 'Editar la dirección de Ana Prueba' }).click();
    const edit = item.getByTestId('address-form');
    await edit.getByLabel('Departamento').selectOption({ label: 'Guatemala' });
    expect(await edit.getByLabel('Municipio').inputValue()).toBe('');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await edit.getByText('Elige el municipio de Guatemala.').waitFor();
    await edit.getByLabel('Municipio').selectOption('Mixco');
    await edit.getByLabel('Dirección').fill('Calzada Roosevelt 22-43, zona 11');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await item.getByRole('status').filter({ hasText: 'Guardamos los cambios.' }).waitFor();
    expect(await item.innerText()).toContain('Mixco, Guatemala, Guatemala');

    // Pinned with «Usar mi ubicación» (the browser's position), never typed as numbers; the map's tiles are stubbed.
    const tiles: string[] = [];
    await page.route('https://tile.openstreetmap.org/**', (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG });
    });
    await context.grantPermissions(['geolocation'], { origin: ctx.store.url });
    await context.setGeolocation({ latitude: 14.6253, longitude: -90.5561 });
    await item.getByRole('button', { name: 'Ubicación de la dirección de Ana Prueba' }).click();
    expect(await item.getByLabel('Latitud').count()).toBe(0);
    await item.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await item.getByRole('button', { name: /Punto de entrega/ }).waitFor();
    // The map came closer to the device's position (zoom 17), its tiles all from OpenStreetMap (stubbed).
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.pin-map__tile')].some((tile) => tile.src.includes('.org/17/')));
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.filter((url) => !/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url))).toEqual([]);
    await item.getByRole('button', { name: 'Guardar ubicación' }).click();
    // Exact: «Sin ubicación marcada», shown until the API has the pin, holds the same words.
    await item.getByText('Ubicación marcada', { exact: true }).waitFor();
    // The API has the device's coordinates (read with a session of the same account).
    const listed = await api.call<{ geolocation: unknown }[]>('/address', { token: await api.signIn(email, PASSWORD) });
    const saved = listed.body[0]?.geolocation;
    expect(saved).toEqual({ lat: 14.6253, lng: -90.5561 });

    // All of it survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Ana Prueba' }).waitFor();
    expect(await page.getByTestId('address-item').innerText()).toContain('Calzada Roosevelt 22-43, zona 11');
    expect(await page.getByTestId('address-item').innerText()).toContain('Para tus envíos');
    await expectTrustedAtBothWidths(page, 'addresses-list');

    // Invoice data: a NIT whose check digit is checked as typed, then a final consumer.
    await page.goto(`${ctx.store.url}/cuenta/facturacion`);
    await page.getByText('tu factura sale como consumidor final (CF)', { exact: false }).waitFor();
    await expectTrustedAtBothWidths(page, 'addresses-tax-empty');
    await page.getByRole('button', { name: 'Agregar NIT o CF' }).click();
    const taxForm = page.getByTestId('tax-id-form');
    await taxForm.getByLabel('NIT', { exact: true }).fill('1234567-8');
    await taxForm.getByLabel('NIT', { exact: true }).blur();
    await taxForm.getByText('El NIT no es válido: revisa los dígitos, sobre todo el último (el verificador).').waitFor();
    expect(await taxForm.getByLabel('NIT', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await taxForm.getByLabel('NIT', { exact: true }).fill('1234567-9');
    await taxForm.getByLabel('Nombre o razón social').fill('Ana Prueba');
    await expectTrustedAtBothWidths(page, 'addresses-tax-form');
    await taxForm.getByRole('button', { name: 'Guardar datos' }).click();
    await page.getByRole('heading', { name: 'NIT 1234567-9' }).waitFor();

    await page.getByRole('button', { name: 'Agregar NIT o CF' }).click();
    await page.getByTestId('tax-id-form').getByRole('radio', { name: 'Consumidor final (CF)' }).check();
    await page.getByTestId('tax-id-form').getByRole('button', { name: 'Guardar datos' }).click();
    await page.getByRole('heading', { name: 'Consumidor final (CF)' }).waitFor();
    expect(await page.getByTestId('tax-id-item').count()).toBe(2);
    await expectTrustedAtBothWidths(page, 'addresses-tax-list');

    // Points of a new account: none yet.
    await page.goto(`${ctx.store.url}/cuenta/puntos`);
    expect(await page.getByTestId('points-total').innerText()).toBe('0 puntos');
    await page.getByText('Aún no tienes movimientos', { exact: false }).waitFor();
    await expectTrustedAtBothWidths(page, 'addresses-points-empty');

    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await context.close();
  });

  it('ana sees her points history and turns 100 points into a Q10 coupon', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
    const page = await signInAt(context, '/cuenta/puntos', 'ana@tienda.test', 'Tienda123!');
    expect(await page.getByTestId('points-total').innerText()).toBe('350 puntos');
    const history = page.locator('.points__entry');
    expect(await history.count()).toBe(5);
    await expectTrustedAtBothWidths(page, 'addresses-points');

    await page.getByRole('button', { name: /^Canjear Cupón de Q\s?10\.00$/ }).click();
    await page.getByRole('button', { name: 'Sí, canjear' }).click();
    const fresh = page.getByTestId('new-coupon');
    await fresh.waitFor();
    const code = (await fresh.locator('code').innerText()).trim();
    expect(code).toMatch(/^PUNTOS-[A-Z0-9]{8}$/);
    expect(await page.getByTestId('points-total').innerText()).toBe('250 puntos');
    // The history shows the conversion at once.
    await page.locator('.points__entry').nth(5).waitFor();
    expect(await page.locator('.points__entry').first().innerText()).toContain('Canje por un cupón');
    // Its code is listed among her coupons too.
    expect(await page.locator('.points__coupons').innerText()).toContain(code);
    await expectTrustedAtBothWidths(page, 'addresses-points-redeemed');

    // After a reload the balance and the history say the same.
    await page.reload();
    await page.getByTestId('points-total').filter({ hasText: '250 puntos' }).waitFor();
    expect(await page.locator('.points__entry').count()).toBe(6);
    expect((page as Page & { errors?: string[] }).errors).toEqual([]);
    await context.close();
  });
});
