/** The sessionStorage key of the views remembered for a visitor without a session (pending-views.ts): a JSON array of SKUs. */
export const PENDING_VIEWS_KEY = 'tienda.vistos-pendientes';

/**
 * Whether views wait to be recorded, read without loading their code (main.tsx loads it only then: most visitors
 * never have any).
 */
export function hasPendingViews(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_VIEWS_KEY) !== null;
  } catch {
    return false;
  }
}
