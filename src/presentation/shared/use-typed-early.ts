import { useLayoutEffect, type RefObject } from 'react';

/**
 * What the shopper typed into a server-rendered field before the page hydrated (its scripts still on the way, on a
 * slow phone). React hydrates a controlled field without touching its DOM value, but its state starts from the
 * server's (empty) value, so the next render would wipe what was typed. Once, when the field mounts, its DOM value
 * becomes the state when they differ; a field the browser created itself already matches, so nothing happens then.
 */
export function useTypedEarly(field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, value: string, onChange: (value: string) => void): void {
  useLayoutEffect(() => {
    const element = field.current;
    if (element && element.value !== value) onChange(element.value);
    // Once, at mount: later differences are the app's own (a value it just set).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
