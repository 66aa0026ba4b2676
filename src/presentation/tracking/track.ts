import type { TiendaClient } from '../../index';

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
  // A client without tracking (a shell's own, a test double) throws here, and quietly swallows it.
  if (client) quietly(() => client.tracking.event(name, parameters));
}

/** Records a page view (`path`, `referrer`) the same way: never waits, never throws. */
export function trackPage(client: TiendaClient | null | undefined, params: Record<string, string>): void {
  if (client) quietly(() => client.tracking.page(params));
}

/** Orders whose purchase this page already recorded: the confirmation re-renders, the purchase counts once. */
const purchased = new Set<string>();

/** Records `purchase` with the order's number, once per order for the life of the page. */
export function trackPurchase(client: TiendaClient | null | undefined, orderNumber: string): void {
  if (!client || purchased.has(orderNumber)) return;
  purchased.add(orderNumber);
  trackEvent(client, 'purchase', { order_number: orderNumber });
}
