import type { Browser } from 'playwright-core';

/**
 * Where the e2e worker keeps its Chromium (a promise of it), on globalThis: support.ts launches it for the worker's
 * first file and hands it to the next ones; environment.ts closes it when the worker ends.
 */
export const WORKER_CHROMIUM = Symbol.for('tienda.e2e.workerChromium');

export type WithWorkerChromium = typeof globalThis & { [WORKER_CHROMIUM]?: Promise<Browser> };
