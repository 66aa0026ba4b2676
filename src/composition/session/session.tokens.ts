import type { LoginUseCase } from '../../usecases/session/login.use-case';
import type { LogoutUseCase } from '../../usecases/session/logout.use-case';
import type { SessionRepository } from '../../usecases/session/session.repository';
import type { SessionService } from '../../usecases/session/session.service';
import type { SessionStore } from '../../usecases/session/session.store';
import type { StartSessionUseCase } from '../../usecases/session/start-session.use-case';
import type { LoadUserUseCase } from '../../usecases/user/load-user.use-case';
import type { UserRepository } from '../../usecases/user/user.repository';
import type { UserStore } from '../../usecases/user/user.store';
import { tokenFor } from '../feature';

/** The session feature's tokens: the session and the signed-in user. */
export const SESSION_TOKENS = {
  SessionStore: tokenFor<SessionStore>('SessionStore'),
  UserStore: tokenFor<UserStore>('UserStore'),
  SessionService: tokenFor<SessionService>('SessionService'),
  SessionRepository: tokenFor<SessionRepository>('SessionRepository'),
  UserRepository: tokenFor<UserRepository>('UserRepository'),
  StartSession: tokenFor<StartSessionUseCase>('StartSessionUseCase'),
  Login: tokenFor<LoginUseCase>('LoginUseCase'),
  Logout: tokenFor<LogoutUseCase>('LogoutUseCase'),
  LoadUser: tokenFor<LoadUserUseCase>('LoadUserUseCase'),
} as const;
