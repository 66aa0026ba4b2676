import { accessSync, constants } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROME_PATH } from '../../scripts/chromium';
import { buildWebOnce } from '../support/web-build-once';

/** The web UI built once for the run (shared with the integration project), and a loud failure when Chromium is missing. */
export default async function setup(project: TestProject): Promise<void> {
  const chrome = CHROME_PATH;
  try {
    accessSync(chrome, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium is missing at ${chrome}. Install it with: apt-get update && apt-get install -y chromium fonts-dejavu-core (or set CHROME_PATH).`,
    );
  }
  const webDir = await buildWebOnce();
  project.provide('webDir', webDir);
  project.provide('chromePath', chrome);
}

declare module 'vitest' {
  export interface ProvidedContext {
    webDir: string;
    chromePath: string;
  }
}
