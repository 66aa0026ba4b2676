import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useClientSource } from '../app/tienda-context';
import { trackPage } from './track';

/** Page views kept while the library has not loaded yet (a new visitor's first pages): the last few only. */
const MAX_WAITING = 10;

/**
 * Tracks a page view (`tienda.tracking.page({ path, referrer })`) on every route change, in the browser only
 * (effects never run on the server) and so after hydration. It never loads the library for tracking: a visitor
 * whose library has not loaded yet (nothing needed it) has their views kept, and sent when it arrives. The
 * referrer is the browser's for the first page, the previous page of the store after that.
 */
export function usePageTracking(): void {
  const source = useClientSource();
  const { pathname, search, key } = useLocation();
  const last = useRef<{ key: string; url: string } | null>(null);
  const waiting = useRef<Record<string, string>[]>([]);

  useEffect(() => {
    // StrictMode runs effects twice, and a loader revalidation re-renders: one view per navigation.
    if (last.current?.key === key) return;
    const url = `${window.location.origin}${pathname}${search}`;
    const referrer = last.current ? last.current.url : document.referrer;
    last.current = { key, url };
    const view = { path: `${pathname}${search}`, referrer };
    const client = source.peek();
    if (client) {
      trackPage(client, view);
      return;
    }
    waiting.current = [...waiting.current, view].slice(-MAX_WAITING);
  }, [key, pathname, search, source]);

  useEffect(
    () =>
      source.subscribe(() => {
        const views = waiting.current;
        waiting.current = [];
        for (const view of views) trackPage(source.peek(), view);
      }),
    [source],
  );
}

/** Mount once inside the router (the shell): page tracking, rendering nothing. */
export function PageTracking(): null {
  usePageTracking();
  return null;
}
