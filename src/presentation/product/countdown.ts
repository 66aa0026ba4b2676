const pad = (n: number) => String(n).padStart(2, '0');

/**
 * What is left of a flash sale, as the product page says it: «Termina en 02 h 13 min 05 s»
 * («Termina en 3 d 04 h 10 min» beyond a day); null once it has ended or when the date cannot be read.
 */
export function remainingText(end: string | null | undefined, now: number): string | null {
  if (!end) return null;
  const ms = new Date(end).getTime() - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return days > 0
    ? `Termina en ${days} d ${pad(hours)} h ${pad(minutes)} min`
    : `Termina en ${pad(hours)} h ${pad(minutes)} min ${pad(seconds)} s`;
}

const GUATEMALA_OFFSET_MS = -6 * 3600 * 1000; // UTC-6 all year (no daylight saving).

/**
 * «Termina el 22/11, 23:59 h»: a sale's end in Guatemala's time, the same on every machine and at any age of a
 * cached page. The server and the hydrating browser say this; the live countdown takes over after hydration.
 */
export function endText(end: number): string {
  const local = new Date(end + GUATEMALA_OFFSET_MS);
  return `Termina el ${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}, ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())} h`;
}

/** A clock for useSyncExternalStore, ticking each second: `useSyncExternalStore(subscribeClock, clockNow, noClock)`. */
export const subscribeClock = (tick: () => void) => {
  const timer = setInterval(tick, 1000);
  return () => clearInterval(timer);
};
/** Now, to the second (a stable snapshot between ticks). */
export const clockNow = () => Math.floor(Date.now() / 1000) * 1000;
/** The server's and the hydrating render's snapshot: no clock, so a cached page and its hydration agree. */
export const noClock = () => null;
