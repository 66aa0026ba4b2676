import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it, inject } from 'vitest';
import { readClientAssets } from '../../src/presentation/server/assets';
import { ROOT } from '../../scripts/web-build';

/**
 * Byte budgets of the built web UI, in gzip KiB (deterministic for a given
 * lock file). A failure prints the biggest parts, so whoever breaks a budget
 * sees what to cut.
 */
const KIB = 1024;
const BUDGETS = {
  /** Everything a new visitor's home page loads: React, the router, the shell and the home screen. */
  homeAllJs: 160 * KIB,
  /** What must load before home is interactive (the entry and the modules the HTML preloads). */
  homeCriticalJs: 125 * KIB,
  /** Tienda's own code plus its schema library (zod/mini), in any one route's JS, the library included. */
  ownCodePerRoute: 30 * KIB,
  /** Each screen's own chunk. */
  screenChunk: 15 * KIB,
};

const SCREENS = ['home/HomeScreen', 'product/ProductScreen', 'listing/ListingScreen', 'cart/CartScreen', 'account/LoginScreen', 'account/AccountScreen', 'search/SearchScreen'];

const gzip = (dir: string, url: string) => gzipSync(readFileSync(join(dir, url))).length;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const table = (sizes: [string, number][]) =>
  [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BUNDLE_TOP ?? 12))
    .map(([name, bytes]) => `  ${kib(bytes).padStart(9)}  ${name}`)
    .join('\n');

describe('the built web UI', () => {
  const webDir = inject('webDir');
  const assets = readClientAssets(webDir);

  it('keeps the library, axios, inversify and RxJS off the home page and within budget', () => {
    const home = [assets.entry, ...assets.entryImports, ...assets.screenModules('home/HomeScreen')];
    const sizes = home.map((url) => [url, gzip(webDir, url)] as [string, number]);
    const total = sizes.reduce((sum, [, bytes]) => sum + bytes, 0);
    const report = `home JS ${kib(total)}:\n${table(sizes)}`;
    console.info(`home JS (all = critical path): ${kib(total)} gzip (budgets ${kib(BUDGETS.homeAllJs)} / ${kib(BUDGETS.homeCriticalJs)})`);
    // The library chunk is reachable only through a dynamic import (loaded on first need).
    const libraryChunk = readFileSync(join(webDir, assets.entry), 'utf8').match(/browser-client-[\w-]+\.js/)?.[0];
    expect(libraryChunk, 'the entry imports the library dynamically').toBeTruthy();
    expect(home.some((url) => url.includes(libraryChunk!)), report).toBe(false);
    expect(home.some((url) => url.includes('purify')), report).toBe(false);
    // Everything home loads is on its critical path (preloaded by the HTML), so both budgets apply to the same set.
    expect(total, report).toBeLessThanOrEqual(BUDGETS.homeCriticalJs);
    expect(total, report).toBeLessThanOrEqual(BUDGETS.homeAllJs);
  });

  it('keeps each screen chunk within its budget', () => {
    const manifest = JSON.parse(readFileSync(join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const sizes = SCREENS.map((screen) => {
      const chunk = Object.entries(manifest).find(([key]) => key.startsWith(`src/presentation/${screen}.`));
      expect(chunk, screen).toBeTruthy();
      return [screen, gzip(webDir, `/${chunk![1].file}`)] as [string, number];
    });
    const report = table(sizes);
    for (const [screen, bytes] of sizes) expect(bytes, `${screen}\n${report}`).toBeLessThanOrEqual(BUDGETS.screenChunk);
  });

  it.each(SCREENS)("keeps Tienda's own code and zod within budget on %s, library included", async (screen) => {
    // The app as the browser runs it (entry, lazy screens, the lazy library), split into chunks, with
    // React, the router, axios, inversify, RxJS and DOMPurify left out: what remains is Tienda's code and
    // its schema library. A route's JS is the entry's chunks, the screen's and the library's.
    const result = await build({
      entryPoints: { main: join(ROOT, 'src/presentation/main.tsx') },
      bundle: true,
      splitting: true,
      outdir: join(ROOT, 'artifacts', 'bundle-size'),
      minify: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      metafile: true,
      loader: { '.css': 'empty' },
      define: { 'process.env.NODE_ENV': '"production"' },
      external: ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'axios', 'inversify', 'rxjs', 'reflect-metadata', 'dompurify'],
      logLevel: 'silent',
    });
    const outputs = result.metafile.outputs;
    const byInput = (fragment: string) => Object.keys(outputs).find((out) => outputs[out]!.entryPoint?.includes(fragment));
    const closure = (out: string | undefined, seen = new Set<string>()): Set<string> => {
      if (!out || seen.has(out)) return seen;
      seen.add(out);
      for (const imported of outputs[out]!.imports) if (imported.kind === 'import-statement' && !imported.external) closure(imported.path, seen);
      return seen;
    };
    const route = new Set([...closure(byInput('src/presentation/main.tsx')), ...closure(byInput(`src/presentation/${screen}.tsx`)), ...closure(byInput('src/presentation/app/browser-client.ts'))]);
    expect(route.size).toBeGreaterThanOrEqual(3);
    const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
    // Measured as one text (as the issue measured each library: bundled, minified, gzip), not chunk by chunk.
    const bytes = gzipSync(Buffer.concat([...route].map((out) => files.get(join(ROOT, out))!))).length;
    const inputs = [...route].flatMap((out) =>
      Object.entries(outputs[out]!.inputs).map(([file, info]) => [file.replace(/^.*node_modules\//, 'node_modules/'), info.bytesInOutput] as [string, number]),
    );
    console.info(`own code + zod on ${screen}: ${kib(bytes)} gzip (budget ${kib(BUDGETS.ownCodePerRoute)})`);
    expect(bytes, `${screen}: ${kib(bytes)} gzip; biggest modules (minified):\n${table(inputs)}`).toBeLessThanOrEqual(BUDGETS.ownCodePerRoute);
  });
});
