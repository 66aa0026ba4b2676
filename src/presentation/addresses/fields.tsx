import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface Common {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
}

/** The ids a field's hint and problem take, and its aria attributes. */
function described(id: string, error: string | null | undefined, hint: ReactNode) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-problem` : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

function Parts({ id, label, error, hint, children }: { id: string; label: string; error?: string | null; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children}
      {error !== undefined ? (
        <p className="field__problem" id={`${id}-problem`} aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled native select, marked invalid and described by its problem (the same look and behaviour as TextField). */
export function SelectField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  children,
  ...select
}: Common & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'id' | 'value'> & { children: ReactNode }) {
  return (
    <Parts id={id} label={label} error={error} hint={hint}>
      <select {...select} id={id} value={value} onChange={(event) => onChange(event.target.value)} {...described(id, error, hint)}>
        {children}
      </select>
    </Parts>
  );
}

/** A labelled textarea, as TextField. */
export function TextAreaField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  ...area
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'id' | 'value'>) {
  return (
    <Parts id={id} label={label} error={error} hint={hint}>
      <textarea {...area} id={id} value={value} onChange={(event) => onChange(event.target.value)} {...described(id, error, hint)} />
    </Parts>
  );
}

/** A radio group as a fieldset: one choice of `options`. */
export function RadioGroup({
  name,
  legend,
  value,
  onChange,
  options,
}: {
  name: string;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <fieldset className="field choice">
      <legend>{legend}</legend>
      <div className="choice__options">
        {options.map((option) => (
          <label key={option.value} className="choice__option">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
