import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** Where tests write builds, results and screenshots (`TIENDA_ARTIFACTS` gives parallel runs in one checkout their own). */
export const ARTIFACTS = process.env.TIENDA_ARTIFACTS ? resolve(process.env.TIENDA_ARTIFACTS) : join(ROOT, 'artifacts');
/** The browser build: assets and Vite's manifest. */
export const WEB_DIR = join(ROOT, 'dist', 'web');
/** The server renderer, built next to it (dist/server for dist/web). */
export const serverDirFor = (webDir: string) => join(webDir, '..', webDir.endsWith('web') ? 'server' : `${webDir.split(/[\\/]/).pop()}-server`);
export const SERVER_ENTRY = 'entry-server.js';

/** What the web build is built from: a change to any of these makes it stale. */
const SOURCES = ['src', 'index.html', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the browser or server build is missing or older than any of its sources. */
export function webBuildIsStale(outDir: string = WEB_DIR): boolean {
  const manifest = join(outDir, '.vite', 'manifest.json');
  const server = join(serverDirFor(outDir), SERVER_ENTRY);
  if (!existsSync(manifest) || !existsSync(server)) return true;
  const built = Math.min(statSync(manifest).mtimeMs, statSync(server).mtimeMs);
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > built);
}

/** Builds the web UI with Vite: the browser build into `outDir` (default dist/web), the server renderer beside it. */
export async function buildWeb(outDir: string = WEB_DIR, env: Record<string, string> = {}): Promise<void> {
  const { build } = await import('vite');
  const saved = { ...process.env };
  // Under vitest NODE_ENV is 'test', which would give React's development build.
  Object.assign(process.env, { NODE_ENV: 'production' }, env);
  try {
    const common = { root: ROOT, mode: 'production', configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' as const };
    await build({ ...common, build: { outDir, emptyOutDir: true } });
    await build({ ...common, build: { ssr: true, outDir: serverDirFor(outDir), emptyOutDir: true } });
  } finally {
    process.env = saved;
  }
}

/** The server renderer's module, as built. */
export type ServerEntry = typeof import('../src/presentation/server/entry-server');

/** Loads the built server renderer for `outDir`'s browser build. */
export async function loadServerEntry(outDir: string = WEB_DIR): Promise<ServerEntry> {
  const { pathToFileURL } = await import('node:url');
  return (await import(pathToFileURL(join(serverDirFor(outDir), SERVER_ENTRY)).href)) as ServerEntry;
}
