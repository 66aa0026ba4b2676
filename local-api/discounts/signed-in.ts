import { ApiError } from '../http/errors';
import type { SessionInfo, UserRow } from '../http/context';

/**
 * The signed-in user of a session: an anonymous token is 403
 * onlyAnonymousTokenFound (as account/'s requireUser answers), which the
 * library does not take for a bad session.
 */
export function signedInUser(session: SessionInfo): UserRow {
  if (!session.user) throw new ApiError(403, 'onlyAnonymousTokenFound', 'Inicia sesión para continuar.');
  return session.user;
}
