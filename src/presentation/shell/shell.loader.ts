import type { Category } from '../../index';
import type { RouteDeps } from '../app/route-deps';

export interface ShellData {
  /** The top-level categories; null when they could not be loaded (the bar offers a retry). */
  categories: Category[] | null;
}

/** The header's categories. Failing quietly is fine: every page still works without them. */
export function shellLoader(deps: RouteDeps) {
  return async (): Promise<ShellData> => {
    try {
      const client = await deps.client();
      return { categories: await client.catalog.loadNavigation() };
    } catch {
      return { categories: null };
    }
  };
}
