import { useEffect, useRef, useState } from 'react';

/**
 * A button disabled while sending loses the focus; when the sending ends with the focus on the page
 * itself, it goes back to `target` (the form's submit, or the field that remains).
 */
export function useRefocus(busy: boolean, target: () => HTMLElement | null | undefined) {
  const was = useRef(busy);
  useEffect(() => {
    if (was.current && !busy && (!document.activeElement || document.activeElement === document.body)) target()?.focus();
    was.current = busy;
  });
}

/** One send at a time, its failure kept for the form's alert, the focus kept (useRefocus). */
export function useSend(target: () => HTMLElement | null | undefined) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  useRefocus(sending, target);
  return {
    sending,
    failure,
    setFailure,
    /** Runs `task`; true when it succeeded. */
    async send(task: () => Promise<unknown>): Promise<boolean> {
      setSending(true);
      setFailure(null);
      try {
        await task();
        return true;
      } catch (error) {
        setFailure(error);
        return false;
      } finally {
        setSending(false);
      }
    },
  };
}
