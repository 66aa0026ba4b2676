/**
 * The package as another team gets it: `npm run build:lib`, `npm pack`, the
 * tarball unpacked as `node_modules/tienda` of a consumer project outside the
 * repository, which typechecks and runs against it. Nothing here reads `src/`.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const tsc = join(repo, 'node_modules/.bin/tsc');
/**
 * What the consumer installs beside tienda: its runtime dependencies, the optional peers (React, msw, and
 * what `tienda/testing/local-api` runs on), and the types it compiles with.
 */
const CONSUMER_DEPS = [
  'axios',
  'inversify',
  'rxjs',
  'zod',
  'react',
  'msw',
  'better-sqlite3',
  'hono',
  '@hono/node-server',
  '@iconify/utils',
  '@iconify-json/fluent-emoji-flat',
  '@iconify-json/lucide',
  '@types/react',
  '@types/node',
];
const bin = (name: string) => join(repo, 'node_modules/.bin', name);

let work: string;
let consumer: string;
let pkgDir: string;
let tarballFiles: string[];
let tarball: string;
let manifest: { exports: Record<string, string | Record<string, string>>; files: string[]; version: string; bin: Record<string, string> };

beforeAll(async () => {
  await run('npm', ['run', 'build:lib'], { cwd: repo, timeout: 180_000 });
  work = await mkdtemp(join(tmpdir(), 'tienda-pack-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: repo, timeout: 120_000 });
  const [packed] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[];
  tarballFiles = packed!.files.map((f) => f.path);
  tarball = join(work, packed!.filename);
  consumer = join(work, 'consumer');
  pkgDir = join(consumer, 'node_modules/tienda');
  await mkdir(pkgDir, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', pkgDir, '--strip-components=1']);
  for (const dep of CONSUMER_DEPS) {
    await mkdir(dirname(join(consumer, 'node_modules', dep)), { recursive: true });
    await symlink(join(repo, 'node_modules', dep), join(consumer, 'node_modules', dep), 'dir');
  }
  manifest = JSON.parse(await readFile(join(pkgDir, 'package.json'), 'utf8'));
  // What npm does for a dependency's `bin`.
  await mkdir(join(consumer, 'node_modules/.bin'), { recursive: true });
  for (const [name, file] of Object.entries(manifest.bin)) await symlink(join('..', 'tienda', file), join(consumer, 'node_modules/.bin', name));
}, 300_000);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** Every file an export condition names, as `[subpath, condition, file]`. */
const exportTargets = () =>
  Object.entries(manifest.exports).flatMap(([subpath, target]) =>
    typeof target === 'string' ? [[subpath, 'default', target]] : Object.entries(target).map(([condition, file]) => [subpath, condition, file]),
  );

/** The relative files a built module imports, statically or with `import()`. */
const relativeImports = (code: string) => [...code.matchAll(/(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]!);
const bareImports = (code: string) => [...code.matchAll(/(?:from\s*|import\s*\(?\s*)["']([^./"'][^"']*)["']/g)].map((m) => m[1]!);

/** Every built file reachable from an entry, and the packages they import. */
async function closure(entry: string): Promise<{ files: string[]; packages: Set<string> }> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(file, 'utf8');
    for (const spec of bareImports(code)) packages.add(spec);
    for (const spec of relativeImports(code)) queue.push(resolve(dirname(file), spec));
  }
  return { files: [...seen], packages };
}

describe('the packed tarball', () => {
  it('holds the built library and no source, and every exports target exists', () => {
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Object.keys(manifest.exports)).toEqual(expect.arrayContaining(['.', './core', './react', './testing', './testing/local-api', './node']));
    expect(tarballFiles).toContain('CHANGELOG.md');
    expect(tarballFiles.filter((f) => f.startsWith('src/') || f.startsWith('dist/web') || f.startsWith('dist/server'))).toEqual([]);
    const targets = exportTargets();
    expect(targets.length).toBeGreaterThanOrEqual(13);
    const missing = targets.filter(([, , file]) => !existsSync(join(pkgDir, file!)));
    expect(missing).toEqual([]);
    for (const [subpath, condition, file] of targets) {
      if (subpath === './package.json') continue;
      expect([subpath, condition, file!.endsWith(condition === 'types' ? '.d.ts' : '.js')]).toEqual([subpath, condition, true]);
    }
  });

  it('keeps React out of tienda/core: no built file the core entry reaches imports react', async () => {
    const core = await closure(join(pkgDir, 'dist/lib/src/core.js'));
    expect(core.files.length).toBeGreaterThan(10); // the features' chunks loaded on demand are followed too
    expect([...core.packages].filter((p) => /^(react|react-dom|react-router)(\/|$)/.test(p))).toEqual([]);
    // Nor the test kit's peers: msw, and what the local API runs on.
    expect([...core.packages].filter((p) => /^(msw|hono|better-sqlite3|@hono|@iconify)(\/|$)/.test(p))).toEqual([]);
    expect([...core.packages].filter((p) => !p.startsWith('node:')).map((p) => p.split('/')[0]).sort()).toEqual(
      expect.arrayContaining(['axios', 'inversify', 'rxjs', 'zod']),
    );
    // Node built-ins stay in tienda/node (FileStorage), so core runs in browsers and React Native.
    expect([...core.packages].filter((p) => p.startsWith('node:'))).toEqual([]);
    // The check can fail: the React entry does import react.
    expect((await closure(join(pkgDir, 'dist/lib/src/react.js'))).packages.has('react')).toBe(true);
  });

  it('runs in Node: tienda/core gives createTiendaClient, tienda/node FileStorage, tienda/react the provider, tienda/testing its kit', async () => {
    const script = [
      "const core = await import('tienda/core');",
      "const client = core.createTiendaClient({ environment: 'local', storage: new core.MemoryStorage() });",
      "const node = await import('tienda/node');",
      "const react = await import('tienda/react');",
      "const testing = await import('tienda/testing');",
      'console.log(JSON.stringify({ create: typeof core.createTiendaClient, add: typeof client.cart.add, cart: client.cart.store.getSnapshot().status,',
      '  same: (await import("tienda")).createTiendaClient === core.createTiendaClient, file: typeof node.FileStorage, provider: typeof react.TiendaProvider, useCart: typeof react.useCart, kit: Object.keys(testing).length > 0 }));',
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { cwd: consumer, timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({
      create: 'function',
      add: 'function',
      cart: 'idle',
      same: true,
      file: 'function',
      provider: 'function',
      useCart: 'function',
      kit: true,
    });
  }, 60_000);

  it.each(['node16', 'bundler'] as const)('typechecks a consumer project with moduleResolution %s', async (resolution) => {
    await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await writeFile(
      join(consumer, 'main.ts'),
      [
        "import { createTiendaClient, MemoryStorage, UseCaseError, type TiendaClient, type CartState } from 'tienda/core';",
        "import { TiendaProvider, staticSource, useCart, useSession } from 'tienda/react';",
        "import { FileStorage } from 'tienda/node';",
        "import { makeCart, makeOrder, unauthorizedOnce } from 'tienda/testing';",
        "import { localApiHandlers, startLocalApi, type RunningLocalApi } from 'tienda/testing/local-api';",
        '',
        "export const order: string | number = makeOrder({ order_number: '100001' }).order_number;",
        'export const lines: number = makeCart().items?.length ?? 0;',
        "export const fault = unauthorizedOnce('get', '/user/');",
        "export const started: Promise<RunningLocalApi> = startLocalApi();",
        'export const apiRoot: string = localApiHandlers().apiRoot;',
        "// @ts-expect-error the kit's fixtures are typed: an order number is no boolean",
        'makeOrder({ order_number: true });',
        "const client: TiendaClient = createTiendaClient({ environment: 'local', storage: new MemoryStorage() });",
        'const state: CartState = client.cart.store.getSnapshot();',
        'export const total: number | null | undefined = state.cart?.amount_total;',
        "export const adding: Promise<unknown> = client.cart.update({ itemId: 'x', quantity: 2 });",
        "export const headless = createTiendaClient({ environment: 'staging', storage: new FileStorage('/tmp/s.json') });",
        'export const source = staticSource(client);',
        'export const provider: typeof TiendaProvider = TiendaProvider;',
        'export type CartView = ReturnType<typeof useCart>;',
        "export const setQuantity: CartView['setQuantity'] = (itemId: string, quantity: number) => Promise.resolve(itemId.length > quantity ? { ok: true as const } : { ok: false as const, error: null });",
        "export const signedIn: ReturnType<typeof useSession>['isSignedIn'] = false;",
        "export const cause = (e: unknown): string | null => (e instanceof UseCaseError ? e.cause : null);",
        '// The types are real, not any: each of these must be refused.',
        "// @ts-expect-error an environment outside the four",
        "createTiendaClient({ environment: 'moon' });",
        '// @ts-expect-error the cart has no such call',
        'client.cart.teleport();',
        '// @ts-expect-error a quantity is a number',
        "setQuantity('x', 'two');",
      ].join('\n'),
    );
    await writeFile(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023'],
          module: resolution === 'node16' ? 'Node16' : 'ESNext',
          moduleResolution: resolution === 'node16' ? 'Node16' : 'Bundler',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
        },
        files: ['main.ts'],
      }),
    );
    const result = await run(tsc, ['-p', consumer], { cwd: consumer, timeout: 120_000 }).then(
      () => 'clean',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(result).toBe('clean');
  }, 120_000);

  it('tree-shakes: a consumer of the cart use cases alone bundles a fraction of the library', async () => {
    const size = async (contents: string) => {
      const out = await build({
        stdin: { contents, resolveDir: consumer, loader: 'ts' },
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        write: false,
        splitting: false,
        logLevel: 'silent',
      });
      const code = out.outputFiles[0]!.contents;
      return { raw: code.length, gzip: gzipSync(code).length };
    };
    const cartOnly = await size(
      "import { AddToCartUseCase, UpdateCartItemUseCase, RemoveCartItemUseCase, GetOrCreateCartUseCase, CartService, CartStore } from 'tienda/core';\n" +
        'console.log(AddToCartUseCase, UpdateCartItemUseCase, RemoveCartItemUseCase, GetOrCreateCartUseCase, CartService, CartStore);',
    );
    const wholeClient = await size("import { createTiendaClient } from 'tienda/core';\nconsole.log(createTiendaClient);");
    console.log(
      `tienda/core consumer bundles (esbuild, minified; on-demand chunks inlined): cart use cases only ${(cartOnly.gzip / 1024).toFixed(1)} KiB gzip ` +
        `(${(cartOnly.raw / 1024).toFixed(1)} KiB raw); createTiendaClient ${(wholeClient.gzip / 1024).toFixed(1)} KiB gzip (${(wholeClient.raw / 1024).toFixed(1)} KiB raw)`,
    );
    expect(cartOnly.gzip).toBeGreaterThan(1024);
    expect(cartOnly.gzip).toBeLessThan(wholeClient.gzip / 3);
  }, 60_000);

  it('is clean for publint (strict) and for @arethetypeswrong/cli (every entry resolves its types under node16 and bundler)', async () => {
    const lint = await run(bin('publint'), ['run', tarball, '--strict'], { cwd: work, timeout: 120_000 }).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string; stderr?: string }) => `FAILED\n${error.stdout}${error.stderr}`,
    );
    expect(lint).toMatch(/All good!/);
    // ESM only, as the engines (Node 20.19+) allow: the CommonJS and node10 resolutions are out of scope.
    const attw = await run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], { cwd: work, timeout: 120_000 }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code?: number; stdout?: string }) => ({ code: error.code ?? 1, stdout: error.stdout ?? '' }),
    );
    const report = JSON.parse(attw.stdout) as {
      analysis: { entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName: string; isTypeScript: boolean } }> }>; problems: { kind: string; resolutionKind?: string; entrypoint?: string }[] };
    };
    const counted = report.analysis.problems.filter((problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs');
    expect(counted).toEqual([]);
    expect(attw.code).toBe(0);
    // Each entry's types resolve to the declaration file beside its JS.
    for (const entry of ['.', './core', './react', './testing', './testing/local-api', './node']) {
      for (const kind of ['node16-esm', 'bundler']) {
        const resolved = report.analysis.entrypoints[entry]?.resolutions[kind]?.resolution;
        expect([entry, kind, resolved?.isTypeScript, resolved?.fileName.endsWith('.d.ts')]).toEqual([entry, kind, true, true]);
      }
    }
  }, 240_000);

  it('runs a whole purchase headlessly from the tarball alone: examples/headless-purchase.mjs against tienda/testing/local-api', async () => {
    await writeFile(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await writeFile(join(consumer, 'headless-purchase.mjs'), await readFile(join(repo, 'examples/headless-purchase.mjs'), 'utf8'));
    const { stdout } = await run(process.execPath, ['headless-purchase.mjs'], { cwd: consumer, timeout: 120_000 });
    const bought = JSON.parse(stdout) as { product: string; cartItems: number; order: string; listedFirst: string; paymentMethod: string; total: number };
    expect(bought.cartItems).toBe(1);
    expect(bought.order).toMatch(/^\d+$/);
    expect(bought.listedFirst).toBe(bought.order);
    expect(bought.paymentMethod).toBe('COD');
    expect(bought.total).toBeGreaterThan(0);
  }, 120_000);

  it('installs the tienda command: node_modules/.bin/tienda searches and buys against a local API started from the tarball', async () => {
    const server = [
      "const { startLocalApi } = await import('tienda/testing/local-api');",
      'const api = await startLocalApi();',
      'console.log(api.apiRoot);',
      "process.on('SIGTERM', () => api.close().then(() => process.exit(0)));",
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', server], { cwd: consumer, stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const apiRoot = await new Promise<string>((resolveRoot, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolveRoot(chunk.toString().trim()));
        child.once('exit', (code) => reject(new Error(`local API exited with ${code}`)));
      });
      const tienda = join(consumer, 'node_modules/.bin/tienda');
      const env = { ...process.env, HOME: join(work, 'home'), TIENDA_PASSWORD: 'Tienda123!' };
      const cli = (args: string[]) => run(tienda, ['--api', apiRoot, ...args], { cwd: consumer, env, timeout: 60_000 });
      const help = await run(tienda, ['--help'], { cwd: consumer, env });
      expect(help.stdout).toMatch(/^Uso: tienda/);
      const found = JSON.parse((await cli(['--json', 'search', 'café'])).stdout) as { products: { public_sku: string; stock_status: string; type: string }[] };
      expect(found.products.length).toBeGreaterThan(0);
      const sku = found.products.find((product) => product.type === 'SIMPLE' && product.stock_status === 'IN_STOCK')!.public_sku;
      await cli(['login', 'ana@tienda.test']);
      const cart = JSON.parse((await cli(['--json', 'cart', 'add', sku, '2'])).stdout) as { items: { quantity: number }[] };
      expect(cart.items.map((item) => item.quantity)).toEqual([2]);
      const order = JSON.parse((await cli(['--json', 'checkout', '--cod'])).stdout) as { status: string; order_number: string };
      expect(order.status).toBe('placed');
      const orders = JSON.parse((await cli(['--json', 'orders'])).stdout) as { order_number: string }[];
      expect(orders[0]!.order_number).toBe(order.order_number);
      // The session stayed in the per-environment file under HOME.
      expect(existsSync(join(work, 'home/.tienda/session-local.json'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
  }, 180_000);
});
