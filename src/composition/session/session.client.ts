import type { SessionStore } from '../../usecases/session/session.store';
import type { UserStore } from '../../usecases/user/user.store';
import { calls, lazily, withGetters, type Calls, type Resolve } from '../feature';
import type { SessionUseCases } from './session.module';
import { SESSION_TOKENS as T, SESSION_USE_CASES } from './session.tokens';

/** `tienda.session`: the shopper's session, anonymous or signed in. */
export interface SessionNamespace extends Calls<SessionUseCases['session']> {
  /** The session, its authentication state (`authState`) and the signed-in profile. */
  readonly store: SessionStore;
}

/** `tienda.user`: the signed-in shopper. */
export interface UserNamespace extends Calls<SessionUseCases['user']> {
  /** The signed-in user, once loaded. */
  readonly store: UserStore;
}

/** The session feature's part of TiendaClient. */
export interface SessionClient {
  /** The shopper's session: `start`, `login`, `logout` and its store. */
  readonly session: SessionNamespace;
  /** The signed-in user: `load` and its store. */
  readonly user: UserNamespace;
}

export function sessionClient(resolve: Resolve): SessionClient {
  const useCases = lazily(resolve, SESSION_USE_CASES);
  return {
    session: withGetters(calls(() => useCases().session, { start: true, login: true, logout: true }), { store: lazily(resolve, T.SessionStore) }),
    user: withGetters(calls(() => useCases().user, { load: true }), { store: lazily(resolve, T.UserStore) }),
  };
}
