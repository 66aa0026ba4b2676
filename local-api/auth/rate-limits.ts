import type { Context } from 'hono';
import type { AppDeps } from '../http/context';
import { ApiError } from '../http/errors';

/**
 * The authentication limits (docs/local-api.md, "Rate limits"). Each counts events per key within a sliding
 * window; a request that finds its key at the limit answers 429 TOO_MANY_REQUESTS with Retry-After
 * (seconds until the oldest counted event leaves the window). Login counts failures per email in the
 * login_failures table (session-service.ts); everything else lives in rate_events.
 */
export const RATE_LIMITS = {
  /** Failed logins from one client address, whatever the email: 15 emails tried once each are throttled (spraying). */
  loginFailuresPerAddress: { limit: 12, windowMs: 10 * 60_000 },
  /** Sign-up attempts (successful or not) per client address, and per email. */
  registerPerAddress: { limit: 20, windowMs: 10 * 60_000 },
  registerPerEmail: { limit: 5, windowMs: 10 * 60_000 },
  /** Password reset requests per email (known or not: no enumeration) and per client address. */
  resetPerEmail: { limit: 3, windowMs: 10 * 60_000 },
  resetPerAddress: { limit: 10, windowMs: 10 * 60_000 },
  /** Verification codes sent (email, SMS, resend) per user and per client address. */
  sendCodePerUser: { limit: 5, windowMs: 10 * 60_000 },
  sendCodePerAddress: { limit: 20, windowMs: 10 * 60_000 },
  /** Wrong codes (or uuids) per user and per client address; each code also dies after CODE_ATTEMPTS wrong tries. */
  wrongCodePerUser: { limit: 10, windowMs: 10 * 60_000 },
  wrongCodePerAddress: { limit: 20, windowMs: 10 * 60_000 },
  /** Social logins (each call of /login_token/) per client address. */
  socialPerAddress: { limit: 30, windowMs: 10 * 60_000 },
} as const;

export type RateLimit = { limit: number; windowMs: number };

/**
 * The client's address as the socket saw it. Never a forwarded header, which any client can set to
 * rotate its address. In-process requests (tests through app.request) have no socket: "local".
 */
export function clientAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

export function tooManyRequests(retryAfterSeconds: number, message: string): ApiError {
  return new ApiError(429, 'TOO_MANY_REQUESTS', message, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
}

/** Seconds until `bucket` is under its limit again, or 0 when it already is. */
export function secondsUntilAllowed(deps: AppDeps, bucket: string, rule: RateLimit): number {
  const now = deps.now().getTime();
  const rows = deps.db
    .prepare('SELECT at FROM rate_events WHERE bucket = ? AND at > ? ORDER BY at DESC LIMIT ?')
    .all(bucket, now - rule.windowMs, rule.limit) as { at: number }[];
  if (rows.length < rule.limit) return 0;
  // The limit-th newest event must leave the window before one more is allowed.
  return (rows[rows.length - 1]!.at + rule.windowMs - now) / 1000;
}

/** Throws 429 when any of the buckets is at its limit (the longest wait wins). */
export function assertAllowed(deps: AppDeps, checks: readonly [bucket: string, rule: RateLimit][], message: string): void {
  const wait = Math.max(0, ...checks.map(([bucket, rule]) => secondsUntilAllowed(deps, bucket, rule)));
  if (wait > 0) throw tooManyRequests(wait, message);
}

export function recordEvent(deps: AppDeps, ...buckets: string[]): void {
  const now = deps.now().getTime();
  const insert = deps.db.prepare('INSERT INTO rate_events (bucket, at) VALUES (?, ?)');
  deps.db.transaction(() => {
    // Old events are kept for the longest window only.
    deps.db.prepare('DELETE FROM rate_events WHERE at <= ?').run(now - 60 * 60_000);
    for (const bucket of buckets) insert.run(bucket, now);
  })();
}
