import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * A page's network settled, as a condition instead of a timer.
 *
 * Playwright's `networkidle` waits until no request has been in flight for 500 ms: after every page's last request the
 * test waits half a second (about 1.3 s a call on a loaded machine), with nothing to do. A whole run called it about
 * 600 times. `networkQuiet` watches the page's own requests instead (Playwright's request events, kept per page from
 * the moment its context is made: `trackRequests`) and returns as soon as the document has loaded and no request of
 * the page is in flight across two checks, each after two animation frames and a task: a request the app starts after
 * a response (a chunk a module imports, a fetch in an effect after a commit) has started by then.
 */

const inflight = new WeakMap<Page, Set<Request>>();
const tracked = new WeakSet<BrowserContext>();

/** The page a request belongs to: none for a service worker's own requests (as for `networkidle`). */
function pageOf(request: Request): Page | null {
  try {
    return request.serviceWorker() ? null : request.frame().page();
  } catch {
    return null;
  }
}

/** Keeps, for every page of `context`, the requests in flight. Called for every context the e2e browser makes (support.ts). */
export function trackRequests(context: BrowserContext): void {
  if (tracked.has(context)) return;
  tracked.add(context);
  context.on('request', (request) => {
    const page = pageOf(request);
    if (!page || /^(data|blob):/.test(request.url())) return;
    let requests = inflight.get(page);
    if (!requests) inflight.set(page, (requests = new Set()));
    requests.add(request);
  });
  const done = (request: Request) => {
    const page = pageOf(request);
    if (page) inflight.get(page)?.delete(request);
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
}

/**
 * Whether the page's document has loaded, after two animation frames and a task (layout, paint and the effects React
 * runs after a commit are done); false while the document is being replaced (a navigation).
 */
async function loadedAfterFrames(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const done = () => resolve(document.readyState === 'complete');
          // A page the browser does not draw gets no frames: the timer alone then.
          const fallback = setTimeout(done, 100);
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              setTimeout(() => {
                clearTimeout(fallback);
                done();
              }, 0),
            ),
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
