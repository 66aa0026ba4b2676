// What the layout-shift checks share: the browser tests (tests/e2e/support.ts re-exports it) and the by-hand audit
// (scripts/audit-layout-shift.ts). Each function but nextFrames runs in the page, so it stays self-contained, with no
// named function inside it (tsx, which runs the audit, would wrap that in a helper the page has not got).
import type { Page } from 'playwright-core';

/** A layout shift as recordShifts keeps it: its value and the elements that moved. */
export type Shift = { value: number; sources: string[] };

/**
 * Records every layout shift not caused by input, with the elements that moved, from before the first paint, in
 * `window.__shifts` (for `page.addInitScript`: it runs in the page, so it must stay self-contained).
 */
export function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)));
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Checkout's delivery step has its data (for `page.waitForFunction`): the saved addresses (or the form for the first
 * one) and the delivery options below them, with no loading line left. Checkout's header has no account menu, so this
 * is its mark that the screen's data has rendered.
 */
export function checkoutStepSettled(): boolean {
  const step = document.querySelector('main [data-testid="delivery-form"]')?.closest('.checkout-step');
  const addresses = step?.querySelector('[data-group="address"]');
  if (!step || !addresses?.querySelector('input')) return false;
  const delivery = step.querySelector('[data-group="delivery"]');
  return (!delivery || delivery.querySelector('input') !== null) && !step.querySelector('.co-group__loading');
}

/** Whether React has claimed the element at `selector` (its fiber key is on it): the page has hydrated there. */
export function reactClaimed(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/**
 * The main area shows its data: it has a heading, and no loading state is shown. A placeholder left in the page only
 * to keep its height (hidden, home's «Vistos recientemente» for a visitor) is not loading.
 */
export function mainSettled(): boolean {
  const main = document.querySelector('main');
  if (!main || !main.querySelector('h1')) return false;
  return ![...main.querySelectorAll('.loading, .skeleton, [aria-busy="true"]')].some((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
}

/**
 * Resolves once the browser has rendered two more frames: what a resize or a scroll changed has been laid out, and the
 * resize, scroll and IntersectionObserver callbacks it set off have run (they run in the frame's rendering steps).
 */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
