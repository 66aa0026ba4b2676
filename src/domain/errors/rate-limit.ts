/**
 * The longest rate-limit wait the client sits through before its one retry
 * (spec section 7: retry once after Retry-After + 1 s). A longer wait (the
 * login limit answers 600 s) fails at once with TOO_MANY_REQUESTS, so a
 * shopper is never left with a call pending for minutes.
 */
export const MAX_RATE_LIMIT_RETRY_WAIT_MS = 10_000;

function unit(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "30 segundos", "1 minuto", "10 minutos", "2 horas": a wait in seconds, rounded up, in Spanish. */
export function spanishWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return unit(whole, 'segundo', 'segundos');
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return unit(minutes, 'minuto', 'minutos');
  return unit(Math.ceil(minutes / 60), 'hora', 'horas');
}

/** The Spanish message of a TOO_MANY_REQUESTS that will not be retried: when to try again. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Demasiados intentos seguidos. Intenta de nuevo en ${spanishWait(retryAfterSeconds)}.`;
}
