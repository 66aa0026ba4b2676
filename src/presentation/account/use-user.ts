import type { UserState } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useQuery } from '../shared/use-query';
import { useStoreState } from '../shared/use-store';

const NO_USER: UserState = { status: 'idle', user: null, error: null };

/** The signed-in user, and a way to fetch it again. */
export function useUser() {
  const source = useClientSource();
  const state = useStoreState(useClient()?.user.store, NO_USER);
  return {
    ...state,
    /** Fetches the user again (`tienda.user.load`). */
    reload: () => source.get().then((client) => client.user.load()),
  };
}

/** The signed-in user, fetched when a restored session has not fetched it yet (`enabled` false: never). */
export function useLoadedUser(enabled = true) {
  const user = useUser();
  const missing = enabled && user.status === 'idle' && !user.user;
  // The store holds the user and any failure: the query only starts the load.
  useQuery(missing ? ['user', 'load'] : null, (client) => client.user.load().catch(() => undefined));
  return user;
}
