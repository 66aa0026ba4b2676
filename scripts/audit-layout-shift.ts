/**
 * Layout-shift audit of every route the app has (src/presentation/app/routes.tsx), run by hand, not by `npm test`:
 *
 *   npx tsx scripts/audit-layout-shift.ts [--web <built web dir>] [--only <text in the path>] [--json <file>]
 *
 * Each route is opened with real ids and slugs from the demo data, at 360 × 740 and 1280 × 900, by a new visitor and
 * by a signed-in demo shopper (ana; lucía for her orders and warranties, carlos for the pickups), on a fresh database.
 * For each load it prints the CLS from before the first paint until the screen's data has rendered, measured as
 * tests/e2e/screen-layout.test.ts measures it (a layout-shift observer installed before the page's own scripts; the
 * same «rendered» mark), and the elements that moved. It exits with 1 when a screen is above 0.02.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_PATH, CHROMIUM_FLAGS } from './chromium';
import { checkoutStepSettled, mainSettled, nextFrames, reactClaimed, recordShifts, type Shift } from './layout-shift';
import { startStoreServer } from './store-server';
import { buildWeb, WEB_DIR, webBuildIsStale } from './web-build';

process.env.NODE_ENV ??= 'production';

const { values: args } = parseArgs({ options: { web: { type: 'string' }, only: { type: 'string' }, json: { type: 'string' } } });
const LIMIT = 0.02;
const PASSWORD = 'Tienda123!';
const ANA = 'ana@tienda.test';
const LUCIA = 'lucia@tienda.test';
const CARLOS = 'carlos@tienda.test';
type Who = 'visitor' | typeof ANA | typeof LUCIA | typeof CARLOS;

const webDir = args.web ?? WEB_DIR;
if (!args.web && webBuildIsStale()) {
  console.log('Construyendo la interfaz web (dist/web)…');
  await buildWeb();
}
const dir = mkdtempSync(join(tmpdir(), 'tienda-cls-'));
const store = await startStoreServer({ port: 0, dbPath: join(dir, 'tienda.sqlite'), webDir, quiet: true });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_FLAGS] });

/** The store's public API, as a test's setup calls it. */
async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${store.url}/api/public${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Session: init.token } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (await res.json()) as T;
}
const anonymous = async () => (await api<{ token: string }>('/anonymous/', { method: 'POST' })).token;
const signIn = async (email: string) => (await api<{ token: string }>('/login/', { method: 'POST', token: await anonymous(), body: { email, password: PASSWORD } })).token;
/** The first link of the server's page at `path` whose address starts with `prefix`. */
async function firstLink(path: string, prefix: string): Promise<string | null> {
  const html = await (await fetch(`${store.url}${path}`)).text();
  return html.match(new RegExp(`href="(${prefix.replace(/[/?]/g, '\\$&')}[^"#?]+)`))?.[1] ?? null;
}

type Listed = { slug: string; public_sku: string; type: string; stock_status: string };
/** Real ids and slugs from the demo data, for the routes with a parameter. */
async function demoIds() {
  const token = await anonymous();
  const products: Listed[] = [];
  for (let page = 1; ; page++) {
    const listed = await api<{ products: Listed[] }>(`/product?page_size=100&page=${page}`, { token });
    products.push(...listed.products);
    if (listed.products.length < 100) break;
  }
  const root = await api<{ children?: { slug: string }[] }>('/category/root', { token });
  const simple = products.find((p) => p.type === 'SIMPLE' && p.stock_status === 'IN_STOCK')!;
  const out = products.find((p) => p.stock_status === 'OUT_OF_STOCK');
  const event = products.find((p) => p.type.startsWith('EVENT'));
  const book = products.find((p) => p.type === 'BOOK');
  const variant = 'camisa-oxford-tejidos-maya-de-algodon-azul-marino-talla-m';

  // ana: a favourite, shared; one product in her cart. lucía: one product in her cart (her checkout).
  const ana = await signIn(ANA);
  await api('/wishlist/favourites', { method: 'POST', token: ana, body: { product_public_sku: simple.public_sku } });
  const shared = await api<{ public_id: string }>('/wishlist/favourites/share', { method: 'PUT', token: ana });
  for (const email of [ANA, LUCIA]) {
    const session = email === ANA ? ana : await signIn(email);
    const cart = await api<{ cart_id: string; items: unknown[] }>('/cart?is_mergeable=true', { method: 'POST', token: session });
    if (cart.items.length === 0) await api(`/cart/${cart.cart_id}/item`, { method: 'POST', token: session, body: { product_public_sku: simple.public_sku, quantity: 1 } });
  }
  const short = await api<{ short_id: string }>(`/share/product/${simple.slug}`, { token });

  const home = '/';
  return {
    simple: `/producto/${simple.slug}`,
    variant: `/producto/${variant}`,
    out: out ? `/producto/${out.slug}` : null,
    event: event ? `/producto/${event.slug}` : null,
    book: book ? `/producto/${book.slug}` : null,
    category: `/categoria/${root.children![0]!.slug}`,
    brand: (await firstLink(`/producto/${simple.slug}`, '/marca/')) ?? (await firstLink(home, '/marca/')),
    author: book ? await firstLink(`/producto/${book.slug}`, '/autor/') : null,
    section: await firstLink(home, '/seccion/'),
    compare: `/comparar/${simple.slug}`,
    publicWishlist: `/favoritos/${shared.public_id}`,
    short: `/s/${short.short_id}`,
  };
}

const SETTLE = { timeout: 10_000 };

/**
 * The screen's data has rendered (screen-layout.test.ts's mark): a shopper's checkout delivery step has its
 * addresses; a shopper's header names them, a visitor's page has hydrated (a visitor who opens /pagar is sent to
 * /ingresar, which has no checkout step to wait for); then the main area has a heading and no loading state shown,
 * and the network is quiet.
 */
async function screenRendered(page: Page, who: Who): Promise<void> {
  if (who !== 'visitor' && new URL(page.url()).pathname === '/pagar') {
    await page.waitForFunction(checkoutStepSettled, undefined, SETTLE);
  } else if (who !== 'visitor') {
    await page.getByTestId('account-menu').locator('.account-menu__account').waitFor({ state: 'attached', ...SETTLE });
  } else {
    await page.waitForLoadState('networkidle', SETTLE);
    await page.waitForFunction(reactClaimed, 'main h1', SETTLE);
  }
  await page.waitForFunction(mainSettled, undefined, SETTLE);
  await page.waitForLoadState('networkidle', SETTLE);
  await nextFrames(page);
}

/** A context signed in through the login form, as a shopper does. */
async function signedIn(email: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'es-GT', timezoneId: 'America/Guatemala', serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${store.url}/ingresar`);
  await page.locator('[data-testid=account-menu][data-ready=true]').waitFor({ state: 'attached' });
  await page.getByTestId('login-form').waitFor();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByTestId('login-form').locator('button[type=submit]').click();
  await page.getByTestId('account-menu').locator('.account-menu__account').waitFor({ state: 'attached' });
  await page.close();
  return context;
}

/** The first order of lucía's with a warranty claim link, and that link (read from her order pages). */
async function warrantyLink(context: BrowserContext): Promise<string | null> {
  const page = await context.newPage();
  try {
    for (let number = 100001; number <= 100007; number++) {
      await page.goto(`${store.url}/cuenta/pedidos/${number}`);
      await screenRendered(page, LUCIA).catch(() => undefined);
      const href = await page.locator('a[href*="/garantia/"]').first().getAttribute('href', { timeout: 1000 }).catch(() => null);
      if (href) return href;
    }
    return null;
  } finally {
    await page.close();
  }
}

const ids = await demoIds();
const shoppers = new Map<Who, BrowserContext>();
for (const email of [ANA, LUCIA, CARLOS] as const) shoppers.set(email, await signedIn(email));
// A visitor who has put one product in the cart (a new visitor has no cart to show).
const visitorWithCart = await browser.newContext({ locale: 'es-GT', timezoneId: 'America/Guatemala', serviceWorkers: 'block' });
{
  const page = await visitorWithCart.newPage();
  await page.goto(`${store.url}${ids.simple}`);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(reactClaimed, 'h1');
  await page.getByTestId('add-to-cart').click();
  await page.getByRole('status').filter({ hasText: 'Agregado al carrito' }).waitFor();
  await page.close();
}
const warranty = await warrantyLink(shoppers.get(LUCIA)!);

/** Every route, with the shopper who opens it signed in (ana unless the screen needs another's data). */
const ROUTES: { route: string; path: string | null; shopper: Who }[] = [
  { route: '/', path: '/', shopper: ANA },
  { route: 'producto/:slug (simple)', path: ids.simple, shopper: ANA },
  { route: 'producto/:slug (variantes)', path: ids.variant, shopper: ANA },
  { route: 'producto/:slug (agotado)', path: ids.out, shopper: ANA },
  { route: 'producto/:slug (evento)', path: ids.event, shopper: ANA },
  { route: 'producto/:slug (libro)', path: ids.book, shopper: ANA },
  { route: 'categoria/:slug', path: ids.category, shopper: ANA },
  { route: 'marca/:slug', path: ids.brand, shopper: ANA },
  { route: 'autor/:slug', path: ids.author, shopper: ANA },
  { route: 'seccion/:id', path: ids.section, shopper: ANA },
  { route: 'maquina/:id', path: '/maquina/oficinas-zona-10', shopper: ANA },
  { route: 'comparar/:slug', path: ids.compare, shopper: ANA },
  { route: 'favoritos/:publicId', path: ids.publicWishlist, shopper: ANA },
  { route: 's/:shortId', path: ids.short, shopper: ANA },
  { route: 'ofertas', path: '/ofertas', shopper: ANA },
  { route: 'novedades', path: '/novedades', shopper: ANA },
  ...['ayuda', 'envios-y-devoluciones', 'formas-de-pago', 'terminos-y-condiciones', 'privacidad'].map((path) => ({ route: path, path: `/${path}`, shopper: ANA as Who })),
  { route: 'empresas', path: '/empresas', shopper: ANA },
  { route: 'vender', path: '/vender', shopper: ANA },
  { route: 'buscar', path: '/buscar?q=aud%C3%ADfonos', shopper: ANA },
  { route: 'carrito', path: '/carrito', shopper: ANA },
  { route: 'ingresar', path: '/ingresar', shopper: ANA },
  { route: 'registro', path: '/registro', shopper: ANA },
  { route: 'recuperar-contrasena', path: '/recuperar-contrasena', shopper: ANA },
  { route: 'verificar', path: '/verificar', shopper: ANA },
  ...['cuenta', 'cuenta/perfil', 'cuenta/documento', 'cuenta/notificaciones', 'cuenta/ajustes', 'cuenta/eliminar', 'cuenta/direcciones', 'cuenta/facturacion', 'cuenta/tarjetas', 'cuenta/puntos', 'cuenta/opiniones', 'cuenta/opiniones/por-escribir'].map(
    (path) => ({ route: path, path: `/${path}`, shopper: (path.startsWith('cuenta/opiniones') ? LUCIA : ANA) as Who }),
  ),
  { route: 'cuenta/pedidos', path: '/cuenta/pedidos', shopper: LUCIA },
  { route: 'cuenta/pedidos/:number', path: '/cuenta/pedidos/100001', shopper: LUCIA },
  { route: 'cuenta/pedidos/:number/garantia/:itemId', path: warranty, shopper: LUCIA },
  { route: 'cuenta/garantias', path: '/cuenta/garantias', shopper: LUCIA },
  { route: 'pagar', path: '/pagar', shopper: LUCIA },
  { route: 'pagar/listo', path: '/pagar/listo', shopper: LUCIA },
  { route: 'favoritos', path: '/favoritos', shopper: ANA },
  { route: 'vistos', path: '/vistos', shopper: ANA },
  { route: 'importar', path: '/importar', shopper: ANA },
  { route: 'recogidas', path: '/recogidas', shopper: CARLOS },
  { route: ':slug (no existe)', path: '/esta-pagina-no-existe', shopper: ANA },
  { route: '* (no existe)', path: '/a/b/no-existe', shopper: ANA },
];

type Row = { route: string; path: string; width: number; who: string; landed: string; cls: number | null; note: string; sources: string[] };
const rows: Row[] = [];

async function measure(route: string, path: string, width: number, who: Who): Promise<Row> {
  const fresh = who === 'visitor' && path !== '/carrito';
  const context = fresh ? await browser.newContext({ locale: 'es-GT', timezoneId: 'America/Guatemala', serviceWorkers: 'block' }) : who === 'visitor' ? visitorWithCart : shoppers.get(who)!;
  const page = await context.newPage();
  const row: Row = { route, path, width, who: who === 'visitor' ? 'visitante' : who.split('@')[0]!, landed: '', cls: null, note: '', sources: [] };
  try {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.addInitScript(recordShifts);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${store.url}${path}`);
    await screenRendered(page, who).catch((error: Error) => {
      row.note = `sin marca de «listo»: ${error.message.split('\n')[0]}`;
    });
    const url = new URL(page.url());
    row.landed = url.pathname + url.search;
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    row.cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    row.sources = [...new Set(shifts.filter((s) => s.value >= 0.001).flatMap((s) => s.sources))];
    if (errors.length) row.note += ` errores: ${errors.join('; ')}`;
  } finally {
    await page.close();
    if (fresh) await context.close();
  }
  return row;
}

const jobs = ROUTES.flatMap(({ route, path, shopper }) =>
  path == null || (args.only && !path.includes(args.only) && !route.includes(args.only))
    ? []
    : [360, 1280].flatMap((width) =>
        (['visitor', shopper] as Who[]).map((who) => () =>
          // A load that fails (a crash, a closed page) is a row with its error, not the end of the audit.
          measure(route, path, width, who).catch((error: Error): Row => ({ route, path, width, who: who === 'visitor' ? 'visitante' : who.split('@')[0]!, landed: '', cls: null, note: `falló: ${error.message.split('\n')[0]}`, sources: [] })),
        ),
      ),
);
const total = jobs.length;
for (const { route, path } of ROUTES) if (path == null) console.log(`(sin datos de demostración para ${route}: no medida)`);
// Two loads at a time: a slower load can only show more of a late shift, not hide one.
await Promise.all(
  [0, 1].map(async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const row = await job();
      rows.push(row);
      console.log(`${rows.length}/${total}\t${row.path}\t${row.width}\t${row.who}\t${row.cls?.toFixed(3) ?? '—'}${row.note ? `\t${row.note}` : ''}`);
    }
  }),
);

rows.sort((a, b) => a.route.localeCompare(b.route) || a.width - b.width || a.who.localeCompare(b.who));
console.log(['ruta', 'dirección', 'ancho', 'quién', 'terminó en', 'CLS', 'nota / qué se movió'].join('\t'));
for (const row of rows) {
  const moved = row.cls != null && row.cls > 0 ? row.sources.slice(0, 4).join(' ') : '';
  console.log([row.route, row.path, row.width, row.who, row.landed === row.path ? '=' : row.landed, row.cls?.toFixed(3) ?? '—', [row.note, moved].filter(Boolean).join(' ')].join('\t'));
}
const over = rows.filter((row) => (row.cls ?? 0) > LIMIT);
const screens = new Set(rows.map((row) => row.path)).size;
const max = rows.reduce((top, row) => Math.max(top, row.cls ?? 0), 0);
console.log(`\n${rows.length} cargas de ${screens} pantallas (${ROUTES.length} rutas); CLS máximo ${max.toFixed(3)}; por encima de ${LIMIT}: ${over.length}`);
for (const row of over) console.log(`  ${row.path} ${row.width} px ${row.who}: ${row.cls!.toFixed(3)}`);
const unsettled = rows.filter((row) => row.note.startsWith('sin marca'));
if (unsettled.length) console.log(`sin marca de «listo» (medido hasta el tiempo límite): ${unsettled.map((row) => `${row.path} ${row.width} ${row.who}`).join(', ')}`);
if (args.json) writeFileSync(args.json, JSON.stringify(rows, null, 2));

await browser.close();
await store.close();
rmSync(dir, { recursive: true, force: true });
process.exitCode = over.length ? 1 : 0;
