import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../shared/error-message';
import { SubmitButton } from '../shared/FormParts';

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

/**
 * One of a saved place's actions («Editar», «Ubicación», «Eliminar»): an icon, a word, and its full name for screen
 * readers. `data-action` is how the focus finds it again when its panel closes.
 */
export function PlaceAction({ action, icon, label, name, onClick }: { action: string; icon: string; label: string; name: string; onClick(): void }) {
  return (
    <button type="button" className="button button--secondary" data-action={action} onClick={onClick} aria-label={name}>
      <span className={`icon ${icon}`} aria-hidden="true" />
      {label}
    </button>
  );
}

/** A saved place's form ends: save (disabled while sending) and, when it can be left, «Cancelar». */
export function FormActions({ sending, label, onCancel }: { sending: boolean; label: string; onCancel?: () => void }) {
  return (
    <div className="address-form__actions">
      <SubmitButton sending={sending} busy="Guardando…" className="button button--primary">
        {label}
      </SubmitButton>
      {onCancel ? (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancelar
        </button>
      ) : null}
    </div>
  );
}
