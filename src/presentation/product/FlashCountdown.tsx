import { useEffect, useState } from 'react';
import { remainingText } from './countdown';

/** «Oferta relámpago · Termina en 02 h 13 min 05 s», ticking each second; never announced (a timer is not live). */
export default function FlashCountdown({ end, renderedAt }: { end: string | null; renderedAt: number }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  const text = remainingText(end, now);
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

