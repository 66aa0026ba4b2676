import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import type { ProductSummary } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useQuery, useTask } from '../shared/use-query';
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
  // A stored session: the library is on its way (main.tsx asks for it); asking too surfaces a failed download.
  // Storage is read when the task runs, not from `stored`: the first (hydrating) render's value is the server's.
  const library = useTask(client ? null : ['library'], async () => {
    if (hasStoredSession()) await source.get();
  });
  const products = useQuery(client && key ? ['recently-viewed', key] : null, (ready) => ready.catalog.recentlyViewed(), { paused: leaving });
  useEffect(() => {
    // This browser holds a session now (made during this visit, perhaps): the shelf has its place.
    if (client && key) markSessionOnRoot();
  }, [client, key]);

  const retry = () => {
    library.reload();
    products.reload();
    // A session that failed to start is started again; the products follow once it exists.
    if (client && !token && session.error) client.session.start().catch(() => undefined);
  };
  return { ...stateOf(), retry };

  function stateOf(): RecentlyViewedState {
    if (client && key) {
      if (products.status === 'ready') return { status: 'ready', products: products.data };
      return products.status === 'error' ? { status: 'error', error: products.error } : { status: 'loading' };
    }
    if (client) return session.error && session.known ? { status: 'error', error: session.error } : { status: 'pending' };
    if (library.status === 'error') return { status: 'error', error: library.error };
    return stored ? { status: 'pending' } : { status: 'none' };
  }
}
