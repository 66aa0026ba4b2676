import './share.css';
import { useEffect, useRef, useState } from 'react';
import { useShareLink } from './use-share';
import { errorMessage } from '../shared/error-message';
import { copyText, CopyLink } from './CopyLink';

/** How long «Enlace copiado» shows. */
const COPIED_FOR_MS = 5000;

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'copied' } | { kind: 'manual'; url: string } | { kind: 'failed'; error: unknown };

/** Whether the shopper closed the system share sheet (not a failure: nothing to say). */
const cancelled = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';

/**
 * «Compartir»: asks the API for the product's short link, then opens the system share sheet (Web Share API) where
 * there is one, else copies the link and says «Enlace copiado», else shows the link in a read-only field to copy by
 * hand. The link is asked once; later presses reuse it.
 */
export function ShareButton({ productId, title }: { productId: string; title: string }) {
  const links = useShareLink();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const link = useRef<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // «Enlace copiado» says what happened, then goes (a later press says it again).
  useEffect(() => {
    if (outcome.kind !== 'copied') return;
    const timer = setTimeout(() => setOutcome({ kind: 'idle' }), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function share() {
    if (outcome.kind === 'busy') return;
    setOutcome({ kind: 'busy' });
    let url: string;
    try {
      url = link.current ??= (await links.share(productId)).url;
    } catch (error) {
      setOutcome({ kind: 'failed', error });
      return;
    }
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url });
        setOutcome({ kind: 'idle' });
        return;
      } catch (error) {
        if (cancelled(error)) {
          setOutcome({ kind: 'idle' });
          return;
        }
        // Refused (no user gesture left, a policy): copy it instead.
      }
    }
    if (await copyText(url)) {
      setOutcome({ kind: 'copied' });
      return;
    }
    setOutcome({ kind: 'manual', url });
    // The field appears after this render: focus (and so select) it for copying by hand.
    requestAnimationFrame(() => field.current?.focus());
  }

  return (
    <div className="share" onPointerEnter={links.preload} onFocus={links.preload}>
      <button type="button" className="button button--secondary share__button" aria-disabled={outcome.kind === 'busy' || undefined} onClick={share}>
        <span className="icon share-i-share" aria-hidden="true" />
        {outcome.kind === 'busy' ? 'Preparando enlace…' : 'Compartir'}{' '}
        <span className="visually-hidden">{title}</span>
      </button>
      <p className="share__note" aria-live="polite">
        {outcome.kind === 'copied' ? 'Enlace copiado' : ''}
      </p>
      {outcome.kind === 'failed' ? (
        <p className="share__problem" role="alert">
          {errorMessage(outcome.error, 'el enlace para compartir')}
        </p>
      ) : null}
      {outcome.kind === 'manual' ? <CopyLink ref={field} url={outcome.url} label="Copia este enlace para compartirlo" canCopy={false} /> : null}
    </div>
  );
}
