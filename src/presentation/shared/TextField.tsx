import type { InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the element describing the current error, if any: the field is then marked invalid. */
  errorId?: string | null;
}

/** A labelled input; marked invalid and described by the error when there is one. */
export function TextField({ id, label, value, onChange, errorId, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
      />
    </div>
  );
}
