import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROME_PATH } from '../../scripts/chromium';
import { ARTIFACTS, buildWeb } from '../../scripts/web-build';

/** Builds the web UI once for the browser tests, and fails loudly when Chromium is missing. */
export default async function setup(project: TestProject): Promise<void> {
  const chrome = CHROME_PATH;
  try {
    accessSync(chrome, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium is missing at ${chrome}. Install it with: apt-get update && apt-get install -y chromium fonts-dejavu-core (or set CHROME_PATH).`,
    );
  }
  const webDir = join(ARTIFACTS, 'e2e-web');
  await buildWeb(webDir);
  project.provide('webDir', webDir);
  project.provide('chromePath', chrome);
}

declare module 'vitest' {
  export interface ProvidedContext {
    webDir: string;
    chromePath: string;
  }
}
