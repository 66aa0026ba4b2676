import { useState, type InputHTMLAttributes, type RefObject } from 'react';
import { errorMessage } from '../shared/error-message';

/**
 * One action at a time (a second press while it runs does nothing); its refusal in Spanish, with the focus put
 * back on `target` (the button or the field the worker used, which stays). `run` answers whether it succeeded.
 */
export function useAction(target: RefObject<HTMLElement | null>, subject: string) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function run(work: () => Promise<unknown>): Promise<boolean> {
    if (sending) return false;
    setSending(true);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(errorMessage(error, subject));
      target.current?.focus();
      return false;
    } finally {
      setSending(false);
    }
  }
  return { sending, problem, setProblem, run };
}

/** A labelled text field with its hint and its problem (announced as it appears, and describing the field). */
export function Field({ id, label, hint, problem, ...input }: { id: string; label: string; hint: string; problem: string | null } & InputHTMLAttributes<HTMLInputElement> & { ref?: RefObject<HTMLInputElement | null> }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input {...input} id={id} type="text" spellCheck={false} aria-invalid={problem ? true : undefined} aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`} />
      <p className="field__problem" id={`${id}-problem`} role="alert">
        {problem}
      </p>
    </div>
  );
}
