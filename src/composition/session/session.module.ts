import { ContainerModule } from 'inversify';
import { HttpSessionRepository } from '../../data/session/http-session.repository';
import { HttpUserRepository } from '../../data/user/http-user.repository';
import { LoginUseCase } from '../../usecases/session/login.use-case';
import { LogoutUseCase } from '../../usecases/session/logout.use-case';
import { SessionService } from '../../usecases/session/session.service';
import { SessionStore } from '../../usecases/session/session.store';
import { StartSessionUseCase } from '../../usecases/session/start-session.use-case';
import type { ErrorHandler } from '../../usecases/shared/error-handler';
import { LoadUserUseCase } from '../../usecases/user/load-user.use-case';
import { UserStore } from '../../usecases/user/user.store';
import { ACCOUNT_TOKENS } from '../account/account.tokens';
import { CART_TOKENS } from '../cart/cart.tokens';
import { withListenerReports } from '../core/core.module';
import { CORE_TOKENS } from '../core/core.tokens';
import { construct } from '../feature';
import { SESSION_TOKENS as T } from './session.tokens';

/**
 * Binds the session and user stores, their repositories, the session
 * service (also the API client's token source) and the session use cases.
 * Login and logout also need the cart feature's CartService; the session
 * service and logout clear the account feature's PersonalData.
 */
export const sessionModule = new ContainerModule(({ bind }) => {
  bind(T.SessionStore)
    .toResolvedValue((errors: ErrorHandler) => withListenerReports(new SessionStore(), errors), [CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.UserStore)
    .toResolvedValue((errors: ErrorHandler) => withListenerReports(new UserStore(), errors), [CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.SessionRepository).toResolvedValue(construct(HttpSessionRepository), [CORE_TOKENS.ApiClient]).inSingletonScope();
  bind(T.UserRepository).toResolvedValue(construct(HttpUserRepository), [CORE_TOKENS.ApiClient]).inSingletonScope();
  bind(T.SessionService)
    .toResolvedValue(construct(SessionService), [
      T.SessionStore,
      T.UserStore,
      T.SessionRepository,
      CORE_TOKENS.Storage,
      CORE_TOKENS.ErrorHandler,
      ACCOUNT_TOKENS.PersonalData,
    ])
    .inSingletonScope();
  bind(CORE_TOKENS.SessionTokenSource).toService(T.SessionService);
  bind(T.LoadUser)
    .toResolvedValue(construct(LoadUserUseCase), [T.SessionStore, T.UserStore, T.UserRepository, CORE_TOKENS.ErrorHandler])
    .inSingletonScope();
  bind(T.StartSession).toResolvedValue(construct(StartSessionUseCase), [T.SessionStore, T.SessionService, T.LoadUser]).inSingletonScope();
  bind(T.Login)
    .toResolvedValue(construct(LoginUseCase), [
      T.SessionStore,
      T.SessionService,
      T.SessionRepository,
      T.LoadUser,
      CART_TOKENS.CartService,
      CORE_TOKENS.ErrorHandler,
    ])
    .inSingletonScope();
  bind(T.Logout)
    .toResolvedValue(construct(LogoutUseCase), [
      T.SessionStore,
      T.SessionService,
      T.SessionRepository,
      CART_TOKENS.CartService,
      CORE_TOKENS.ErrorHandler,
      ACCOUNT_TOKENS.PersonalData,
    ])
    .inSingletonScope();
});
