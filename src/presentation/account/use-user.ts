import { useSyncExternalStore } from 'react';
import { useTienda } from '../app/tienda-context';

/** The signed-in user, and a way to fetch it again. */
export function useUser() {
  const client = useTienda();
  const state = useSyncExternalStore(client.stores.user.subscribe, client.stores.user.getSnapshot);
  return { ...state, reload: () => client.loadUser.execute() };
}
