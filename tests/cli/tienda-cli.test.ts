import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../local-api/seed/demo-accounts';
import { run } from '../../src/cli/run';
import { price } from '../../src/cli/format';
import type { Cart, Order } from '../../src';
import { startLocalApi, type RunningApi } from '../integration/support/local-api';
import { EVERYDAY } from '../integration/support/shopper';

/** The `tienda` command, through `run`, against the real local API on port 0 with a fresh database. */
let api: RunningApi;
let dir: string;
beforeAll(async () => {
  api = await startLocalApi();
  dir = mkdtempSync(join(tmpdir(), 'tienda-cli-'));
});
afterAll(async () => {
  await api?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
// Each test's shopper starts from a cart of its own (ana's open cart would otherwise merge into the next login).
beforeEach(() => {
  api.db.prepare(`UPDATE carts SET status = 'DELETED' WHERE status = 'OPEN'`).run();
});

let sessions = 0;
const newSession = () => join(dir, `session-${++sessions}`, 'session.json');

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** One `tienda …` call against the test API with the given session file, its output captured. */
async function tienda(session: string, args: string[], env: Record<string, string | undefined> = {}): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const code = await run(['--api', api.apiRoot, '--session', session, ...args], {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: { HOME: dir, ...env },
  });
  return { code, stdout, stderr };
}

function json<T>(ran: Ran): T {
  expect(ran.stderr).toBe('');
  expect(ran.code).toBe(0);
  return JSON.parse(ran.stdout) as T;
}

const skuAt = (offset: number) =>
  (api.db.prepare(`SELECT public_sku, price_cents FROM products WHERE ${EVERYDAY} ORDER BY id LIMIT 1 OFFSET ?`).get(offset) as { public_sku: string; price_cents: number });

const ana = DEMO_ACCOUNTS[0]!;

describe('tienda search and product', () => {
  it('prints one aligned row per result under Spanish headers, with es-GT prices, the same products --json gives', async () => {
    const session = newSession();
    const text = await tienda(session, ['search', 'café']);
    expect(text.stderr).toBe('');
    expect(text.code).toBe(0);
    const machine = json<{ total_count: number; products: { public_sku: string; title: string; price: number }[] }>(
      await tienda(session, ['--json', 'search', 'café']),
    );
    expect(machine.products.length).toBeGreaterThan(0);
    expect(machine.products.some((product) => /caf[eé]/i.test(product.title))).toBe(true);

    const lines = text.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^SKU +Producto +Precio +Disponibilidad +Slug$/);
    expect(lines[1]).toMatch(/^-+( +-+){4}$/);
    const rows = lines.slice(2, 2 + machine.products.length);
    expect(rows.map((row) => row.split(/ {2,}/)[0])).toEqual(machine.products.map((product) => product.public_sku));
    rows.forEach((row, i) => expect(row).toContain(price(machine.products[i]!.price)));
    // Prices are right-aligned: every row's price ends in the same column as the header's.
    const priceEnd = lines[0]!.indexOf('Precio') + 'Precio'.length;
    for (const row of rows) expect(row.slice(0, priceEnd)).toMatch(/Q ?[\d,]+\.\d\d$/);
    expect(lines.at(-1)).toBe(`${machine.total_count} resultado${machine.total_count === 1 ? '' : 's'} (página 1 de 1)`);
  });

  it('shows a product by its slug, as the API has it', async () => {
    const { public_sku, price_cents } = skuAt(0);
    const slug = (api.db.prepare('SELECT slug FROM products WHERE public_sku = ?').get(public_sku) as { slug: string }).slug;
    const ran = await tienda(newSession(), ['product', slug]);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    expect(ran.stdout).toMatch(new RegExp(`^SKU +${public_sku}$`, 'm'));
    expect(ran.stdout).toMatch(new RegExp(`^Slug +${slug}$`, 'm'));
    expect(ran.stdout).toContain(price(price_cents / 100));
  });
});

describe('tienda cart', () => {
  it('adds a line and shows it on the next run, the session and cart kept in the session file', async () => {
    const session = newSession();
    const { public_sku, price_cents } = skuAt(1);
    const added = json<Cart>(await tienda(session, ['--json', 'cart', 'add', public_sku, '2']));
    expect(added.items.map((item) => [item.product.public_sku, item.quantity])).toEqual([[public_sku, 2]]);

    const stored = JSON.parse(readFileSync(session, 'utf8')) as Record<string, string>;
    expect(Object.keys(stored).length).toBeGreaterThan(0);
    expect(statSync(session).mode & 0o777).toBe(0o600);

    const shown = await tienda(session, ['cart']);
    expect(shown.code).toBe(0);
    const lines = shown.stdout.split('\n');
    expect(lines[0]).toMatch(/^SKU +Producto +Cantidad +Precio +Subtotal$/);
    const row = lines.find((line) => line.startsWith(public_sku))!;
    expect(row.split(/ {2,}/).slice(2)).toEqual(['2', price(price_cents / 100), price((price_cents * 2) / 100)]);
    expect(shown.stdout).toMatch(new RegExp(`^Total +${price(added.amount_total).replace(/[.$]/g, '\\$&')}$`, 'm'));

    // Another session file is another shopper, with an empty cart.
    const other = await tienda(newSession(), ['cart']);
    expect(other).toEqual({ code: 0, stdout: 'El carrito está vacío.\n', stderr: '' });
  });

  it('refuses an unknown SKU with the Spanish message on stderr and exit code 1, the cart unchanged', async () => {
    const session = newSession();
    const ran = await tienda(session, ['cart', 'add', 'TND-99999', '1']);
    expect(ran).toEqual({ code: 1, stdout: '', stderr: 'El producto no existe.\n' });
    const cart = json<Cart>(await tienda(session, ['--json', 'cart']));
    expect(cart.items).toEqual([]);
  });
});

describe('tienda login, checkout --cod and orders', () => {
  it('signs in from TIENDA_PASSWORD, places a cash-on-delivery order and lists it, across separate runs', async () => {
    const session = newSession();
    const login = await tienda(session, ['login', ana.email], { TIENDA_PASSWORD: ana.password });
    expect(login).toEqual({ code: 0, stdout: expect.stringMatching(new RegExp(`^Sesión iniciada: ${ana.email}`)), stderr: '' });

    const { public_sku } = skuAt(2);
    json<Cart>(await tienda(session, ['--json', 'cart', 'add', public_sku, '1']));
    const before = api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number };
    const placed = json<{ status: string; order_number: string; order: Order }>(await tienda(session, ['--json', 'checkout', '--cod']));
    expect(placed.status).toBe('placed');
    expect(placed.order.payment_method).toBe('COD');
    expect(placed.order.items.map((item) => [item.product.public_sku, item.quantity])).toEqual([[public_sku, 1]]);
    expect(placed.order.shipping_address?.id).toBe('demo-ana-casa');
    const row = api.db.prepare('SELECT payment_method FROM orders WHERE order_number = ?').get(placed.order_number) as { payment_method: string };
    expect(row.payment_method).toBe('COD');
    expect((api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n).toBe(before.n + 1);

    const listed = json<Order[]>(await tienda(session, ['--json', 'orders']));
    expect(listed.map((order) => order.order_number)).toContain(placed.order_number);
    const table = await tienda(session, ['orders']);
    expect(table.stdout.split('\n')[0]).toMatch(/^Pedido +Fecha +Estado +Pago +Artículos +Total$/);
    expect(table.stdout).toMatch(new RegExp(`^${placed.order_number} .* COD +1 +${price(placed.order.totals.amount_total).replace(/[.$]/g, '\\$&')}$`, 'm'));

    // The cart the order came from is closed: the next run sees a new, empty one.
    expect(json<Cart>(await tienda(session, ['--json', 'cart'])).items).toEqual([]);

    // Logging out ends the signed-in session for later runs: orders then asks to sign in.
    expect(await tienda(session, ['logout'])).toEqual({ code: 0, stdout: 'Sesión cerrada.\n', stderr: '' });
    expect(await tienda(session, ['orders'])).toEqual({ code: 1, stdout: '', stderr: 'Ingresa a tu cuenta para continuar.\n' });
  });

  it('places a cash order for pickup at the point --pickup names, with its PIN', async () => {
    const session = newSession();
    expect((await tienda(session, ['login', ana.email, '--password', ana.password])).code).toBe(0);
    const { public_sku } = skuAt(3);
    json<Cart>(await tienda(session, ['--json', 'cart', 'add', public_sku, '1']));
    const ran = await tienda(session, ['checkout', '--cod', '--pickup', 'gt-zona-10']);
    expect(ran.stderr).toBe('');
    expect(ran.code).toBe(0);
    const number = ran.stdout.match(/^Pedido +(\d+)$/m)?.[1];
    expect(number).toBeDefined();
    const row = api.db.prepare('SELECT payment_method, pin FROM orders WHERE order_number = ?').get(number) as { payment_method: string; pin: string };
    expect(row.payment_method).toBe('COD');
    expect(ran.stdout).toMatch(new RegExp(`^PIN +${row.pin}$`, 'm'));
    expect(ran.stdout).toMatch(/^Estado +Confirmado: pagas al recogerlo$/m);
  });

  it('keeps one session per environment in ~/.tienda/session-<entorno>.json when --session is not given, or in TIENDA_SESSION', async () => {
    const home = join(dir, 'home');
    const io = (env: Record<string, string>) => {
      const out = { stdout: '', stderr: '' };
      return { out, io: { stdout: { write: (text: string) => (out.stdout += text) }, stderr: { write: (text: string) => (out.stderr += text) }, env: { HOME: home, ...env } } };
    };
    const login = io({ TIENDA_PASSWORD: ana.password });
    expect(await run(['--api', api.apiRoot, 'login', ana.email], login.io)).toBe(0);
    expect(login.out.stderr).toBe('');
    const file = join(home, '.tienda', 'session-local.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await tienda(file, ['--json', 'orders'])).code).toBe(0);
    // Another environment has its own file: ana's token is not sent there (here the same API, so the refusal is visible).
    const staging = io({});
    expect(await run(['--env', 'staging', '--api', api.apiRoot, 'orders'], staging.io)).toBe(1);
    expect(staging.out.stderr).toBe('Ingresa a tu cuenta para continuar.\n');
    expect(existsSync(join(home, '.tienda', 'session-staging.json'))).toBe(true);
    // TIENDA_SESSION names the file when --session does not.
    const named = io({ TIENDA_SESSION: file });
    expect(await run(['--env', 'staging', '--api', api.apiRoot, '--json', 'orders'], named.io)).toBe(0);
    expect(Array.isArray(JSON.parse(named.out.stdout))).toBe(true);
  });

  it('refuses a wrong password with the Spanish message and exit code 1', async () => {
    const ran = await tienda(newSession(), ['login', ana.email, '--password', 'no-es-la-clave']);
    expect(ran.code).toBe(1);
    expect(ran.stdout).toBe('');
    expect(ran.stderr).toMatch(/incorrect/i);
  });
});

describe('failures', () => {
  it('says an unknown product slug is not found (the catalogue’s notFound copy), exit code 1', async () => {
    expect(await tienda(newSession(), ['product', 'no-existe-este-producto'])).toEqual({ code: 1, stdout: '', stderr: 'No encontramos lo que buscabas.\n' });
  });

  it('names the API it could not reach, exit code 1', async () => {
    let unreachable = '';
    const ran = await run(['--api', 'http://127.0.0.1:9/api/public', '--session', newSession(), 'search', 'café'], {
      stdout: { write: () => true },
      stderr: { write: (text: string) => (unreachable += text) },
      env: {},
    });
    expect(ran).toBe(1);
    expect(unreachable).toBe('No pudimos conectarnos con la tienda. Revisa tu conexión e inténtalo de nuevo.\n(API: http://127.0.0.1:9/api/public)\n');
  });
});

describe('bad usage', () => {
  it.each([
    [[], 'Falta el comando.'],
    [['vuela'], 'Comando desconocido: vuela'],
    [['cart', 'add', 'TND-00001'], 'Uso: tienda cart | tienda cart add <SKU> <cantidad>'],
    [['cart', 'add', 'TND-00001', 'dos'], 'La cantidad debe ser un entero desde 1 (se recibió «dos»).'],
    [['search', 'café', '--nope'], "Unknown option '--nope'"],
    [['--env', 'luna', 'search', 'café'], 'Entorno desconocido: luna (local, test, staging o prod).'],
    [['login', 'ana@tienda.test'], 'Falta la contraseña: usa --password o la variable TIENDA_PASSWORD.'],
    [['checkout'], 'Indica el método de pago: por ahora solo --cod (pago contra entrega).'],
  ])('tienda %j exits 2 with the reason and the usage text, without a call', async (args, reason) => {
    const session = newSession();
    const ran = await tienda(session, args);
    expect(ran.code).toBe(2);
    expect(ran.stdout).toBe('');
    expect(ran.stderr.split('\n')[0]).toContain(reason);
    expect(ran.stderr).toContain('Uso: tienda [opciones] <comando>');
    // Refused before the client was made: no session was started, so no file was written.
    expect(() => statSync(session)).toThrow(/ENOENT/);
  });

  it('refuses a hosted environment without an API root (no --api, no TIENDA_STAGING_API), exit code 2', async () => {
    let stderr = '';
    const code = await run(['--env', 'staging', 'search', 'café'], { stdout: { write: () => true }, stderr: { write: (text: string) => (stderr += text) }, env: { HOME: dir } });
    expect(code).toBe(2);
    expect(stderr.split('\n')[0]).toBe('El entorno staging no tiene raíz de API: usa --api <raíz> o la variable TIENDA_STAGING_API.');
  });

  it('prints the usage on --help with exit code 0', async () => {
    const ran = await tienda(newSession(), ['--help']);
    expect(ran).toEqual({ code: 0, stdout: expect.stringContaining('checkout --cod'), stderr: '' });
  });
});
