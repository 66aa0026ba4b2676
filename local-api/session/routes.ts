import { Hono } from 'hono';
import { LoginRequestSchema } from '../../src/domain/session/session-requests';
import { readCheckedJson } from '../contract/checked-body';
import { ApiError, badRequest } from '../http/errors';
import type { AppDeps, AppEnv, PasswordDeps, SessionInfo } from '../http/context';
import { CartService } from '../cart/cart-service';
import { clientAddress, RATE_LIMITS } from '../auth/rate-limits';
import { findUserByEmail, upgradePasswordHash } from '../auth/user-store';
import { createSession, endSession, reserveLoginAttempt, resolveSession, signIn } from './session-service';

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
export function sessionRoutes(deps: PasswordDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const carts = new CartService(deps);

  app.post('/anonymous', (c) => c.json({ token: createSession(deps, null).token }));

  app.post('/login', async (c) => {
    // Bounded like every request text (a megabyte password never reaches scrypt).
    const body = await readCheckedJson(c, LoginRequestSchema);
    const email = (body.email?.trim() || body.login?.trim() || '').toLowerCase();
    if (!email) throw badRequest('falta el campo "email".');
    const address = clientAddress(c);
    // One hash in flight per slot of the address (429 beyond it, nothing counted); the attempt counts as a
    // failure before the hash, so a burst cannot outrun the limits; a right password takes it back.
    const user = await deps.hashSlots.with(address, async () => {
      const attempt = reserveLoginAttempt(deps, email, { bucket: `login-fail:ip:${address}`, rule: RATE_LIMITS.loginFailuresPerAddress });
      const found = findUserByEmail(deps.db, email);
      const usable = found && !found.disabled ? found : null;
      // Exactly one hash whatever the account (unknown, disabled, social-only, wrong or right password): same answer, same time.
      if (!(await deps.passwords.verify(body.password, usable?.password_hash ?? null)) || !usable) {
        deps.log('warn', 'Inicio de sesión fallido', { cause: 'LOGIN_FAILED' });
        throw new ApiError(400, 'LOGIN_FAILED', 'Correo o contraseña incorrectos.');
      }
      attempt.succeeded();
      if (deps.passwords.needsRehash(usable.password_hash)) {
        const upgraded = await deps.passwords.hash(body.password);
        upgradePasswordHash(deps.db, usable.id, usable.password_hash, upgraded);
      }
      return usable;
    });
    const session = signIn(deps, carts, c.req.header('Session'), user.id);
    return c.json({ token: session.token, first_name: user.first_name, last_name: user.last_name, email: user.email });
  });

  app.post('/logout', (c) => {
    const previous = optionalSession(deps, c.req.header('Session'));
    if (previous) endSession(deps, previous.id);
    return c.json({ token: createSession(deps, null).token });
  });

  return app;
}
