/**
 * The store's service worker (vite-plugin-pwa, injectManifest; docs/web.md "Offline and installed"):
 * - precaches the shell and every screen's chunks and stylesheets, so an open tab keeps working across a deploy
 *   (a new version waits until the shopper accepts «Hay una versión nueva», update-prompt.tsx);
 * - keeps the pages a shopper visits (keptForOffline) with stale-while-revalidate, and the catalogue's pictures;
 * - never keeps an API answer: they are personal (a session's cart, account, orders) or change at every request;
 * - answers the Spanish offline page for a page never opened, when there is no connection.
 * Public pages keep their shared-cache headers (Cache-Control public, s-maxage): this cache is the shopper's own.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { keptForOffline, OFFLINE_PAGE, PAGES_CACHE, PICTURES_CACHE, SKIP_WAITING } from './offline-pages';

/** What this file uses of ServiceWorkerGlobalScope (the project's TypeScript library is the DOM's). */
interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
  addEventListener(type: 'activate', listener: (event: { waitUntil(work: Promise<unknown>): void }) => void): void;
}
const worker = self as unknown as WorkerScope;

// Written as `self.__WB_MANIFEST`: the build replaces exactly that with the list of files.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === location.origin && keptForOffline(url.pathname),
  new StaleWhileRevalidate({
    cacheName: PAGES_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);
// Checkout, the account: always from the network (the offline page when there is none).
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());
registerRoute(
  ({ url }) => url.origin === location.origin && url.pathname.startsWith('/api/public/media/'),
  new CacheFirst({
    cacheName: PICTURES_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

worker.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void worker.skipWaiting();
});
// A new version's pages name its own chunks: the pages kept by the one before are dropped with its precache.
worker.addEventListener('activate', (event) => event.waitUntil(caches.delete(PAGES_CACHE)));
