import { useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import type { AdminSection, ProductEventSeat, ProductPagePart, ProductPageView, WaitListStatus, WishlistInfo } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { rememberView } from '../recently-viewed/pending-views';
import { hasStoredSession } from '../session/stored-session';
import { useQuery } from '../shared/use-query';
import { useSession } from '../session/use-session';

/** The shopper's own parts of the product page, which a cached public page cannot carry. */
export interface ShopperState {
  /** Whether the parts have been read for the current session (false on the server, during hydration, for a new visitor). */
  known: boolean;
  wishlists: WishlistInfo[];
  waitList: WaitListStatus | null;
  admin: AdminSection | null;
  knownBuyer: boolean;
  /** The shopper's order holding this product that is still under warranty (its number), or null. */
  underWarranty: string | null;
  /** The seat map as this session sees it (its own held seats marked), for events; null otherwise. */
  seats: ProductEventSeat[] | null;
}

/** Nobody's parts: what the server and a new visitor see. */
export const NOBODY: ShopperState = { known: false, wishlists: [], waitList: null, admin: null, knownBuyer: false, underWarranty: null, seats: null };
const PARTS: ProductPagePart[] = ['WISHLIST', 'WAITLIST', 'ADMIN_SECTION', 'IS_KNOWN_BUYER'];

/** The shopper's parts as a page read with their session gives them. */
export function shopperStateOf(page: ProductPageView, isEvent: boolean): ShopperState {
  return {
    known: true,
    wishlists: page.wishlists ?? [],
    waitList: page.wait_list_status ?? null,
    admin: page.admin_section ?? null,
    knownBuyer: page.is_known_buyer ?? false,
    underWarranty: page.order_number_under_warranty ?? null,
    seats: isEvent ? (page.event_seats ?? null) : null,
  };
}

/**
 * After hydration, once the library and a session exist (a returning shopper's load at once; a new visitor makes
 * no call), reads the shopper's wishlists, wait list, admin section and whether they bought it, in one request;
 * again when they sign in or out. An event's seats come along, as this session holds some.
 */
export function useShopperState(sku: string, isEvent: boolean, known: boolean): ShopperState | null {
  const source = useClientSource();
  const client = useClient();
  const session = useSession();
  // While the shopper is leaving the page (a navigation's data loading), its parts are not read: the read would be
  // wasted, and it would record this product's view after the next one's. (Best effort: the router's state reaches
  // React in a transition, so a session arriving in the same moment may still see the page as not left.)
  const leaving = useNavigation().state !== 'idle';
  const token = session.session?.token ?? null;
  const key = `${sku}|${token ?? ''}|${session.authState}`;
  // A page read with the shopper's session already holds their parts: read again only after a sign-in or out.
  const [alreadyKnown] = useState(known ? key : null);
  // The read below records the view with the shopper's session (the server's first render used its own). A visitor
  // with no session yet gets none for looking: the view is remembered here and recorded once their session exists
  // (recently-viewed/pending-views.ts), before anything else that session does.
  const sessionless = useRef(false);
  useEffect(() => {
    if (source.peek() || hasStoredSession()) return;
    sessionless.current = true;
    rememberView(sku);
  }, [source, sku]);
  const parts = useQuery(
    client && token && key !== alreadyKnown ? ['shopper-state', key] : null,
    async (ready) => {
      // A session made while this page is shown (an add to cart, the first navigation) is new: it has no parts of
      // its own, and its view of this page is recorded from the remembered one, in order. A sign-in is read as usual.
      if (sessionless.current && session.authState !== 'authenticatedUser') return null;
      const page = await ready.catalog.loadProductPage({ id: sku, include: isEvent ? [...PARTS, 'EVENT_SEATS'] : PARTS });
      return shopperStateOf(page, isEvent);
    },
    { paused: leaving },
  );
  // A failed read is reported by the library; the page stays as the server drew it.
  return parts.data ?? null;
}
