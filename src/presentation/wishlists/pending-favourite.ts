/**
 * A heart pressed by a shopper who was not signed in: the product and the page it was pressed on, kept in this tab
 * (sessionStorage, so it survives a provider's sign-in page) while the shopper logs in. Back on that page, signed
 * in, the heart of that product takes it (once) and adds the favourite: the press is not asked for twice.
 */
const KEY = 'tienda.favorito-pendiente';
/** A press older than this is not applied any more: the shopper has moved on. */
const MAX_AGE_MS = 30 * 60_000;

type Pending = { sku: string; path: string; at: number };

/** Keeps the press of `sku`'s heart on `path`, replacing any earlier one. */
export function rememberPendingFavourite(sku: string, path: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ sku, path, at: Date.now() } satisfies Pending));
  } catch {
    // Storage refused: the shopper presses again after signing in, as before.
  }
}

/**
 * Whether a press of `sku`'s heart on `path` is waiting; true once only (it is taken). A pending press for another
 * product or page stays for its own heart; an old one is dropped.
 */
export function takePendingFavourite(sku: string, path: string): boolean {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return false;
    const pending = JSON.parse(raw) as Partial<Pending>;
    const fresh = typeof pending.at === 'number' && Date.now() - pending.at < MAX_AGE_MS;
    if (!fresh) window.sessionStorage.removeItem(KEY);
    if (!fresh || pending.sku !== sku || pending.path !== path) return false;
    window.sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
