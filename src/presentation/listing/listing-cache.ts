import type { ListingView } from '../../index';

/** How long a listing seen a moment ago is shown again, unasked, on back and forward. */
export const LISTING_CACHE_TTL_MS = 3 * 60_000;
const MAX_ENTRIES = 8;

const entries = new Map<string, { view: ListingView; at: number }>();
const keyOf = (url: { pathname: string; search: string }) => url.pathname + url.search;

/** Keeps the listing shown at `url` (browser only: the server never shares one shopper's answer with another). */
export function rememberListing(url: { pathname: string; search: string }, view: ListingView): void {
  if (typeof window === 'undefined') return;
  const key = keyOf(url);
  if (entries.get(key)?.view === view) return;
  entries.delete(key);
  entries.set(key, { view, at: Date.now() });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

/**
 * The listing at `url` seen less than the TTL ago, when the shopper is going back or forward to it: then the
 * address bar already shows `url` while its loader runs (a link or a new order changes it only after loading).
 * Served without a request, the page comes back as it was, and the router restores its scroll position.
 */
export function recallListing(url: URL): ListingView | undefined {
  if (typeof window === 'undefined' || keyOf(window.location) !== keyOf(url)) return undefined;
  const entry = entries.get(keyOf(url));
  return entry && Date.now() - entry.at < LISTING_CACHE_TTL_MS ? entry.view : undefined;
}
