import type { HomeSection, HomeView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';

/**
 * How many products a home shelf shows; «Ver todo» leads to the rest (the section's, category's or brand's page).
 * Every product shown is in the page's HTML and its hydration data twice over, so the home draws a taste of each
 * shelf, as large stores do, and stays light (issue 22: home ≤ 120 KB of HTML).
 */
export const HOME_SHELF_ITEMS = 6;
const SHELVES: ReadonlySet<HomeSection['type']> = new Set(['PRODUCTS_GRID', 'PRODUCTS_SLIDER', 'PRODUCTS_SLIDER_DARK', 'PRIME_DAYS']);

/** A home section cut to HOME_SHELF_ITEMS products, saying it has more when it was cut. */
export function shelfOf(section: HomeSection): HomeSection {
  if (!SHELVES.has(section.type) || section.items.length <= HOME_SHELF_ITEMS) return section;
  return { ...section, items: section.items.slice(0, HOME_SHELF_ITEMS), has_more_items: true } as HomeSection;
}

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
      const home = withoutPersonalItems(await client.catalog.loadHome());
      return { ...home, sections: home.sections.map(shelfOf) };
    } catch (error) {
      failRoute(error, 'la página de inicio');
    }
  };
}
