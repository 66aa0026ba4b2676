import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const WEB_DIR = join(ROOT, 'dist', 'web');

/** What the web bundle is built from: a change to any of these makes it stale. */
const SOURCES = ['src', 'index.html', 'public', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/web is missing or older than any of its sources. */
export function webBuildIsStale(outDir: string = WEB_DIR): boolean {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > built);
}

/** Builds the web UI with Vite into `outDir` (default dist/web). */
export async function buildWeb(outDir: string = WEB_DIR, env: Record<string, string> = {}): Promise<void> {
  const { build } = await import('vite');
  const saved = { ...process.env };
  // Under vitest NODE_ENV is 'test', which would give React's development build.
  Object.assign(process.env, { NODE_ENV: 'production' }, env);
  try {
    await build({
      root: ROOT,
      mode: 'production',
      configFile: join(ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env = saved;
  }
}
