/**
 * Product views of a visitor who has no session yet.
 *
 * The API records a view when a session reads a product page. A first load is rendered by the server with its own
 * shared session (never the shopper's), so the shopper's view is recorded after hydration, when their session reads
 * the page's personal parts (use-shopper-state.ts), and on a client navigation by the route's loader itself. A
 * brand-new visitor who lands on a product page has no session, and none is created merely by looking at a page
 * (docs/demo.md «Anyone can shop anonymously»). The choice: remember the view in this tab (sessionStorage: up to 5 SKUs,
 * newest last, nothing sent, nothing kept once the tab is closed), and once the visitor's session exists (created on first need: a
 * navigation, an add to cart, the cart or login page) read each product once with the smallest include list, oldest
 * first, so the API records them in the order they were seen before anything else the new session does.
 * A visitor who only ever looks at pages thus creates nothing on the server.
 */

import { PENDING_VIEWS_KEY } from './pending-key';

export { PENDING_VIEWS_KEY };

/** How many views are remembered at most; the oldest go first. */
export const MAX_PENDING_VIEWS = 5;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(store: Storage): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(PENDING_VIEWS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((sku): sku is string => typeof sku === 'string' && sku.length > 0 && sku.length <= 100) : [];
  } catch {
    return [];
  }
}

/** Remembers a view of `sku` (again: it becomes the newest), keeping the newest MAX_PENDING_VIEWS. */
export function rememberView(sku: string): void {
  const store = storage();
  if (!store || !sku) return;
  try {
    const skus = [...read(store).filter((seen) => seen !== sku), sku].slice(-MAX_PENDING_VIEWS);
    store.setItem(PENDING_VIEWS_KEY, JSON.stringify(skus));
  } catch {
    // Storage refused (full, private mode): the view is simply not remembered.
  }
}

/** The remembered SKUs, oldest first, forgotten as they are taken (each is replayed once at most). */
export function takePendingViews(): string[] {
  const store = storage();
  if (!store) return [];
  const skus = read(store);
  try {
    store.removeItem(PENDING_VIEWS_KEY);
  } catch {
    return [];
  }
  return skus;
}

/**
 * Records the remembered views with the session that now exists: one product page read each (PRODUCT only), one
 * after another, oldest first. A failure (a product no longer sold, the network) drops that view; it never throws.
 */
export async function replayPendingViews(readPage: (sku: string) => Promise<unknown>): Promise<void> {
  for (const sku of takePendingViews()) {
    await readPage(sku).catch(() => undefined);
  }
}
