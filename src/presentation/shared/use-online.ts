import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  // The events do not always come (Chromium's network emulation, a device waking up): a look now and then too.
  const timer = window.setInterval(listener, 2000);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    window.clearInterval(timer);
  };
}

/** Whether the browser has a connection (navigator.onLine and its events); always true on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
