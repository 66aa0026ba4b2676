import { useEffect, useRef, useState, type FormEvent } from 'react';

/** A field's rule: its Spanish problem, or null when the value is fine. */
export type Rule<V> = (value: string, values: V) => string | null;

/** How long the shopper may pause typing before the field's problem shows. */
export const TYPING_PAUSE_MS = 700;

/**
 * A form's state, for every account form: values that survive any server
 * failure, Spanish problems shown as the shopper types (after a pause, on
 * leaving the field, or on submit, and then live on every keystroke), the
 * submit disabled while sending, and focus moved to the first field with a
 * problem. `failure` is the server's refusal (shown in the form's alert).
 */
export function useForm<V extends Record<string, string>>(initial: V, rules: { [K in keyof V]?: Rule<V> }) {
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<Partial<Record<keyof V, boolean>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempts, setAttempts] = useState(0);
  const timers = useRef(new Map<keyof V, ReturnType<typeof setTimeout>>());
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const problemOf = (name: keyof V, all: V = values): string | null => rules[name]?.(all[name] ?? '', all) ?? null;
  const problems = Object.fromEntries(Object.keys(values).map((name) => [name, problemOf(name)])) as Record<keyof V, string | null>;
  const show = (name: keyof V) => setShown((prev) => (prev[name] ? prev : { ...prev, [name]: true }));

  function set(name: keyof V, value: string) {
    setValues((prev) => ({ ...prev, [name]: value }));
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
      error: shown[name] ? problems[name] : null,
    };
  }

  /** A submit handler: checks every field first, then sends, keeping the values whatever happens. */
  function onSubmit(send: (values: V) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
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
      try {
        await send(values);
      } catch (error) {
        setFailure(error);
      } finally {
        setSending(false);
      }
    };
  }

  const invalidCount = Object.values(problems).filter(Boolean).length;
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

/** The rules the account forms share. */
export const required =
  (what: string): Rule<Record<string, string>> =>
  (value) =>
    value.trim() ? null : `Escribe ${what}.`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailRule: Rule<Record<string, string>> = (value) =>
  !value.trim() ? 'Escribe tu correo electrónico.' : EMAIL.test(value.trim()) ? null : 'El correo electrónico no es válido: revisa que tenga @ y un dominio, como ana@correo.com.';
