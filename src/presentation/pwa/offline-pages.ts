/**
 * Which pages the service worker keeps for offline use (stale-while-revalidate): every page a shopper may open
 * again without a connection (home, listings, product pages, information pages) and the cart, whose lines the
 * browser keeps. Not the pages that only work online or belong to one account: checkout and payment, the
 * account's screens, sign-in and registration, the pickup desk. Their HTML holds no personal data either (the
 * shopper's state loads after hydration), but offline they would only show a failure: the offline page says why.
 */
const ONLINE_ONLY = ['/pagar', '/cuenta', '/ingresar', '/registro', '/verificar', '/recogidas', '/api', '/dev'];

export function keptForOffline(pathname: string): boolean {
  return !ONLINE_ONLY.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The page the service worker answers for a page never opened before, when there is no connection. */
export const OFFLINE_PAGE = '/offline.html';
/** The caches the service worker keeps besides its precache: pages visited and the catalogue's pictures. */
export const PAGES_CACHE = 'tienda-paginas';
export const PICTURES_CACHE = 'tienda-imagenes';
/** The message a page sends the waiting service worker when the shopper accepts the new version. */
export const SKIP_WAITING = 'SKIP_WAITING';
