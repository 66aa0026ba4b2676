import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sidewaysOverflow, keepScreenshot, seriousViolations, useStoreAndBrowser } from './support';

/**
 * The sign-in side of accounts in Chromium against the store as `npm start` serves it: sign-up, the
 * email code read from the development outbox, log out and in, social login through the local provider
 * page, the forgotten password; axe and no sideways scroll on each screen at 360 and 1280 px.
 * Few sign-ups (the API allows 20 per address in 10 minutes): each test makes its own account.
 */

const ctx = useStoreAndBrowser();

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const PASSWORD = 'Mercado#2024';

let serial = 0;
const freshEmail = (who: string) => `${who}+${Date.now()}-${++serial}@tienda.test`;

async function open(viewport: { width: number; height: number }) {
  const context = await ctx.browser.newContext({ viewport, locale: 'es-GT' });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Opens a store page and waits for the library and the session, as a shopper sees the page before typing. */
async function goTo(page: Page, path: string) {
  await page.goto(`${ctx.store.url}${path}`);
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
}

async function outbox(to: string): Promise<{ subject: string; body: string; link: string | null; channel: string }[]> {
  const answer = await fetch(`${ctx.store.url}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { messages: { subject: string; body: string; link: string | null; channel: string }[] }).messages;
}

async function codeSentTo(email: string): Promise<string> {
  const message = (await outbox(email)).find((m) => /código de verificación/i.test(m.subject));
  expect(message, `a verification code for ${email}`).toBeTruthy();
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}

async function signUp(page: Page, email: string, first = 'Lucía', last = 'Prueba') {
  const form = page.getByTestId('signup-form');
  await form.getByLabel('Nombre', { exact: true }).fill(first);
  await form.getByLabel('Apellido', { exact: true }).fill(last);
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
}

async function expectClean(page: Page, what: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${what}: ${violations.map((v) => `${v.id} ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`).toEqual([]);
  expect(await sidewaysOverflow(page), `${what}: no sideways scroll`).toEqual([]);
}

const shot = (page: Page, name: string) => keepScreenshot(page, `auth-${name}.png`, { fullPage: true });

describe('sign-up, verification, log out and log in', () => {
  it('signs up through the form, verifies the email with the outbox code, sees the name, and signs in again', async () => {
    const { context, page, pageErrors } = await open(DESKTOP);
    const email = freshEmail('lucia');
    await goTo(page, '/registro?volver=/cuenta');
    await signUp(page, email);

    // Signed in at once, on the code screen, which names the email the code went to.
    await page.waitForURL((url) => url.pathname === '/verificar' && url.searchParams.get('volver') === '/cuenta');
    await page.getByTestId('account-menu').filter({ hasText: 'Lucía' }).waitFor();
    await page.getByText(email).waitFor();
    await page.getByLabel('Código de verificación').fill(await codeSentTo(email));
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    const done = page.getByTestId('verify-done');
    await done.waitFor();
    expect(await done.innerText()).toContain('¡Listo! Verificamos tu correo electrónico.');
    await expectClean(page, 'verificar (listo)');

    await done.getByRole('link', { name: 'Continuar donde estabas' }).click();
    await page.waitForURL((url) => url.pathname === '/cuenta');
    await page.getByRole('heading', { name: 'Lucía Prueba' }).waitFor();
    expect(await page.getByText(email).count()).toBe(1);
    // Verified: the hub no longer asks for it.
    expect(await page.getByRole('link', { name: 'Verificar mi correo' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('account-menu').filter({ hasText: 'Ingresar' }).waitFor();

    // The account asks for a login, and comes back to it after.
    await page.goto(`${ctx.store.url}/cuenta`);
    await page.waitForURL((url) => url.pathname === '/ingresar' && url.searchParams.get('volver') === '/cuenta');
    await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
    const form = page.getByTestId('login-form');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Contraseña').fill(PASSWORD);
    await form.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/cuenta');
    await page.getByRole('heading', { name: 'Lucía Prueba' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps what was typed and offers the way out when the email already has an account', async () => {
    const { context, page } = await open(PHONE);
    await goTo(page, '/registro');
    await signUp(page, 'ana@tienda.test', 'Ana', 'López');
    const alert = page.getByTestId('signup-form').getByRole('alert');
    await alert.filter({ hasText: /ya existe una cuenta/i }).waitFor();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Ana');
    expect(await page.getByLabel('Contraseña', { exact: true }).inputValue()).toBe(PASSWORD);
    expect(await page.getByRole('link', { name: 'Recuperar la contraseña' }).getAttribute('href')).toBe('/recuperar-contrasena');
    await expectClean(page, 'registro (cuenta existente)');
    await shot(page, 'signup-exists-360');
    await context.close();
  });
});

describe('social login through the local provider page', () => {
  it('confirms the names and email of an unverified provider account, then signs in', async () => {
    const { context, page, pageErrors } = await open(PHONE);
    const email = freshEmail('sofia');
    await goTo(page, '/ingresar?volver=/cuenta');

    // A cancel at the provider comes back as a polite line, not an error.
    await page.getByRole('link', { name: 'Continuar con Google' }).click();
    await page.waitForURL((url) => url.pathname === '/dev/social');
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await page.getByRole('status').filter({ hasText: 'Cancelaste el inicio de sesión con Google.' }).waitFor();
    expect(await page.getByTestId('login-form').locator('[role=alert]').textContent()).toBe('');
    expect(new URL(page.url()).hash).toBe('');

    await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
    await page.getByRole('link', { name: 'Continuar con Google' }).click();
    await page.waitForURL((url) => url.pathname === '/dev/social');
    await page.locator('input#email').fill(email);
    await page.getByLabel(/Correo sin verificar/).check();
    await page.getByRole('button', { name: 'Continuar' }).click();

    const confirm = page.getByTestId('social-confirm-form');
    await confirm.waitFor();
    // The token left the address as soon as it was read; volver stays.
    const url = new URL(page.url());
    expect(url.hash).toBe('');
    expect(url.pathname).toBe('/ingresar');
    expect(url.searchParams.get('volver')).toBe('/cuenta');
    expect(await confirm.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Sofía');
    expect(await confirm.getByLabel('Apellido', { exact: true }).inputValue()).toBe('Martínez');
    expect(await confirm.getByLabel('Correo electrónico').inputValue()).toBe(email);
    await expectClean(page, 'ingresar (confirmar datos)');
    await shot(page, 'social-confirm-360');

    // An email that has an account is refused, and the values stay.
    await confirm.getByLabel('Correo electrónico').fill('ana@tienda.test');
    await confirm.getByRole('button', { name: 'Confirmar e ingresar' }).click();
    await confirm.getByRole('alert').filter({ hasText: /ya existe una cuenta/i }).waitFor();
    expect(await confirm.getByLabel('Apellido', { exact: true }).inputValue()).toBe('Martínez');

    await confirm.getByLabel('Apellido', { exact: true }).fill('Martínez Roca');
    await confirm.getByLabel('Correo electrónico').fill(email);
    await confirm.getByRole('button', { name: 'Confirmar e ingresar' }).click();
    // A new account with an email the provider did not verify: on to verify it, keeping volver.
    await page.waitForURL((u) => u.pathname === '/verificar' && u.searchParams.get('volver') === '/cuenta');
    await page.getByTestId('account-menu').filter({ hasText: 'Sofía' }).waitFor();
    await page.getByText(email).waitFor();
    expect((await outbox(email)).length).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the forgotten password', () => {
  it('answers the same for any email, and a known account gets a one-time link in the outbox', async () => {
    const { context, page } = await open(PHONE);
    await goTo(page, '/ingresar');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL((url) => url.pathname === '/recuperar-contrasena');
    await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();

    await page.getByLabel('Correo electrónico').fill('carlos@tienda.test');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    const sent = page.getByTestId('reset-sent');
    await sent.waitFor();
    const text = await sent.innerText();
    expect(text).toContain('Si hay una cuenta con carlos@tienda.test, te enviamos un enlace');
    expect(text).toContain('vence en 60 minutos y sirve una sola vez');
    await expectClean(page, 'recuperar-contrasena (enviado)');
    await shot(page, 'reset-sent-360');
    const messages = await outbox('carlos@tienda.test');
    expect(messages.length).toBe(1);
    expect(messages[0]!.link).toMatch(/\/dev\/reset\?token=[0-9a-f]{64}$/);

    await page.getByRole('button', { name: 'Reenviar el enlace' }).click();
    await page.getByRole('status').filter({ hasText: 'Te enviamos un enlace nuevo' }).waitFor();
    expect((await outbox('carlos@tienda.test')).length).toBe(2);

    // An unknown email reads exactly the same.
    await page.getByRole('button', { name: 'Usar otro correo' }).click();
    await page.getByLabel('Correo electrónico').fill('nadie@tienda.test');
    await page.getByRole('button', { name: 'Enviar el enlace' }).click();
    await page.getByTestId('reset-sent').filter({ hasText: 'Si hay una cuenta con nadie@tienda.test' }).waitFor();
    expect(await outbox('nadie@tienda.test')).toEqual([]);
    await context.close();
  });
});

describe('accessibility and layout of the sign-in screens', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`draws each provider's button on one line, with Apple's mark in black, at ${viewport.width} px`, async () => {
      const { context, page } = await open(viewport);
      await goTo(page, '/ingresar');
      await page.getByRole('link', { name: 'Continuar con Apple' }).waitFor();
      const buttons = await page.locator('.auth__provider').evaluateAll((elements) =>
        elements.map((element) => {
          const label = Array.from(element.childNodes).find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          const range = document.createRange();
          if (label) range.selectNodeContents(label);
          return { text: (element.textContent ?? '').trim(), lines: label ? range.getClientRects().length : 0, fits: element.scrollWidth <= element.clientWidth };
        }),
      );
      expect(buttons.map((b) => b.text)).toEqual(['Continuar con Google', 'Continuar con Facebook', 'Continuar con Apple']);
      for (const button of buttons) expect(button, `${button.text} on one line, inside its button`).toMatchObject({ lines: 1, fits: true });
      // Apple's guidelines: its logo is black or white, never a colour (it was the buttons' blue).
      const appleFill = await page.locator('[data-mark="apple"] path').evaluate((path) => getComputedStyle(path).fill);
      expect(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']).toContain(appleFill);
      await keepScreenshot(page.getByTestId('social-buttons'), `login-providers-${viewport.width}.png`);
      await context.close();
    });

    it(`has nothing serious for axe and no sideways scroll at ${viewport.width} px`, async () => {
      const { context, page, pageErrors } = await open(viewport);
      const w = viewport.width;

      await goTo(page, '/ingresar');
      await page.getByRole('link', { name: 'Continuar con Apple' }).waitFor();
      await expectClean(page, `ingresar ${w}`);
      await shot(page, `login-${w}`);

      await goTo(page, '/recuperar-contrasena');
      await expectClean(page, `recuperar-contrasena ${w}`);
      await shot(page, `forgot-${w}`);

      await goTo(page, '/verificar?uuid=0000');
      await page.getByTestId('verify-failed').waitFor();
      await expectClean(page, `verificar con enlace vencido ${w}`);

      await goTo(page, '/registro');
      await expectClean(page, `registro ${w}`);
      // The problems as the shopper sees them after a first try.
      await page.getByLabel('Contraseña', { exact: true }).fill('corta');
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.getByTestId('signup-form').getByRole('alert').filter({ hasText: 'Revisa los 4 campos marcados.' }).waitFor();
      await expectClean(page, `registro con problemas ${w}`);
      await shot(page, `signup-problems-${w}`);

      const email = freshEmail(`ver${w}`);
      await page.getByLabel('Nombre', { exact: true }).fill('Marta');
      await page.getByLabel('Apellido', { exact: true }).fill('Ruiz');
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Crear cuenta' }).click();
      await page.waitForURL((url) => url.pathname === '/verificar');
      await page.getByLabel('Código de verificación').waitFor();
      await expectClean(page, `verificar ${w}`);
      await shot(page, `verify-${w}`);

      // A phone instead: a test number whose SMS fails shows the problem in the form.
      await page.getByRole('button', { name: 'Prefiero verificar un teléfono' }).click();
      await page.getByLabel('Número de teléfono').fill('5555 0000');
      await page.getByRole('button', { name: 'Enviarme un código' }).click();
      await page.getByRole('alert').filter({ hasText: 'No pudimos enviar el SMS' }).waitFor();
      await expectClean(page, `verificar teléfono ${w}`);
      await shot(page, `verify-phone-${w}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
