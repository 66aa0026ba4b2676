import { useEffect, useRef, useState } from 'react';
import type { AdminSection, ProductEventSeat, ProductPagePart, ProductPageView, WaitListStatus, WishlistInfo } from '../../index';
import { useClient } from '../app/tienda-context';
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
  const client = useClient();
  const session = useSession();
  const token = session.session?.token ?? null;
  const [state, setState] = useState<ShopperState & { for: string }>({ ...NOBODY, for: '' });
  const key = `${sku}|${token ?? ''}|${session.authState}`;
  // A page read with the shopper's session already holds their parts: read again only after a sign-in or out.
  const alreadyKnown = useRef(known ? key : null);
  useEffect(() => {
    if (!client || !token || key === alreadyKnown.current) return;
    let live = true;
    client.catalog
      .loadProductPage({ id: sku, include: isEvent ? [...PARTS, 'EVENT_SEATS'] : PARTS })
      .then(
        (page) =>
          live &&
          setState({ ...shopperStateOf(page, isEvent), for: key }),
        // Reported by the library; the page stays as the server drew it.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [client, key]);
  return state.for === key ? state : null;
}
