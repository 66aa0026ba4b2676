import { useSyncExternalStore } from 'react';
import { clockNow, endText, noClock, remainingText, subscribeClock } from './countdown';

/**
 * «Oferta relámpago · Termina en 02 h 13 min 05 s», ticking each second once the page is interactive; never
 * announced (a timer is not live). The server, and the hydrating browser, say when it ends («Termina el 22/11,
 * 23:59 h»): a cached page stays true at any age, and hydration matches it.
 */
export default function FlashCountdown({ end }: { end: string | null }) {
  const now = useSyncExternalStore(subscribeClock, clockNow, noClock);
  const endMs = end ? Date.parse(end) : NaN;
  const text = now === null ? (Number.isFinite(endMs) ? endText(endMs) : null) : remainingText(end, now);
  return (
    <p className="flash" data-testid="flash-countdown">
      <span className="flash__label">
        <span className="icon icon--zap" aria-hidden="true" />
        Oferta relámpago
      </span>{' '}
      <span role="timer" aria-live="off" className="flash__time">
        {text ?? 'La oferta terminó'}
      </span>
    </p>
  );
}
