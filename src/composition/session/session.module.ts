import { ContainerModule } from 'inversify';
import { HttpSessionRepository } from '../../data/session/http-session.repository';
import { HttpUserRepository } from '../../data/user/http-user.repository';
import { LoginUseCase } from '../../usecases/session/login.use-case';
import { LogoutUseCase } from '../../usecases/session/logout.use-case';
import { SessionService } from '../../usecases/session/session.service';
import { SessionStore } from '../../usecases/session/session.store';
import { StartSessionUseCase } from '../../usecases/session/start-session.use-case';
import { STORAGE_KEYS } from '../../usecases/shared/storage-keys';
import { LoadUserUseCase } from '../../usecases/user/load-user.use-case';
import { UserStore } from '../../usecases/user/user.store';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { CART_TOKENS } from '../cart/cart.tokens';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS as C } from '../core/core.tokens';
import { built, type Get } from '../feature';
import { SESSION_TOKENS as T, SESSION_USE_CASES } from './session.tokens';

/** The use cases of `tienda.session` and `tienda.user`, one per member. */
export function createSession(get: Get) {
  const [store, service, repository, errors] = [get(T.SessionStore), get(T.SessionService), get(T.SessionRepository), get(C.ErrorHandler)];
  const load = new LoadUserUseCase(store, get(T.UserStore), new HttpUserRepository(get(C.ApiClient)), errors);
  // A browser's other tabs: their sign-ins and sign-outs are followed from the first session call on. What this tab
  // read of a key another tab changed is read again; the following's code loads with the first session change.
  const otherTabs = get(C.Config).otherTabs;
  if (otherTabs) {
    const [users, cart, storage, personalData] = [get(T.UserStore), get(CART_TOKENS.CartService), get(C.Storage), get(ACCOUNT_TOKENS.PersonalData)];
    let follow: Promise<{ execute(): Promise<void> }> | null = null;
    otherTabs.subscribe((key) => {
      storage.reload(key);
      if (key !== null && key !== STORAGE_KEYS.session) return;
      follow ??= import('../../usecases/session/follow-other-tabs.use-case').then(
        (code) => new code.FollowOtherTabsUseCase(store, users, service, load, cart, storage, errors, personalData),
      );
      follow.then((use) => use.execute()).catch((error: unknown) => {
        follow = null;
        errors.handle(error, 'session');
      });
    });
  }
  return {
    session: {
      /**
       * Starts or restores the session: a persisted one is reused (and its user loaded),
       * otherwise an anonymous session is created. A persisted user session the server
       * no longer accepts ends as a fresh anonymous one.
       */
      start: new StartSessionUseCase(store, service, load),
      /**
       * Signs in with email and password and resolves to the user. The server merges the
       * anonymous cart into the account's; a failure restores the prior state.
       */
      login: new LoginUseCase(store, service, repository, load, get(CART_TOKENS.CartService), errors),
      /**
       * Signs out and resolves to the fresh anonymous session (null if none could be created).
       * The user and cart are cleared, even locally when the server cannot be reached.
       */
      logout: new LogoutUseCase(store, service, repository, get(CART_TOKENS.CartService), errors, get(ACCOUNT_TOKENS.PersonalData)),
    },
    user: {
      /**
       * Fetches the signed-in user into the store. An anonymous session has no user
       * (onlyAnonymousTokenFound, without a call); no session at all is authNotStarted.
       */
      load,
    },
  };
}

export type SessionUseCases = ReturnType<typeof createSession>;

/**
 * Binds the session and user stores, the session's repository, the session
 * service (also the API client's token source) and the session and user use cases.
 * Login and logout also need the cart feature's CartService; the session
 * service and logout clear the account feature's PersonalData.
 */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(T.SessionStore)
    .toDynamicValue(built((get) => withListenerReports(new SessionStore(), get(C.ErrorHandler))))
    .inSingletonScope();
  bind(T.UserStore)
    .toDynamicValue(built((get) => withListenerReports(new UserStore(), get(C.ErrorHandler))))
    .inSingletonScope();
  bind(T.SessionRepository)
    .toDynamicValue(built((get) => new HttpSessionRepository(get(C.ApiClient))))
    .inSingletonScope();
  bind(T.SessionService)
    .toDynamicValue(
      built(
        (get) =>
          new SessionService(
            get(T.SessionStore),
            get(T.UserStore),
            get(T.SessionRepository),
            get(C.Storage),
            get(C.ErrorHandler),
            get(ACCOUNT_TOKENS.PersonalData),
            get(C.Config).otherTabs ?? null,
          ),
      ),
    )
    .inSingletonScope();
  bind(C.SessionTokenSource).toService(T.SessionService);
  bind(SESSION_USE_CASES).toDynamicValue(built(createSession)).inSingletonScope();
});
