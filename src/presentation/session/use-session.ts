import { useSyncExternalStore } from 'react';
import type { LoginInput } from '../../index';
import { useTienda } from '../app/tienda-context';

/** The session store plus sign-in and sign-out. */
export function useSession() {
  const client = useTienda();
  const state = useSyncExternalStore(client.stores.session.subscribe, client.stores.session.getSnapshot);
  return {
    ...state,
    isSignedIn: state.authState === 'authenticatedUser',
    login: (input: LoginInput) => client.login.execute(input),
    logout: () => client.logout.execute(),
  };
}
