import './payment.css';
import { useEffect, useId, useRef, useState } from 'react';
import type { StepUpParams } from '../../index';

export interface StepUpFrameProps {
  stepUp: StepUpParams;
  onClose(): void;
  /** Each page the frame loads (the bank's first page, then each answer). */
  onFrameLoad?(): void;
}

const DEFAULT_SIZE = { width: 400, height: 600 };
/** The dialog's padding on each side, so the frame's scaled width plus it fits the narrowest phone. */
const GUTTER = 24;

function useViewportWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return width;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * The bank's 3-D Secure challenge in a modal dialog: an iframe of
 * `step_up_url` at `iframe_width` × `iframe_height` (scaled down to fit a
 * narrow screen), or the bank's `html` in a sandboxed iframe (scripts and
 * forms, never this store's origin). The focus stays inside; Escape and
 * «Cerrar» call `onClose`; the focus goes back to where it was.
 */
export default function StepUpDialog({ stepUp, onClose, onFrameLoad }: StepUpFrameProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const viewport = useViewportWidth();
  const width = stepUp.iframe_width || DEFAULT_SIZE.width;
  const height = stepUp.iframe_height || DEFAULT_SIZE.height;
  const scale = Math.min(1, Math.max(0.5, (viewport - 2 * GUTTER) / width));
  const closing = useRef(onClose);
  closing.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closing.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Back to the opener; when it is gone or disabled (the «Pagar» button while the order is placed), to the page's title.
      if (opener?.isConnected) opener.focus();
      if (!opener?.isConnected || document.activeElement !== opener) document.querySelector<HTMLElement>('main h1, h1')?.focus();
    };
  }, []);

  /** Tab past either end lands on a guard, which sends the focus round to the other end. */
  const wrap = (to: 'first' | 'last') => () => {
    const items = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => !el.dataset.guard);
    (to === 'first' ? items[0] : items[items.length - 1])?.focus();
  };

  const frame = stepUp.step_up_url ? (
    <iframe
      title="Página de verificación de tu banco"
      src={stepUp.step_up_url}
      width={width}
      height={height}
      style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
      onLoad={onFrameLoad}
    />
  ) : (
    <iframe
      title="Página de verificación de tu banco"
      srcDoc={stepUp.html ?? ''}
      sandbox="allow-forms allow-scripts"
      width={width}
      height={height}
      style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
      onLoad={onFrameLoad}
    />
  );

  return (
    <div className="step-up" role="presentation">
      <div className="step-up__dialog" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-about`} ref={dialog}>
        <span tabIndex={0} data-guard="start" onFocus={wrap('last')} />
        <div className="step-up__head">
          <h2 id={`${id}-title`} className="step-up__title">
            Verificación de seguridad de tu banco
          </h2>
          <button type="button" ref={closeButton} className="button button--secondary step-up__close" onClick={() => closing.current()}>
            <span className="icon step-up__close-icon" aria-hidden="true" />
            Cerrar
          </button>
        </div>
        <p id={`${id}-about`} className="step-up__about">
          Tu banco pide confirmar que eres tú. Sigue sus instrucciones aquí; volverás a tu compra al terminar.
        </p>
        <div className="step-up__frame" style={{ width: width * scale, height: height * scale }} data-scale={scale}>
          {frame}
        </div>
        <span tabIndex={0} data-guard="end" onFocus={wrap('first')} />
      </div>
    </div>
  );
}
