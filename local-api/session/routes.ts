import { Hono } from 'hono';
import { LoginRequestSchema } from '../../src/domain/session/session-requests';
import { readCheckedJson } from '../contract/checked-body';
import { ApiError, badRequest } from '../http/errors';
import type { AppDeps, AppEnv, SessionInfo, UserRow } from '../http/context';
import { CartService } from '../cart/cart-service';
import { assertAllowed, clientAddress, RATE_LIMITS, recordEvent } from '../auth/rate-limits';
import { hashPassword, needsRehash, verifyPasswordOrDummy } from './passwords';
import {
  assertLoginAllowed,
  clearLoginFailures,
  createSession,
  endSession,
  recordLoginFailure,
  resolveSession,
  signIn,
  TOO_MANY_LOGINS,
} from './session-service';

/** A session header that resolves, or null for anything missing, invalid or expired. */
function optionalSession(deps: AppDeps, token: string | undefined): SessionInfo | null {
  if (!token) return null;
  try {
    return resolveSession(deps, token);
  } catch {
    return null;
  }
}

/** POST /anonymous/, /login/ and /logout/ (GET /user/ is the account routes'). */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const carts = new CartService(deps);

  app.post('/anonymous', (c) => c.json({ token: createSession(deps, null).token }));

  app.post('/login', async (c) => {
    // Bounded like every request text (a megabyte password never reaches scrypt).
    const body = await readCheckedJson(c, LoginRequestSchema);
    const email = (body.email?.trim() || body.login?.trim() || '').toLowerCase();
    if (!email) throw badRequest('falta el campo "email".');
    const addressBucket = `login-fail:ip:${clientAddress(c)}`;
    assertLoginAllowed(deps, email);
    assertAllowed(deps, [[addressBucket, RATE_LIMITS.loginFailuresPerAddress]], TOO_MANY_LOGINS);
    const user = deps.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
    // One scrypt run whatever happens (a dummy hash for an unknown or disabled account): same answer, same time.
    const usable = user && !user.disabled ? user : null;
    if (!(await verifyPasswordOrDummy(body.password, usable?.password_hash ?? null)) || !usable) {
      recordLoginFailure(deps, email);
      recordEvent(deps, addressBucket);
      deps.log('warn', 'Inicio de sesión fallido', { cause: 'LOGIN_FAILED' });
      throw new ApiError(400, 'LOGIN_FAILED', 'Correo o contraseña incorrectos.');
    }
    clearLoginFailures(deps, email);
    if (needsRehash(usable.password_hash)) {
      const upgraded = await hashPassword(body.password);
      deps.db.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?').run(upgraded, usable.id, usable.password_hash);
    }
    const session = signIn(deps, carts, c.req.header('Session'), usable.id);
    return c.json({ token: session.token, first_name: usable.first_name, last_name: usable.last_name, email: usable.email });
  });

  app.post('/logout', (c) => {
    const previous = optionalSession(deps, c.req.header('Session'));
    if (previous) endSession(deps, previous.id);
    return c.json({ token: createSession(deps, null).token });
  });

  return app;
}
