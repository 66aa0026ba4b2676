import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/errors';
import { ownerOfSession, ownerOfUser, type AppDeps, type AppEnv, type SessionInfo } from '../http/context';
import { reserveEvent, type RateLimit } from '../auth/rate-limits';
import { moveViews } from '../catalog/recently-viewed-store';
import { findUserById } from '../auth/user-store';
import {
  countLoginFailuresSince,
  deleteLoginFailuresOf,
  deleteLoginFailuresUntil,
  endOpenSession,
  endOpenSessionsOfUser,
  findSessionByTokenHash,
  insertLoginFailure,
  insertSession,
} from './session-store';

/** Sessions last 30 days from their creation. */
export const SESSION_TTL_MS = 30 * 86_400_000;
/** More than this many failed logins for one email within the window answer 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60_000;

/** Only a hash of each token is stored, so a copy of the database holds no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session with a 256-bit random token; returns the token and the session id. */
export function createSession(deps: AppDeps, userId: number | null): { token: string; id: number } {
  const token = randomBytes(32).toString('hex');
  const now = deps.now().getTime();
  const id = insertSession(deps.db, hashToken(token), userId, now, now + SESSION_TTL_MS);
  return { token, id };
}

export function endSession(deps: AppDeps, sessionId: number): void {
  endOpenSession(deps.db, sessionId, deps.now().getTime());
}

/**
 * Ends every open session of a user (a password change, a reset, an account deletion); answers how
 * many were ended. Their tokens then answer 401 INVALID_TOKEN.
 */
export function endAllSessionsOf(deps: AppDeps, userId: number): number {
  return endOpenSessionsOfUser(deps.db, userId, deps.now().getTime());
}

/** Where a sign-in moves an anonymous session's things; the cart service implements it. */
export interface SignInMerger {
  mergeOnLogin(anonymousOwner: string, userOwner: string): unknown;
}

/**
 * A user signs in (login, sign-up, social login, a reset password): a new session for them, and the
 * session that made the request (the `Session` header, anonymous or another user's) ends. An anonymous
 * session's carts and recently viewed products move to the user first, by the login rule of the cart
 * service. All in one transaction, so concurrent sign-ins with one anonymous token merge it once.
 */
export function signIn(deps: AppDeps, carts: SignInMerger, previousToken: string | undefined, userId: number): { token: string; id: number } {
  return deps.db.transaction(() => {
    let previous: SessionInfo | null = null;
    if (previousToken) {
      try {
        previous = resolveSession(deps, previousToken);
      } catch {
        previous = null; // a missing, ended or expired session has nothing to hand over
      }
    }
    const session = createSession(deps, userId);
    if (previous) {
      if (previous.user === null) {
        carts.mergeOnLogin(previous.owner, ownerOfUser(userId));
        moveViews(deps.db, previous.owner, ownerOfUser(userId));
      }
      endSession(deps, previous.id);
    }
    return session;
  })();
}

/**
 * The session of a `Session` header value. Missing: 401 AUTH_ERROR; unknown or
 * ended: 401 INVALID_TOKEN; past its expiry: 401 AUTH_EXPIRED; a user session
 * whose user is gone or disabled: 403 USER_ERROR.
 */
export function resolveSession(deps: AppDeps, token: string | undefined | null): SessionInfo {
  const value = token?.trim();
  if (!value) throw new ApiError(401, 'AUTH_ERROR', 'Falta la sesión. Vuelve a intentarlo.');
  const row = findSessionByTokenHash(deps.db, hashToken(value));
  if (!row || row.ended_at !== null) throw new ApiError(401, 'INVALID_TOKEN', 'La sesión no es válida. Vuelve a intentarlo.');
  if (row.expires_at <= deps.now().getTime()) throw new ApiError(401, 'AUTH_EXPIRED', 'Tu sesión expiró. Vuelve a intentarlo.');
  if (row.user_id === null) return { id: row.id, user: null, owner: ownerOfSession(row.id) };
  const user = findUserById(deps.db, row.user_id);
  if (!user || user.disabled) throw new ApiError(403, 'USER_ERROR', 'Tu cuenta no está disponible. Inicia sesión de nuevo.');
  return { id: row.id, user, owner: ownerOfUser(user.id) };
}

/** Route middleware: the request must carry a valid session, which handlers read with `c.get('session')`. */
export function requireSession(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('session', resolveSession(deps, c.req.header('Session')));
    await next();
  };
}

export const TOO_MANY_LOGINS = 'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.';

/** 429 TOO_MANY_REQUESTS with Retry-After when the email has LOGIN_FAILURE_LIMIT failures in the window. */
function assertLoginAllowed(deps: AppDeps, email: string): void {
  const now = deps.now().getTime();
  const since = now - LOGIN_FAILURE_WINDOW_MS;
  const { count, oldest } = countLoginFailuresSince(deps.db, email, since);
  if (count >= LOGIN_FAILURE_LIMIT) {
    const retryAfter = Math.max(1, Math.ceil(((oldest ?? now) + LOGIN_FAILURE_WINDOW_MS - now) / 1000));
    throw new ApiError(429, 'TOO_MANY_REQUESTS', TOO_MANY_LOGINS, {
      headers: { 'Retry-After': String(retryAfter) },
    });
  }
}

/** A login attempt counted before its password is hashed (reserveLoginAttempt). */
export interface LoginAttempt {
  /** The password was right: the email's failures are cleared and this attempt no longer counts against the address. */
  succeeded(): void;
}

/**
 * Counts a login attempt as a failure of `email` and of the client address before the password is hashed,
 * checking both limits in the same transaction (429 when either is reached): a burst of logins cannot all
 * pass the check while the first hashes are still running. A right password then calls `succeeded()`.
 */
export function reserveLoginAttempt(deps: AppDeps, email: string, address: { bucket: string; rule: RateLimit }): LoginAttempt {
  const reservation = deps.db.transaction(() => {
    assertLoginAllowed(deps, email);
    const counted = reserveEvent(deps, [[address.bucket, address.rule]], TOO_MANY_LOGINS);
    recordLoginFailure(deps, email);
    return counted;
  })();
  return {
    succeeded() {
      clearLoginFailures(deps, email);
      reservation.refund();
    },
  };
}

export function recordLoginFailure(deps: AppDeps, email: string): void {
  const now = deps.now().getTime();
  deleteLoginFailuresUntil(deps.db, now - LOGIN_FAILURE_WINDOW_MS);
  insertLoginFailure(deps.db, email, now);
}

/** Lifts the login lock of an email (a right password, or a new one set through a reset link). */
export function clearLoginFailures(deps: AppDeps, email: string): void {
  deleteLoginFailuresOf(deps.db, email);
}
