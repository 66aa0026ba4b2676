import type { ReactNode } from 'react';
import { errorMessage } from './error-message';

/**
 * The form's alert: the server's refusal in Spanish, or how many fields still
 * need attention after a send was tried. Always in the page (empty when all is
 * well), so screen readers announce what appears in it. `next`, with a failure,
 * says what the shopper can do about it (a link).
 */
export function FormAlert({ id, failure, blocking = 0, next }: { id: string; failure: unknown; blocking?: number; next?: ReactNode }) {
  const text = failure ? errorMessage(failure) : blocking > 0 ? (blocking === 1 ? 'Revisa el campo marcado.' : `Revisa los ${blocking} campos marcados.`) : null;
  return (
    <div role="alert" id={id} className="form__alert" tabIndex={-1}>
      {text ? <p className="message message--error">{text}</p> : null}
      {failure && next ? <p className="form__alert-next">{next}</p> : null}
    </div>
  );
}

/** The submit button: disabled, with its "sending" label, while the form is being sent. */
export function SubmitButton({ sending, children, busy, className = 'button button--primary button--block' }: { sending: boolean; children: ReactNode; busy: ReactNode; className?: string }) {
  return (
    <button type="submit" className={className} disabled={sending} aria-disabled={sending || undefined}>
      {sending ? busy : children}
    </button>
  );
}
