/** Spec section 9: the default wait when retry-after is missing or unreadable, in seconds. */
export const DEFAULT_RETRY_AFTER_SECONDS = 1;
/** The extra second added to every rate-limit wait. */
export const RETRY_AFTER_PADDING_SECONDS = 1;

/**
 * Reads a Retry-After header: whole seconds, or an HTTP date. A missing,
 * negative or unreadable value gives the default (1 second). A date in the
 * past gives 0.
 */
export function parseRetryAfterSeconds(value: unknown, now: number = Date.now()): number {
  if (typeof value !== 'string' && typeof value !== 'number') return DEFAULT_RETRY_AFTER_SECONDS;
  const text = String(value).trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  if (!/[a-z]/i.test(text)) return DEFAULT_RETRY_AFTER_SECONDS;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return DEFAULT_RETRY_AFTER_SECONDS;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** How long to wait before the one retry of a 429, in milliseconds. */
export function rateLimitDelayMs(retryAfter: unknown, now: number = Date.now()): number {
  return (parseRetryAfterSeconds(retryAfter, now) + RETRY_AFTER_PADDING_SECONDS) * 1000;
}
