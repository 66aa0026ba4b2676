import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A public answer of the store itself (not the API: the same for every visitor, so it needs no session and a shared
 * cache keeps it), read once `sentinel` comes within `ahead` of the screen (at once without IntersectionObserver):
 * what a server-rendered page left out of its first render, such as a product page's lists or home's lower shelves.
 * Null until it arrives, and when it fails (the page above stays as it is); a `path` of null reads nothing. `now`
 * reads it at once, wherever the sentinel is (the address points into what it brings). `alongside`, when given,
 * starts with the request, in parallel (the chunk of the code that draws the answer), and the answer is given once
 * both are in, so it is drawn in one go; when it fails, so does the answer. Pass a stable function (a module's).
 */
export function useJsonWhenNear<T>(
  path: string | null,
  ahead: string,
  now = false,
  alongside?: () => Promise<unknown>,
): { data: T | null; sentinel: RefObject<HTMLDivElement | null> } {
  const [read, setRead] = useState<{ path: string; data: T } | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    const load = () =>
      Promise.all([
        fetch(path, { signal: controller.signal, headers: { Accept: 'application/json' } }).then((answer) => (answer.ok ? (answer.json() as Promise<T>) : null)),
        alongside?.(),
      ])
        // Drawn in a transition: React renders the new part in slices and yields to the shopper's input meanwhile,
        // instead of one long task just after the page became interactive.
        .then(([data]) => data !== null && !controller.signal.aborted && startTransition(() => setRead({ path, data })))
        .catch(() => undefined);
    const target = sentinel.current;
    if (now || !target || typeof IntersectionObserver === 'undefined') {
      void load();
      return () => controller.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: `${ahead} 0px` },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [path, ahead, now, alongside]);
  return { data: read !== null && read.path === path ? read.data : null, sentinel };
}
