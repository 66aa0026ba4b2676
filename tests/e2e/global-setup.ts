import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../local-api/seed/open';
import { TEST_CHROME_PATH } from '../../scripts/chromium';
import { buildWebOnce } from '../support/web-build-once';

/**
 * The web UI built once for the run (shared with the integration project), the demo database seeded once for the
 * run (each file's store starts on a copy of its own: support.ts, startStore), and a loud failure when Chromium is
 * missing.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const chrome = TEST_CHROME_PATH;
  try {
    accessSync(chrome, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium is missing at ${chrome}. Install it with: apt-get update && apt-get install -y chromium-headless-shell fonts-dejavu-core (or set CHROME_PATH).`,
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'tienda-e2e-template-'));
  const templateDb = join(dir, 'tienda.sqlite');
  // Seeded in memory (no disk writes to wait for) and written as one file: what openDatabase would have seeded
  // into each file's fresh database, the same catalogue, accounts and demo orders (dated from today).
  const seeded = openDatabase(':memory:');
  try {
    writeFileSync(templateDb, seeded.serialize());
  } finally {
    seeded.close();
  }
  const webDir = await buildWebOnce();
  project.provide('webDir', webDir);
  project.provide('chromePath', chrome);
  project.provide('templateDb', templateDb);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    webDir: string;
    chromePath: string;
    /** The demo database, seeded once for the run; never opened by a test, only copied (startStore). */
    templateDb: string;
  }
}
