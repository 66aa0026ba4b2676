import './wishlist-heart.css';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toUseCaseError } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { errorMessage } from '../shared/error-message';
import { useSession } from '../session/use-session';
import { rememberPendingFavourite, takePendingFavourite } from './pending-favourite';
import { useWishlistSkus } from './use-wishlist-skus';

/**
 * The favourites heart: a toggle (aria-pressed) that adds the product to the shopper's favourites or takes it off.
 * The server renders it neutral (off), at its final size; after hydration it reads the favourites' SKUs
 * (`tienda.wishlists.store`, asked once per session), else `initiallyOn` (the product page's own wishlists part). A
 * press shows the change at once and puts it back, with a Spanish reason, when the API refuses; an anonymous shopper
 * goes to the login page and comes back here, where the press is applied once signed in (pending-favourite.ts).
 */
export function WishlistHeart({ sku, title, initiallyOn, size = 'page' }: { sku: string; title: string; initiallyOn: boolean; size?: 'page' | 'card' }) {
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

  const label = on ? `Quitar de favoritos: ${title}` : `Agregar a favoritos: ${title}`;
  return (
    <span className={`wishlist-heart wishlist-heart--${size}`} onPointerEnter={source.preload}>
      <button
        type="button"
        className={on ? 'wishlist-heart__button is-on' : 'wishlist-heart__button'}
        aria-pressed={on}
        aria-label={label}
        title={on ? 'Quitar de favoritos' : 'Agregar a favoritos'}
        aria-busy={pending || undefined}
        data-testid={size === 'card' ? 'card-heart' : 'wishlist-heart'}
        // For tests and tools: the state shown is the shopper's (hydrated; a signed-in shopper's favourites are known).
        data-ready={hydrated && (client === null || (session.known && (!session.isSignedIn || skus !== null))) ? 'true' : 'false'}
        onClick={() => void toggle()}
        onFocus={source.preload}
      >
        <span className="wishlist-heart__fill" aria-hidden="true" />
        <span className="icon wishlist-i-heart" aria-hidden="true" />
      </button>
      {failure ? (
        <span className="wishlist-heart__problem" role="alert">
          {errorMessage(failure, 'tus favoritos')}
        </span>
      ) : null}
    </span>
  );
}
