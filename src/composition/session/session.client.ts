import type { LoginUseCase } from '../../usecases/session/login.use-case';
import type { LogoutUseCase } from '../../usecases/session/logout.use-case';
import type { SessionStore } from '../../usecases/session/session.store';
import type { StartSessionUseCase } from '../../usecases/session/start-session.use-case';
import type { LoadUserUseCase } from '../../usecases/user/load-user.use-case';
import type { UserStore } from '../../usecases/user/user.store';
import { lazily, lazyExecute, type Resolve } from '../feature';
import { SESSION_TOKENS } from './session.tokens';

/** `tienda.session`: the shopper's session, anonymous or signed in. */
export interface SessionNamespace {
  /** The session, its authentication state (`authState`) and the signed-in profile. */
  readonly store: SessionStore;
  /**
   * Starts or restores the session: a persisted one is reused (and its user loaded),
   * otherwise an anonymous session is created. A persisted user session the server
   * no longer accepts ends as a fresh anonymous one.
   */
  start(...args: Parameters<StartSessionUseCase['execute']>): ReturnType<StartSessionUseCase['execute']>;
  /**
   * Signs in with email and password and resolves to the user. The server merges the
   * anonymous cart into the account's; a failure restores the prior state.
   */
  login(...args: Parameters<LoginUseCase['execute']>): ReturnType<LoginUseCase['execute']>;
  /**
   * Signs out and resolves to the fresh anonymous session (null if none could be created).
   * The user and cart are cleared, even locally when the server cannot be reached.
   */
  logout(...args: Parameters<LogoutUseCase['execute']>): ReturnType<LogoutUseCase['execute']>;
}

/** `tienda.user`: the signed-in shopper. */
export interface UserNamespace {
  /** The signed-in user, once loaded. */
  readonly store: UserStore;
  /**
   * Fetches the signed-in user into the store. An anonymous session has no user
   * (onlyAnonymousTokenFound, without a call); no session at all is authNotStarted.
   */
  load(...args: Parameters<LoadUserUseCase['execute']>): ReturnType<LoadUserUseCase['execute']>;
}

/** The session feature's part of TiendaClient. */
export interface SessionClient {
  /** The shopper's session: `start`, `login`, `logout` and its store. */
  readonly session: SessionNamespace;
  /** The signed-in user: `load` and its store. */
  readonly user: UserNamespace;
}

export function sessionClient(resolve: Resolve): SessionClient {
  const sessionStore = lazily<SessionStore>(resolve, SESSION_TOKENS.SessionStore);
  const userStore = lazily<UserStore>(resolve, SESSION_TOKENS.UserStore);
  return {
    session: {
      get store() {
        return sessionStore();
      },
      start: lazyExecute<StartSessionUseCase>(resolve, SESSION_TOKENS.StartSession),
      login: lazyExecute<LoginUseCase>(resolve, SESSION_TOKENS.Login),
      logout: lazyExecute<LogoutUseCase>(resolve, SESSION_TOKENS.Logout),
    },
    user: {
      get store() {
        return userStore();
      },
      load: lazyExecute<LoadUserUseCase>(resolve, SESSION_TOKENS.LoadUser),
    },
  };
}
