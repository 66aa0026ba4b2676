import { useSyncExternalStore } from 'react';
import { clockNow, endText, noClock, subscribeClock } from '../product/countdown';

const two = (n: number) => String(n).padStart(2, '0');
// The server and the hydrating browser render the same text (the end, in Guatemala's time): no clock, so no mismatch.
const nowInSeconds = () => clockNow() / 1000;

/** "Termina en 05:12:33", or "Termina en 2 d 05:12:33". */
function countdownText(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  const rest = seconds % 86400;
  const clock = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return `Termina en ${days ? `${days} d ` : ''}${clock}`;
}

/** The earliest end of the given flash sales, counted down each second once the page is interactive. */
export function FlashCountdown({ endDates }: { endDates: (string | null | undefined)[] }) {
  const now = useSyncExternalStore(subscribeClock, nowInSeconds, noClock);
  const ends = endDates.map((date) => (date ? Date.parse(date) : NaN)).filter((time) => Number.isFinite(time));
  const upcoming = now == null ? ends : ends.filter((time) => time > now * 1000);
  if (upcoming.length === 0) return null;
  const end = Math.min(...upcoming);
  return (
    <p className="countdown" data-testid="flash-countdown">
      <time dateTime={new Date(end).toISOString()}>{now == null ? endText(end) : countdownText(Math.max(0, Math.floor(end / 1000) - now))}</time>
    </p>
  );
}
