import { Hono } from 'hono';
import { LoginRequestSchema } from '../../src/domain/session/session-requests';
import { readCheckedJson } from '../contract/checked-body';
import { ApiError, badRequest } from '../http/errors';
import type { AppDeps, AppEnv, SessionInfo, UserRow } from '../http/context';
import { ownerOfUser } from '../http/context';
import { CartService } from '../cart/cart-service';
import { verifyPassword } from './passwords';
import {
  assertLoginAllowed,
  clearLoginFailures,
  createSession,
  endSession,
  recordLoginFailure,
  requireSession,
  resolveSession,
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

export function userJson(user: UserRow) {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ') || null;
  return {
    public_id: user.public_id,
    email: user.email,
    is_email_verified: user.is_email_verified === 1,
    phone: user.phone,
    is_phone_verified: false,
    first_name: user.first_name,
    last_name: user.last_name,
    pickup_contact: { name: fullName, phone: user.phone },
    avatar: null,
    notification: null,
    has_mobile_app: false,
    has_made_purchase: false,
    selected_address: null,
    selected_pickup: null,
    points: user.points,
    is_cc_payment_blocked: false,
    is_pickup_location_worker: user.is_pickup_location_worker === 1,
  };
}

/** POST /anonymous/, /login/, /logout/ and GET /user/. */
export function sessionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: false });
  const carts = new CartService(deps);

  app.post('/anonymous', (c) => c.json({ token: createSession(deps, null).token }));

  app.post('/login', async (c) => {
    // Bounded like every request text (a megabyte password never reaches scrypt).
    const body = await readCheckedJson(c, LoginRequestSchema);
    const email = (body.email?.trim() || body.login?.trim() || '').toLowerCase();
    if (!email) throw badRequest('falta el campo "email".');
    assertLoginAllowed(deps, email);
    const user = deps.db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
    if (!user || user.disabled || !verifyPassword(body.password, user.password_hash)) {
      recordLoginFailure(deps, email);
      deps.log('warn', 'Inicio de sesión fallido', { cause: 'LOGIN_FAILED' });
      throw new ApiError(400, 'LOGIN_FAILED', 'Correo o contraseña incorrectos.');
    }
    clearLoginFailures(deps, email);
    const previous = optionalSession(deps, c.req.header('Session'));
    const session = createSession(deps, user.id);
    if (previous && previous.user === null) {
      carts.mergeOnLogin(previous.owner, ownerOfUser(user.id));
      deps.db
        .prepare('UPDATE OR REPLACE recently_viewed SET owner = ? WHERE owner = ?')
        .run(ownerOfUser(user.id), previous.owner);
      endSession(deps, previous.id);
    }
    return c.json({ token: session.token, first_name: user.first_name, last_name: user.last_name, email: user.email });
  });

  app.post('/logout', (c) => {
    const previous = optionalSession(deps, c.req.header('Session'));
    if (previous) endSession(deps, previous.id);
    return c.json({ token: createSession(deps, null).token });
  });

  app.get('/user', requireSession(deps), (c) => {
    const { user } = c.get('session');
    if (!user) throw new ApiError(403, 'UNAUTHORIZED', 'Inicia sesión para continuar.');
    return c.json(userJson(user));
  });

  return app;
}
