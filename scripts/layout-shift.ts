// What the layout-shift checks run in the page: shared by the browser tests (tests/e2e/support.ts re-exports them) and
// the by-hand audit (scripts/audit-layout-shift.ts). Each function runs in the page, so it stays self-contained.

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
