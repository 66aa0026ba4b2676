import { useEffect, useRef } from 'react';

/**
 * A ref to put on what replaces the focused element (a heading with tabIndex={-1}, a field): it takes the
 * focus whenever `key` changes, never on the first render, so focus never falls back to the page.
 */
export function useFocusOn<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const last = useRef(key);
  useEffect(() => {
    if (Object.is(last.current, key)) return;
    last.current = key;
    ref.current?.focus();
  }, [key]);
  return ref;
}
