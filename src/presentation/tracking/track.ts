import type { TiendaClient } from '../../index';

/** What the screens need of `tienda.tracking`: both calls are fire-and-forget. */
interface Tracker {
  event(name: string, parameters?: Record<string, unknown>): unknown;
  page(params: Record<string, string>): unknown;
}

function trackerOf(client: TiendaClient | null | undefined): Tracker | null {
  const tracking = (client as { tracking?: Partial<Tracker> } | null | undefined)?.tracking;
  return tracking && typeof tracking.event === 'function' && typeof tracking.page === 'function' ? (tracking as Tracker) : null;
}

/** Whatever a tracking call gives back (nothing, or a promise) can never fail the screen that made it. */
function quietly(call: () => unknown): void {
  try {
    const outcome = call();
    if (outcome && typeof (outcome as Promise<unknown>).catch === 'function') (outcome as Promise<unknown>).catch(() => undefined);
  } catch {
    // Tracking never reaches the shopper.
  }
}

/**
 * Records an event (`add_to_cart`, `purchase`…) through `tienda.tracking`, without waiting and without ever
 * throwing: a missing, failing or rejecting tracker changes nothing on the screen.
 */
export function trackEvent(client: TiendaClient | null | undefined, name: string, parameters?: Record<string, unknown>): void {
  const tracker = trackerOf(client);
  if (tracker) quietly(() => tracker.event(name, parameters));
}

/** Records a page view (`path`, `referrer`) the same way: never waits, never throws. */
export function trackPage(client: TiendaClient | null | undefined, params: Record<string, string>): void {
  const tracker = trackerOf(client);
  if (tracker) quietly(() => tracker.page(params));
}

/** Orders whose purchase this page already recorded: the confirmation re-renders, the purchase counts once. */
const purchased = new Set<string>();

/** Records `purchase` with the order's number, once per order for the life of the page. */
export function trackPurchase(client: TiendaClient | null | undefined, orderNumber: string): void {
  if (!client || purchased.has(orderNumber)) return;
  purchased.add(orderNumber);
  trackEvent(client, 'purchase', { order_number: orderNumber });
}
