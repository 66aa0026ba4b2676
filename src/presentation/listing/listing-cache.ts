import type { ListingView } from '../../index';

/** How long a listing shown in a history entry is shown again, unasked, when the shopper goes back or forward to it. */
export const LISTING_CACHE_TTL_MS = 30 * 60_000;
const MAX_ENTRIES = 12;

type Place = { pathname: string; search: string };
/** A history entry's listing: kept by the entry's key (react-router's location.key), with the address it showed. */
const entries = new Map<string, { url: string; view: ListingView; at: number }>();
const addressOf = (place: Place) => place.pathname + place.search;
/** The key of the history entry the browser is on (react-router keeps it in history.state; the first entry has none). */
const currentEntryKey = () => (window.history.state as { key?: string } | null)?.key ?? 'default';

/**
 * Keeps the listing shown in the history entry `location` (browser only: the server never shares one shopper's answer
 * with another). The server-rendered first page is kept too, under the first entry's key.
 */
export function rememberListing(location: Place & { key: string }, view: ListingView): void {
  if (typeof window === 'undefined') return;
  const url = addressOf(location);
  const kept = entries.get(location.key);
  if (kept?.view === view && kept.url === url) return;
  entries.delete(location.key);
  entries.set(location.key, { url, view, at: Date.now() });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

function keptFor(key: string, url: string): ListingView | undefined {
  const entry = entries.get(key);
  return entry && entry.url === url && Date.now() - entry.at < LISTING_CACHE_TTL_MS ? entry.view : undefined;
}

/**
 * The listing the history entry the browser has just gone back or forward to was showing at `url`. Only then is the
 * address bar already at `url` while its loader runs (a link or a new order changes it after loading), and
 * history.state is that entry's. Served without a request, the page comes back as it was, and the router restores its
 * scroll position. A link to the same listing is a new entry: asked again.
 */
export function recallListing(url: URL): ListingView | undefined {
  if (typeof window === 'undefined' || addressOf(window.location) !== addressOf(url)) return undefined;
  return keptFor(currentEntryKey(), addressOf(url));
}

/**
 * Whether a navigation to `location` is a way back or forward that recallListing answers at once: the shell then
 * shows no «loading» for it (no busy main, no progress bar) during the moment the router takes.
 */
export function listingIsRecalled(location: Place & { key: string }): boolean {
  if (typeof window === 'undefined' || addressOf(window.location) !== addressOf(location)) return false;
  return keptFor(location.key, addressOf(location)) !== undefined;
}
