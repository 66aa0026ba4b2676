import type { LoginInput, SessionState } from '../../index';
import { useClient, useClientSource } from '../app/tienda-context';
import { useStoreState } from '../shared/use-store';

const NO_SESSION: SessionState = { status: 'idle', authState: 'notAuthenticated', session: null, profile: null, error: null };

/** The session store plus sign-in and sign-out. `ready` is false until the library has loaded. */
export function useSession() {
  const source = useClientSource();
  const client = useClient();
  const state = useStoreState(client?.session.store, NO_SESSION);
  return {
    ...state,
    ready: client !== null,
    /** Whether the session is known: the library has loaded and the session has started (or failed to). */
    known: client !== null && state.status !== 'idle' && state.status !== 'loading',
    isSignedIn: state.authState === 'authenticatedUser',
    /** Signs in (`tienda.session.login`). */
    login: (input: LoginInput) => source.get().then((c) => c.session.login(input)),
    /** Signs out (`tienda.session.logout`). */
    logout: () => source.get().then((c) => c.session.logout()),
  };
}
