import type { HomeView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute, notFound } from '../app/route-failure';
import { parsePage } from '../listing/sort-options';

/** The two pages of sections besides home: `/ofertas` and `/novedades`. */
export type OffersKind = 'offers' | 'newest';

/** Spanish names of each page, for its heading and its error messages. */
export const OFFERS_PAGES: Record<OffersKind, { title: string; path: string; subject: string }> = {
  offers: { title: 'Ofertas', path: '/ofertas', subject: 'las ofertas' },
  newest: { title: 'Novedades', path: '/novedades', subject: 'las novedades' },
};

/** «Ver más secciones» shows at most this many pages of sections on one screen. */
export const MAX_SECTION_PAGES = 10;

/** The sections of pages 1 to `page`, each page's apart (so the screen can move the focus to the new ones). */
export interface OffersData {
  kind: OffersKind;
  pages: Pick<HomeView, 'sections' | 'pinnedBanners'>[];
  hasMoreSections: boolean;
}

/**
 * The offers or newest page: `loadHome({ kind })`. `?pagina=N` («Ver más secciones», which works without
 * JavaScript too) shows pages 1 to N of sections; a page past the last, or past {@link MAX_SECTION_PAGES}, is a 404.
 */
export function offersLoader(deps: RouteDeps, kind: OffersKind) {
  return async ({ request }: { request: Request }): Promise<OffersData> => {
    const page = parsePage(new URL(request.url).searchParams.get('pagina'));
    if (page > MAX_SECTION_PAGES) notFound();
    let views: HomeView[];
    try {
      const client = await deps.client();
      views = await Promise.all(Array.from({ length: page }, (_, index) => client.catalog.loadHome({ kind, page: index + 1 })));
    } catch (error) {
      failRoute(error, OFFERS_PAGES[kind].subject);
    }
    if (page > 1 && views[page - 1]!.sections.length === 0) notFound();
    return {
      kind,
      pages: views.map(({ sections, pinnedBanners }) => ({ sections, pinnedBanners })),
      hasMoreSections: views[page - 1]!.hasMoreSections,
    };
  };
}
