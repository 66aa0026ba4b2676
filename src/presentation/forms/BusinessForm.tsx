import './forms.css';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { toUseCaseError } from '../../index';
import { errorMessage } from '../shared/error-message';
import { PageTitle } from '../shared/PageTitle';

/** One field of a business form: an input, or a select of options. */
export interface FieldSpec<F extends string> {
  name: F;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric';
  /** A select: its options as [value, label]; the first, empty, asks to choose. */
  options?: readonly (readonly [string, string])[];
  maxLength?: number;
  optional?: boolean;
}

/** A refusal about one field (`details.field`): that field and its Spanish message; else nothing. */
export function serverFieldProblems(error: unknown): Record<string, string> {
  const failure = toUseCaseError(error);
  const field = (failure.details as { field?: unknown } | null | undefined)?.field;
  return typeof field === 'string' ? { [field]: failure.shopperMessage } : {};
}

type Receipt = { message?: string | null };

/**
 * A business form (B2B enquiry, seller sign-up): labelled fields, each with its Spanish problem under it (shown
 * once the field was left with something in it, or on a send), nothing sent while a field has a problem (the
 * focus goes to the first), the server's refusal under its field or in the alert, everything typed kept on a
 * failure, and the thanks in place of the form on success.
 */
export function BusinessForm<F extends string>({
  id,
  fields,
  problemsOf,
  send,
}: {
  id: string;
  fields: readonly FieldSpec<F>[];
  problemsOf(values: Record<F, string>): Partial<Record<F, string>>;
  send(values: Record<F, string>): Promise<Receipt>;
}) {
  const empty = Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<F, string>;
  const [values, setValues] = useState<Record<F, string>>(empty);
  const [shown, setShown] = useState<Partial<Record<F, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [blocking, setBlocking] = useState(0);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // What was typed before the page hydrated is kept (the inputs arrive as server HTML).
    const form = formRef.current;
    if (form) {
      const typed: Partial<Record<F, string>> = {};
      for (const field of fields) {
        const element = form.elements.namedItem(field.name);
        if ((element instanceof HTMLInputElement || element instanceof HTMLSelectElement) && element.value) typed[field.name] = element.value;
      }
      if (Object.keys(typed).length > 0) setValues((prev) => ({ ...prev, ...typed }));
    }
    setHydrated(true);
  }, []);

  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  const problems = problemsOf(values);
  const problemOf = (name: F): string | null => server[name] ?? (shown[name] ? (problems[name] ?? null) : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const invalid = fields.filter((field) => problems[field.name]);
    setShown(Object.fromEntries(fields.map((field) => [field.name, true])) as Record<F, boolean>);
    setFailure(null);
    if (invalid.length > 0) {
      setBlocking(invalid.length);
      const first = event.currentTarget.elements.namedItem(invalid[0]!.name);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    setBlocking(0);
    setSending(true);
    try {
      const receipt = await send(values);
      setThanks(receipt?.message?.trim() || 'Gracias: recibimos tu solicitud y te contactaremos pronto.');
    } catch (error) {
      const byField = serverFieldProblems(error) as Partial<Record<F, string>>;
      const named = fields.find((field) => byField[field.name]);
      if (named) {
        setServer(byField);
        const element = formRef.current?.elements.namedItem(named.name);
        if (element instanceof HTMLElement) element.focus();
      } else {
        setFailure(error);
      }
    } finally {
      setSending(false);
    }
  }

  if (thanks) {
    return (
      <div ref={thanksRef} tabIndex={-1} role="status" className="message message--success business-form__thanks" data-testid={`${id}-thanks`}>
        <p className="business-form__thanks-title">
          <span className="icon icon--circle-check" aria-hidden="true" />
          Solicitud enviada
        </p>
        <p>{thanks}</p>
      </div>
    );
  }

  const alertText = failure ? errorMessage(failure, 'el formulario') : blocking > 0 ? (blocking === 1 ? 'Revisa el campo marcado.' : `Revisa los ${blocking} campos marcados.`) : null;
  return (
    <form ref={formRef} id={id} className="card business-form" onSubmit={submit} noValidate aria-busy={sending || undefined}>
      <div role="alert" id={`${id}-alert`} className="form__alert">
        {alertText ? <p className="message message--error">{alertText}</p> : null}
      </div>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const problem = problemOf(field.name);
        const describedBy = [field.hint ? `${fieldId}-hint` : null, problem ? `${fieldId}-problem` : null].filter(Boolean).join(' ') || undefined;
        const common = {
          id: fieldId,
          name: field.name,
          value: values[field.name],
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': describedBy,
          'aria-required': field.optional ? undefined : true,
          onBlur: () => {
            if (values[field.name]) setShown((prev) => ({ ...prev, [field.name]: true }));
          },
        } as const;
        const change = (value: string) => {
          setValues((prev) => ({ ...prev, [field.name]: value }));
          // The server's word on a field holds until the field changes.
          if (server[field.name]) setServer((prev) => ({ ...prev, [field.name]: undefined }));
        };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={fieldId}>
              {field.label}
              {field.optional ? <span className="business-form__optional"> (opcional)</span> : null}
            </label>
            {field.hint ? (
              <p className="field__hint" id={`${fieldId}-hint`}>
                {field.hint}
              </p>
            ) : null}
            {field.options ? (
              <select {...common} onChange={(event) => change(event.target.value)}>
                {field.options.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type ?? 'text'}
                inputMode={field.inputMode}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                onChange={(event) => change(event.target.value)}
              />
            )}
            <p className="field__problem" id={`${fieldId}-problem`} aria-live="polite">
              {problem}
            </p>
          </div>
        );
      })}
      <button type="submit" className="button button--primary button--large business-form__submit" disabled={!hydrated} aria-disabled={sending || undefined}>
        {sending ? 'Enviando…' : 'Enviar solicitud'}
      </button>
    </form>
  );
}

/** A business form's page: its title, a short pitch (lead, points with their Lucide icon, a closing note) and the form. */
export function BusinessPage<F extends string>({
  title,
  lead,
  points,
  note,
  ...form
}: { title: string; lead: string; points: [icon: string, text: string][]; note: ReactNode } & Parameters<typeof BusinessForm<F>>[0]) {
  return (
    <div className="business-page">
      <PageTitle>{title}</PageTitle>
      <div className="business-page__layout">
        <div className="business-page__about">
          <p className="business-page__lead">{lead}</p>
          <ul className="business-page__points">
            {points.map(([icon, text]) => (
              <li key={icon}>
                <span className={`icon icon--${icon}`} aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
          <p className="business-page__note">{note}</p>
        </div>
        <BusinessForm {...form} />
      </div>
    </div>
  );
}
