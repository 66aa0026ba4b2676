import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ARTIFACTS, buildWeb } from '../../scripts/web-build';

/** Builds the web UI (browser and server builds) once, for the server-rendering tests. */
export default async function setup(project: TestProject): Promise<void> {
  const webDir = join(ARTIFACTS, 'integration-web');
  await buildWeb(webDir);
  project.provide('webDir', webDir);
}
