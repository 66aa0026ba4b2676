import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/errors';
import type { AppDeps, AppEnv, UserRow } from '../http/context';
import { resolveSession } from '../session/session-service';

export type AccountEnv = AppEnv & { Variables: AppEnv['Variables'] & { user: UserRow } };

/**
 * The request must come from a signed-in user: a missing or bad token is the
 * session's own 401 (or 403 USER_ERROR); an anonymous token is 403
 * onlyAnonymousTokenFound, which the library does not take for a bad session.
 */
export function requireUser(deps: AppDeps): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    const session = resolveSession(deps, c.req.header('Session'));
    if (!session.user) throw new ApiError(403, 'onlyAnonymousTokenFound', 'Inicia sesión para continuar.');
    c.set('session', session);
    c.set('user', session.user);
    await next();
  };
}
