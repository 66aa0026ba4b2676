/**
 * The page's side of the service worker (sw.ts): registers it once the page has loaded and is idle (its precache
 * then never competes with the page's own requests), and tells the shell when a new version waits, which
 * `acceptUpdate` activates before reloading. Until the shopper accepts, the open tab keeps its own version whole.
 */
let accept: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Whether a new version of the store waits for the shopper's «Actualizar». */
export function updateWaiting(): boolean {
  return accept !== null;
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting version; the page reloads once it controls it. */
export function acceptUpdate(): void {
  accept?.();
}

export async function registerServiceWorker(url = '/sw.js'): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(url);
  workbox.addEventListener('waiting', () => {
    accept = () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    };
    for (const listener of listeners) listener();
  });
  await workbox.register();
}

/** Registers the service worker after the page's load event, when the browser is idle. */
export function registerWhenIdle(): void {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((work: () => void) => window.setTimeout(work, 1));
    idle(() => void registerServiceWorker().catch(() => undefined));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

