import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toUseCaseError } from '../../index';
import { takeEarlySubmit } from './early-submit';

/** A field's rule: its Spanish problem, or null when the value is fine. */
export type Rule<V> = (value: string, values: V) => string | null;

/** How long the shopper may pause typing before the field's problem shows. */
export const TYPING_PAUSE_MS = 700;

/**
 * A form's state, for every account form: values that survive any server
 * failure, Spanish problems shown as the shopper types (after a pause, on
 * leaving the field, or on submit, and then live on every keystroke), the
 * submit disabled while sending, and focus moved to the first field with a
 * problem. A server refusal that names one of the form's fields (`{cause, message, field}`,
 * docs/contract.md) is shown under that field, which is marked and takes the focus; any other refusal
 * is `failure` (shown in the form's alert), and the focus goes to that alert when the sending button
 * had it (a disabled button drops the focus to the page).
 */
export function useForm<V extends Record<string, string>>(initial: V, rules: { [K in keyof V]?: Rule<V> }) {
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<Partial<Record<keyof V, boolean>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailureState] = useState<unknown>(null);
  // The server's refusal of one field: its message under that field until the shopper changes it.
  const [refused, setRefused] = useState<{ name: keyof V; message: string } | null>(null);
  const [attempts, setAttempts] = useState(0);
  const timers = useRef(new Map<keyof V, ReturnType<typeof setTimeout>>());
  const formRef = useRef<HTMLFormElement | null>(null);

  // A refusal's focus, taken after the render that ends the sending (the button usable again), so it stays put.
  const refocus = useRef<{ form: HTMLFormElement; field: string | null } | null>(null);
  useEffect(() => {
    const pending = refocus.current;
    if (!pending || sending) return;
    refocus.current = null;
    focusAfterRefusal(pending.form, pending.field);
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const problemOf = (name: keyof V, all: V = values): string | null => rules[name]?.(all[name] ?? '', all) ?? null;
  const problems = Object.fromEntries(Object.keys(values).map((name) => [name, problemOf(name)])) as Record<keyof V, string | null>;
  const show = (name: keyof V) => setShown((prev) => (prev[name] ? prev : { ...prev, [name]: true }));

  function set(name: keyof V, value: string) {
    setValues((prev) => ({ ...prev, [name]: value }));
    setRefused((prev) => (prev && prev.name === name ? null : prev));
    const pending = timers.current.get(name);
    if (pending) clearTimeout(pending);
    if (value) timers.current.set(name, setTimeout(() => show(name), TYPING_PAUSE_MS));
  }

  /** The props of one field: value, change, leave, and the problem to show (or null). */
  function field(name: keyof V & string) {
    return {
      name,
      value: values[name] ?? '',
      onChange: (value: string) => set(name, value),
      onBlur: (event?: { relatedTarget?: EventTarget | null }) => {
        // Leaving for a submit button: the submit shows every problem. Showing this one now would push the
        // button away from under the pointer between press and release, and the click would be lost.
        const next = event?.relatedTarget;
        if (next instanceof HTMLButtonElement && next.type === 'submit') return;
        if (values[name]) show(name);
      },
      error: (shown[name] ? problems[name] : null) ?? (refused?.name === name ? refused.message : null),
    };
  }

  /** Keeps a refusal: under its field when it names one of this form's, else in the alert. */
  function setFailure(error: unknown) {
    const named = error ? refusedField(error, Object.keys(values)) : null;
    setRefused(named ? { name: named.name as keyof V, message: named.message } : null);
    setFailureState(named ? null : error);
    return named;
  }


  /** A submit handler: checks every field first, then sends, keeping the values whatever happens. */
  function onSubmit(send: (values: V) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // A press kept from before hydration (a form marked with early-submit's props) is this one: none is left to send again.
      takeEarlySubmit(event.currentTarget);
      formRef.current = event.currentTarget;
      if (sending) return;
      setAttempts((n) => n + 1);
      const invalid = (Object.keys(values) as (keyof V & string)[]).filter((name) => problems[name]);
      setShown(Object.fromEntries(Object.keys(values).map((name) => [name, true])) as Record<keyof V, boolean>);
      if (invalid.length > 0) {
        setFailure(null);
        const first = event.currentTarget.elements.namedItem(invalid[0]!);
        if (first instanceof HTMLElement) first.focus();
        return;
      }
      setFailure(null);
      setSending(true);
      const form = event.currentTarget;
      try {
        await send(values);
      } catch (error) {
        refocus.current = { form, field: setFailure(error)?.name ?? null };
      } finally {
        setSending(false);
      }
    };
  }

  const invalidCount = Object.values(problems).filter(Boolean).length + (refused && !problems[refused.name] ? 1 : 0);
  return {
    values,
    set,
    field,
    onSubmit,
    sending,
    failure,
    setFailure,
    /** How many problems block sending (shown once the shopper tried to send). */
    blocking: attempts > 0 ? invalidCount : 0,
  };
}

/** After a refusal, the focus goes where the shopper's attention should: the refused field, or the alert. */
function focusAfterRefusal(form: HTMLFormElement, field: string | null) {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const lost = !active || active === document.body || (form.contains(active) && (active as HTMLButtonElement).type === 'submit');
  if (field) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
  if (lost) form.querySelector<HTMLElement>('[role=alert]')?.focus();
}

/**
 * The field a server refusal names (`details.field`, from the body's `field`), when it is one of `names`
 * (`geolocation.lat` is the form's `lat`), with the refusal's Spanish message; else null.
 */
export function refusedField(error: unknown, names: readonly string[]): { name: string; message: string } | null {
  const failure = toUseCaseError(error);
  const field = (failure.details as { field?: unknown } | null | undefined)?.field;
  if (typeof field !== 'string') return null;
  const name = names.includes(field) ? field : names.find((candidate) => field.endsWith(`.${candidate}`));
  return name ? { name, message: failure.shopperMessage } : null;
}

/** The rules the account forms share. */
export const required =
  (what: string): Rule<Record<string, string>> =>
  (value) =>
    value.trim() ? null : `Escribe ${what}.`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRule: Rule<Record<string, string>> = (value) =>
  !value.trim() ? 'Escribe tu correo electrónico.' : EMAIL.test(value.trim()) ? null : 'El correo electrónico no es válido: revisa que tenga @ y un dominio, como ana@correo.com.';
