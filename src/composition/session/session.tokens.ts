import type { SessionRepository } from '../../usecases/session/session.repository';
import type { SessionService } from '../../usecases/session/session.service';
import type { SessionStore } from '../../usecases/session/session.store';
import type { UserStore } from '../../usecases/user/user.store';
import { tokenFor } from '../feature';
import type { SessionUseCases } from './session.module';

/** The session feature's tokens: the session and the signed-in user, and the service and repository other features sign in with. */
export const SESSION_TOKENS = {
  SessionStore: tokenFor<SessionStore>('SessionStore'),
  UserStore: tokenFor<UserStore>('UserStore'),
  SessionService: tokenFor<SessionService>('SessionService'),
  SessionRepository: tokenFor<SessionRepository>('SessionRepository'),
} as const;

/** The session's and user's use cases, built by createSession (session.module.ts) on the first call. Part of the feature's tokens. */
export const SESSION_USE_CASES = tokenFor<SessionUseCases>('Session');
