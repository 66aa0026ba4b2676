import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * A page's network settled, as a condition instead of a timer.
 *
 * Playwright's `networkidle` waits until no request has been in flight for 500 ms: after every page's last request the
 * test waits half a second (about 1.3 s a call on a loaded machine), with nothing to do. A whole run called it about
 * 600 times. `networkQuiet` watches the page's own requests instead (Playwright's request events, kept per page from
 * the moment its context is made: `trackRequests`) and returns as soon as the document has loaded and no request of
 * the page is in flight across two checks, each once the page's main thread is idle after two animation frames: a
 * request the app starts after a response or at the end of a hydration done in slices (a chunk a module imports, a
 * fetch in an effect after a commit) has started by then. A network quiet while the page is still busy is not enough:
 * a hydration in slices left a home's card hearts (their chunk and stylesheet) to request after such a quiet.
 */

const inflight = new WeakMap<Page, Set<Request>>();
/** The addresses each page has had a whole answer for (see trackRequests). */
const answered = new WeakMap<Page, Set<string>>();
const tracked = new WeakSet<BrowserContext>();

/** The page a request belongs to: none for a service worker's own requests (as for `networkidle`). */
function pageOf(request: Request): Page | null {
  try {
    return request.serviceWorker() ? null : request.frame().page();
  } catch {
    return null;
  }
}

/**
 * Keeps, for every page of `context`, the requests in flight. Called for every context the e2e browser makes (support.ts).
 *
 * Not counted: the browser's own background revalidation of a stale cached answer (`stale-while-revalidate`, which
 * public answers carry: home's later sections, a product page's lists). Chromium serves the page the cached copy at
 * once, then revalidates it on its own, a request of type `other` for an address the page has just had its answer
 * for; the DevTools protocol reports that request's end only when the browser drops it, about 30 s later. A
 * second page of a context that had opened home waited those 30 s in networkQuiet, with the page long done.
 */
export function trackRequests(context: BrowserContext): void {
  if (tracked.has(context)) return;
  tracked.add(context);
  context.on('request', (request) => {
    const page = pageOf(request);
    if (!page || /^(data|blob):/.test(request.url())) return;
    if (request.resourceType() === 'other' && answered.get(page)?.has(request.url())) return;
    setOf(inflight, page).add(request);
  });
  /** Takes `request` out of its page's requests in flight, and gives the page (null for none). */
  const done = (request: Request) => {
    const page = pageOf(request);
    if (page) inflight.get(page)?.delete(request);
    return page;
  };
  context.on('requestfinished', (request) => {
    const page = done(request);
    if (page) setOf(answered, page).add(request.url());
  });
  context.on('requestfailed', done);
}

/** `page`'s set in `map`, made on first use. */
function setOf<T>(map: WeakMap<Page, Set<T>>, page: Page): Set<T> {
  let set = map.get(page);
  if (!set) map.set(page, (set = new Set()));
  return set;
}

/**
 * Whether the page's document has loaded, once its main thread is idle after two animation frames: layout, paint,
 * the effects React runs after a commit and any work still queued (a hydration React does in slices, a response the
 * page has not handled yet) are done, since an idle callback runs only when no other task is waiting. False while
 * the document is being replaced (a navigation).
 */
async function loadedAfterFrames(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          let idle = false;
          const whenIdle = () => {
            if (idle) return;
            idle = true;
            requestIdleCallback(() => resolve(document.readyState === 'complete'));
          };
          // A page the browser does not draw gets no frames: after a tenth of a second, its idle time alone (still a
          // condition: the callback waits for the queued work).
          const fallback = setTimeout(whenIdle, 100);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(fallback);
              whenIdle();
            }),
          );
        }),
    );
  } catch (error) {
    if (/Execution context was destroyed|navigat/i.test(String(error))) return false;
    throw error;
  }
}

/**
 * Waits until `page` has loaded and has no request in flight, seen twice in a row (see above). A request held on
 * purpose (a test's `page.route` that has not answered) keeps it waiting, as it kept `networkidle`.
 */
export async function networkQuiet(page: Page): Promise<void> {
  if (!tracked.has(page.context())) throw new Error('networkQuiet: this page\'s context was not made by the e2e browser (support.ts), so its requests are not tracked');
  let calm = 0;
  while (calm < 2) {
    const loaded = await loadedAfterFrames(page);
    calm = loaded && !(inflight.get(page)?.size ?? 0) ? calm + 1 : 0;
  }
}
