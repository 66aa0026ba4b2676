import type { UserState } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
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
