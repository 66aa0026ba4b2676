import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import type { ProductSummary } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { hasStoredSession, markSessionOnRoot } from '../session/stored-session';
import { useSession } from '../session/use-session';

/**
 * What the shopper's recently viewed products are, as a screen shows them:
 * - `pending`: not known yet (on the server, during hydration, while the library loads or the session starts): a
 *   skeleton, in the space the products will take;
 * - `loading`: asked (`tienda.catalog.recentlyViewed()`);
 * - `none`: this browser has no session, so nothing was viewed with one (no call is made, no session is created);
 * - `ready`: the products, newest first (at most 20), perhaps none;
 * - `error`: the failure, for a Spanish message and «Reintentar».
 */
export type RecentlyViewedState =
  | { status: 'pending' }
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'ready'; products: ProductSummary[] }
  | { status: 'error'; error: unknown };

export type RecentlyViewed = RecentlyViewedState & {
  /** Asks again (after a failure). */
  retry: () => void;
};

const noSubscription = () => () => undefined;
/** The server (and hydration) render as if a session were stored: the skeleton, which CSS hides for a new visitor. */
const serverStored = () => true;

type Answer = { key: string; attempt: number } & ({ products: ProductSummary[] } | { error: unknown });

/**
 * The shopper's recently viewed products, shared by home's shelf and «Vistos recientemente» (/vistos). The server
 * never renders them (its session is shared): they load after hydration, once the library and the shopper's session
 * exist; again when the session changes (sign-in, sign-out). A browser without a stored session makes no call.
 */
export function useRecentlyViewed(): RecentlyViewed {
  const source = useClientSource();
  const client = useClient();
  const session = useSession();
  const stored = useSyncExternalStore(noSubscription, hasStoredSession, serverStored);
  const token = session.session?.token ?? null;
  const key = token ? `${token}|${session.authState}` : null;
  // Not asked while the shopper is leaving the page (a navigation's data loading): the answer would go unseen.
  const leaving = useNavigation().state !== 'idle';
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [libraryError, setLibraryError] = useState<{ attempt: number; error: unknown } | null>(null);

  // A stored session: the library is on its way (main.tsx asks for it); asking too surfaces a failed download.
  // Storage is read here, not from `stored`: the first (hydrating) render's value is the server's.
  useEffect(() => {
    if (client || !hasStoredSession()) return;
    let live = true;
    source.get().catch((error: unknown) => live && setLibraryError({ attempt, error }));
    return () => {
      live = false;
    };
  }, [source, client, attempt]);

  useEffect(() => {
    if (!client || !key || leaving) return;
    // This browser holds a session now (made during this visit, perhaps): the shelf has its place.
    markSessionOnRoot();
    let live = true;
    client.catalog.recentlyViewed().then(
      (products) => live && setAnswer({ key, attempt, products }),
      (error: unknown) => live && setAnswer({ key, attempt, error }),
    );
    return () => {
      live = false;
    };
  }, [client, key, attempt, leaving]);

  const retry = () => {
    setAttempt((n) => n + 1);
    // A session that failed to start is started again; the products follow once it exists.
    if (client && !token && session.error) client.session.start().catch(() => undefined);
  };
  return { ...stateOf(), retry };

  function stateOf(): RecentlyViewedState {
    if (client && key) {
      if (!answer || answer.key !== key || answer.attempt !== attempt) return { status: 'loading' };
      return 'products' in answer ? { status: 'ready', products: answer.products } : { status: 'error', error: answer.error };
    }
    if (client) return session.error && session.known ? { status: 'error', error: session.error } : { status: 'pending' };
    if (libraryError && libraryError.attempt === attempt) return { status: 'error', error: libraryError.error };
    return stored ? { status: 'pending' } : { status: 'none' };
  }
}
