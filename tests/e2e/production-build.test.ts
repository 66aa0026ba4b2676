import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { spawnServe, type ServeProcess } from '../integration/support/serve';
import { startLocalApi, type RunningApi } from '../integration/support/local-api';
import { keepScreenshot, launchChromium, startStore, type Store, waitForHydration } from './support';

/**
 * The production build in Chromium: `npm run serve` with TIENDA_ENV=staging (its own process, the built UI) against
 * a local API started separately as a stand-in for the business's API, with the three social providers' SDKs played
 * by stand-in scripts (served here, named by TIENDA_*_SDK_URL) that implement exactly the calls the store uses. Then
 * `npm start`'s local store, which still shows its demo.
 */

const CLIENT_IDS = { google: '123-tienda.apps.googleusercontent.com', facebook: '1234567890', apple: 'gt.tienda.web' };
/** What the demo shows and no other environment may: its account, its notices, its pages. */
const DEMO = /demostración|de prueba|ana@tienda\.test|Tienda123!|todavía no forma parte|\/dev\//i;

type Provider = keyof typeof CLIENT_IDS;

/**
 * The stand-in SDKs. Each records its calls in `window.__sdkCalls` and gives the token set for it (none: the
 * shopper cancels). Google draws the button it is asked to render; Facebook and Apple answer the store's button.
 */
function sdkScript(provider: Provider, token: string | null): string {
  const given = JSON.stringify(token);
  // Each a classic script of its own, as the real ones: nothing but its global leaks out.
  return `(() => {\nconst calls = (window.__sdkCalls ||= []);\n${body(provider, given)}\n})();`;
}

function body(provider: Provider, given: string): string {
  switch (provider) {
    case 'google':
      return `window.google = { accounts: { id: {
  initialize(config) { calls.push(['google.accounts.id.initialize', config.client_id, config.ux_mode]); window.__gsiCallback = config.callback; },
  renderButton(parent, options) {
    calls.push(['google.accounts.id.renderButton', options.text]);
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Continuar con Google';
    button.addEventListener('click', () => window.__gsiCallback({ credential: ${given}, select_by: 'btn' }));
    parent.append(button);
  },
} } };`;
    case 'facebook':
      return `window.FB = {
  init(options) { calls.push(['FB.init', options.appId, options.version]); },
  login(callback, options) {
    calls.push(['FB.login', options && options.scope]);
    const token = ${given};
    setTimeout(() => callback(token ? { status: 'connected', authResponse: { accessToken: token, userID: '42' } } : { status: 'unknown', authResponse: null }));
  },
};`;
    case 'apple':
      return `window.AppleID = { auth: {
  init(options) { calls.push(['AppleID.auth.init', options.clientId, options.usePopup, options.scope]); },
  signIn() {
    calls.push(['AppleID.auth.signIn']);
    const token = ${given};
    return token
      ? Promise.resolve({ authorization: { id_token: token, code: 'c-1' }, user: { email: 'apple-${Date.now()}@privaterelay.example', name: { firstName: 'Lucía', lastName: 'Ramírez' } } })
      : Promise.reject({ error: 'popup_closed_by_user' });
  },
} };`;
  }
}

let api: RunningApi;
let serve: ServeProcess;
let sdkServer: Server;
let sdkOrigin: string;
let browser: Browser;
/** The token each stand-in SDK gives when its script is next loaded (null: the shopper cancels). */
const nextToken: Record<Provider, string | null> = { google: null, facebook: null, apple: null };

beforeAll(async () => {
  api = await startLocalApi();
  sdkServer = createServer((request, response) => {
    const provider = (request.url ?? '').slice(1).replace(/\.js$/, '') as Provider;
    if (!(provider in CLIENT_IDS)) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }).end(sdkScript(provider, nextToken[provider]));
  });
  await new Promise<void>((resolve) => sdkServer.listen(0, '127.0.0.1', resolve));
  sdkOrigin = `http://127.0.0.1:${(sdkServer.address() as AddressInfo).port}`;
  serve = await spawnServe({
    TIENDA_ENV: 'staging',
    TIENDA_API_ROOT: `http://127.0.0.1:${api.port}/api/public`,
    PORT: '0',
    HOST: '127.0.0.1',
    TIENDA_WEB_DIR: inject('webDir'),
    TIENDA_GOOGLE_CLIENT_ID: CLIENT_IDS.google,
    TIENDA_GOOGLE_SDK_URL: `${sdkOrigin}/google.js`,
    TIENDA_FACEBOOK_APP_ID: CLIENT_IDS.facebook,
    TIENDA_FACEBOOK_SDK_URL: `${sdkOrigin}/facebook.js`,
    TIENDA_APPLE_CLIENT_ID: CLIENT_IDS.apple,
    TIENDA_APPLE_SDK_URL: `${sdkOrigin}/apple.js`,
  });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  sdkServer?.closeAllConnections();
  await new Promise<void>((resolve) => (sdkServer ? sdkServer.close(() => resolve()) : resolve()));
  await api?.stop();
});

/** A fresh shopper (own storage), recording what the page reports as errors (a hydration mismatch, a CSP refusal). */
async function shopper(): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-GT' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

/** A token the stand-in API accepts at POST /login_token/, as its local provider would issue it for this account. */
async function providerToken(provider: Provider, email: string): Promise<string> {
  const answer = await fetch(`${api.url}/dev/social/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ provider, scenario: 'verified', email, first_name: 'Sofía', last_name: 'Martínez' }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

describe('a staging build (npm run serve, TIENDA_ENV=staging)', () => {
  it('shows no demo content on the login, help and payment pages or in the footer', async () => {
    const { page, errors, close } = await shopper();
    for (const path of ['/ingresar', '/ayuda', '/formas-de-pago']) {
      const answer = await page.goto(`${serve.url}${path}`);
      expect(answer?.status(), path).toBe(200);
      // Neither in the HTML as served nor once the browser has taken over.
      expect(await answer!.text(), path).not.toMatch(DEMO);
      await waitForHydration(page);
      expect(await page.locator('body').innerText(), path).not.toMatch(DEMO);
      expect(await page.locator('a[href*="/dev/"]').count(), path).toBe(0);
      expect(await page.locator('footer').innerText(), path).toContain('Precios en quetzales');
      await keepScreenshot(page, `staging${path.replace('/', '-')}.png`, { fullPage: true });
    }
    // What exists instead: how the checkout goes, and how payments are kept safe.
    await page.goto(`${serve.url}/ayuda`);
    expect(await page.locator('main').innerText()).toMatch(/Realizar\s+pedido/);
    await page.goto(`${serve.url}/formas-de-pago`);
    expect(await page.getByRole('heading', { name: 'Pagos seguros' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("signs in with each provider's own SDK: the provider's token goes to POST /login_token/", async () => {
    for (const [provider, name] of [
      ['google', 'Google'],
      ['facebook', 'Facebook'],
      ['apple', 'Apple'],
    ] as const) {
      const { page, errors, close } = await shopper();
      const email = `${provider}-${Date.now()}@correo.example`;
      nextToken[provider] = await providerToken(provider, email);
      const answer = await page.goto(`${serve.url}/ingresar?volver=/cuenta`);
      const csp = answer!.headers()['content-security-policy']!;
      expect(csp, provider).toMatch(new RegExp(`script-src [^;]*'strict-dynamic' 'self' ${sdkOrigin}[;\\s]`));
      expect(answer!.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      await waitForHydration(page);
      // Usable once its SDK has loaded (Google's is drawn by its SDK).
      const button = page.getByTestId('social-buttons').locator('button:enabled', { hasText: `Continuar con ${name}` });
      await button.waitFor();
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/public/login_token/');
      await button.click();
      const body = (await sent).postDataJSON() as Record<string, string>;
      expect(body.token, provider).toBe(nextToken[provider]);
      if (provider === 'apple') expect([body.first_name, body.last_name]).toEqual(['Lucía', 'Ramírez']);
      else expect(Object.keys(body)).toEqual(['token']);
      // Signed in: on to ?volver=, the account's own page.
      await page.waitForURL((url) => url.pathname === '/cuenta');
      await page.getByText(email).first().waitFor();
      // Every configured SDK was loaded and initialised with its client id; only this one was asked to sign in.
      const prefix = { google: 'google.', facebook: 'FB.', apple: 'AppleID.' }[provider];
      const calls = (await page.evaluate(() => (window as unknown as { __sdkCalls: unknown[][] }).__sdkCalls))
        .map((call) => call.join(' '))
        .filter((call) => call.startsWith(prefix));
      expect(calls, provider).toEqual(
        {
          google: [`google.accounts.id.initialize ${CLIENT_IDS.google} popup`, 'google.accounts.id.renderButton continue_with'],
          facebook: [`FB.init ${CLIENT_IDS.facebook} v21.0`, 'FB.login public_profile,email'],
          apple: [`AppleID.auth.init ${CLIENT_IDS.apple} true name email`, 'AppleID.auth.signIn'],
        }[provider],
      );
      expect(errors, provider).toEqual([]);
      await close();
    }
  });

  it('says so politely when the shopper closes the provider window, and stays on the login page', async () => {
    for (const [provider, name] of [
      ['facebook', 'Facebook'],
      ['apple', 'Apple'],
    ] as const) {
      const { page, errors, close } = await shopper();
      nextToken[provider] = null;
      await page.goto(`${serve.url}/ingresar`);
      await waitForHydration(page);
      // Usable once its SDK has loaded (Google's is drawn by its SDK).
      const button = page.getByTestId('social-buttons').locator('button:enabled', { hasText: `Continuar con ${name}` });
      await button.waitFor();
      await button.click();
      await page.getByRole('status').filter({ hasText: `Cancelaste el inicio de sesión con ${name}.` }).waitFor();
      expect(await page.getByTestId('login-form').locator('[role=alert]').textContent()).toBe('');
      expect(new URL(page.url()).pathname).toBe('/ingresar');
      expect(errors, provider).toEqual([]);
      await close();
    }
  });
});

describe('the local store (npm start)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await startStore();
  });
  afterAll(async () => {
    await store?.stop();
  });

  it('still shows the demo account, the demo notice and the local provider page', async () => {
    const { page, errors, close } = await shopper();
    await page.goto(`${store.url}/ingresar`);
    await waitForHydration(page);
    expect(await page.getByText('ana@tienda.test').count()).toBe(1);
    expect(await page.getByText('Tienda123!').count()).toBe(1);
    expect(await page.locator('footer').innerText()).toContain('Tienda de demostración');
    const google = page.getByRole('link', { name: 'Continuar con Google' });
    await google.waitFor();
    expect(new URL((await google.getAttribute('href'))!).pathname).toBe('/dev/social');
    await page.goto(`${store.url}/formas-de-pago`);
    expect(await page.getByRole('heading', { name: 'En esta demostración' }).count()).toBe(1);
    expect(await page.locator('main').innerText()).not.toMatch(/Cuando la demostración permita pagar|todavía no/);
    expect(errors).toEqual([]);
    await close();
  });
});
