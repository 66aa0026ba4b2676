import { useEffect } from 'react';
import type { TiendaClient } from '../../index';
import { useClient } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';
import { useSession } from '../session/use-session';

const NOTHING: { skus: ReadonlySet<string> | null } = { skus: null };

/** The session whose skus each client has asked for (once per session: every heart on the page shares the answer). */
const askedFor = new WeakMap<TiendaClient, string>();

/**
 * The SKUs on the signed-in shopper's favourites (`tienda.wishlists.store`), asked once per session after hydration;
 * null before that, on the server, while they load and for an anonymous shopper.
 */
export function useWishlistSkus(): ReadonlySet<string> | null {
  const client = useClient();
  const session = useSession();
  const state = useStoreState(client?.wishlists.store, NOTHING);
  const token = session.isSignedIn ? (session.session?.token ?? null) : null;
  useEffect(() => {
    if (!client || !token || state.skus !== null || askedFor.get(client) === token) return;
    askedFor.set(client, token);
    client.wishlists.skus().catch(() => {
      // A later heart (or this one, remounted) may ask again.
      if (askedFor.get(client) === token) askedFor.delete(client);
    });
  }, [client, token, state.skus]);
  return token ? state.skus : null;
}
