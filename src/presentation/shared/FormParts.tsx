import type { ReactNode } from 'react';
import { errorMessage } from './error-message';

/**
 * The form's alert: the server's refusal in Spanish, or how many fields still
 * need attention after a send was tried. Always in the page (empty when all is
 * well), so screen readers announce what appears in it.
 */
export function FormAlert({ id, failure, blocking = 0 }: { id: string; failure: unknown; blocking?: number }) {
  const text = failure ? errorMessage(failure) : blocking > 0 ? (blocking === 1 ? 'Revisa el campo marcado.' : `Revisa los ${blocking} campos marcados.`) : null;
  return (
    <div role="alert" id={id} className="form__alert">
      {text ? <p className="message message--error">{text}</p> : null}
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
