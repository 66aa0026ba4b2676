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
