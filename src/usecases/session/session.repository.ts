import type { LoginRequest, SessionToken } from '../../domain';

/** The session calls of spec section 7. */
export interface SessionRepository {
  /** POST /anonymous/ — sent without a session and without session recovery. */
  createAnonymous(): Promise<SessionToken>;
  /** POST /login/ */
  login(request: LoginRequest): Promise<SessionToken>;
  /** POST /logout/ — answers a fresh anonymous token. */
  logout(): Promise<SessionToken>;
}
