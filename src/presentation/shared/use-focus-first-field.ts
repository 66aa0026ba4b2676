import { useEffect, useRef, type RefObject } from 'react';

/** A form's fields in page order: the checked radio of a group stands for the group (disabled ones are skipped). */
const FIELDS = 'input:not([type=hidden]):not([type=radio]):not(:disabled), input[type=radio]:checked:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A form opened by a button («Agregar dirección», «Editar»…) takes the focus on its first field when it appears
 * (`enabled`), so the next Tab does not start again from the top of the page and a screen reader hears the form.
 */
export function useFocusFirstField(ref: RefObject<HTMLElement | null>, enabled = true) {
  // Once, as the form appears: a later change of `enabled` never pulls the focus back.
  const first = useRef(enabled);
  useEffect(() => {
    if (first.current) ref.current?.querySelector<HTMLElement>(FIELDS)?.focus();
  }, [ref]);
}
