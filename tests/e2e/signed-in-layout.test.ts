import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { keepScreenshot, networkQuiet, nextFrames, recordShifts, type Shift, useStoreAndBrowser } from './support';

const ctx = useStoreAndBrowser();

/**
 * The seeded shoppers (local-api/seed/demo-accounts.ts): ana has addresses, cards and points; lucía has orders; carlos
 * works at two pickup locations, where lucía's pickup orders wait.
 */
const PASSWORD = 'Tienda123!';
const ANA = 'ana@tienda.test';
const LUCIA = 'lucia@tienda.test';
const CARLOS = 'carlos@tienda.test';

/**
 * Every screen only a signed-in shopper sees, with whose account it is opened. `late`: the screen's data requests
 * (`requests`, a URL glob) are held until `after` (a selector: a lazy part of the screen) is in the page, so the data
 * lands after that part has been drawn, as on a slow connection; left to itself, which comes first is a race, and a
 * shift it causes shows in only some runs (the pickup screen's add-a-location form, pushed out of view by the
 * orders: CLS 0.067 at 1280 px, issue 25).
 */
const SCREENS: { path: string; email: string; late?: { requests: string; after: string } }[] = [
  { path: '/cuenta', email: ANA },
  { path: '/cuenta/perfil', email: ANA },
  { path: '/cuenta/documento', email: ANA },
  { path: '/cuenta/direcciones', email: ANA },
  { path: '/cuenta/facturacion', email: ANA },
  { path: '/cuenta/tarjetas', email: ANA },
  { path: '/cuenta/puntos', email: ANA },
  { path: '/cuenta/notificaciones', email: ANA },
  { path: '/cuenta/ajustes', email: ANA },
  { path: '/cuenta/eliminar', email: ANA },
  { path: '/favoritos', email: ANA },
  { path: '/vistos', email: ANA },
  { path: '/importar', email: ANA },
  { path: '/cuenta/pedidos', email: LUCIA },
  { path: '/cuenta/garantias', email: LUCIA },
  { path: '/cuenta/opiniones', email: LUCIA },
  { path: '/cuenta/opiniones/por-escribir', email: LUCIA },
  {
    path: '/recogidas',
    email: CARLOS,
    late: { requests: '**/api/public/pickup_locations/orders_to_*', after: '.worker__add:not(.worker__add--loading)' },
  },
];


/**
 * The screen's data has rendered: the header names the shopper, and the main area has a heading and no loading
 * state left (no «Cargando…» status, skeleton or busy region).
 */
async function screenRendered(page: Page): Promise<void> {
  await page.getByTestId('account-menu').locator('.account-menu__account').waitFor();
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    if (!main || !main.querySelector('h1')) return false;
    return !main.querySelector('.loading, .skeleton, [aria-busy="true"]');
  });
  await networkQuiet(page);
  await nextFrames(page);
}

const measured: string[] = [];

// The screens load several at once (vitest's maxConcurrency), each in a page of its own: a page's layout shifts are its
// own (no screen reacts to what another tab writes to storage), and a load slowed by the others can only show more of a
// late shift, not hide one.
describe.concurrent('signed-in screens keep still while they load', () => {
  const contexts = new Map<string, BrowserContext>();

  beforeAll(async () => {
    // Each shopper signs in once through the login page; every screen is then a fresh, direct load with that session.
    for (const email of [ANA, LUCIA, CARLOS]) {
      const context = await ctx.browser.newContext({ locale: 'es-GT', timezoneId: 'America/Guatemala' });
      const page = await context.newPage();
      await page.goto(`${ctx.store.url}/ingresar`);
      // Hydrated before typing, as the other sign-in tests wait (the full run of 44f5f05 typed into the server's form
      // before hydration once, and the sign-in never happened).
      await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
      await page.getByTestId('login-form').waitFor();
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await page.getByTestId('login-form').locator('button[type=submit]').click();
      await page.getByTestId('account-menu').locator('.account-menu__account').waitFor();
      await page.close();
      contexts.set(email, context);
    }
  });

  afterAll(async () => {
    // The table of what was measured, for the record (CHANGELOG).
    console.log(`layout shift per signed-in screen:\n${measured.sort().join('\n')}`);
    for (const context of contexts.values()) await context.close();
  });

  for (const width of [360, 1280]) {
    for (const screen of SCREENS) {
      it(`${screen.path} at ${width} px: a direct load shifts the layout by at most 0.02 until its data has rendered`, async ({ expect }) => {
        const page = await contexts.get(screen.email)!.newPage();
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.addInitScript(recordShifts);
        const late = screen.late;
        if (late) {
          await page.route(late.requests, async (route) => {
            await page.locator(late.after).waitFor({ state: 'attached' });
            await route.continue();
          });
        }
        await page.goto(`${ctx.store.url}${screen.path}`);
        await screenRendered(page);
        expect(new URL(page.url()).pathname, 'still on the screen (not sent to log in)').toBe(screen.path);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
        const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
        measured.push(`${screen.path}\t${width}\t${score.toFixed(3)}`);
        await keepScreenshot(page, `signed-in-${screen.path.slice(1).replace(/\//g, '-')}-${width}.png`);
        expect(score, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }
});
