import type { TestProject } from 'vitest/node';
import { buildWebOnce } from '../support/web-build-once';

/** The web UI (browser and server builds), built once for the run (shared with the e2e project), for the server-rendering tests. */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('webDir', await buildWebOnce());
}
