import { join } from 'node:path';
import { ARTIFACTS, buildWeb } from '../../scripts/web-build';

/** The one web build a test run makes, for every project that serves the UI (integration, e2e). */
export const TEST_WEB_DIR = join(ARTIFACTS, 'test-web');

const KEY = Symbol.for('tienda.tests.webBuild');
type Held = { [KEY]?: Promise<void> };

/**
 * Builds the web UI into TEST_WEB_DIR once per vitest run. Global setups run in vitest's own process, one after
 * another or at once when projects start together: the first call starts the build and every later one awaits
 * the same promise (kept on globalThis, so even two copies of this module share it). A failed build fails every
 * caller. Separate runs in one checkout use separate TIENDA_ARTIFACTS (scripts/web-build.ts).
 */
export function buildWebOnce(): Promise<string> {
  const held = globalThis as Held;
  held[KEY] ??= buildWeb(TEST_WEB_DIR);
  return held[KEY].then(() => TEST_WEB_DIR);
}
