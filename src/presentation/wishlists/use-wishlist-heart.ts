import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toUseCaseError } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useSession } from '../session/use-session';
import { rememberPendingFavourite, takePendingFavourite } from './pending-favourite';
import { useWishlistSkus } from './use-wishlist-skus';

/** A favourites heart as `useWishlistHeart` gives it. */
export interface WishlistHeartView {
  /** Whether the heart shows the product among the favourites (off on the server and during hydration). */
  on: boolean;
  /** Whether a press is being sent. */
  pending: boolean;
  /** The failure of the last press, for its Spanish reason; null when there is none. */
  failure: unknown;
  /** Whether the state shown is the shopper's: hydrated, and a signed-in shopper's favourites known (for tests and tools). */
  ready: boolean;
  /** Adds the product to the favourites or takes it off (`wantOn`, else the other way round); a signed-out shopper goes to the login. */
  toggle(wantOn?: boolean): Promise<void>;
  /** A hint to start downloading the library. */
  preload(): void;
}

/**
 * The favourites heart's view model for `sku`: whether it is on (the favourites' SKUs once known after hydration,
 * else `initiallyOn`; off on the server and during hydration), the press under way and its failure, and the toggle
 * (`tienda.wishlists.add` or `remove`), shown at once and put back when the API refuses. An anonymous shopper goes
 * to the login page and comes back here, where the press is applied once signed in (pending-favourite.ts).
 */
export function useWishlistHeart(sku: string, initiallyOn: boolean): WishlistHeartView {
  const source = useClientSource();
  const client = useClient();
  const session = useSession();
  const skus = useWishlistSkus();
  const navigate = useNavigate();
  const location = useLocation();
  // The state a press asked for, shown while the call runs and kept after it (until the store knows the SKUs).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const running = useRef(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const known = skus ? skus.has(sku) : initiallyOn;
  const on = client === null ? false : pending || !skus ? (wanted ?? known) : known;

  const here = location.pathname + location.search;
  const toLogin = () => {
    rememberPendingFavourite(sku, here);
    navigate(`/ingresar?volver=${encodeURIComponent(here)}`);
  };

  // Back from signing in after a press while signed out: the favourite is added now, once the shopper's favourites
  // are known (already there: nothing to send).
  const signedIn = session.isSignedIn;
  const favouritesKnown = skus !== null;
  const addPending = useRef(() => undefined as void);
  useEffect(() => {
    addPending.current = () => {
      if (!skus?.has(sku)) void toggle(true);
    };
  });
  useEffect(() => {
    if (signedIn && favouritesKnown && takePendingFavourite(sku, here)) addPending.current();
  }, [signedIn, favouritesKnown, sku, here]);

  async function toggle(wantOn?: boolean) {
    if (running.current) return;
    running.current = true;
    try {
      await press(wantOn);
    } finally {
      running.current = false;
    }
  }

  async function press(wantOn?: boolean) {
    setFailure(null);
    const tienda = await source.get();
    const { status } = tienda.session.store.getSnapshot();
    // Pressed before the session is known: wait for it (restoring a session is quick) rather than guess.
    if (status === 'idle' || status === 'loading') await tienda.session.start().catch(() => undefined);
    if (tienda.session.store.getSnapshot().authState !== 'authenticatedUser') {
      toLogin();
      return;
    }
    const next = wantOn ?? !on;
    setWanted(next);
    setPending(true);
    try {
      await (next ? tienda.wishlists.add(sku) : tienda.wishlists.remove(sku));
    } catch (error) {
      setWanted(!next);
      if (toUseCaseError(error).cause === 'onlyAnonymousTokenFound') {
        toLogin();
      } else {
        setFailure(error);
      }
    } finally {
      setPending(false);
    }
  }

  // The state shown is the shopper's: hydrated, and a signed-in shopper's favourites known.
  const ready = hydrated && (client === null || (session.known && (!session.isSignedIn || skus !== null)));
  return { on, pending, failure, ready, toggle, preload: source.preload };
}
