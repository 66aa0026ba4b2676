import { builtinEnvironments, type Environment } from 'vitest/environments';
import { WORKER_CHROMIUM, type WithWorkerChromium } from './worker-chromium';

/**
 * The e2e project's environment: Node's, plus the end of the worker's Chromium when the worker ends. With
 * `isolate: false` a worker sets its environment up once and tears it down once, after its last file: the browser
 * its files shared is then closed as a file's own used to be (Playwright removes its temporary profile), instead of
 * being left to the signal vitest ends the worker with.
 */
export default {
  name: 'tienda-e2e',
  viteEnvironment: 'ssr',
  async setup(global, options) {
    const node = await builtinEnvironments.node.setup(global, options);
    return {
      async teardown(global) {
        const held = (global as WithWorkerChromium)[WORKER_CHROMIUM];
        delete (global as WithWorkerChromium)[WORKER_CHROMIUM];
        await held?.then((browser) => browser.close()).catch(() => {});
        await node.teardown(global);
      },
    };
  },
} satisfies Environment;
