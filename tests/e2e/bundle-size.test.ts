import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, inject } from 'vitest';

/** Byte budgets for the built web UI (deterministic for a given lock file). */
const ENTRY_GZIP_BUDGET = 120 * 1024;
const TOTAL_JS_GZIP_BUDGET = 220 * 1024;

function jsFiles(dir: string): string[] {
  return readdirSync(join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => join(dir, 'assets', name));
}

describe('the built web UI', () => {
  const webDir = inject('webDir');

  it('loads one entry script and splits the screens into lazy chunks', () => {
    const html = readFileSync(join(webDir, 'index.html'), 'utf8');
    const entries = Array.from(html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), (m) => m[1]);
    expect(entries).toHaveLength(1);
    expect(jsFiles(webDir).length).toBeGreaterThanOrEqual(6);
  });

  it('stays within its byte budgets', () => {
    const html = readFileSync(join(webDir, 'index.html'), 'utf8');
    const entry = join(webDir, html.match(/<script[^>]+src="\/?([^"]+\.js)"/)![1]!);
    const entryGzip = gzipSync(readFileSync(entry)).length;
    const totalGzip = jsFiles(webDir).reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
    expect(statSync(entry).size).toBeGreaterThan(0);
    expect(entryGzip).toBeLessThanOrEqual(ENTRY_GZIP_BUDGET);
    expect(totalGzip).toBeLessThanOrEqual(TOTAL_JS_GZIP_BUDGET);
  });
});
