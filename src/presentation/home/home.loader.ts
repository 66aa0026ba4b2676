import type { HomeView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';

/**
 * The page as every visitor gets it: the recently viewed section's products are the asking session's (on the
 * server, the server's own session, shared by every visitor), so they are dropped here, on the server and in the
 * browser alike; the section stays as a place for the shopper's own, loaded after hydration (RecentlyViewedShelf).
 * A shared cache may thus keep the HTML and its hydration data for everyone.
 */
export function withoutPersonalItems(home: HomeView): HomeView {
  return {
    ...home,
    sections: home.sections.map((section) =>
      section.type === 'PRODUCTS_RECENTLY_VIEWED' ? { ...section, items: [], total_count: 0, has_more_items: false } : section,
    ),
  };
}

export function homeLoader(deps: RouteDeps) {
  return async (): Promise<HomeView> => {
    try {
      const client = await deps.client();
      return withoutPersonalItems(await client.catalog.loadHome());
    } catch (error) {
      failRoute(error, 'la página de inicio');
    }
  };
}
