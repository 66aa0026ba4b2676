import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CAUSES } from '../../src/domain/errors/error-catalogue';

/**
 * The reference docs (`npm run docs`, issue 13): TypeDoc over the package's five entry points, with
 * typedoc.json's validation. One run, into a temporary folder, read by every test below.
 */

const ROOT = resolve(__dirname, '../..');
const MODULES = ['tienda/core', 'tienda/react', 'tienda/testing', 'tienda/testing/local-api', 'tienda/node'];

interface Comment {
  summary?: { text: string }[];
  blockTags?: { tag: string; content: { text: string }[] }[];
}
interface Reflection {
  id: number;
  name: string;
  kind: number;
  comment?: Comment;
  signatures?: Reflection[];
  getSignature?: Reflection;
  children?: Reflection[];
  type?: unknown;
}

// TypeDoc's ReflectionKind values (typedoc/models/kind).
const KIND = { Module: 2, Variable: 32, Function: 64, Class: 128, Interface: 256, Property: 1024, Method: 2048, Accessor: 262144, TypeAlias: 2097152 };

let out: string;
let run: { status: number | null; output: string };
let project: Reflection;
let html: Map<string, string>;

const modules = () => project.children ?? [];
const moduleNamed = (name: string) => {
  const found = modules().find((module) => module.name === name);
  if (!found) throw new Error(`no module ${name} in ${modules().map((m) => m.name).join(', ')}`);
  return found;
};
const member = (owner: Reflection, name: string) => {
  const found = owner.children?.find((child) => child.name === name);
  if (!found) throw new Error(`${owner.name} has no ${name}`);
  return found;
};
const summaryOf = (reflection: Reflection): string => {
  const own = reflection.comment?.summary ?? [];
  const fromSignature = reflection.signatures?.[0]?.comment?.summary ?? reflection.getSignature?.comment?.summary ?? [];
  return [...own, ...fromSignature].map((part) => part.text).join('').trim();
};
const pageText = (file: string) =>
  (html.get(file) ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function readPages(dir: string, prefix = ''): Map<string, string> {
  const pages = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) for (const [name, text] of readPages(path, `${prefix}${entry.name}/`)) pages.set(name, text);
    else if (entry.name.endsWith('.html')) pages.set(`${prefix}${entry.name}`, readFileSync(path, 'utf8'));
  }
  return pages;
}

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'tienda-docs-'));
  // typedoc.json is what `npm run docs` reads; only the output places change.
  const result = spawnSync(process.execPath, [join(ROOT, 'node_modules/typedoc/bin/typedoc'), '--out', join(out, 'html'), '--json', join(out, 'docs.json')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    // A backstop only, far above the minute TypeDoc takes: a loaded machine must not fail the suite.
    timeout: 870_000,
  });
  const stopped = result.error ? `\n(TypeDoc did not finish: ${result.error.message}${result.signal ? `, ${result.signal}` : ''})` : '';
  run = { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}${stopped}`.replace(/\x1b\[[0-9;]*m/g, '') };
  if (existsSync(join(out, 'docs.json'))) project = JSON.parse(readFileSync(join(out, 'docs.json'), 'utf8')) as Reflection;
  html = existsSync(join(out, 'html')) ? readPages(join(out, 'html')) : new Map();
}, 900_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('npm run docs (TypeDoc)', () => {
  it('builds with exit code 0 and without a single warning or error', () => {
    expect(run.output).not.toMatch(/\[(warning|error)\]/);
    expect(run.output).toMatch(/html generated at/);
    expect(run.status).toBe(0);
  });

  it('has one module per package entry, named as consumers import it, each with its page', () => {
    expect(modules().map((module) => module.name).sort()).toEqual([...MODULES].sort());
    for (const name of MODULES) {
      const page = `modules/${name.replace(/\//g, '_')}.html`;
      expect(html.has(page), page).toBe(true);
      expect(summaryOf(moduleNamed(name)).length, `${name} has its summary`).toBeGreaterThan(40);
    }
  });

  it('documents createTiendaClient with how to bring your own storage and logger', () => {
    const core = moduleNamed('tienda/core');
    expect(summaryOf(member(core, 'createTiendaClient'))).toMatch(/UseCaseError/);
    const config = pageText('interfaces/tienda_core.TiendaConfig.html');
    for (const needed of ['KeyValueStorage', 'getItem', 'setItem', 'removeItem', 'storageWriteFailed', 'Logger', 'ConsoleLogger', 'TOKENS']) {
      expect(config, needed).toContain(needed);
    }
    for (const adapter of ['KeyValueStorage', 'MemoryStorage', 'BrowserStorage', 'Logger', 'ConsoleLogger']) {
      expect(summaryOf(member(core, adapter)), adapter).not.toBe('');
    }
    expect(summaryOf(member(moduleNamed('tienda/node'), 'FileStorage'))).toMatch(/JSON file/);
  });

  it('documents every namespace of TiendaClient, on a page of its own, and every call in it', () => {
    const core = moduleNamed('tienda/core');
    const client = member(core, 'TiendaClient');
    const namespaces = (client.children ?? []).filter((child) => child.kind === KIND.Property && /Namespace$/.test(String((child.type as { name?: string }).name)));
    expect(namespaces.map((child) => child.name)).toEqual(expect.arrayContaining(['cart', 'catalog', 'checkout', 'session', 'user', 'orders', 'account']));
    expect(namespaces.length).toBeGreaterThanOrEqual(19);
    const undocumented: string[] = [];
    for (const property of namespaces) {
      if (!summaryOf(property)) undocumented.push(`tienda.${property.name}`);
      const typeName = String((property.type as { name: string }).name);
      const namespace = core.children?.find((child) => child.name === typeName);
      if (!namespace) {
        undocumented.push(`${typeName} (no page: not exported from tienda/core)`);
        continue;
      }
      if (!summaryOf(namespace)) undocumented.push(typeName);
      for (const call of namespace.children ?? []) if (!summaryOf(call)) undocumented.push(`tienda.${property.name}.${call.name}`);
    }
    expect(undocumented).toEqual([]);
    const cart = member(core, 'CartNamespace');
    expect(cart.children?.map((call) => call.name)).toEqual(expect.arrayContaining(['store', 'get', 'add', 'update', 'remove', 'open', 'applyCode']));
    expect(pageText('interfaces/tienda_core.CartNamespace.html')).toContain('Adds a product.');
  });

  it('documents the stores and the cart use cases, with every public member', () => {
    const core = moduleNamed('tienda/core');
    const undocumented: string[] = [];
    for (const name of ['CartStore', 'SessionStore', 'UserStore', 'OrdersStore', 'ReviewsStore', 'WishlistsStore', 'WarrantyStore', 'PickupWorkerStore', 'AddToCartUseCase', 'UpdateCartItemUseCase', 'RemoveCartItemUseCase', 'OpenCartUseCase', 'GetOrCreateCartUseCase', 'CartService']) {
      const reflection = member(core, name);
      if (!summaryOf(reflection)) undocumented.push(name);
      for (const child of reflection.children ?? []) {
        if ((child.kind === KIND.Method || child.kind === KIND.Accessor) && !summaryOf(child)) undocumented.push(`${name}.${child.name}`);
      }
    }
    expect(undocumented).toEqual([]);
    const store = pageText('classes/tienda_core.CartStore.html');
    for (const needed of ['getSnapshot', 'subscribe', 'state$', 'otherCart']) expect(store, needed).toContain(needed);
  });

  it('documents the entities: their zod schemas and inferred types', () => {
    const core = moduleNamed('tienda/core');
    for (const name of ['CartSchema', 'CartItemSchema', 'ProductSummarySchema', 'ProductDetailSchema', 'UserSchema', 'CategorySchema', 'Cart', 'CartItem', 'ProductSummary', 'User', 'Order', 'Address', 'CheckoutPreview']) {
      const reflection = member(core, name);
      expect([KIND.Variable, KIND.TypeAlias], name).toContain(reflection.kind);
      expect(summaryOf(reflection), name).not.toBe('');
    }
    expect(pageText('variables/tienda_core.CartSchema.html')).toContain('amount_total');
  });

  it('documents UseCaseError and every cause of the error catalogue', () => {
    const core = moduleNamed('tienda/core');
    const error = member(core, 'UseCaseError');
    expect(summaryOf(error)).toMatch(/error type that crosses layers/);
    for (const field of ['cause', 'apiMessage', 'apiInstruction', 'userMessage', 'shopperMessage', 'fromApiFailure']) {
      expect(error.children?.map((child) => child.name), field).toContain(field);
    }
    const catalogue = pageText('variables/tienda_core.ERROR_CAUSES.html');
    expect(summaryOf(member(core, 'ERROR_CAUSES'))).not.toBe('');
    const missing = ERROR_CAUSES.filter((cause) => !catalogue.includes(`"${cause}"`));
    expect(missing).toEqual([]);
    expect(ERROR_CAUSES.length).toBeGreaterThan(60);
  });

  it('leaves nothing the validation covers undocumented (what typedoc.json requires, checked again here)', () => {
    const required = new Set([KIND.Variable, KIND.Function, KIND.Class, KIND.Interface, KIND.TypeAlias]);
    const undocumented: string[] = [];
    for (const module of modules()) {
      for (const child of module.children ?? []) {
        // A re-export (tienda/node repeats tienda/core) is a reference to the documented original.
        if (required.has(child.kind) && !summaryOf(child)) undocumented.push(`${module.name}.${child.name}`);
      }
    }
    expect(undocumented).toEqual([]);
    expect(moduleNamed('tienda/core').children?.length).toBeGreaterThan(400);
    expect(html.size).toBeGreaterThan(500);
  });
});
