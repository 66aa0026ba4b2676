import type { TiendaClient } from '../../index';
import { useClient } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';
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
  const wanted = client && token && state.skus === null ? token : null;
  useQuery(wanted ? ['wishlists', 'skus', wanted] : null, async (tienda) => {
    if (!wanted || askedFor.get(tienda) === wanted) return;
    askedFor.set(tienda, wanted);
    await tienda.wishlists.skus().catch(() => {
      // A later heart (or this one, remounted) may ask again.
      if (askedFor.get(tienda) === wanted) askedFor.delete(tienda);
    });
  });
  return token ? state.skus : null;
}
