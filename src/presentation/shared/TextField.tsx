import { useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTypedEarly } from './use-typed-early';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of an element elsewhere describing the current error (a form's alert): the field is then marked invalid. */
  errorId?: string | null;
  /** This field's own problem, shown under it, announced, and describing it. */
  error?: string | null;
  /** A lasting hint under the label (the password rule, say). */
  hint?: ReactNode;
}

/**
 * A labelled input; marked invalid and described by its problem when there
 * is one. The problem's line is a polite live region, so a problem that
 * appears as the shopper types is read out without moving focus. What was typed into the server's field before
 * hydration is kept (use-typed-early.ts).
 */
export function TextField({ id, label, value, onChange, errorId, error, hint, ...input }: TextFieldProps) {
  const ownError = `${id}-problem`;
  const hintId = hint ? `${id}-hint` : null;
  const describedBy = [hintId, error ? ownError : null, errorId].filter(Boolean).join(' ') || undefined;
  const element = useRef<HTMLInputElement>(null);
  useTypedEarly(element, value, onChange);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={hintId!}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        ref={element}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error || errorId ? true : undefined}
        aria-describedby={describedBy}
      />
      {error !== undefined ? (
        <p className="field__problem" id={ownError} aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
