import { useEffect, type RefObject } from 'react';

/**
 * A form pressed before the page hydrated keeps the shopper's press (the head's EARLY_SUBMIT_SCRIPT,
 * src/presentation/server/head-scripts.ts, stops the native submit that would reload the page and lose it).
 * - `form`: the attribute that opts a form in (`<form data-early-submit="">`);
 * - `live`: set once the form is hydrated, from then on the script leaves it alone;
 * - `pending`: set by the script on a press it stopped.
 */
export const EARLY_SUBMIT = { form: 'data-early-submit', live: 'data-live', pending: 'data-submitted-early' } as const;

/** The props that opt a form in. */
export const earlySubmitProps = { [EARLY_SUBMIT.form]: '' } as const;

/**
 * Once the form is hydrated: marks it live, and submits it again if it was pressed before (after this task, so that a
 * press React dispatched itself while hydrating, which clears the mark through `takeEarlySubmit`, is not sent twice).
 */
export function useEarlySubmit(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute(EARLY_SUBMIT.live, '');
    if (!element.hasAttribute(EARLY_SUBMIT.pending)) return;
    const timer = setTimeout(() => {
      if (!element.isConnected || !element.hasAttribute(EARLY_SUBMIT.pending)) return;
      element.removeAttribute(EARLY_SUBMIT.pending);
      element.requestSubmit();
    });
    return () => clearTimeout(timer);
  }, [form]);
}

/** First thing in the form's submit handler: this press is being handled, so none is left to send again. */
export function takeEarlySubmit(form: HTMLFormElement): void {
  form.removeAttribute(EARLY_SUBMIT.pending);
}
