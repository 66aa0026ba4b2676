import { data, type LoaderFunctionArgs } from 'react-router';
import type { SectionView } from '../../index';
import type { RouteDeps } from '../app/route-deps';
import { failRoute } from '../app/route-failure';
import { activeFilterCount } from '../../domain/catalog/filters';
import { filterFromUrl } from '../filters/filter-url';
import { parsePage, parseSort } from '../listing/sort-options';

/**
 * "Ver todo" of a home, offers or newest section: `/seccion/:id`, with `?pagina=`, `?orden=` and the filters of
 * `filter-url.ts` like a listing. An address with none of them makes the section's first call (the library then
 * asks for page 0, size 0, by name: spec section 9); any of them asks for that page, order and filter.
 * An unknown section answers 404; a page past the last answers 404 with the section, whose screen says so.
 */
export function sectionLoader(deps: RouteDeps) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const query = new URL(request.url).searchParams;
    const page = parsePage(query.get('pagina'));
    const sort = parseSort(query.get('orden'));
    const filter = filterFromUrl(query);
    const filtered = activeFilterCount(filter) > 0;
    const id = params.id ?? '';
    let view: SectionView;
    try {
      const client = await deps.client();
      view =
        page === 1 && !sort && !filtered
          ? await client.catalog.loadSection(id)
          : await client.catalog.loadSection(id, { page, ...(sort ? { sort } : {}), ...(filtered ? { filter } : {}) });
    } catch (error) {
      failRoute(error, 'esta sección');
    }
    if (page > view.pageCount) return data(view, { status: 404 });
    return view;
  };
}
