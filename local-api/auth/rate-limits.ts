import type { Context } from 'hono';
import type { Database } from '../db/database';
import { ApiError } from '../http/errors';
import { deleteRateEventsUpTo, listRecentRateEvents, rateEventInserter, rateEventRemover } from './rate-event-store';

/** What the limits read of the app (AppDeps has both): the database and its clock. */
interface LimitDeps {
  db: Database;
  now(): Date;
}

/**
 * The authentication limits (docs/local-api.md, "Rate limits"). Each counts events per key within a sliding
 * window; a request that finds its key at the limit answers 429 TOO_MANY_REQUESTS with Retry-After
 * (seconds until the oldest counted event leaves the window). Login counts failures per email in the
 * login_failures table (session-service.ts); everything else lives in rate_events. Where a password is
 * hashed, the attempt is counted before the hash (reserveEvent, reserveLoginAttempt) and taken back if it
 * turns out not to count, and the hashes an address has running at once are bounded (HashSlots).
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
 * Password hashes (login, sign-up, reset confirmation) one client address may have running at once. Each
 * scrypt run holds 128 MiB for a few hundred milliseconds: a burst beyond this answers 429 at once, without
 * hashing and without counting as an attempt, with Retry-After 1 (a hash is done well within a second).
 */
export const HASHES_IN_FLIGHT_PER_ADDRESS = 4;
export const TOO_MANY_HASHES = 'Hay demasiadas solicitudes en curso desde tu conexión. Espera un momento e inténtalo de nuevo.';

/**
 * The hashes running per client address (in memory: one per app, like the process's threads that run them).
 * `take` answers a release function, or throws 429 TOO_MANY_REQUESTS when the address is at the bound.
 */
export class HashSlots {
  private readonly running = new Map<string, number>();

  constructor(readonly perAddress: number = HASHES_IN_FLIGHT_PER_ADDRESS) {}

  take(address: string): () => void {
    const running = this.running.get(address) ?? 0;
    if (running >= this.perAddress) throw tooManyRequests(1, TOO_MANY_HASHES);
    this.running.set(address, running + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.running.get(address) ?? 1) - 1;
      if (left > 0) this.running.set(address, left);
      else this.running.delete(address);
    };
  }

  /** `work` with one of the address's slots held (429 when none is free). */
  async with<T>(address: string, work: () => Promise<T>): Promise<T> {
    const release = this.take(address);
    try {
      return await work();
    } finally {
      release();
    }
  }
}

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
export function secondsUntilAllowed(deps: LimitDeps, bucket: string, rule: RateLimit): number {
  const now = deps.now().getTime();
  const rows = listRecentRateEvents(deps.db, bucket, now - rule.windowMs, rule.limit);
  if (rows.length < rule.limit) return 0;
  // The limit-th newest event must leave the window before one more is allowed.
  return (rows[rows.length - 1]!.at + rule.windowMs - now) / 1000;
}

/** Throws 429 when any of the buckets is at its limit (the longest wait wins). */
export function assertAllowed(deps: LimitDeps, checks: readonly [bucket: string, rule: RateLimit][], message: string): void {
  const wait = Math.max(0, ...checks.map(([bucket, rule]) => secondsUntilAllowed(deps, bucket, rule)));
  if (wait > 0) throw tooManyRequests(wait, message);
}

export function recordEvent(deps: LimitDeps, ...buckets: string[]): number[] {
  const now = deps.now().getTime();
  const insert = rateEventInserter(deps.db);
  return deps.db.transaction(() => {
    // Old events are kept for the longest window only.
    deleteRateEventsUpTo(deps.db, now - 60 * 60_000);
    return buckets.map((bucket) => insert(bucket, now));
  })();
}

/** An attempt counted before the work it limits (reserveEvent); refund() takes it back when it turns out not to count. */
export interface Reservation {
  refund(): void;
}

/**
 * assertAllowed and recordEvent as one step, before the slow part of the request (a hash): a burst of
 * requests cannot all pass the check before any of them is counted. The event counts unless refunded
 * (a success, or a refusal the limit is not about).
 */
export function reserveEvent(deps: LimitDeps, checks: readonly [bucket: string, rule: RateLimit][], message: string): Reservation {
  const ids = deps.db.transaction(() => {
    assertAllowed(deps, checks, message);
    return recordEvent(deps, ...checks.map(([bucket]) => bucket));
  })();
  let refunded = false;
  return {
    refund() {
      if (refunded) return;
      refunded = true;
      const remove = rateEventRemover(deps.db);
      for (const id of ids) remove(id);
    },
  };
}
