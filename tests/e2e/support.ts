import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../scripts/chromium';
import { nextFrames, reactClaimed } from '../../scripts/layout-shift';
import { startStoreServer } from '../../scripts/store-server';
import { ARTIFACTS } from '../../scripts/web-build';
import { STORAGE_KEYS } from '../../src/usecases/shared/storage-keys';
import { cheapKdf } from '../support/password-kdf';
import { networkQuiet, trackRequests } from './network-quiet';
import { WORKER_CHROMIUM, type WithWorkerChromium } from './worker-chromium';

export const SCREENSHOTS = join(ARTIFACTS, 'screenshots');

/**
 * Whether the browser tests keep pictures of what they checked, in SCREENSHOTS: only when asked
 * (`TIENDA_SCREENSHOTS=1 npm run test:e2e`). A picture checks nothing, and a whole run took about 300, each 60–1,000 ms
 * of Chromium's CPU (a viewport at 360 px to a full page of home at 1280 px), work that CI, which keeps no artifacts,
 * threw away.
 */
export const KEEP_SCREENSHOTS = process.env.TIENDA_SCREENSHOTS === '1';

/** Saves a picture of `target` (a page or a locator) as SCREENSHOTS/`name` when KEEP_SCREENSHOTS; else does nothing. */
export async function keepScreenshot(
  target: { screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown> },
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (KEEP_SCREENSHOTS) await target.screenshot({ path: join(SCREENSHOTS, name), ...options });
}

export async function startStore() {
  const dir = mkdtempSync(join(tmpdir(), 'tienda-e2e-'));
  const dbPath = join(dir, 'tienda.sqlite');
  // A fresh database of its own: a copy of the demo database the global setup seeded once for the run (the seed
  // takes seconds of disk writes, the copy milliseconds); the server opens it as it would any seeded database.
  copyFileSync(inject('templateDb'), dbPath);
  // The store as `npm start` serves it (server rendering, the API), on an ephemeral port.
  // Passwords hashed with the cheap test scrypt: these tests are about the store, not the hash's cost.
  const server = await startStoreServer({ port: 0, dbPath, webDir: inject('webDir'), passwordKdf: cheapKdf });
  return {
    url: server.url,
    async stop() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The worker's Chromium: launched by the first file that asks for a browser, and kept for the worker's next files
 * (the e2e project runs with `isolate: false`: one worker runs many files, one after another), on globalThis so that
 * the project's environment (environment.ts) closes it when the worker ends. Launched again should it have gone away
 * (a crash).
 */
async function sharedChromium(): Promise<Browser> {
  const held = globalThis as WithWorkerChromium;
  const running = held[WORKER_CHROMIUM] && (await held[WORKER_CHROMIUM].catch(() => null));
  if (running?.isConnected()) return running;
  held[WORKER_CHROMIUM] = chromium.launch({ executablePath: inject('chromePath'), args: [...CHROMIUM_FLAGS] });
  return held[WORKER_CHROMIUM];
}

/**
 * Chromium for one test file. Its pages and contexts have the store's service worker blocked unless a test asks
 * for it (`serviceWorkers: 'allow'`, tests/e2e/offline.test.ts): what a service worker answers never reaches
 * page.route, which many tests hold or count requests with, and its precache would compete with the page.
 *
 * The browser process is the worker's (see sharedChromium), shared by the files the worker runs one after another;
 * what a file opens is its own: `contexts()` lists only the contexts this handle opened, and `close()` closes them
 * (every context is a fresh profile: no cookie, storage, cache or service worker crosses from one to another)
 * without ending the process the worker's next file will use.
 */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const browser = await sharedChromium();
  const own = new Set<BrowserContext>();
  const adopt = (context: BrowserContext) => {
    // Its pages' requests in flight, for networkQuiet.
    trackRequests(context);
    own.add(context);
    context.once('close', () => own.delete(context));
    return context;
  };
  const handle = Object.create(browser) as Browser;
  handle.newContext = async (options = {}) => adopt(await browser.newContext({ serviceWorkers: 'block', ...options }));
  handle.newPage = async (options = {}) => {
    const page = await browser.newPage({ serviceWorkers: 'block', ...options });
    adopt(page.context());
    return page;
  };
  handle.contexts = () => [...own];
  handle.close = async () => {
    await Promise.all([...own].map((context) => context.close()));
  };
  return handle;
}

/**
 * The store and a browser for one test file: started before its tests, stopped after them. Read them as
 * `ctx.store` and `ctx.browser` inside hooks and tests (they are set once the file's first hook has run).
 */
export function useStoreAndBrowser(): { readonly store: Store; readonly browser: Browser } {
  const ctx = {} as { store: Store; browser: Browser };
  beforeAll(async () => {
    ctx.store = await startStore();
    ctx.browser = await launchChromium();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.store?.stop();
  });
  return ctx;
}

export type Store = Awaited<ReturnType<typeof startStore>>;

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Why axe could not decide a text's contrast only because of where the text sits: another element over it (a
 * full-card link overlay), a scroll row clipping it, or the viewport; or because the text is too short for axe to
 * trust its own reading (`shortTextContent`: a size «S», a one-letter value in the filter panel). For these, the gate
 * measures the contrast itself.
 */
const GEOMETRIC_REASONS = ['bgOverlap', 'elmPartiallyObscured', 'elmPartiallyObscuring', 'outsideViewport', 'shortTextContent'];
/** Glyphs that are not text (★ rating stars): measured against WCAG 1.4.11's 3:1 for graphics. */
const GRAPHIC_REASONS = ['nonBmp'];

export interface MeasuredContrast {
  text: string;
  /** WCAG contrast ratio of the text's computed colour against the background found by walking its ancestors. */
  ratio: number;
  /** 4.5, or 3 for large text (24 px, or 18.66 px bold). */
  needed: number;
}

/**
 * Installs `window.__tiendaContrast(element)` in the page: the element's computed text colour against the opaque
 * background found by composing its own and its ancestors' background colours (a background image on the way makes
 * it unmeasurable: a string says why).
 */
function installContrastProbe() {
  type Rgba = [number, number, number, number];
  const parse = (color: string): Rgba | null => {
    const m = color.match(/rgba?\(([^)]+)\)/);
    if (!m) return null;
    const [r, g, b, a = '1'] = m[1]!.split(/[\s,/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const backgroundOf = (el: Element): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      const color = parse(style.backgroundColor);
      if (color && color[3] > 0) {
        layers.push(color);
        if (color[3] >= 1) break;
      }
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  (window as unknown as { __tiendaContrast: (el: Element) => unknown }).__tiendaContrast = (el: Element) => {
    const style = getComputedStyle(el);
    const background = backgroundOf(el);
    if (!background) return 'fondo con imagen: no se puede medir';
    const fg = parse(style.color);
    if (!fg) return `color ilegible: ${style.color}`;
    const [l1, l2] = [luminance(over(fg, background)), luminance(background)].sort((a, b) => b - a) as [number, number];
    const size = parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    return { text: (el.textContent ?? '').trim(), ratio: (l1 + 0.05) / (l2 + 0.05), needed: large ? 3 : 4.5 };
  };
}

/** The measured contrast of every element matching `selector` (see `installContrastProbe`); fails on an unmeasurable one. */
export async function textContrast(page: Page, selector: string): Promise<MeasuredContrast[]> {
  await page.evaluate(installContrastProbe);
  const measured = await page.evaluate(
    (sel) => Array.from(document.querySelectorAll(sel)).map((el) => (window as unknown as { __tiendaContrast: (el: Element) => unknown }).__tiendaContrast(el)),
    selector,
  );
  return measured.map((m) => {
    if (typeof m === 'string') throw new Error(`${selector}: ${m}`);
    return m as MeasuredContrast;
  });
}

/**
 * Runs axe-core on the page and returns its serious and critical violations, plus the color-contrast results axe left
 * "incomplete": one it left for a geometric reason is measured directly (`textContrast`: WCAG 4.5:1, 3:1 for large
 * text) and fails below that, as does a glyph that is not text (rating stars) below 3:1; any other incomplete contrast (1:1, a background image or gradient, a translucent text
 * colour…) fails as it is, reported as `color-contrast-incomplete`.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Once per document: a second check of the same page reuses the axe it already holds.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  await page.evaluate(installContrastProbe);
  const violations = await page.evaluate(async ([geometric, graphics]) => {
    type Node = { target: string[]; any: { data?: { messageKey?: string } | null }[] };
    type Result = { id: string; impact: string | null; help: string; nodes: Node[] };
    type RunOptions = { resultTypes: string[]; runOnly?: { type: 'rule'; values: string[] } };
    const axe = (window as unknown as {
      axe: {
        run: (ctx: Document, options: RunOptions) => Promise<{ violations: Result[]; incomplete: Result[] }>;
        getRules: () => { ruleId: string; enabled: boolean }[];
        _audit: { rules: { id: string; impact: string | null }[] };
      };
    }).axe;
    const measure = (window as unknown as { __tiendaContrast: (el: Element) => { ratio: number; needed: number } | string }).__tiendaContrast;
    // The rules axe runs by default (getRules' `enabled`) that can find something serious or critical: axe gives every
    // finding of a rule that rule's own impact (axe-core 4.x sets each check's impact to its rule's), so a minor or
    // moderate rule's findings are dropped below whatever they are, and running it is wasted work. A rule without an
    // impact of its own (none in axe 4.14) would take its checks' and runs. color-contrast (serious) is among them.
    const impactOf = new Map(axe._audit.rules.map((rule) => [rule.id, rule.impact]));
    const rules = axe
      .getRules()
      .filter((rule) => rule.enabled && !['minor', 'moderate'].includes(impactOf.get(rule.ruleId) ?? ''))
      .map((rule) => rule.ruleId);
    // Only the violations and the incomplete results are read: axe then skips building the passed and inapplicable
    // ones (a snippet of every node it checked), which was most of a run's time on a long page.
    const result = await axe.run(document, { resultTypes: ['violations', 'incomplete'], runOnly: { type: 'rule', values: rules } });
    const found = result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    const failing: { target: string[]; why: string }[] = [];
    for (const node of result.incomplete.find((r) => r.id === 'color-contrast')?.nodes ?? []) {
      const reason = node.any.map((check) => check.data?.messageKey).find(Boolean) ?? 'sin motivo';
      const el = typeof node.target[0] === 'string' ? document.querySelector(node.target[0]) : null;
      const graphic = graphics.includes(reason);
      if (!(geometric.includes(reason) || graphic) || !el) {
        failing.push({ target: node.target, why: `axe no pudo decidir (${reason})` });
        continue;
      }
      const measured = measure(el);
      const needed = typeof measured === 'string' ? 0 : graphic ? 3 : measured.needed;
      if (typeof measured === 'string') failing.push({ target: node.target, why: measured });
      else if (measured.ratio < needed) failing.push({ target: node.target, why: `contraste ${measured.ratio.toFixed(2)}:1, se necesita ${needed}:1` });
    }
    if (failing.length)
      found.push({
        id: 'color-contrast-incomplete',
        impact: 'serious',
        help: `Contrast axe left undecided: ${failing.map((f) => `${f.target.join(' ')} (${f.why})`).join('; ')}`,
        nodes: failing.map((f) => ({ target: f.target })),
      });
    return found;
  }, [GEOMETRIC_REASONS, GRAPHIC_REASONS] as const);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Sets the viewport and waits until the page has laid itself out at that width (its resize handlers run). */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await nextFrames(page);
}

/**
 * What makes the page scroll sideways (it must not, even at 360 px): nothing when it does not. Else the outermost
 * elements that reach past the right edge (at most five), each as `tag.class [test id] left–right «text»`, so that a
 * failed check names its cause; `toEqual([])` prints them.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = window.innerWidth;
    const wide = document.documentElement.scrollWidth;
    if (wide <= shown + 1) return [];
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (found.length === 5) break;
      const box = element.getBoundingClientRect();
      const parent = element.parentElement;
      // The outermost: an element past the edge whose parent is not (no named helper here: the page runs this as text).
      if (box.right <= shown + 1 || (parent && parent !== document.body && parent.getBoundingClientRect().right > shown + 1)) continue;
      // Not one that scrolls or is clipped inside a box that fits (a row of chips that scrolls on its own).
      let clipped = false;
      for (let ancestor = parent; ancestor && ancestor !== document.body && !clipped; ancestor = ancestor.parentElement)
        clipped = getComputedStyle(ancestor).overflowX !== 'visible' && ancestor.getBoundingClientRect().right <= shown + 1;
      if (clipped) continue;
      const testId = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      found.push(`${element.tagName.toLowerCase()}.${String(element.className).trim().replace(/\s+/g, '.')}${testId ? ` [${testId}]` : ''} ${Math.round(box.left)}–${Math.round(box.right)} px «${text}»`);
    }
    return [`${location.pathname}: ${wide} px wide, ${shown} px shown`, ...found];
  });
}

/**
 * What a shopper would trust, at 1280 and 360 px: axe finds nothing serious or critical (from the top of the page:
 * further down, the sticky header covers fields, which axe cannot measure) and nothing scrolls sideways; a full-page
 * picture of each width goes to SCREENSHOTS as `<name>-<width>.png` when asked (KEEP_SCREENSHOTS). The viewport ends back at 1280 px.
 */
export async function expectTrustedAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 360]) {
    await resizeTo(page, { width, height: width < 600 ? 800 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const violations = await seriousViolations(page);
    expect(violations, `${name} at ${width}: ${violations.map((v) => `${v.id} ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`).toEqual([]);
    expect(await sidewaysOverflow(page), `${name} at ${width} scrolls sideways`).toEqual([]);
    await keepScreenshot(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Reads a price such as "Q1,234.50" as a number. */
export function priceOf(text: string): number {
  const match = text.replace(/\s/g, '').match(/Q([\d,]+(?:\.\d+)?)/);
  if (!match) throw new Error(`no quetzal price in "${text}"`);
  return Number(match[1]!.replace(/,/g, ''));
}

/**
 * Waits until React has hydrated the page: the network is quiet (networkQuiet: loaded, no request in flight) and React
 * has claimed the page's main heading (its fiber key is on the element). A quiet network alone can come before
 * hydration on a loaded machine, and a click or key then is the browser's, not the app's.
 */
export async function waitForHydration(page: Page, selector = 'h1'): Promise<void> {
  await networkQuiet(page);
  await page.waitForFunction(reactClaimed, selector);
}

export { checkoutStepSettled, mainSettled, nextFrames, recordShifts, type Shift } from '../../scripts/layout-shift';
export { networkQuiet } from './network-quiet';

/** How a test's setup calls the store's public API (not through a page): method, session token, JSON body, headers. */
export interface ApiInit {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** An API answer: its status and its JSON body (null when it has none). */
export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/**
 * The store's public API for a file's setup, read through `ctx.store` when called (set once the file's first hook
 * has run): `call` answers status and JSON body; `anonymous` a new anonymous session's token; `signUp` a fresh account
 * (its email, unique in the file's own database, and its session token); `signIn` a session token for an account. For
 * what a test arranges before it; a test about the sign-up or sign-in form goes through the form.
 */
export function storeApi(ctx: { readonly store: Store }) {
  let serial = 0;
  async function call<T = Record<string, unknown>>(path: string, init: ApiInit = {}): Promise<ApiAnswer<T>> {
    const res = await fetch(`${ctx.store.url}/api/public${path}`, {
      method: init.method ?? 'GET',
      headers: { 'Content-Type': 'application/json', ...(init.token ? { Session: init.token } : {}), ...init.headers },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as T };
  }
  async function anonymous(): Promise<string> {
    const answer = await call<{ token: string }>('/anonymous/', { method: 'POST' });
    expect(answer.status).toBe(200);
    return answer.body.token;
  }
  return {
    call,
    anonymous,
    async signUp(who: string, password: string, name: { first_name: string; last_name: string } = { first_name: 'Ana', last_name: 'Prueba' }): Promise<{ email: string; token: string }> {
      const email = `${who}+${Date.now()}-${++serial}@tienda.test`;
      const answer = await call<{ token: string }>('/register/', { method: 'POST', token: await anonymous(), body: { login: email, email, password, ...name } });
      expect(answer.status).toBe(200);
      return { email, token: answer.body.token };
    },
    async signIn(email: string, password: string, token?: string): Promise<string> {
      const answer = await call<{ token: string }>('/login/', { method: 'POST', token: token ?? (await anonymous()), body: { email, password } });
      expect(answer.status, `sign-in of ${email}`).toBe(200);
      return answer.body.token;
    },
  };
}

export type StoreApi = ReturnType<typeof storeApi>;

/**
 * What a browser context starts with for a shopper whose session (and cart) a test's setup made through the API: the
 * library's stored session and cart id in the store's localStorage, as the library writes them once it has them
 * (`STORAGE_KEYS`; a visitor's cart is owned by «anonymous»). For `browser.newContext({ storageState })`: the first
 * page restores that session and loads that cart, as for a returning shopper.
 */
export function storedSession(storeUrl: string, session: { token: string; isUser?: boolean; cartId?: string }) {
  const localStorage: { name: string; value: string }[] = [{ name: STORAGE_KEYS.session, value: JSON.stringify({ token: session.token, isUser: session.isUser ?? false }) }];
  if (session.cartId) localStorage.push({ name: STORAGE_KEYS.cart, value: JSON.stringify({ cartId: session.cartId, owner: 'anonymous' }) });
  return { cookies: [], origins: [{ origin: new URL(storeUrl).origin, localStorage }] };
}

/** Signs in through `/ingresar`'s form, as a shopper does, and waits for home (where `volver=/` leads). */
export async function signInThroughForm(page: Page, storeUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${storeUrl}/ingresar?volver=%2F`);
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor();
  const form = page.getByTestId('login-form');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A product as the API's listings give it (`GET /product`), with the fields the browser tests read. */
export interface ListedProduct {
  public_sku: string;
  slug: string;
  title: string;
  type: string;
  price: number;
  regular_price: number | null;
  stock_status: string;
}
