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

/**
 * How many of home's sections the server's render holds: the banners, the benefits, the flash sale, the categories
 * and the recently viewed shelf's place, which fill the first screens. The shelves below them (about two thirds
 * of the page's cards) come from the store's public `/inicio/secciones` (HOME_LATER_PATH) as the shopper nears
 * them, which a shared cache keeps like the page (issue 22: home rendered in a few milliseconds, ≤ 120 KB).
 */
export const HOME_FIRST_SECTIONS = 5;
/** Where the browser reads the sections the server's render left out. */
export const HOME_LATER_PATH = '/inicio/secciones';

/** Home as the screen draws it: `later` when the sections after HOME_FIRST_SECTIONS are still to be read. */
export type HomeData = HomeView & { later?: boolean };

/** The page every visitor gets, its shelves cut to HOME_SHELF_ITEMS. */
function publicHomeOf(home: HomeView): HomeView {
  const shared = withoutPersonalItems(home);
  return { ...shared, sections: shared.sections.map(shelfOf) };
}

/**
 * The API's first page of HOME_FIRST_SECTIONS sections (the server's render), or every section (a client
 * navigation). The API builds only the sections a page asks for, so the server's render costs it a third of home.
 */
async function publicHome(deps: RouteDeps, first: boolean): Promise<HomeView> {
  const client = await deps.client();
  return publicHomeOf(await client.catalog.loadHome(first ? { page: 1, pageSize: HOME_FIRST_SECTIONS } : {}));
}

/**
 * The sections after the API's first page of HOME_FIRST_SECTIONS, with their pinned banners: the answer at
 * HOME_LATER_PATH. Read in pages of the same size, so they start exactly where the server's render stopped
 * (whatever sections the first page left out as empty); at most MAX_LATER_PAGES of them.
 */
export async function loadHomeLater(deps: RouteDeps): Promise<HomeView> {
  const client = await deps.client();
  const pages: HomeView[] = [];
  for (let page = 2; page < 2 + MAX_LATER_PAGES; page++) {
    const answer = await client.catalog.loadHome({ page, pageSize: HOME_FIRST_SECTIONS });
    pages.push(answer);
    if (!answer.hasMoreSections) break;
  }
  return publicHomeOf({
    sections: pages.flatMap((page) => page.sections),
    pinnedBanners: Object.assign({}, ...pages.map((page) => page.pinnedBanners)) as HomeView['pinnedBanners'],
    hasMoreSections: pages.at(-1)?.hasMoreSections ?? false,
  });
}
/** Home's later sections are read up to this many pages of HOME_FIRST_SECTIONS (20 sections, a client navigation's one page). */
const MAX_LATER_PAGES = 3;

export function homeLoader(deps: RouteDeps) {
  return async (): Promise<HomeData> => {
    try {
      // The server's render stops after the API's first page of sections; a client navigation draws them all at once.
      const server = typeof document === 'undefined';
      const home = await publicHome(deps, server);
      return server && home.hasMoreSections ? { ...home, later: true } : home;
    } catch (error) {
      failRoute(error, 'la página de inicio');
    }
  };
}
