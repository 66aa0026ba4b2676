import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../shared/error-message';

/** The way back to the account hub, above each screen's title. */
export function BackToAccount() {
  return (
    <Link to="/cuenta" className="places__back">
      <span className="icon places__back-icon" aria-hidden="true" />
      Mi cuenta
    </Link>
  );
}

/**
 * Where the focus goes once the page has caught up with an action that
 * removed or added what had it: `focusNext(id)` focuses the element with that
 * id after the next render (or `fallback` when it is not there).
 */
export function useFocusAfter(fallback: () => HTMLElement | null | undefined) {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (!target) return;
    (document.getElementById(target.id) ?? fallback())?.focus();
    setTarget(null);
  }, [target]);
  return (id: string) => setTarget({ id });
}

/** An inline "are you sure?" with the action's failure, if any. */
export function Confirm({
  question,
  yes,
  busy,
  sending,
  failure,
  onYes,
  onNo,
}: {
  question: ReactNode;
  yes: string;
  busy: string;
  sending: boolean;
  failure: unknown;
  onYes(): void;
  onNo(): void;
}) {
  return (
    <div className="place__confirm" role="group" aria-label="Confirmar">
      <p>{question}</p>
      {failure ? (
        <p role="alert" className="message message--error">
          {errorMessage(failure)}
        </p>
      ) : null}
      <div className="place__actions">
        <button type="button" className="button button--primary" onClick={onYes} disabled={sending} autoFocus>
          {sending ? busy : yes}
        </button>
        <button type="button" className="button button--secondary" onClick={onNo} disabled={sending}>
          Cancelar
        </button>
      </div>
    </div>
  );
}

/** A list's place while it loads: announced, with room for two cards so nothing jumps when they arrive. */
export function ListSkeleton({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="places-skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
