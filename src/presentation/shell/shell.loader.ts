import type { Category } from '../../index';
import type { RouteDeps } from '../app/route-deps';

/** What the header's bar (and search's empty state) show of a category: the whole entry would ride in every page's hydration data. */
export type ShellCategory = Pick<Category, 'id' | 'name' | 'slug'>;

export interface ShellData {
  /** The top-level categories; null when they could not be loaded (the bar offers a retry). */
  categories: ShellCategory[] | null;
}

/** The header's categories. Failing quietly is fine: every page still works without them. */
export function shellLoader(deps: RouteDeps) {
  return async (): Promise<ShellData> => {
    try {
      const client = await deps.client();
      const categories = await client.catalog.loadNavigation();
      return { categories: categories.map(({ id, name, slug }) => ({ id, name, slug })) };
    } catch {
      return { categories: null };
    }
  };
}
